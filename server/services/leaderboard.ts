// The weekly leaderboard, read from the per-week XP table through its (week_start, xp desc) index.
import type { LeaderboardEntry } from '../../core/api/ledger.ts'
import { rankTier } from '../../core/ranks.ts'
import { weekKey } from '../../core/week.ts'
import type { Db } from '../db.ts'

/** Highest XP first; equal XP ranks by supporter id, the order weeklyRank counts in. */
export async function weeklyLeaderboard(db: Db, limit: number, now = new Date()): Promise<LeaderboardEntry[]> {
  const rows = await db.query<{ supporter_id: string; xp: unknown; anon_id: string }>(
    `select w.supporter_id, w.xp, right(s.anon_id, 6) as anon_id
     from weekly_xp w join supporter s on s.id = w.supporter_id
     where w.week_start = ? and w.xp > 0
     order by w.xp desc, w.supporter_id
     limit ?`,
    [weekKey(now), limit],
  )
  return rows.map((row, index) => ({
    rank: index + 1,
    supporterId: String(row.supporter_id),
    xp: Number(row.xp),
    tier: rankTier(index + 1),
    supporter: { anonId: String(row.anon_id) },
  }))
}
