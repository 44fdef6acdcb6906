// A creator's page: their profile (name, bio, avatar colour), their goal and what it has raised,
// their recent supporters and this week's top supporters.
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
// A per-goal counter would make it constant, but as a second number the ledger must keep in step
// with the books.
import { DEFAULT_PROFILE_COLOR, type GoalKind, isProfileColor, type ProfileColor, RECENT_SUPPORTERS, TOP_SUPPORTERS } from '../../core/creatorPage.ts'
import type { SqlEntityManager } from '@mikro-orm/sql'
import type { Goal } from '../../core/api/creators.ts'
import type { LeaderboardEntry } from '../../core/api/ledger.ts'
import type { Currency } from '../../core/limits.ts'
import { weekStart } from '../../core/week.ts'
import { BoostAdjustment } from '../../entities/BoostAdjustment.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { Creator } from '../../entities/Creator.ts'
import { CreatorGoal } from '../../entities/CreatorGoal.ts'
import { StatCounter } from '../../entities/StatCounter.ts'
import { Supporter } from '../../entities/Supporter.ts'
import { creatorMonthly, monthlyAmountIn } from './subscriptions/monthly.ts'
import type { Db } from '../db.ts'
import type { RawRow } from '../sqlColumns.ts'
import { sqlNames } from '../sqlNames.ts'
import { PUBLIC_SUPPORTER_NAME, SUPPORTER_LABEL } from './boostSql.ts'
import { listBoostEvents } from './events.ts'
import { rankedEntries } from './leaderboard.ts'
import { countedSql, creatorScope } from './ledger/index.ts'
import type { CreatorPageCache } from './creatorPageCache.ts'
import type { Payments } from './payments/index.ts'
import { Refusal } from './refusal.ts'
import { markGoalReached } from './webhookOutbox.ts'

type Profile = { name: string | null; bio: string | null; color: ProfileColor; goal: Goal | null }
type RunSql = (sql: string, params: unknown[]) => Promise<unknown[]>
/** Where a goal's progress is read: the database, or the transaction that is changing the goal. */
type Reads = { run: RunSql; em: <T>(work: (em: SqlEntityManager) => Promise<T>) => Promise<T> }

type Counted = { gross_cents: RawRow<StatCounter, 'grossCents'>['gross_cents']; snapshot: RawRow<CreatorGoal, 'startSnapshot'>['start_snapshot'] }
type TopRow = RawRow<BoostEvent, 'supporterId' | 'xpAwarded' | 'anonymous'> & RawRow<Supporter, 'anonId'> & { name: unknown }

const counter = sqlNames(StatCounter)
const adjustment = sqlNames(BoostAdjustment)
const boost = sqlNames(BoostEvent)
const supporter = sqlNames(Supporter)

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

// Raw SQL: a grouped sum joined to the supporter's label in one statement, as the platform
// board in leaderboard.ts; the (creator_id, id) index finds the creator's boosts. A supporter
// shows under the name of their last boost of the week, or as anonymous when any of those boosts
// was: a name beside a total that holds an anonymous boost would give that boost away.
const WEEK_TOP_SUPPORTERS = `select e.${boost.supporterId}, sum(e.${boost.xpAwarded}) as xp_awarded, ${SUPPORTER_LABEL} as anon_id,
           bool_or(e.${boost.anonymous}) as anonymous, (array_agg(${PUBLIC_SUPPORTER_NAME} order by e.${boost.id} desc))[1] as name
         from ${boost.$table} e join ${supporter.$table} s on s.${supporter.id} = e.${boost.supporterId}
         where e.${boost.creatorId} = ? and e.${boost.ts} >= ? and ${countedSql('e')}
         group by e.${boost.supporterId}, s.${supporter.anonId}
         having sum(e.${boost.xpAwarded}) > 0
         order by sum(e.${boost.xpAwarded}) desc, e.${boost.supporterId}
         limit ?`

