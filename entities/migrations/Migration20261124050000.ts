import { Migration } from '@mikro-orm/migrations';

// Adjustments: each refund or dispute change to a recorded boost, for the live stream.
export class Migration20261124050000 extends Migration {

  override name = 'Migration20261124050000';

  override up(): void | Promise<void> {
    this.addSql(`create table "boost_adjustment" ("id" bigserial primary key, "boost_id" bigint not null, "creator_id" varchar(64) not null, "currency" varchar(3) not null, "boosts" int not null, "gross_cents" bigint not null, "xp" int not null, "ts" timestamptz not null, "tx_id" xid8 not null default pg_current_xact_id());`);
    this.addSql(`create index "boost_adjustment_creator_id_id_index" on "boost_adjustment" ("creator_id", "id");`);
    this.addSql(`create index "boost_adjustment_boost_id_index" on "boost_adjustment" ("boost_id");`);
    this.addSql(`create index "boost_adjustment_ts_index" on "boost_adjustment" ("ts");`);
    this.addSql(`create index boost_adjustment_stream_position_idx on boost_adjustment (tx_id, id);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "boost_adjustment" cascade;`);
  }

}
