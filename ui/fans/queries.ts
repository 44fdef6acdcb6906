// The fan-facing server state, one hook per question, over the app's query client:
// a supporter's summary (every 30 s), the weekly leaderboard (every 60 s in the dashboard, every
// 30 s with three retries on the leaderboard page, from the board its server render read), and
// creating a referral code.
import { queryOptions, useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { GamificationSummary, LeaderboardEntry, Referral } from '../../core/api/ledger.ts'
import { fetchJson, postJson } from '../api/fetchJson.ts'

const SUMMARY_REFRESH_MS = 30_000
const DASHBOARD_LEADERBOARD_REFRESH_MS = 60_000
export const LEADERBOARD_PAGE_REFRESH_MS = 30_000
const LEADERBOARD_RETRIES = 3
export const DASHBOARD_TOP = 10
/** The page shows everyone who boosted this week, up to the API's largest page. */
export const LEADERBOARD_PAGE_LIMIT = 1000

/** The board as the page's server render read it, and when (ms since the epoch). */
export type RenderedBoard = { entries: LeaderboardEntry[]; readAt: number }

export const LEADERBOARD_KEY = ['leaderboard', 'weekly'] as const
export const SUMMARY_KEY = ['summary'] as const

/** A supporter's summary, overall (no creator) or with one creator; `[...SUMMARY_KEY, supporterId]` covers both. */
export const summaryQuery = (supporterId: string, creatorId?: string) =>
  queryOptions({
    queryKey: [...SUMMARY_KEY, supporterId, creatorId ?? null],
    queryFn: ({ signal }) => fetchJson<GamificationSummary>('/api/gamification/summary', { query: { supporterId, creatorId }, signal }),
  })

const leaderboardQuery = (limit: number) =>
  queryOptions({
    queryKey: [...LEADERBOARD_KEY, limit],
    queryFn: ({ signal }) => fetchJson<LeaderboardEntry[]>('/api/leaderboard/weekly', { query: { limit }, signal }),
  })

/** 1 s, 2 s, 4 s… between retries, never more than 30 s. */
export function leaderboardRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000)
}

export const useSummary = (supporterId: string | null, creatorId?: string) =>
  useQuery({ ...summaryQuery(supporterId ?? '', creatorId), enabled: supporterId !== null, refetchInterval: SUMMARY_REFRESH_MS })

export const useDashboardLeaderboard = () => useQuery({ ...leaderboardQuery(DASHBOARD_TOP), refetchInterval: DASHBOARD_LEADERBOARD_REFRESH_MS })

/** The leaderboard page's board, starting from the one its server render read (fresh until the next poll), else loading it. */
export const usePageLeaderboard = (rendered: RenderedBoard | null) =>
  useQuery({
    ...leaderboardQuery(LEADERBOARD_PAGE_LIMIT),
    initialData: rendered?.entries,
    initialDataUpdatedAt: rendered?.readAt,
    staleTime: LEADERBOARD_PAGE_REFRESH_MS,
    refetchInterval: LEADERBOARD_PAGE_REFRESH_MS,
    retry: LEADERBOARD_RETRIES,
    retryDelay: leaderboardRetryDelay,
  })

/** Refetches the leaderboard page's board wherever it is shown, and whether it is being fetched. */
export function usePageLeaderboardRefresh() {
  const client = useQueryClient()
  const { queryKey } = leaderboardQuery(LEADERBOARD_PAGE_LIMIT)
  const fetching = useIsFetching({ queryKey }) > 0
  return { fetching, refresh: () => client.refetchQueries({ queryKey }) }
}

/** Creates the supporter's referral code; a first-time visitor has no supporter yet and is identified first. */
export function useCreateReferral() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (supporter: string | (() => Promise<string | null>) | null) => {
      const supporterId = typeof supporter === 'function' ? await supporter() : supporter
      if (!supporterId) throw new Error('No supporter to create a referral for')
      return { supporterId, referral: await postJson<Referral>('/api/referrals/create', { supporterId }) }
    },
    onSuccess: ({ supporterId }) => client.invalidateQueries({ queryKey: [...SUMMARY_KEY, supporterId] }),
  })
}
