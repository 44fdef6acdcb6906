// Rules of the live counters: reading stats in either server shape, applying a
// stream boost, the value each metric shows, zero padding, and which digits changed.
import type { StreamAdjustment, StreamBoost } from './api/stream.ts'
import { wholeDollars } from './money.ts'

const COUNTER_DIGITS = 6
export const STATS_POLL_MS = 5000
export const STREAM_RECONNECT_MS = 3000
export const FRAME_PULSE_MS = 1500
export const STREAM_LOST_MESSAGE = 'Stream connection lost'
/** When the server only sends totals, the spec derives XP as 10 per boost. */
const XP_PER_BOOST_FROM_TOTALS = 10

const COUNTER_METRICS = ['boosts', 'xp', 'revenue'] as const
export type CounterMetric = (typeof COUNTER_METRICS)[number]
/** What a stream overlay can show: a counter's metric, or a creator's goal bar. */
export const OVERLAY_METRICS = [...COUNTER_METRICS, 'goal'] as const
export type OverlayMetric = (typeof OVERLAY_METRICS)[number]

export const COUNTER_ACCENTS = ['green', 'gold', 'magenta'] as const
export type CounterAccent = (typeof COUNTER_ACCENTS)[number]

/** How long a changed digit glows, per display style; a new style adds its entry here. */
export const DIGIT_GLOW_MS = { led: 400, digital: 500, block: 500 } as const
type CounterMode = keyof typeof DIGIT_GLOW_MS
export const COUNTER_MODES = Object.keys(DIGIT_GLOW_MS) as CounterMode[]

export type LiveStats = {
  boostsCount: number
  xpTotal: number
  /** In `currency` only: a boost in another currency adds to the count and XP, never to this. */
  revenueCents: number
  /** The reporting currency of the stats (lowercase ISO code). */
  currency: string
  /** The newest boost the numbers include, when the server says; stream messages up to it are already counted. */
  lastBoostId: number | null
  /** The newest refund or dispute change the numbers include; `adjustment` events up to it are already counted. */
  lastAdjustmentId: number | null
}

/** What a counter takes from a stream boost. */
type CountedBoost = Pick<StreamBoost, 'boostId' | 'amountCents' | 'currency' | 'xpAwarded'>

/**
 * Reads /api/boost-stats in either shape the spec allows: boostsCount, xpTotal and revenueCents, or
 * the totals (totalBoosts as an integer string, totalGross in cents, or totalRevenue in whole
 * dollars). XP falls back to 10 per boost when only totals are known. Null when nothing is usable.
 */
export function normaliseStats(raw: unknown): LiveStats | null {
  if (!isRecord(raw)) return null
  const boostsCount = count(raw.boostsCount) ?? count(raw.totalBoosts)
  if (boostsCount === null) return null
  const revenueCents =
    count(raw.revenueCents) ?? count(raw.totalGross) ?? dollarsToCents(count(raw.totalRevenue)) ?? 0
  const xpTotal = count(raw.xpTotal) ?? boostsCount * XP_PER_BOOST_FROM_TOTALS
  const lastEvent = isRecord(raw.lastEvent) ? raw.lastEvent : null
  // Stats that do not name their currency are the spec's, in dollars.
  const currency = typeof raw.currency === 'string' && /^[a-z]{3}$/.test(raw.currency) ? raw.currency : 'usd'
  return { boostsCount, xpTotal, revenueCents, currency, lastBoostId: lastEvent ? count(lastEvent.boostId) : null, lastAdjustmentId: count(raw.lastAdjustmentId) }
}

/** The data of a `snapshot` stream event: the stats, as /api/boost-stats answers them; null when unusable. */
export function parseSnapshot(data: string): LiveStats | null {
  try {
    return normaliseStats(JSON.parse(data))
  } catch {
    return null
  }
}

/** Each boost adds one to the count, its XP to the XP total and, when in the stats' currency, its amount to revenue. */
export function applyBoost(stats: LiveStats, boost: CountedBoost): LiveStats {
  return {
    boostsCount: stats.boostsCount + 1,
    xpTotal: stats.xpTotal + boost.xpAwarded,
    revenueCents: stats.revenueCents + (boost.currency === stats.currency ? boost.amountCents : 0),
    currency: stats.currency,
    lastAdjustmentId: stats.lastAdjustmentId,
    lastBoostId: Math.max(stats.lastBoostId ?? 0, boost.boostId),
  }
}

/** What counters take from an `adjustment` event. */
export type CountedAdjustment = Pick<StreamAdjustment, 'adjustmentId' | 'boosts' | 'amountCents' | 'xp' | 'currency'>

/**
 * A refund or dispute changes the count, the XP and, in the stats' currency, the revenue. The
 * stream sends a boost before any change to it, so the sums stay exact.
 */
export function applyAdjustment(stats: LiveStats, adjustment: CountedAdjustment): LiveStats {
  return {
    ...stats,
    boostsCount: stats.boostsCount + adjustment.boosts,
    xpTotal: stats.xpTotal + adjustment.xp,
    revenueCents: stats.revenueCents + (adjustment.currency === stats.currency ? adjustment.amountCents : 0),
    lastAdjustmentId: Math.max(stats.lastAdjustmentId ?? 0, adjustment.adjustmentId),
  }
}

export function adjustmentCounted(stats: LiveStats, adjustment: CountedAdjustment): boolean {
  return stats.lastAdjustmentId !== null && adjustment.adjustmentId <= stats.lastAdjustmentId
}

/** Whether the stats already include this boost, so applying it again would count it twice. */
export function alreadyCounted(stats: LiveStats, boost: CountedBoost): boolean {
  return stats.lastBoostId !== null && boost.boostId <= stats.lastBoostId
}

/** The number a counter shows: revenue in whole dollars, rounded down. */
export function metricValue(stats: LiveStats, metric: CounterMetric): number {
  switch (metric) {
    case 'boosts':
      return stats.boostsCount
    case 'xp':
      return stats.xpTotal
    case 'revenue':
      return wholeDollars(stats.revenueCents)
  }
}

/** "000042": at least `width` digits; a larger number keeps all of its digits rather than lie. */
export function padDigits(value: number, width = COUNTER_DIGITS): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`a counter shows a non-negative integer, got ${value}`)
  return String(value).padStart(width, '0')
}

/** Positions in `next` whose digit differs from the digit at the same place value in `previous`. */
export function changedDigits(previous: string, next: string): number[] {
  const offset = next.length - previous.length
  const changed: number[] = []
  for (let index = 0; index < next.length; index++) {
    if (previous[index - offset] !== next[index]) changed.push(index)
  }
  return changed
}

function count(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null
}

function dollarsToCents(dollars: number | null): number | null {
  return dollars === null ? null : dollars * 100
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
