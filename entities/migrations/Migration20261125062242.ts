import { Migration } from '@mikro-orm/migrations';

// Stream alerts a creator controls and message moderation: their settings, signals to their open
// overlays, overlays connected per instance, and each boost's message in its public form. Messages
// recorded before moderation existed keep their cleaned words as their public form.

export class Migration20261125062242 extends Migration {

  override name = 'Migration20261125062242';

  override up(): void | Promise<void> {
    this.addSql(`create table "alert_signal" ("id" bigserial primary key, "creator_id" varchar(64) not null, "kind" varchar(16) not null, "payload" jsonb not null, "ts" timestamptz not null, "tx_id" xid8 not null default pg_current_xact_id());`);
    this.addSql(`create index "alert_signal_ts_index" on "alert_signal" ("ts");`);
    this.addSql(`create index alert_signal_stream_position_idx on alert_signal (tx_id, id);`);

    this.addSql(`create table "creator_alerts" ("creator_id" varchar(64) not null, "min_amount_cents" int not null, "duration_ms" int not null, "sound" varchar(16) not null, "volume" int not null, "show_message" boolean not null, "tts_enabled" boolean not null, "tts_min_amount_cents" int not null, "tts_max_chars" int not null, "accent" varchar(16) not null, "blocked_words" jsonb not null, "hold_for_review" boolean not null, "updated_at" timestamptz not null, primary key ("creator_id"));`);

    this.addSql(`create table "overlay_presence" ("instance_id" varchar(36) not null, "creator_id" varchar(64) not null, "overlays" int not null, "seen_at" timestamptz not null, primary key ("instance_id", "creator_id"));`);

    this.addSql(`alter table "boost_event" add "public_message" text null, add "message_status" varchar(8) null;`);
    this.addSql(`update "boost_event" set "public_message" = "message", "message_status" = 'shown' where "message" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "alert_signal" cascade;`);
    this.addSql(`drop table if exists "creator_alerts" cascade;`);
    this.addSql(`drop table if exists "overlay_presence" cascade;`);

    this.addSql(`alter table "boost_event" drop column "public_message", drop column "message_status";`);
  }

}
