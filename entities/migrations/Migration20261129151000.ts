import { Migration } from '@mikro-orm/migrations';

// Each alert overlay browser, by the view it shows, connected or lost a moment ago: the console
// says which overlays are reconnecting.

export class Migration20261129151000 extends Migration {

  override name = 'Migration20261129151000';

  override up(): void | Promise<void> {
    this.addSql(`create table "overlay_connection" ("instance_id" varchar(36) not null, "creator_id" varchar(64) not null, "overlay_id" varchar(64) not null, "view" varchar(16) not null, "connected" boolean not null, "seen_at" timestamptz not null, primary key ("instance_id", "creator_id", "overlay_id", "view"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "overlay_connection" cascade;`);
  }

}
