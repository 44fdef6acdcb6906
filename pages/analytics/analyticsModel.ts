// The arithmetic behind /analytics, kept pure, always of one currency at a time: totals (from the
// stats, or summed from the events when a stats value is missing, as the spec allows), the channel
// split, the fee breakdown and boosts and gross per day for the chart.
import type { BoostEvent, BoostStats } from '../../core/api/ledger.ts'
import { formatDay } from '../../core/format.ts'
import { keptParts } from '../../core/refunds.ts'

export type Totals = { boosts: number; grossCents: number; platformFeeCents: number; processorFeeCents: number; netCents: number }

export type ChannelSplit = { fiat: { count: number; grossCents: number }; crypto: { count: number; grossCents: number } }

type DayPoint = { day: string; label: string; boosts: number; grossCents: number }

/**
 * The currencies that have boosts, the reporting currency first: from the stats when they say,
 * else from the events loaded. Every figure on the page is of one of them, never of two added.
 */
export function currenciesOf(stats: Partial<BoostStats> | undefined, events: readonly BoostEvent[]): string[] {
  const found = new Set(stats?.byCurrency ? Object.keys(stats.byCurrency) : events.map((event) => event.currency))
  return [...found].sort((a, b) => Number(b === stats?.currency) - Number(a === stats?.currency) || (a < b ? -1 : a > b ? 1 : 0))
}

/** The totals of one currency: the stats' own when they have it, else summed from `events`. */
export function totalsFrom(stats: Partial<BoostStats> | undefined, events: readonly BoostEvent[], currency: string): Totals {
  const counted = stats?.byCurrency?.[currency as keyof NonNullable<BoostStats['byCurrency']>]
  if (counted) return { boosts: counted.boosts, grossCents: counted.grossCents, platformFeeCents: counted.platformFeeCents, processorFeeCents: counted.processorFeeCents, netCents: counted.netCents }
  const summed = sumEvents(inCurrency(events, currency))
  // Stats without a per-currency part (an older server) report one currency's money: trusted only for it.
  if (stats?.byCurrency || (stats?.currency ?? 'usd') !== currency) return summed
  const read = (value: string | undefined, fallback: number) => (value === undefined || !/^-?\d+$/.test(value) ? fallback : Number(value))
  return {
    boosts: read(stats?.totalBoosts, summed.boosts),
    grossCents: read(stats?.totalGross, summed.grossCents),
    platformFeeCents: read(stats?.totalPlatformFees, summed.platformFeeCents),
    processorFeeCents: read(stats?.totalProcessorFees, summed.processorFeeCents),
    netCents: read(stats?.totalNet, summed.netCents),
  }
}

export function inCurrency(events: readonly BoostEvent[], currency: string): BoostEvent[] {
  return events.filter((event) => event.currency === currency)
}

/**
 * Boosts refunded in full stay in the list but count nowhere; a partly refunded one counts what it
 * kept (core/refunds.ts, as the ledger does). The caller picks events of one currency.
 */
export function sumEvents(events: readonly BoostEvent[]): Totals {
  const totals: Totals = { boosts: 0, grossCents: 0, platformFeeCents: 0, processorFeeCents: 0, netCents: 0 }
  for (const event of events) {
    if (event.reversed || event.dispute === 'open' || event.dispute === 'lost') continue
    const kept = keptParts(
      { grossCents: Number(event.gross), platformFeeCents: Number(event.platformFee), processorFeeCents: Number(event.processorFee), netCents: Number(event.netCreator), xp: event.xpAwarded },
      Number(event.refunded ?? 0),
    )
    totals.boosts += 1
    totals.grossCents += kept.grossCents
    totals.platformFeeCents += kept.platformFeeCents
    totals.processorFeeCents += kept.processorFeeCents
    totals.netCents += kept.netCents
  }
  return totals
}

/** Card and crypto in one currency: the stats' split is of the reporting currency, any other is summed from `events`. */
export function channelSplit(stats: Partial<BoostStats> | undefined, events: readonly BoostEvent[], currency: string): ChannelSplit {
  if (stats?.channels && (stats.currency ?? 'usd') === currency) return stats.channels
  const split: ChannelSplit = { fiat: { count: 0, grossCents: 0 }, crypto: { count: 0, grossCents: 0 } }
  for (const event of inCurrency(events, currency)) {
    if (event.reversed) continue
    split[event.channel].count += 1
    split[event.channel].grossCents += Number(event.gross)
  }
  return split
}

/**
 * Boosts and gross for each of the last `days` days (UTC dates, oldest first), from the newest
 * events loaded; days without boosts are zero.
 */
export function dailySeries(events: readonly BoostEvent[], days: number, now: Date): DayPoint[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const points: DayPoint[] = []
  const byDay = new Map<string, DayPoint>()
  for (let offset = days - 1; offset >= 0; offset--) {
    const date = new Date(today - offset * 86_400_000)
    const point = { day: date.toISOString().slice(0, 10), label: formatDay(date), boosts: 0, grossCents: 0 }
    points.push(point)
    byDay.set(point.day, point)
  }
  for (const event of events) {
    if (event.reversed) continue
    const point = byDay.get(event.ts.slice(0, 10))
    if (!point) continue
    point.boosts += 1
    point.grossCents += Number(event.gross)
  }
  return points
}

/** The share of gross each part takes, as a percentage with one decimal; 0 when there is no gross. */
export function shareOf(partCents: number, grossCents: number): number {
  return grossCents > 0 ? Math.round((partCents / grossCents) * 1000) / 10 : 0
}
