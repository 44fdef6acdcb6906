import { Migration } from '@mikro-orm/migrations';

export class Migration20261121020942 extends Migration {

  override name = 'Migration20261121020942';

  override up(): void | Promise<void> {
    this.addSql(`create index "processed_webhook_event_processed_at_index" on "processed_webhook_event" ("processed_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "processed_webhook_event_processed_at_index";`);
  }

}
