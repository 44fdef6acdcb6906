import { Migration } from '@mikro-orm/migrations';

// Single-use sign-in credentials: demo onboarding links bound to the session that asked for them,
// signed creator cookies of earlier versions once used, and when a creator last signed out every
// other session.

export class Migration20261128185902 extends Migration {

  override name = 'Migration20261128185902';

  override up(): void | Promise<void> {
    this.addSql(`create table "demo_onboarding_link" ("token_hash" varchar(64) not null, "creator_id" varchar(64) not null, "account_id" varchar(255) not null, "session_id" uuid not null, "expires_at" timestamptz not null, primary key ("token_hash"));`);
    this.addSql(`create index "demo_onboarding_link_expires_at_index" on "demo_onboarding_link" ("expires_at");`);

    this.addSql(`create table "used_legacy_cookie" ("cookie_hash" varchar(64) not null, "expires_at" timestamptz not null, primary key ("cookie_hash"));`);
    this.addSql(`create index "used_legacy_cookie_expires_at_index" on "used_legacy_cookie" ("expires_at");`);

    this.addSql(`alter table "creator" add "other_sessions_ended_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "demo_onboarding_link" cascade;`);
    this.addSql(`drop table if exists "used_legacy_cookie" cascade;`);

    this.addSql(`alter table "creator" drop column "other_sessions_ended_at";`);
  }

}
