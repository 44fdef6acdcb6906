// A supporter's progression: total XP and badges, the next badge, their referral, and where they
// stand on this week's leaderboard.
import type { SqlEntityManager } from '@mikro-orm/sql'
import type { GamificationSummary } from '../../core/api/ledger.ts'
import { badgesForXp, nextBadge } from '../../core/badges.ts'
import { weekKey } from '../../core/week.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { Referral } from '../../entities/Referral.ts'
import { Supporter } from '../../entities/Supporter.ts'
import { WeeklyXp } from '../../entities/WeeklyXp.ts'
import type { Db } from '../db.ts'
import { sumAs } from '../sqlColumns.ts'
import { toReferral } from './referrals.ts'

/** Null for an unknown supporter. `creatorXp` is there only when a creator is named. */
export async function gamificationSummary(
  db: Db,
  publicUrl: string,
  { supporterId, creatorId }: { supporterId: string; creatorId?: string | undefined },
  now = new Date(),
): Promise<GamificationSummary | null> {
  return db.em(async (em) => {
    const asked = await em.findOne(Supporter, supporterId, { fields: ['xpTotal', 'mergedIntoId'] })
    // A widget that kept the id of a supporter since joined to a fan is shown the fan's progress.
    const supporter = asked?.mergedIntoId ? await em.findOne(Supporter, asked.mergedIntoId, { fields: ['xpTotal'] }) : asked
    if (!supporter) return null
    supporterId = supporter.id
    const referral = await em.findOne(Referral, { supporterId }, { fields: ['code', 'activations'] })
    const week = await em.findOne(WeeklyXp, { weekStart: weekKey(now), supporterId }, { fields: ['xp'] })
    // The rank counts who is ahead in the leaderboard's own order: more XP, or as much and a smaller id.
    const ahead =
      week && week.xp > 0
        ? await em.count(WeeklyXp, { weekStart: week.weekStart, $or: [{ xp: { $gt: week.xp } }, { xp: week.xp, supporterId: { $lt: supporterId } }] })
        : null
    // XP this supporter earned with one creator, through the boost_event (supporter_id) index.
    const creatorXp = creatorId === undefined ? undefined : await xpWithCreator(em, supporterId, creatorId)
    // XP never goes below zero through the ledger; clamping keeps a hand-edited row from breaking the page.
    const xpTotal = Math.max(0, supporter.xpTotal)
    const next = nextBadge(xpTotal)
    return {
      supporterId: supporter.id,
      xpTotal,
      badges: badgesForXp(xpTotal).map(({ code, name, tier, animated }) => ({ code, name, tier, animated })),
      nextBadge: next,
      maxLevel: next === null,
      referral: referral ? toReferral(publicUrl, referral) : null,
      weeklyXp: Math.max(0, week?.xp ?? 0),
      weeklyRank: ahead === null ? null : ahead + 1,
      ...(creatorXp === undefined ? {} : { creatorXp }),
    }
  })
}

async function xpWithCreator(em: SqlEntityManager, supporterId: string, creatorId: string): Promise<number> {
  const row = await em
    .createQueryBuilder(BoostEvent)
    .select(sumAs(em, BoostEvent, 'xpAwarded', 'xp'))
    .where({ supporterId, creatorId, reversedAt: null, demo: false })
    .execute<{ xp: string | number } | undefined>('get')
  return Number(row?.xp ?? 0)
}
