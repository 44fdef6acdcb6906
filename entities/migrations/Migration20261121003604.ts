import { Migration } from '@mikro-orm/migrations';

export class Migration20261121003604 extends Migration {

  override name = 'Migration20261121003604';

  override up(): void | Promise<void> {
    this.addSql(`create table "boost_event" ("id" bigserial primary key, "ref" varchar(255) not null, "creator_id" varchar(64) not null, "supporter_id" uuid null, "channel" varchar(8) not null, "currency" varchar(3) not null, "gross_cents" bigint not null, "platform_fee_cents" bigint not null, "processor_fee_cents" bigint not null, "net_cents" bigint not null, "xp_awarded" int not null, "message" text null, "referral_code" varchar(16) null, "demo" boolean not null default false, "reversed_at" timestamptz null, "ts" timestamptz not null, "tx_id" xid8 not null default pg_current_xact_id());`);
    this.addSql(`alter table "boost_event" add constraint "boost_event_ref_unique" unique ("ref");`);
    this.addSql(`create index "boost_event_creator_id_id_index" on "boost_event" ("creator_id", "id");`);
    this.addSql(`create index "boost_event_supporter_id_index" on "boost_event" ("supporter_id");`);
    this.addSql(`create index "boost_event_ts_index" on "boost_event" ("ts");`);
    this.addSql(`create index boost_event_stream_position_idx on boost_event (tx_id, id);`);

    this.addSql(`create table "creator" ("id" varchar(64) not null, "name" varchar(120) null, "email" varchar(254) null, "stripe_account_id" varchar(255) null, "charges_enabled" boolean not null default false, "demo" boolean not null default false, "min_cents" bigint null, "max_cents" bigint null, "created_at" timestamptz not null, "connected_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "creator" add constraint "creator_stripe_account_id_unique" unique ("stripe_account_id");`);

    this.addSql(`create table "pending_reversal" ("ref" varchar(255) not null, "created_at" timestamptz not null, primary key ("ref"));`);

    this.addSql(`create table "processed_webhook_event" ("id" varchar(255) not null, "type" varchar(100) not null, "processed_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "referral" ("code" varchar(16) not null, "supporter_id" uuid not null, "activations" int not null default 0, "created_at" timestamptz not null, primary key ("code"));`);
    this.addSql(`alter table "referral" add constraint "referral_supporter_id_unique" unique ("supporter_id");`);

    this.addSql(`create table "setting" ("key" varchar(64) not null, "value" text not null, primary key ("key"));`);

    this.addSql(`create table "stat_counter" ("scope" varchar(80) not null, "shard" smallint not null, "boosts" bigint not null default '0', "gross_cents" bigint not null default '0', "platform_fee_cents" bigint not null default '0', "processor_fee_cents" bigint not null default '0', "net_cents" bigint not null default '0', "xp" bigint not null default '0', "fiat_boosts" bigint not null default '0', "fiat_gross_cents" bigint not null default '0', "crypto_boosts" bigint not null default '0', "crypto_gross_cents" bigint not null default '0', primary key ("scope", "shard"));`);

    this.addSql(`create table "supporter" ("id" uuid not null, "anon_id" varchar(64) not null, "xp_total" bigint not null default '0', "referred_by_code" varchar(16) null, "referral_activated" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "supporter" add constraint "supporter_anon_id_unique" unique ("anon_id");`);

    this.addSql(`create table "weekly_xp" ("week_start" date not null, "supporter_id" uuid not null, "xp" bigint not null default '0', primary key ("week_start", "supporter_id"));`);
    this.addSql(`create index weekly_xp_week_xp_idx on weekly_xp (week_start, xp desc);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "boost_event" cascade;`);
    this.addSql(`drop table if exists "creator" cascade;`);
    this.addSql(`drop table if exists "pending_reversal" cascade;`);
    this.addSql(`drop table if exists "processed_webhook_event" cascade;`);
    this.addSql(`drop table if exists "referral" cascade;`);
    this.addSql(`drop table if exists "setting" cascade;`);
    this.addSql(`drop table if exists "stat_counter" cascade;`);
    this.addSql(`drop table if exists "supporter" cascade;`);
    this.addSql(`drop table if exists "weekly_xp" cascade;`);
  }

}
