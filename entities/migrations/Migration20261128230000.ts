import { Migration } from '@mikro-orm/migrations';

// A paid checkout is now recorded by plain statements in one transaction, never by a statement that
// fails on purpose to send the work a longer way: the function it called goes.

export class Migration20261128230000 extends Migration {

  override name = 'Migration20261128230000';

  override up(): void | Promise<void> {
    this.addSql(`drop function if exists boost_needs_more_statements();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create function boost_needs_more_statements() returns boolean language plpgsql as $$
      begin
        raise exception 'this work needs more statements than one' using errcode = 'BX001';
      end $$;`);
  }

}
