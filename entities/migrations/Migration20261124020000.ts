import { Migration } from '@mikro-orm/migrations';

// Disputes: a boost under a chargeback counts nothing until the dispute is won.
export class Migration20261124020000 extends Migration {

  override name = 'Migration20261124020000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "boost_event" add column "dispute_status" varchar(8) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "boost_event" drop column "dispute_status";`);
  }

}
