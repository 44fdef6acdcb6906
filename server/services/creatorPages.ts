// A creator's page: their profile (name, bio, avatar colour), their goal and what it has raised
// (goalProgress.ts), their recent supporters and this week's top supporters.
import { DEFAULT_PROFILE_COLOR, type GoalKind, isProfileColor, type ProfileColor, RECENT_SUPPORTERS, TOP_SUPPORTERS } from '../../core/creatorPage.ts'
import type { Goal } from '../../core/api/creators.ts'
import type { LeaderboardEntry } from '../../core/api/ledger.ts'
import type { Currency } from '../../core/limits.ts'
import { weekStart } from '../../core/week.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { Creator } from '../../entities/Creator.ts'
import { CreatorGoal } from '../../entities/CreatorGoal.ts'
import { Supporter } from '../../entities/Supporter.ts'
import { creatorMonthly } from './subscriptions/monthly.ts'
import type { Db } from '../db.ts'
import type { RawRow } from '../sqlColumns.ts'
import { sqlNames } from '../sqlNames.ts'
import { PUBLIC_SUPPORTER_NAME, SUPPORTER_LABEL } from './boostSql.ts'
import { listBoostEvents } from './events.ts'
import { countedNow, goalView, raisedBy, reachGoalIfMet, txReads } from './goalProgress.ts'
import { rankedEntries } from './leaderboard.ts'
import { countedSql } from './ledger/index.ts'
import type { CreatorPageCache } from './creatorPageCache.ts'
import type { Payments } from './payments/index.ts'
import { Refusal } from './refusal.ts'

type Profile = { name: string | null; bio: string | null; color: ProfileColor; goal: Goal | null }
type TopRow = RawRow<BoostEvent, 'supporterId' | 'xpAwarded' | 'anonymous'> & RawRow<Supporter, 'anonId'> & { name: unknown }

const boost = sqlNames(BoostEvent)
const supporter = sqlNames(Supporter)

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

export function createCreatorPages(db: Db, payments: Pick<Payments, 'creators'>, cache: Pick<CreatorPageCache, 'drop'>, wakeWebhooks: () => void = () => {}) {
  /** The creator's active goal with what it has raised (the boost that reaches it marks it reached). */
  async function activeGoal(creatorId: string): Promise<Goal | null> {
    const now = new Date()
    const goal = await db.em((em) => em.findOne(CreatorGoal, { creatorId, endedAt: null, $or: [{ endsAt: null }, { endsAt: { $gt: now } }] }))
    if (!goal) return null
    const raisedCents = Math.max(0, await raisedBy(goal, { run: (sql, params) => db.query(sql, params), em: (work) => db.em(work) }))
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
            reopened = input.targetCents > (await raisedBy(active, txReads(tx)))
          }
          await em.nativeUpdate(CreatorGoal, { id: active.id }, { title: input.title, targetCents: input.targetCents, endsAt: input.endsAt, ...(reopened ? { reachedAt: null } : {}) })
          // A target lowered to what it has already raised is reached by this edit.
          if (await reachGoalIfMet(tx, creatorId, now)) tx.afterCommit(wakeWebhooks)
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
