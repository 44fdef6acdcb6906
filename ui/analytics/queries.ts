// The analytics page's server state: stats, one page of boost events (with the cursor of the next
// page from the X-Next-Before header), and the newest events for the chart. Requests carry
// cookies (a creator's session) and, for the platform view with live payments, the admin token.
// A non-OK answer becomes the spec's "Failed to fetch boost stats" / "Failed to fetch boost events";
// a refusal on the events (401, or 403 for a session of other creators) stays "401: …" / "403: …",
// so the page can offer sign-in or the token instead.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BoostEvent, BoostStats } from '../../core/api/ledger.ts'
import { fetchBlob, fetchJson, fetchJsonWithHeaders, withQuery } from '../api/fetchJson.ts'
import { bearer } from '../console/adminToken.ts'
import { errorStatus } from '../console/serverError.ts'

const STATS_FAILED = 'Failed to fetch boost stats'
const EVENTS_FAILED = 'Failed to fetch boost events'
const PAGE_SIZE = 25
/** The chart draws from the newest boosts, up to this many. */
export const CHART_EVENTS = 500

type EventsPage = { events: BoostEvent[]; nextBefore: string | null }

/** null is the whole platform. */
export type Scope = string | null

const analyticsKey = (scope: Scope) => ['analytics', scope] as const

/** `initial`: the stats the page came with (pages/analytics/+data.ts), so nothing is asked on load. */
export const useBoostStats = (scope: Scope, initial?: BoostStats) =>
  useQuery({
    queryKey: [...analyticsKey(scope), 'stats'],
    queryFn: ({ signal }) => fetchStats(scope, signal),
    initialData: initial,
  })

/**
 * One page of the Recent Boosts table. The first page is the newest PAGE_SIZE of the chart's
 * events, so a load asks for the events once; older pages are read by their cursor.
 */
export function useEventsPage(scope: Scope, before: string | null, token: string | null, enabled: boolean, initialChart?: BoostEvent[]) {
  const first = useQuery({ ...chartQuery(scope, token), enabled: enabled && before === null, select: firstPageOf, initialData: initialChart })
  const older = useQuery({
    queryKey: [...analyticsKey(scope), 'events', before, token],
    queryFn: ({ signal }) => fetchEvents({ creatorId: scope, before, limit: PAGE_SIZE }, token, signal),
    enabled: enabled && before !== null,
    placeholderData: (previous) => previous ?? first.data,
  })
  return before === null ? first : older
}

/** `initial`: the chart's boosts the page came with, when this browser may read them. */
export const useChartEvents = (scope: Scope, token: string | null, enabled: boolean, initial?: BoostEvent[]) =>
  useQuery({ ...chartQuery(scope, token), enabled, initialData: initial })

const chartQuery = (scope: Scope, token: string | null) =>
  queryOptions({
    queryKey: [...analyticsKey(scope), 'chart', token],
    queryFn: async ({ signal }) => (await fetchEvents({ creatorId: scope, before: null, limit: CHART_EVENTS }, token, signal)).events,
  })

/** The newest page, and the cursor after it when the chart's events go further (the API's cursor is the last id shown). */
function firstPageOf(events: BoostEvent[]): EventsPage {
  const shown = events.slice(0, PAGE_SIZE)
  return { events: shown, nextBefore: events.length > PAGE_SIZE ? String(shown[PAGE_SIZE - 1]!.id) : null }
}

/** Marks everything shown for a scope stale, so what is on screen refetches. */
export function useRefreshAnalytics(scope: Scope) {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: analyticsKey(scope) })
}

async function fetchStats(scope: Scope, signal: AbortSignal): Promise<BoostStats> {
  try {
    return await fetchJson<BoostStats>('/api/boost-stats', { query: { creatorId: scope }, signal })
  } catch (error) {
    throw new Error(STATS_FAILED, { cause: error })
  }
}

async function fetchEvents(query: { creatorId: Scope; before: string | null; limit: number }, token: string | null, signal: AbortSignal): Promise<EventsPage> {
  try {
    const { body, headers } = await fetchJsonWithHeaders<BoostEvent[]>('/api/boost-events', { query, headers: bearer(token), signal })
    return { events: body, nextBefore: headers.get('X-Next-Before') }
  } catch (error) {
    throw isUnauthorized(error) ? error : new Error(EVENTS_FAILED, { cause: error })
  }
}

/** The CSV for a scope: a plain link when cookies suffice, a fetched file when the token must travel in a header. */
export function csvPath(scope: Scope): string {
  return withQuery('/api/boost-events.csv', { creatorId: scope })
}

export async function downloadCsvWithToken(scope: Scope, token: string): Promise<void> {
  const url = URL.createObjectURL(await fetchBlob(csvPath(scope), { headers: bearer(token) }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'boost-events.csv'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The events were refused: no session or token (401), or a session of other creators (403). */
export function isUnauthorized(error: unknown): boolean {
  const status = errorStatus(error)
  return status === 401 || status === 403
}
