import { Migration } from '@mikro-orm/migrations';

export class Migration20261121004112 extends Migration {

  override name = 'Migration20261121004112';

  override up(): void | Promise<void> {
    this.addSql(`create table "checkout_session" ("id" varchar(255) not null, "provider" varchar(16) not null, "creator_id" varchar(64) not null, "supporter_id" uuid null, "amount_cents" bigint not null, "currency" varchar(3) not null, "message" text null, "referral_code" varchar(16) null, "demo" boolean not null default false, "status" varchar(16) not null default 'open', "url" text not null, "idempotency_key" varchar(64) null, "payment_intent" varchar(255) null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "completed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "checkout_session" add constraint "checkout_session_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`alter table "checkout_session" add constraint "checkout_session_payment_intent_unique" unique ("payment_intent");`);
    this.addSql(`create index "checkout_session_creator_id_created_at_index" on "checkout_session" ("creator_id", "created_at");`);

    this.addSql(`create table "rate_limit_window" ("key" varchar(128) not null, "window_start" timestamptz not null, "count" int not null default 0, primary key ("key", "window_start"));`);
    this.addSql(`create index "rate_limit_window_window_start_index" on "rate_limit_window" ("window_start");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "checkout_session" cascade;`);
    this.addSql(`drop table if exists "rate_limit_window" cascade;`);
  }

}
