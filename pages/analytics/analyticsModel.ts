// The arithmetic behind /analytics, kept pure: totals (from the stats, or summed from the events
// when a stats value is missing, as the spec allows), the channel split, the fee breakdown and
// boosts and gross per day for the chart.
import type { BoostEvent, BoostStats } from '../../core/api/ledger.ts'

export type Totals = { boosts: number; grossCents: number; platformFeeCents: number; processorFeeCents: number; netCents: number }

export type ChannelSplit = { fiat: { count: number; grossCents: number }; crypto: { count: number; grossCents: number } }

export type DayPoint = { day: string; label: string; boosts: number; grossCents: number }

/** The stats' totals; a missing value is summed from `events` instead. */
export function totalsFrom(stats: Partial<BoostStats> | undefined, events: readonly BoostEvent[]): Totals {
  const summed = sumEvents(events)
  const read = (value: string | undefined, fallback: number) => (value === undefined || !/^-?\d+$/.test(value) ? fallback : Number(value))
  return {
    boosts: read(stats?.totalBoosts, summed.boosts),
    grossCents: read(stats?.totalGross, summed.grossCents),
    platformFeeCents: read(stats?.totalPlatformFees, summed.platformFeeCents),
    processorFeeCents: read(stats?.totalProcessorFees, summed.processorFeeCents),
    netCents: read(stats?.totalNet, summed.netCents),
  }
}

/** Refunded boosts stay in the list but count nowhere. */
export function sumEvents(events: readonly BoostEvent[]): Totals {
  const totals: Totals = { boosts: 0, grossCents: 0, platformFeeCents: 0, processorFeeCents: 0, netCents: 0 }
  for (const event of events) {
    if (event.reversed) continue
    totals.boosts += 1
    totals.grossCents += Number(event.gross)
    totals.platformFeeCents += Number(event.platformFee)
    totals.processorFeeCents += Number(event.processorFee)
    totals.netCents += Number(event.netCreator)
  }
  return totals
}

export function channelSplit(stats: Partial<BoostStats> | undefined, events: readonly BoostEvent[]): ChannelSplit {
  if (stats?.channels) return stats.channels
  const split: ChannelSplit = { fiat: { count: 0, grossCents: 0 }, crypto: { count: 0, grossCents: 0 } }
  for (const event of events) {
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
export function dailySeries(events: readonly BoostEvent[], days: number, now: Date, locale = 'en-US'): DayPoint[] {
  const label = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const points: DayPoint[] = []
  const byDay = new Map<string, DayPoint>()
  for (let offset = days - 1; offset >= 0; offset--) {
    const date = new Date(today - offset * 86_400_000)
    const point = { day: date.toISOString().slice(0, 10), label: label.format(date), boosts: 0, grossCents: 0 }
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
