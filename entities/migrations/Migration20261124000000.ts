import { Migration } from '@mikro-orm/migrations';

// Counters gain a currency (part of the key) and the refunded total. The old rows summed every
// currency into one number, so they are rebuilt from the boosts themselves.
export class Migration20261124000000 extends Migration {

  override name = 'Migration20261124000000';

  override up(): void | Promise<void> {
    this.addSql(`delete from "stat_counter";`);
    this.addSql(`alter table "stat_counter" drop constraint "stat_counter_pkey";`);
    this.addSql(`alter table "stat_counter" add column "currency" varchar(3) not null, add column "refunded_cents" bigint not null default '0';`);
    this.addSql(`alter table "stat_counter" add constraint "stat_counter_pkey" primary key ("scope", "currency", "shard");`);
    this.addSql(`insert into "stat_counter" ("scope", "currency", "shard", "boosts", "gross_cents", "platform_fee_cents", "processor_fee_cents", "net_cents", "xp", "fiat_boosts", "fiat_gross_cents", "crypto_boosts", "crypto_gross_cents", "refunded_cents")
      select scopes.scope, e.currency, 0,
        count(*) filter (where e.reversed_at is null),
        coalesce(sum(e.gross_cents) filter (where e.reversed_at is null), 0),
        coalesce(sum(e.platform_fee_cents) filter (where e.reversed_at is null), 0),
        coalesce(sum(e.processor_fee_cents) filter (where e.reversed_at is null), 0),
        coalesce(sum(e.net_cents) filter (where e.reversed_at is null), 0),
        coalesce(sum(e.xp_awarded) filter (where e.reversed_at is null), 0),
        count(*) filter (where e.reversed_at is null and e.channel = 'fiat'),
        coalesce(sum(e.gross_cents) filter (where e.reversed_at is null and e.channel = 'fiat'), 0),
        count(*) filter (where e.reversed_at is null and e.channel = 'crypto'),
        coalesce(sum(e.gross_cents) filter (where e.reversed_at is null and e.channel = 'crypto'), 0),
        coalesce(sum(e.gross_cents) filter (where e.reversed_at is not null), 0)
      from "boost_event" e cross join lateral (values ('all'), ('creator:' || e.creator_id)) as scopes (scope)
      where e.demo = false
      group by scopes.scope, e.currency;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "stat_counter";`);
    this.addSql(`alter table "stat_counter" drop constraint "stat_counter_pkey";`);
    this.addSql(`alter table "stat_counter" drop column "currency", drop column "refunded_cents";`);
    this.addSql(`alter table "stat_counter" add constraint "stat_counter_pkey" primary key ("scope", "shard");`);
  }

}
