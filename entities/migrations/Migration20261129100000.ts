import { Migration } from '@mikro-orm/migrations';

// A supporter's name, or none: given with a checkout, kept on its boost as written and in its
// public form, and the boost whose name a supporter chose to show on the leaderboard.

export class Migration20261129100000 extends Migration {

  override name = 'Migration20261129100000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "checkout_session" add column "supporter_name" text null, add column "anonymous" boolean not null default false, add column "show_on_leaderboard" boolean null;`);
    this.addSql(`alter table "boost_event" add column "supporter_name" text null, add column "public_supporter_name" text null, add column "anonymous" boolean not null default false;`);
    this.addSql(`alter table "supporter" add column "leaderboard_boost_id" bigint null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "supporter" drop column "leaderboard_boost_id";`);
    this.addSql(`alter table "boost_event" drop column "supporter_name", drop column "public_supporter_name", drop column "anonymous";`);
    this.addSql(`alter table "checkout_session" drop column "supporter_name", drop column "anonymous", drop column "show_on_leaderboard";`);
  }

}
