import { Migration } from '@mikro-orm/migrations';

// Alerts a creator makes their own: their words (a template), where and how big the alert shows,
// whether the counter shows, looks for bigger boosts (variants), and the images and sounds they
// upload, kept in the database so every instance serves them. A creator who changed settings
// before keeps the look they had.

export class Migration20261129150000 extends Migration {

  override name = 'Migration20261129150000';

  override up(): void | Promise<void> {
    this.addSql(`create table "alert_asset" ("creator_id" varchar(64) not null, "id" varchar(40) not null, "content_type" varchar(32) not null, "name" varchar(100) not null, "size_bytes" int not null, "bytes" bytea not null, "created_at" timestamptz not null, primary key ("creator_id", "id"));`);

    this.addSql(`alter table "creator_alerts" add "template" text not null default '{name} boosted {amount}!', add "image" varchar(40) null, add "sound_asset" varchar(40) null, add "position" varchar(16) not null default 'top-left', add "scale" int not null default 100, add "show_counter" boolean not null default true, add "variants" jsonb not null default '[]';`);
    // The defaults only filled the rows already there: the server writes every column.
    this.addSql(`alter table "creator_alerts" alter column "template" drop default, alter column "position" drop default, alter column "scale" drop default, alter column "show_counter" drop default, alter column "variants" drop default;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "alert_asset" cascade;`);

    this.addSql(`alter table "creator_alerts" drop column "template", drop column "image", drop column "sound_asset", drop column "position", drop column "scale", drop column "show_counter", drop column "variants";`);
  }

}
