import { Migration } from '@mikro-orm/migrations';

// The fan after paying: the creator's thank-you note; where the checkout came from, the email a
// receipt goes to, the receipt's unguessable link and whether it was emailed; and a checkout the
// fan cancelled, so the tab that opened it stops waiting.

export class Migration20261129110000 extends Migration {

  override name = 'Migration20261129110000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "creator" add "thank_you_note" varchar(280) null;`);

    this.addSql(`alter table "checkout_session" add "return_url" text null, add "email" varchar(254) null, add "receipt_token" varchar(64) null, add "receipt_emailed_at" timestamptz null, add "cancelled_at" timestamptz null;`);
    this.addSql(`alter table "checkout_session" add constraint "checkout_session_receipt_token_unique" unique ("receipt_token");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "checkout_session" drop constraint "checkout_session_receipt_token_unique";`);
    this.addSql(`alter table "checkout_session" drop column "return_url", drop column "email", drop column "receipt_token", drop column "receipt_emailed_at", drop column "cancelled_at";`);
    this.addSql(`alter table "creator" drop column "thank_you_note";`);
  }

}
