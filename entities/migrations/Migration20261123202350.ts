import { Migration } from '@mikro-orm/migrations';

export class Migration20261123202350 extends Migration {

  override name = 'Migration20261123202350';

  override up(): void | Promise<void> {
    this.addSql(`create index "checkout_session_expires_at_index" on "checkout_session" ("expires_at");`);

    this.addSql(`create index "supporter_created_at_index" on "supporter" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "checkout_session_expires_at_index";`);

    this.addSql(`drop index "supporter_created_at_index";`);
  }

}
