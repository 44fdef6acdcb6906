import { Migration } from '@mikro-orm/migrations';

// Stripe's account.updated events may arrive out of order: each creator keeps the time of the one applied.
export class Migration20261124040000 extends Migration {

  override name = 'Migration20261124040000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "creator" add column "account_event_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "creator" drop column "account_event_at";`);
  }

}
