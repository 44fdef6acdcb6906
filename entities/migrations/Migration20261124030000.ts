import { Migration } from '@mikro-orm/migrations';

// Referral bonuses are capped per referrer and week: the week's row counts the ones paid.
export class Migration20261124030000 extends Migration {

  override name = 'Migration20261124030000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "weekly_xp" add column "referral_bonuses" smallint not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "weekly_xp" drop column "referral_bonuses";`);
  }

}
