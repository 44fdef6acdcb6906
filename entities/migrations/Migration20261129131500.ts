import { Migration } from '@mikro-orm/migrations';

// The key a checkout's cancel address carries back to Boost: Stripe fills its session id into the
// success address alone, so the cancel page finds the session by this key instead.

export class Migration20261129131500 extends Migration {

  override name = 'Migration20261129131500';

  override up(): void | Promise<void> {
    this.addSql(`alter table "checkout_session" add "cancel_key" varchar(64) null;`);
    this.addSql(`alter table "checkout_session" add constraint "checkout_session_cancel_key_unique" unique ("cancel_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "checkout_session" drop constraint "checkout_session_cancel_key_unique";`);
    this.addSql(`alter table "checkout_session" drop column "cancel_key";`);
  }

}
