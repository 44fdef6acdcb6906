import { Migration } from '@mikro-orm/migrations';

// Creator pages: a creator's bio and avatar colour, and their goals.

export class Migration20261125035515 extends Migration {

  override name = 'Migration20261125035515';

  override up(): void | Promise<void> {
    this.addSql(`create table "creator_goal" ("id" bigserial primary key, "creator_id" varchar(64) not null, "title" varchar(80) not null, "target_cents" bigint not null, "currency" varchar(3) not null, "baseline_gross_cents" bigint not null, "after_boost_id" bigint not null, "after_adjustment_id" bigint not null, "starts_at" timestamptz not null, "ends_at" timestamptz null, "reached_at" timestamptz null, "ended_at" timestamptz null);`);
    this.addSql(`create unique index creator_goal_active_idx on creator_goal (creator_id) where ended_at is null;`);

    this.addSql(`alter table "creator" add "bio" varchar(280) null, add "color" varchar(16) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "creator_goal" cascade;`);

    this.addSql(`alter table "creator" drop column "bio", drop column "color";`);
  }

}
