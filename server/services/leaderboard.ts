// The weekly leaderboard, read from the per-week XP table through its (week_start, xp desc) index.
import type { LeaderboardEntry } from '../../core/api/ledger.ts'
import { rankTier } from '../../core/ranks.ts'
import { weekKey } from '../../core/week.ts'
import { Supporter } from '../../entities/Supporter.ts'
import { WeeklyXp } from '../../entities/WeeklyXp.ts'
import type { Db } from '../db.ts'
import type { RawRow } from '../sqlColumns.ts'
import { sqlNames } from '../sqlNames.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { SUPPORTER_LABEL } from './boostSql.ts'

type TopRow = RawRow<WeeklyXp, 'supporterId' | 'xp'> & RawRow<Supporter, 'anonId'> & { name: unknown }

// Raw SQL: one joined statement. The ORM needs two reads here (no relation to join on), and with
// hydration they took 15 ms p50 against 4.3 on bench/leaderboard.ts's million-supporter week.
const weekly = sqlNames(WeeklyXp)
const supporter = sqlNames(Supporter)
const boost = sqlNames(BoostEvent)
// A name only for a supporter who chose to show one here, and only while that boost's name is shown (not held, not rejected).
const WEEKLY_TOP = `select w.${weekly.supporterId}, w.${weekly.xp}, ${SUPPORTER_LABEL} as anon_id,
       case when b.${boost.messageStatus} = 'shown' then b.${boost.publicSupporterName} end as name
     from ${weekly.$table} w join ${supporter.$table} s on s.${supporter.id} = w.${weekly.supporterId}
       left join ${boost.$table} b on b.${boost.id} = s.${supporter.leaderboardBoostId}
     where w.${weekly.weekStart} = ? and w.${weekly.xp} > 0
     order by w.${weekly.xp} desc, w.${weekly.supporterId}
     limit ?`

/** Highest XP first; equal XP ranks by supporter id, the order weeklyRank counts in. */
export async function weeklyLeaderboard(db: Db, limit: number, now = new Date()): Promise<LeaderboardEntry[]> {
  const rows = await db.query<TopRow>(WEEKLY_TOP, [weekKey(now), limit])
  return rankedEntries(rows.map((row) => ({ supporterId: row.supporter_id, xp: row.xp, anonLabel: row.anon_id, name: row.name, anonymous: false })))
}

type RankedRow = { supporterId: unknown; xp: unknown; anonLabel: unknown; name: unknown; anonymous: unknown }

/** Rows in board order as ranked entries: rank, tier, the supporter's 6-character label and the name they show, if any. */
export function rankedEntries(rows: RankedRow[]): LeaderboardEntry[] {
  return rows.map((row, index) => ({
    rank: index + 1,
    supporterId: String(row.supporterId),
    xp: Number(row.xp),
    tier: rankTier(index + 1),
    supporter: { anonId: String(row.anonLabel), name: row.anonymous === true || row.name == null ? null : String(row.name), anonymous: row.anonymous === true },
  }))
}
