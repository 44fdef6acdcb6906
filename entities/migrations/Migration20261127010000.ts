import { Migration } from '@mikro-orm/migrations';

// A function that fails the statement calling it, with its own SQLSTATE: a statement sent with its
// transaction's COMMIT calls it where the work needs more statements than one, so the transaction
// is rolled back and the work done again the longer way (see the ledger's COMPLETE_AND_RECORD_SQL).

export class Migration20261127010000 extends Migration {

  override name = 'Migration20261127010000';

  override up(): void | Promise<void> {
    this.addSql(`create function boost_needs_more_statements() returns boolean language plpgsql as $$
      begin
        raise exception 'this work needs more statements than one' using errcode = 'BX001';
      end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function boost_needs_more_statements();`);
  }

}
