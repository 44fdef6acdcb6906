// Running totals per scope ('all' or 'creator:<id>'), split over a few shards so concurrent
// writers do not queue on one row; a read sums at most STAT_SHARDS rows.
import { defineEntity, p } from '@mikro-orm/core'

export const STAT_SHARDS = 32

const StatCounterSchema = defineEntity({
  name: 'StatCounter',
  properties: {
    scope: p.string().length(80).primary(),
    shard: p.smallint().primary(),
    boosts: p.bigint('number').default(0),
    grossCents: p.bigint('number').default(0),
    platformFeeCents: p.bigint('number').default(0),
    processorFeeCents: p.bigint('number').default(0),
    netCents: p.bigint('number').default(0),
    xp: p.bigint('number').default(0),
    fiatBoosts: p.bigint('number').default(0),
    fiatGrossCents: p.bigint('number').default(0),
    cryptoBoosts: p.bigint('number').default(0),
    cryptoGrossCents: p.bigint('number').default(0),
  },
})

export class StatCounter extends StatCounterSchema.class {}
StatCounterSchema.setClass(StatCounter)
