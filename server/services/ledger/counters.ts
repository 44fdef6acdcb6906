// The counters, and the one home of "does this boost count": the platform's and each creator's
// running totals per currency (StatCounter, sharded to spread row locks), a supporter's XP and
// weekly XP, and what changes them when a boost is refunded or disputed.
import { randomInt } from 'node:crypto'
import type { EntityKey, FilterQuery } from '@mikro-orm/core'
import { keptParts } from '../../../core/refunds.ts'
import { weekKey } from '../../../core/week.ts'
import { BoostAdjustment } from '../../../entities/BoostAdjustment.ts'
import { BoostEvent } from '../../../entities/BoostEvent.ts'
import { STAT_SHARDS, StatCounter } from '../../../entities/StatCounter.ts'
import { Supporter } from '../../../entities/Supporter.ts'
import { WeeklyXp } from '../../../entities/WeeklyXp.ts'
import { plus, plusInserted } from '../../sqlColumns.ts'
import { sqlNames } from '../../sqlNames.ts'
import type { BoostEventRow } from './boostEvent.ts'
import type { LedgerTx } from './ledgerTx.ts'

/**
 * A boost counts (in totals, goals, leaderboards, stats) when it is no demo, is not reversed, and
 * no chargeback took it: a dispute still open or lost takes it out, a won one puts it back. This
 * is that test but for the demo flag, which the counters leave out before asking.
 */
function stands(event: Pick<BoostEventRow, 'reversedAt' | 'disputeStatus'>): boolean {
  return event.reversedAt === null && (event.disputeStatus == null || event.disputeStatus === 'won')
}

/** A boost that counts, for the ORM's queries. */
export const COUNTED_BOOSTS = { demo: false, reversedAt: null, $or: [{ disputeStatus: null }, { disputeStatus: 'won' }] } satisfies FilterQuery<BoostEvent>

const boost = sqlNames(BoostEvent)

/** A boost that counts, for hand-written SQL over boost_event aliased `alias` (COUNTED_BOOSTS inside a statement the ORM cannot write). */
export function countedSql(alias: string): string {
  return `${alias}.${boost.demo} = false and ${alias}.${boost.reversedAt} is null and coalesce(${alias}.${boost.disputeStatus}, 'won') = 'won'`
}

export const COUNTER_PROPERTIES = ['boosts', 'grossCents', 'platformFeeCents', 'processorFeeCents', 'netCents', 'xp',
  'fiatBoosts', 'fiatGrossCents', 'cryptoBoosts', 'cryptoGrossCents', 'refundedCents'] as const satisfies readonly EntityKey<StatCounter>[]
type CounterProperty = (typeof COUNTER_PROPERTIES)[number]

// The recording statement names the counter columns as the ORM names the entity's properties.
const counter = sqlNames(StatCounter)
export const COUNTER_COLUMNS = COUNTER_PROPERTIES.map((property) => counter[property])
/** An upsert's `do update` adding the inserted row to every counter column. */
export const COUNTER_INCREMENTS = COUNTER_COLUMNS.map((column) => `${column} = ${counter.$table}.${column} + excluded.${column}`).join(', ')

/** A creator's rows of the counters are scoped by this prefix and the creator's id (creatorScope). */
export const CREATOR_SCOPE_PREFIX = 'creator:'

export function creatorScope(creatorId: string): string {
  return CREATOR_SCOPE_PREFIX + creatorId
}

/** The shard a write adds to: spread at random, so concurrent boosts rarely wait on one row. */
export function counterShard(): number {
  return randomInt(STAT_SHARDS)
}

/**
 * What one boost adds to the counters as it stands: nothing but its refunded money once reversed,
 * nothing but that while a dispute is open or after it was lost, what was kept otherwise.
 */
function standing(event: BoostEventRow): Record<CounterProperty, number> {
  const counted = stands(event)
  const kept = counted
    ? keptParts({ grossCents: event.grossCents, platformFeeCents: event.platformFeeCents, processorFeeCents: event.processorFeeCents, netCents: event.netCents, xp: event.xpAwarded }, event.refundedCents)
    : { grossCents: 0, platformFeeCents: 0, processorFeeCents: 0, netCents: 0, xp: 0 }
  const fiat = event.channel === 'fiat'
  const boosts = counted ? 1 : 0
  return {
    boosts,
    grossCents: kept.grossCents,
    platformFeeCents: kept.platformFeeCents,
    processorFeeCents: kept.processorFeeCents,
    netCents: kept.netCents,
    xp: kept.xp,
    fiatBoosts: fiat ? boosts : 0,
    fiatGrossCents: fiat ? kept.grossCents : 0,
    cryptoBoosts: fiat ? 0 : boosts,
    cryptoGrossCents: fiat ? 0 : kept.grossCents,
    refundedCents: event.reversedAt ? event.grossCents : event.refundedCents,
  }
}

/**
 * Moves every number from what `before` added to what `after` adds: the platform's and its
 * creator's counters in its currency, and its supporter's XP and weekly XP (of the boost's week).
 * A demo boost moves none.
 */
export async function restate(tx: LedgerTx, before: BoostEventRow, after: BoostEventRow) {
  if (before.demo) return
  const was = standing(before)
  const now = standing(after)
  const delta = Object.fromEntries(COUNTER_PROPERTIES.map((property) => [property, now[property] - was[property]])) as Record<CounterProperty, number>
  if (delta.xp !== 0 && before.supporterId) {
    const changed = await tx.em.nativeUpdate(Supporter, { id: before.supporterId }, { xpTotal: plus(tx.em, Supporter, 'xpTotal', delta.xp) })
    if (changed > 0) await addWeeklyXp(tx, weekKey(before.ts), before.supporterId, delta.xp)
  }
  // What counters on screen must apply, told through the live stream once this commits.
  if (delta.boosts !== 0 || delta.grossCents !== 0 || delta.xp !== 0) {
    await tx.em.insert(BoostAdjustment, {
      boostId: before.id, creatorId: before.creatorId, currency: before.currency, boosts: delta.boosts, grossCents: delta.grossCents, xp: delta.xp, ts: new Date(),
    })
    tx.boostsChanged()
  }
  const shard = counterShard()
  const added = Object.fromEntries(COUNTER_PROPERTIES.map((property) => [property, plusInserted(tx.em, StatCounter, property)]))
  await tx.em
    .createQueryBuilder(StatCounter)
    // Always 'all' first, then the creator's row: one lock order for every writer.
    .insert([
      { scope: 'all', currency: before.currency, shard, ...delta },
      { scope: creatorScope(before.creatorId), currency: before.currency, shard, ...delta },
    ])
    .onConflict(['scope', 'currency', 'shard'])
    .merge(added)
    .execute('run')
}

async function addWeeklyXp(tx: LedgerTx, week: string, supporterId: string, xp: number) {
  await tx.em
    .createQueryBuilder(WeeklyXp)
    .insert({ weekStart: week, supporterId, xp })
    .onConflict(['weekStart', 'supporterId'])
    .merge({ xp: plusInserted(tx.em, WeeklyXp, 'xp') })
    .execute('run')
}
