import { Migration } from '@mikro-orm/migrations';

// Fans of their own: a supporter joined into another (an alias), fan sessions, fan passkeys and
// their ceremonies' challenges, and the checkouts claimed on Boost's origin.

export class Migration20261129120000 extends Migration {

  override name = 'Migration20261129120000';

  override up(): void | Promise<void> {
    this.addSql(`create table "fan_claim" ("checkout_session_id" varchar(255) not null, "supporter_id" uuid not null, "claimed_at" timestamptz not null, primary key ("checkout_session_id"));`);
    this.addSql(`create index "fan_claim_supporter_id_index" on "fan_claim" ("supporter_id");`);

    this.addSql(`create table "fan_passkey" ("id" varchar(1400) not null, "supporter_id" uuid not null, "public_key" text not null, "counter" bigint not null default '0', "transports" varchar(200) not null default '', "name" varchar(64) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "fan_passkey_supporter_id_index" on "fan_passkey" ("supporter_id");`);

    this.addSql(`create table "fan_session" ("id" uuid not null, "token_hash" varchar(64) not null, "supporter_id" uuid not null, "device" varchar(120) not null, "signed_in_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "fan_session" add constraint "fan_session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "fan_session_supporter_id_index" on "fan_session" ("supporter_id");`);
    this.addSql(`create index "fan_session_expires_at_index" on "fan_session" ("expires_at");`);

    this.addSql(`alter table "supporter" add "merged_into_id" uuid null;`);
    this.addSql(`create index "supporter_merged_into_id_index" on "supporter" ("merged_into_id");`);

    this.addSql(`alter table "webauthn_challenge" drop constraint "webauthn_challenge_purpose_check";`);
    this.addSql(`alter table "webauthn_challenge" add "supporter_id" uuid null;`);
    this.addSql(`alter table "webauthn_challenge" add constraint "webauthn_challenge_purpose_check" check ("purpose" in ('register', 'signin', 'fan-register', 'fan-signin'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "fan_claim" cascade;`);
    this.addSql(`drop table if exists "fan_passkey" cascade;`);
    this.addSql(`drop table if exists "fan_session" cascade;`);
    this.addSql(`drop index "supporter_merged_into_id_index";`);
    this.addSql(`alter table "supporter" drop column "merged_into_id";`);
    this.addSql(`delete from "webauthn_challenge" where "purpose" in ('fan-register', 'fan-signin');`);
    this.addSql(`alter table "webauthn_challenge" drop constraint "webauthn_challenge_purpose_check";`);
    this.addSql(`alter table "webauthn_challenge" drop column "supporter_id";`);
    this.addSql(`alter table "webauthn_challenge" add constraint "webauthn_challenge_purpose_check" check ("purpose" in ('register', 'signin'));`);
  }

}
