// What a creator's goal has raised, and its reaching: the boost whose transaction finds the target
// met marks the goal reached and queues goal.reached in that same transaction, with its own time.
//
// A monthly goal's progress is what the active monthly boosts in its currency bring each month. A
// total goal's progress is read from the ledger's own counters, so it never drifts from the books and
// costs the same at any number of boosts: the creator's counted gross in the goal's currency now,
// less what it was when the goal started, less what refunds and disputes since then took from
// boosts recorded before it (those moved the counter but were never part of the goal). "Before" is
// what the snapshot the baseline was read in saw, never an id: ids are taken at insert, not at
// commit, so a boost with a lower id than the newest one at the start may commit after it (as in
// live.ts). The one read that grows is of the creator's adjustments since the goal started, through
// boost_adjustment's (creator_id, tx_id) index: a row per refund or dispute change, never per boost.
import { LockMode } from '@mikro-orm/core'
import type { SqlEntityManager } from '@mikro-orm/sql'
import type { Goal } from '../../core/api/creators.ts'
import { BoostAdjustment } from '../../entities/BoostAdjustment.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { CreatorGoal } from '../../entities/CreatorGoal.ts'
import { StatCounter } from '../../entities/StatCounter.ts'
import type { Tx } from '../db.ts'
import type { RawRow } from '../sqlColumns.ts'
import { sqlNames } from '../sqlNames.ts'
import { creatorScope } from './ledger/counters.ts'
import { monthlyAmountIn } from './subscriptions/monthly.ts'
import { markGoalReached } from './webhookOutbox.ts'

export type RunSql = (sql: string, params: unknown[]) => Promise<unknown[]>
/** Where a goal's progress is read: the database, or the transaction that is changing it. */
export type Reads = { run: RunSql; em: <T>(work: (em: SqlEntityManager) => Promise<T>) => Promise<T> }

type Counted = { gross_cents: RawRow<StatCounter, 'grossCents'>['gross_cents']; snapshot: RawRow<CreatorGoal, 'startSnapshot'>['start_snapshot'] }

const counter = sqlNames(StatCounter)
const adjustment = sqlNames(BoostAdjustment)
const boost = sqlNames(BoostEvent)

// Raw SQL: sums over the counter shards and the adjustments in one statement (one snapshot), as
// stats.ts reads them, and returns that snapshot; the ORM has no form for a sum of sub-selects.
const countedNowSql = (afterStart: string) => `select
         coalesce((select sum(${counter.grossCents}) from ${counter.$table} where ${counter.scope} = ? and ${counter.currency} = ?), 0)
           - coalesce((select sum(a.${adjustment.grossCents}) from ${adjustment.$table} a join ${boost.$table} e on e.${boost.id} = a.${adjustment.boostId}
                       where a.${adjustment.creatorId} = ? and a.${adjustment.currency} = ? and ${afterStart}), 0) as gross_cents,
         pg_current_snapshot()::text as snapshot`
/** The counted gross as countedNow reads it: with no goal, after a goal's start snapshot, or after its ids. */
const COUNTED_NOW = {
  baseline: countedNowSql('false'),
  // Adjusted after the start (not visible in its snapshot), of a boost from before it (visible).
  // Every transaction the snapshot did not see has a tx_id at or above its xmin, so the index
  // bounds the read. Goals started before snapshots were kept compare ids.
  sinceSnapshot: countedNowSql(
    `a.${adjustment.txId} >= pg_snapshot_xmin(?::pg_snapshot) and not pg_visible_in_snapshot(a.${adjustment.txId}, ?::pg_snapshot) and pg_visible_in_snapshot(e.${boost.txId}, ?::pg_snapshot)`,
  ),
  sinceIds: countedNowSql(`a.${adjustment.id} > ? and a.${adjustment.boostId} <= ?`),
}

/** The counted gross now, in one statement (COUNTED_NOW) with its snapshot. With no goal it reads a baseline: no adjustment is yet from after it. */
export async function countedNow(
  run: RunSql,
  creatorId: string,
  currency: string,
  goal?: Pick<CreatorGoal, 'startSnapshot' | 'afterBoostId' | 'afterAdjustmentId'>,
): Promise<Counted> {
  const start = goal?.startSnapshot
  const [sql, params] = !goal
    ? [COUNTED_NOW.baseline, []]
    : start
      ? [COUNTED_NOW.sinceSnapshot, [start, start, start]]
      : [COUNTED_NOW.sinceIds, [goal.afterAdjustmentId, goal.afterBoostId]]
  const [row] = (await run(sql, [creatorScope(creatorId), currency, creatorId, currency, ...params])) as Counted[]
  return row!
}

/** What `goal` has raised: a total goal, since it started; a monthly one, what monthly boosts now bring each month. */
export async function raisedBy(goal: CreatorGoal, read: Reads): Promise<number> {
  if (goal.kind === 'monthly') return read.em((em) => monthlyAmountIn(em, goal.creatorId, goal.currency))
  const counted = await countedNow(read.run, goal.creatorId, goal.currency, goal)
  return Number(counted.gross_cents) - goal.baselineGrossCents
}

export function txReads(tx: Tx): Reads {
  return { run: (sql, params) => tx.execute(sql, params), em: (work) => work(tx.em) }
}

/**
 * Marks the creator's running goal reached when what it has raised, as this transaction sees it,
 * meets its target, and queues goal.reached with `at`; true when a delivery was queued. The goal's
 * row is locked first, so two boosts that reach it together are read one after the other and the
 * second sees the first: one of them always finds it met.
 */
export async function reachGoalIfMet(tx: Tx, creatorId: string, at: Date): Promise<boolean> {
  const goal = await tx.em.findOne(
    CreatorGoal,
    { creatorId, endedAt: null, reachedAt: null, $or: [{ endsAt: null }, { endsAt: { $gt: at } }] },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  )
  if (!goal) return false
  const raisedCents = Math.max(0, await raisedBy(goal, txReads(tx)))
  if (raisedCents < goal.targetCents) return false
  return markGoalReached((sql, params) => tx.execute(sql, params), goal.id, creatorId, goalView(goal, raisedCents), at)
}

export function goalView(goal: CreatorGoal, raisedCents: number): Goal {
  return {
    title: goal.title,
    kind: goal.kind,
    targetCents: goal.targetCents,
    currency: goal.currency,
    raisedCents,
    startsAt: goal.startsAt.toISOString(),
    endsAt: goal.endsAt?.toISOString() ?? null,
    reachedAt: goal.reachedAt?.toISOString() ?? null,
  }
}
