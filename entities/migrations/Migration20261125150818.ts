import { Migration } from '@mikro-orm/migrations';

// A goal remembers the snapshot its baseline was read in, and tells boosts and adjustments from
// before it by their transactions' visibility in that snapshot, not by id: ids are taken at insert,
// not at commit. Goals started before keep their id rule. Going down, a goal's ids are the newest
// its snapshot saw.

export class Migration20261125150818 extends Migration {

  override name = 'Migration20261125150818';

  override up(): void | Promise<void> {
    this.addSql(`create index "boost_adjustment_creator_id_tx_id_index" on "boost_adjustment" ("creator_id", "tx_id");`);

    this.addSql(`alter table "creator_goal" add "start_snapshot" pg_snapshot null;`);
    this.addSql(`alter table "creator_goal" alter column "after_boost_id" drop not null;`);
    this.addSql(`alter table "creator_goal" alter column "after_adjustment_id" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "boost_adjustment_creator_id_tx_id_index";`);

    this.addSql(`update "creator_goal" g set
      "after_boost_id" = coalesce((select max(e.id) from boost_event e where e.creator_id = g.creator_id and pg_visible_in_snapshot(e.tx_id, g.start_snapshot)), 0),
      "after_adjustment_id" = coalesce((select max(a.id) from boost_adjustment a where a.creator_id = g.creator_id and pg_visible_in_snapshot(a.tx_id, g.start_snapshot)), 0)
      where g.start_snapshot is not null;`);
    this.addSql(`alter table "creator_goal" drop column "start_snapshot";`);
    this.addSql(`alter table "creator_goal" alter column "after_boost_id" set not null;`);
    this.addSql(`alter table "creator_goal" alter column "after_adjustment_id" set not null;`);
  }

}
