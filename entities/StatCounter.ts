// Running totals per scope ('all' or 'creator:<id>') and currency, split over a few shards so
// concurrent writers do not queue on one row; a read sums at most STAT_SHARDS rows a currency.
// Money of two currencies never shares a row, so no sum can add them together.
import { defineEntity, p } from '@mikro-orm/core'

export const STAT_SHARDS = 32

const StatCounterSchema = defineEntity({
  name: 'StatCounter',
  properties: {
    scope: p.string().length(80).primary(),
    currency: p.string().length(3).primary(),
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
    /** Money given back to fans: a full refund takes the boost out of every other column and adds its gross here. */
    refundedCents: p.bigint('number').default(0),
  },
})

export class StatCounter extends StatCounterSchema.class {}
StatCounterSchema.setClass(StatCounter)
