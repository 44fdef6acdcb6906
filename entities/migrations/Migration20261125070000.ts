import { Migration } from '@mikro-orm/migrations';

// Creator webhooks: endpoints, and the outbox of deliveries that is also their log.

export class Migration20261125070000 extends Migration {

  override name = 'Migration20261125070000';

  override up(): void | Promise<void> {
    this.addSql(`create table "webhook_endpoint" ("id" bigserial primary key, "creator_id" varchar(64) not null, "url" varchar(2048) not null, "events" text[] not null, "secret" varchar(64) not null, "created_at" timestamptz not null, "failing_since" timestamptz null, "disabled_at" timestamptz null, "disabled_reason" varchar(200) null);`);
    this.addSql(`create index "webhook_endpoint_creator_id_index" on "webhook_endpoint" ("creator_id");`);

    this.addSql(`create table "webhook_delivery" ("id" bigserial primary key, "endpoint_id" bigint not null, "event" varchar(32) not null, "boost_id" bigint null, "body" text null, "created_at" timestamptz not null, "status" varchar(16) not null, "attempts" int not null, "next_attempt_at" timestamptz null, "give_up_at" timestamptz not null, "last_attempt_at" timestamptz null, "last_status" int null, "last_error" varchar(200) null);`);
    this.addSql(`create index webhook_delivery_due_idx on webhook_delivery (next_attempt_at) where status = 'pending';`);
    this.addSql(`create index "webhook_delivery_endpoint_id_id_index" on "webhook_delivery" ("endpoint_id", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
  }

}
