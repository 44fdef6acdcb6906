import { Migration } from '@mikro-orm/migrations';

// Creator accounts: sessions kept in the database, passkeys, recovery codes, passkey challenges.

export class Migration20261125025812 extends Migration {

  override name = 'Migration20261125025812';

  override up(): void | Promise<void> {
    this.addSql(`create table "creator_session" ("id" uuid not null, "token_hash" varchar(64) not null, "creator_id" varchar(64) not null, "device" varchar(120) not null, "signed_in_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "creator_session_creator_id_index" on "creator_session" ("creator_id");`);
    this.addSql(`create index "creator_session_expires_at_index" on "creator_session" ("expires_at");`);
    this.addSql(`alter table "creator_session" add constraint "creator_session_token_hash_creator_id_unique" unique ("token_hash", "creator_id");`);

    this.addSql(`create table "passkey" ("id" varchar(1400) not null, "creator_id" varchar(64) not null, "public_key" text not null, "counter" bigint not null default '0', "transports" varchar(200) not null default '', "name" varchar(64) not null, "backed_up" boolean not null default false, "created_at" timestamptz not null, "last_used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "passkey_creator_id_index" on "passkey" ("creator_id");`);

    this.addSql(`create table "recovery_code" ("code_hash" varchar(64) not null, "creator_id" varchar(64) not null, "created_at" timestamptz not null, "used_at" timestamptz null, primary key ("code_hash"));`);
    this.addSql(`create index "recovery_code_creator_id_index" on "recovery_code" ("creator_id");`);

    this.addSql(`create table "webauthn_challenge" ("challenge" varchar(128) not null, "purpose" varchar(16) not null, "creator_id" varchar(64) null, "expires_at" timestamptz not null, primary key ("challenge"));`);
    this.addSql(`create index "webauthn_challenge_expires_at_index" on "webauthn_challenge" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "creator_session" cascade;`);
    this.addSql(`drop table if exists "passkey" cascade;`);
    this.addSql(`drop table if exists "recovery_code" cascade;`);
    this.addSql(`drop table if exists "webauthn_challenge" cascade;`);
  }

}
