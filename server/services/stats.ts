// Platform or creator totals, read from the sharded counter rows: the same cost at ten events
// as at ten million. Counter rows are per currency; money of two currencies is never added: the
// spec's money fields count the reporting currency, `byCurrency` holds each currency on its own.
import type { BoostStats } from '../../core/api/ledger.ts'
import { type Currency, isSupportedCurrency } from '../../core/limits.ts'
import { wholeDollars } from '../../core/money.ts'
import { BoostAdjustment } from '../../entities/BoostAdjustment.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { StatCounter } from '../../entities/StatCounter.ts'
import type { Db } from '../db.ts'
import { sumAs } from '../sqlColumns.ts'
import { COUNTED_BOOSTS, COUNTER_PROPERTIES, creatorScope } from './ledger/counters.ts'

/** The reporting currency when REPORTING_CURRENCY is not set. */
const DEFAULT_REPORTING_CURRENCY: Currency = 'usd'

type CounterProperty = (typeof COUNTER_PROPERTIES)[number]
type CurrencyRow = { currency: string } & Record<CounterProperty, unknown>

export async function readStats(db: Db, creatorId?: string, reportingCurrency: Currency = DEFAULT_REPORTING_CURRENCY): Promise<BoostStats> {
  const scope = creatorId ? creatorScope(creatorId) : 'all'
  // The counter rows' shards summed per currency, the newest boost that counts, and the newest
  // adjustment: each through an index, so the cost does not grow with the number of boosts.
  const { currencies, last, lastAdjustment } = await db.em(async (em) => ({
    currencies: await em
      .createQueryBuilder(StatCounter)
      .select(['currency', ...COUNTER_PROPERTIES.map((property) => sumAs(em, StatCounter, property, property))])
      .where({ scope })
      .groupBy('currency')
      .orderBy({ currency: 'asc' })
      .execute<CurrencyRow[]>('all', false),
    last: await em.findOne(BoostEvent, { ...COUNTED_BOOSTS, ...(creatorId !== undefined && { creatorId }) }, {
      fields: ['id', 'creatorId', 'grossCents', 'xpAwarded', 'currency', 'ts'],
      orderBy: { id: 'desc' },
    }),
    lastAdjustment: (await em.find(BoostAdjustment, creatorId !== undefined ? { creatorId } : {}, { fields: ['id'], orderBy: { id: 'desc' }, limit: 1 }))[0],
  }))
  const rows = currencies.filter((row) => isSupportedCurrency(String(row.currency)))
  const reporting = rows.find((row) => row.currency === reportingCurrency)
  const money = (key: keyof CurrencyRow) => Number(reporting?.[key] ?? 0) // the reporting currency's
  const everyCurrency = (key: keyof CurrencyRow) => rows.reduce((sum, row) => sum + Number(row[key]), 0)
  const byCurrency: BoostStats['byCurrency'] = {}
  for (const row of rows) {
    if (Number(row.boosts) === 0 && Number(row.refundedCents) === 0) continue
    byCurrency[row.currency as Currency] = {
      boosts: Number(row.boosts),
      grossCents: Number(row.grossCents),
      platformFeeCents: Number(row.platformFeeCents),
      processorFeeCents: Number(row.processorFeeCents),
      netCents: Number(row.netCents),
      refundedCents: Number(row.refundedCents),
    }
  }
  return {
    totalBoosts: String(everyCurrency('boosts')),
    totalGross: String(money('grossCents')),
    totalPlatformFees: String(money('platformFeeCents')),
    totalProcessorFees: String(money('processorFeeCents')),
    totalNet: String(money('netCents')),
    boostsCount: everyCurrency('boosts'),
    xpTotal: everyCurrency('xp'),
    revenueCents: money('grossCents'),
    totalRevenue: wholeDollars(money('grossCents')),
    channels: {
      // The channel split is of the reporting currency, count and money alike, so its shares add up.
      fiat: { count: money('fiatBoosts'), grossCents: money('fiatGrossCents') },
      crypto: { count: money('cryptoBoosts'), grossCents: money('cryptoGrossCents') },
    },
    currency: reportingCurrency,
    byCurrency,
    lastAdjustmentId: lastAdjustment ? lastAdjustment.id : null,
    lastEvent: last
      ? {
          boostId: last.id,
          creatorId: last.creatorId,
          amount: last.grossCents,
          xpAwarded: last.xpAwarded,
          currency: last.currency,
          ts: last.ts.toISOString(),
        }
      : null,
  }
}
