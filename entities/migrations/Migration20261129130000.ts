import { Migration } from '@mikro-orm/migrations';

// Monthly boosts: the subscription that renews, the checkout that begins one, and each paid month's
// boost tied to it (which month it pays, and the payment intent a refund of it names).

export class Migration20261129130000 extends Migration {

  override name = 'Migration20261129130000';

  override up(): void | Promise<void> {
    this.addSql(`create table "subscription" ("id" uuid not null, "creator_id" varchar(64) not null, "supporter_id" uuid null, "amount_cents" bigint not null, "currency" varchar(3) not null, "status" text not null, "current_period_start" timestamptz not null, "current_period_end" timestamptz not null, "cancel_at_period_end" boolean not null default false, "provider" text not null, "demo" boolean not null default false, "checkout_session_id" varchar(255) not null, "stripe_subscription_id" varchar(255) null, "stripe_customer_id" varchar(255) null, "payment_fix_url" text null, "provider_event_at" timestamptz null, "manage_token" varchar(64) not null, "created_at" timestamptz not null, "cancelled_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "subscription" add constraint "subscription_checkout_session_id_unique" unique ("checkout_session_id");`);
    this.addSql(`alter table "subscription" add constraint "subscription_stripe_subscription_id_unique" unique ("stripe_subscription_id");`);
    this.addSql(`alter table "subscription" add constraint "subscription_manage_token_unique" unique ("manage_token");`);
    this.addSql(`create index "subscription_creator_id_status_index" on "subscription" ("creator_id", "status");`);
    this.addSql(`create index "subscription_supporter_id_index" on "subscription" ("supporter_id");`);

    this.addSql(`alter table "checkout_session" add "subscription_id" uuid null;`);
    this.addSql(`alter table "checkout_session" add constraint "checkout_session_subscription_id_unique" unique ("subscription_id");`);

    this.addSql(`alter table "boost_event" add "subscription_id" uuid null, add "months" int null, add "payment_intent" varchar(255) null;`);
    this.addSql(`alter table "boost_event" add constraint "boost_event_subscription_id_months_unique" unique ("subscription_id", "months");`);
    this.addSql(`create index "boost_event_payment_intent_index" on "boost_event" ("payment_intent");`);

    this.addSql(`alter table "subscription" add constraint "subscription_status_check" check ("status" in ('active', 'past_due', 'cancelled', 'ended'));`);
    this.addSql(`alter table "subscription" add constraint "subscription_provider_check" check ("provider" in ('demo', 'stripe'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "subscription" cascade;`);

    this.addSql(`alter table "boost_event" drop constraint "boost_event_subscription_id_months_unique";`);
    this.addSql(`drop index "boost_event_payment_intent_index";`);
    this.addSql(`alter table "boost_event" drop column "subscription_id", drop column "months", drop column "payment_intent";`);

    this.addSql(`alter table "checkout_session" drop constraint "checkout_session_subscription_id_unique";`);
    this.addSql(`alter table "checkout_session" drop column "subscription_id";`);
  }

}
