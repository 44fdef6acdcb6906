// A supporter's progression: total XP and badges, the next badge, their referral, and where they
// stand on this week's leaderboard.
import type { GamificationSummary } from '../../core/api/ledger.ts'
import { badgesForXp, nextBadge } from '../../core/badges.ts'
import { weekKey } from '../../core/week.ts'
import type { Db } from '../db.ts'
import { toReferral } from './referrals.ts'

type SummaryRow = {
  id: string
  xp_total: unknown
  code: string | null
  activations: unknown
  weekly_xp: unknown
  weekly_rank: unknown
  creator_xp: unknown
}

// XP this supporter earned with one creator, through the boost_event (supporter_id) index.
const CREATOR_XP = `(select coalesce(sum(e.xp_awarded), 0) from boost_event e
  where e.supporter_id = s.id and e.creator_id = ? and e.reversed_at is null and e.demo = false)`

/** Null for an unknown supporter. `creatorXp` is there only when a creator is named. */
export async function gamificationSummary(
  db: Db,
  publicUrl: string,
  { supporterId, creatorId }: { supporterId: string; creatorId?: string | undefined },
  now = new Date(),
): Promise<GamificationSummary | null> {
  // The rank counts who is ahead in the leaderboard's own order: more XP, or as much and a smaller id.
  const [row] = await db.query<SummaryRow>(
    `select s.id, s.xp_total, r.code, r.activations, coalesce(w.xp, 0) as weekly_xp,
       case when w.xp > 0 then 1 + (
         select count(*) from weekly_xp ahead
         where ahead.week_start = w.week_start
           and (ahead.xp > w.xp or (ahead.xp = w.xp and ahead.supporter_id < w.supporter_id))
       ) end as weekly_rank,
       ${creatorId ? CREATOR_XP : 'null'} as creator_xp
     from supporter s
     left join referral r on r.supporter_id = s.id
     left join weekly_xp w on w.week_start = ? and w.supporter_id = s.id
     where s.id = ?`,
    [...(creatorId ? [creatorId] : []), weekKey(now), supporterId],
  )
  if (!row) return null
  // XP never goes below zero through the ledger; clamping keeps a hand-edited row from breaking the page.
  const xpTotal = Math.max(0, Number(row.xp_total))
  const next = nextBadge(xpTotal)
  return {
    supporterId: String(row.id),
    xpTotal,
    badges: badgesForXp(xpTotal).map(({ code, name, tier, animated }) => ({ code, name, tier, animated })),
    nextBadge: next,
    maxLevel: next === null,
    referral: row.code === null ? null : toReferral(publicUrl, { code: row.code, activations: row.activations }),
    weeklyXp: Math.max(0, Number(row.weekly_xp)),
    weeklyRank: row.weekly_rank == null ? null : Number(row.weekly_rank),
    ...(creatorId ? { creatorXp: Number(row.creator_xp) } : {}),
  }
}
