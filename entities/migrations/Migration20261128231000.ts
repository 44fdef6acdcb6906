import { Migration } from '@mikro-orm/migrations';

// Statuses, channels and kinds as enums: each column takes only the values its entity names.

export class Migration20261128231000 extends Migration {

  override name = 'Migration20261128231000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "alert_signal" alter column "kind" type text using ("kind"::text);`);
    this.addSql(`alter table "alert_signal" add constraint "alert_signal_kind_check" check ("kind" in ('alert', 'settings'));`);

    this.addSql(`alter table "boost_event" alter column "channel" type text using ("channel"::text);`);
    this.addSql(`alter table "boost_event" alter column "dispute_status" type text using ("dispute_status"::text);`);
    this.addSql(`alter table "boost_event" alter column "message_status" type text using ("message_status"::text);`);
    this.addSql(`alter table "boost_event" add constraint "boost_event_channel_check" check ("channel" in ('fiat', 'crypto'));`);
    this.addSql(`alter table "boost_event" add constraint "boost_event_message_status_check" check ("message_status" in ('shown', 'held', 'rejected'));`);
    this.addSql(`alter table "boost_event" add constraint "boost_event_dispute_status_check" check ("dispute_status" in ('open', 'won', 'lost'));`);

    this.addSql(`alter table "checkout_session" alter column "provider" type text using ("provider"::text);`);
    this.addSql(`alter table "checkout_session" alter column "status" type text using ("status"::text);`);
    this.addSql(`alter table "checkout_session" add constraint "checkout_session_provider_check" check ("provider" in ('demo', 'stripe'));`);
    this.addSql(`alter table "checkout_session" add constraint "checkout_session_status_check" check ("status" in ('open', 'complete', 'expired'));`);

    this.addSql(`alter table "webauthn_challenge" alter column "purpose" type text using ("purpose"::text);`);
    this.addSql(`alter table "webauthn_challenge" add constraint "webauthn_challenge_purpose_check" check ("purpose" in ('register', 'signin'));`);

    this.addSql(`alter table "webhook_delivery" alter column "status" type text using ("status"::text);`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_status_check" check ("status" in ('pending', 'delivered', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "alert_signal" drop constraint "alert_signal_kind_check";`);
    this.addSql(`alter table "alert_signal" alter column "kind" type varchar(16);`);
    this.addSql(`alter table "boost_event" drop constraint "boost_event_channel_check";`);
    this.addSql(`alter table "boost_event" drop constraint "boost_event_message_status_check";`);
    this.addSql(`alter table "boost_event" drop constraint "boost_event_dispute_status_check";`);
    this.addSql(`alter table "boost_event" alter column "channel" type varchar(8);`);
    this.addSql(`alter table "boost_event" alter column "dispute_status" type varchar(8);`);
    this.addSql(`alter table "boost_event" alter column "message_status" type varchar(8);`);
    this.addSql(`alter table "checkout_session" drop constraint "checkout_session_provider_check";`);
    this.addSql(`alter table "checkout_session" drop constraint "checkout_session_status_check";`);
    this.addSql(`alter table "checkout_session" alter column "provider" type varchar(16);`);
    this.addSql(`alter table "checkout_session" alter column "status" type varchar(16);`);
    this.addSql(`alter table "webauthn_challenge" drop constraint "webauthn_challenge_purpose_check";`);
    this.addSql(`alter table "webauthn_challenge" alter column "purpose" type varchar(16);`);
    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_status_check";`);
    this.addSql(`alter table "webhook_delivery" alter column "status" type varchar(16);`);
  }

}
