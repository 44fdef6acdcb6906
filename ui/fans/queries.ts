// The fan-facing server state, one hook per question, over the app's query client (spec §7):
// a supporter's summary (every 30 s), the weekly leaderboard (every 60 s in the dashboard, every
// 30 s with three retries on the leaderboard page).
import { useQuery } from '@tanstack/react-query'
import type { GamificationSummary, LeaderboardEntry } from '../../core/api/ledger.ts'

export const SUMMARY_REFRESH_MS = 30_000
export const DASHBOARD_LEADERBOARD_REFRESH_MS = 60_000
export const LEADERBOARD_PAGE_REFRESH_MS = 30_000
export const LEADERBOARD_RETRIES = 3
export const DASHBOARD_TOP = 10
/** The page shows everyone who boosted this week, up to the API's largest page. */
export const LEADERBOARD_PAGE_LIMIT = 1000

export const LEADERBOARD_KEY = ['/api/leaderboard/weekly'] as const

export function summaryKey(supporterId: string, creatorId?: string) {
  return ['/api/gamification/summary', creatorId ? { supporterId, creatorId } : { supporterId }] as const
}

/** 1 s, 2 s, 4 s… between retries, never more than 30 s. */
export function leaderboardRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000)
}

export function useSummary(supporterId: string | null, creatorId?: string) {
  return useQuery<GamificationSummary>({
    queryKey: summaryKey(supporterId ?? '', creatorId),
    enabled: supporterId !== null,
    refetchInterval: SUMMARY_REFRESH_MS,
  })
}

export function useDashboardLeaderboard() {
  return useQuery<LeaderboardEntry[]>({
    queryKey: [...LEADERBOARD_KEY, { limit: DASHBOARD_TOP }],
    refetchInterval: DASHBOARD_LEADERBOARD_REFRESH_MS,
  })
}

export function usePageLeaderboard() {
  return useQuery<LeaderboardEntry[]>({
    queryKey: [...LEADERBOARD_KEY, { limit: LEADERBOARD_PAGE_LIMIT }],
    refetchInterval: LEADERBOARD_PAGE_REFRESH_MS,
    retry: LEADERBOARD_RETRIES,
    retryDelay: leaderboardRetryDelay,
  })
}
