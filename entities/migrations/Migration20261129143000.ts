import { Migration } from '@mikro-orm/migrations';

// A goal may count what monthly boosts bring each month ("$500 a month") instead of the total raised;
// every goal set before is a total.

export class Migration20261129143000 extends Migration {

  override name = 'Migration20261129143000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "creator_goal" add column "kind" text not null default 'total';`);
    this.addSql(`alter table "creator_goal" add constraint "creator_goal_kind_check" check ("kind" in ('total', 'monthly'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "creator_goal" drop constraint "creator_goal_kind_check";`);
    this.addSql(`alter table "creator_goal" drop column "kind";`);
  }

}
