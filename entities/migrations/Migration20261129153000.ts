import { Migration } from '@mikro-orm/migrations';

// A delivery keeps what its last attempt sent (the headers; the body is kept already) and the start
// of what the receiver answered, for the console's delivery view.

export class Migration20261129153000 extends Migration {

  override name = 'Migration20261129153000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "webhook_delivery" add column "last_request_headers" text null, add column "last_response_body" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_delivery" drop column "last_request_headers", drop column "last_response_body";`);
  }

}