export function createCreatorPages(db: Db, payments: Pick<Payments, 'creators'>, cache: Pick<CreatorPageCache, 'drop'>) {
  // The counted gross now, in one statement (COUNTED_NOW) with its snapshot. With no goal it reads a
  // baseline: no adjustment is yet from after it.
  async function countedNow(
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
  async function raisedBy(goal: CreatorGoal, read: Reads): Promise<number> {
    if (goal.kind === 'monthly') return read.em((em) => monthlyAmountIn(em, goal.creatorId, goal.currency))
    const counted = await countedNow(read.run, goal.creatorId, goal.currency, goal)
    return Number(counted.gross_cents) - goal.baselineGrossCents
  }

  /** The creator's active goal with what it has raised; marks it reached the first time it is. */
  async function activeGoal(creatorId: string): Promise<Goal | null> {
    const now = new Date()
    const goal = await db.em((em) => em.findOne(CreatorGoal, { creatorId, endedAt: null, $or: [{ endsAt: null }, { endsAt: { $gt: now } }] }))
    if (!goal) return null
    const raisedCents = Math.max(0, await raisedBy(goal, { run: (sql, params) => db.query(sql, params), em: (work) => db.em(work) }))
    if (raisedCents >= goal.targetCents && !goal.reachedAt) {
      // Only the first read that finds it reached sets the time and queues goal.reached.
      await markGoalReached(db, goal.id, creatorId, goalView(goal, raisedCents), now)
      goal.reachedAt = (await db.em((em) => em.findOne(CreatorGoal, goal.id, { fields: ['reachedAt'] })))?.reachedAt ?? now
    }
    return goalView(goal, raisedCents)
  }

  async function profile(creatorId: string): Promise<Profile> {
    const creator = await db.em((em) => em.findOne(Creator, creatorId, { fields: ['name', 'bio', 'color'] }))
    return {
      name: creator?.name ?? null,
      bio: creator?.bio ?? null,
      color: isProfileColor(creator?.color) ? creator.color : DEFAULT_PROFILE_COLOR,
      goal: creator ? await activeGoal(creatorId) : null,
    }
  }

  return {
    profile,
    activeGoal,

    /** What GET /api/creators/:id answers: whether the creator is connected, and their page's profile and goal. */
    async creator(creatorId: string) {
      const status = await payments.creators.status(creatorId)
      return { ...status, ...(await profile(creatorId)), monthly: await db.em((em) => creatorMonthly(em, creatorId)) }
    },

    async updateProfile(creatorId: string, changes: { name?: string | null | undefined; bio?: string | null | undefined; color?: string | undefined }): Promise<Profile> {
      const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
      if (Object.keys(set).length > 0) await db.em((em) => em.nativeUpdate(Creator, { id: creatorId }, set))
      cache.drop(creatorId)
      return profile(creatorId)
    },

    /** Edits the active goal (title, target, end; its progress keeps counting), or starts one in a new currency. */
    async setGoal(creatorId: string, input: { title: string; targetCents: number; currency: Currency; kind: GoalKind; endsAt: Date | null }): Promise<Goal> {
      const now = new Date()
      await db.transaction(async (tx) => {
        const { em } = tx
        const active = await em.findOne(CreatorGoal, { creatorId, endedAt: null })
        const stillRunning = active && (!active.endsAt || active.endsAt > now)
        if (active && stillRunning && active.currency === input.currency && active.kind === input.kind) {
          // A reached goal stays reached (goal.reached went out once) unless its target now rises
          // above what it has raised: then it is open again, to be reached for the new target.
          let reopened = false
          if (active.reachedAt && input.targetCents > active.targetCents) {
            reopened = input.targetCents > (await raisedBy(active, { run: (sql, params) => tx.execute(sql, params), em: (work) => work(em) }))
          }
          await em.nativeUpdate(CreatorGoal, { id: active.id }, { title: input.title, targetCents: input.targetCents, endsAt: input.endsAt, ...(reopened ? { reachedAt: null } : {}) })
          return
        }
        if (active) await em.nativeUpdate(CreatorGoal, { id: active.id }, { endedAt: now })
        const baseline = await countedNow((sql, params) => tx.execute(sql, params), creatorId, input.currency)
        await em.insert(CreatorGoal, {
          creatorId,
          title: input.title,
          kind: input.kind,
          targetCents: input.targetCents,
          currency: input.currency,
          baselineGrossCents: Number(baseline.gross_cents),
          startSnapshot: String(baseline.snapshot),
          afterBoostId: null,
          afterAdjustmentId: null,
          startsAt: now,
          endsAt: input.endsAt,
          reachedAt: null,
          endedAt: null,
        })
      })
      cache.drop(creatorId)
      const goal = await activeGoal(creatorId)
      if (!goal) throw new Refusal(409, 'The goal could not be started: try again')
      return goal
    },

    async endGoal(creatorId: string): Promise<boolean> {
      const ended = await db.em((em) => em.nativeUpdate(CreatorGoal, { creatorId, endedAt: null }, { endedAt: new Date() }))
      cache.drop(creatorId)
      return ended > 0
    },

    /** The last boosts that still count, newest first: label, amount, message, time. */
    async recentSupporters(creatorId: string) {
      return listBoostEvents(db, { creatorId, limit: RECENT_SUPPORTERS, countedOnly: true })
    },

    /** This week's supporters of this creator, by the XP their boosts to them earned. */
    async topSupportersThisWeek(creatorId: string, limit = TOP_SUPPORTERS, now = new Date()): Promise<LeaderboardEntry[]> {
      const rows = await db.query<TopRow>(WEEK_TOP_SUPPORTERS, [creatorId, weekStart(now), limit])
      return rankedEntries(rows.map((row) => ({ supporterId: row.supporter_id, xp: row.xp_awarded, anonLabel: row.anon_id, name: row.name, anonymous: row.anonymous })))
    },
  }
}

function goalView(goal: CreatorGoal, raisedCents: number): Goal {
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
