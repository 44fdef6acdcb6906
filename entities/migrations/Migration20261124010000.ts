import { Migration } from '@mikro-orm/migrations';

// Partial refunds: each boost keeps what was refunded of it, and a refund that comes before its
// payment keeps its amount (null: in full). A boost reversed before this counts as refunded in full.
export class Migration20261124010000 extends Migration {

  override name = 'Migration20261124010000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "boost_event" add column "refunded_cents" bigint not null default '0';`);
    this.addSql(`update "boost_event" set "refunded_cents" = "gross_cents" where "reversed_at" is not null;`);
    this.addSql(`alter table "pending_reversal" add column "refunded_cents" bigint null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "boost_event" drop column "refunded_cents";`);
    this.addSql(`alter table "pending_reversal" drop column "refunded_cents";`);
  }

}
