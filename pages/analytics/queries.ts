// The analytics page's server state: stats, one page of boost events (with the cursor of the next
// page from the X-Next-Before header), and the newest events for the chart. Requests carry
// cookies (a creator's session) and, for the platform view with live payments, the admin token.
// A non-OK answer becomes the spec's "Failed to fetch boost stats" / "Failed to fetch boost events";
// a 401 becomes an UnauthorizedError, so the page can ask for the token instead.
import { useQuery } from '@tanstack/react-query'
import type { BoostEvent, BoostStats } from '../../core/api/ledger.ts'
import { fetchJson } from '../../ui/api/fetchJson.ts'
import { bearer } from '../../ui/console/adminToken.ts'
import { errorStatus } from '../../ui/console/serverError.ts'

export const STATS_FAILED = 'Failed to fetch boost stats'
export const EVENTS_FAILED = 'Failed to fetch boost events'
export const PAGE_SIZE = 25
/** The chart draws from the newest boosts, up to this many. */
export const CHART_EVENTS = 500

export class UnauthorizedError extends Error {}

export type EventsPage = { events: BoostEvent[]; nextBefore: string | null }

/** null is the whole platform. */
export type Scope = string | null

export const analyticsKey = (scope: Scope) => ['analytics', scope ?? 'all'] as const

export function useBoostStats(scope: Scope) {
  return useQuery({
    queryKey: [...analyticsKey(scope), 'stats'],
    queryFn: async ({ signal }) => {
      try {
        return await fetchJson<BoostStats>(`/api/boost-stats${query({ creatorId: scope })}`, { signal })
      } catch (error) {
        throw new Error(STATS_FAILED, { cause: error })
      }
    },
  })
}

export function useEventsPage(scope: Scope, before: string | null, token: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...analyticsKey(scope), 'events', before, token],
    queryFn: ({ signal }) => fetchEvents({ creatorId: scope, before, limit: PAGE_SIZE }, token, signal),
    enabled,
    placeholderData: (previous) => previous,
  })
}

export function useChartEvents(scope: Scope, token: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...analyticsKey(scope), 'chart', token],
    queryFn: async ({ signal }) => (await fetchEvents({ creatorId: scope, before: null, limit: CHART_EVENTS }, token, signal)).events,
    enabled,
  })
}

async function fetchEvents(params: { creatorId: Scope; before: string | null; limit: number }, token: string | null, signal: AbortSignal): Promise<EventsPage> {
  let response: Response
  try {
    response = await fetch(`/api/boost-events${query(params)}`, {
      credentials: 'include',
      headers: { Accept: 'application/json', ...bearer(token) },
      signal,
    })
  } catch (error) {
    throw new Error(EVENTS_FAILED, { cause: error })
  }
  if (response.status === 401) throw new UnauthorizedError(await response.text())
  if (!response.ok) throw new Error(EVENTS_FAILED, { cause: new Error(`${response.status}: ${await response.text().catch(() => '')}`) })
  return { events: (await response.json()) as BoostEvent[], nextBefore: response.headers.get('X-Next-Before') }
}

/** The CSV for a scope: a plain link when cookies suffice, a fetched file when the token must travel in a header. */
export function csvPath(scope: Scope): string {
  return `/api/boost-events.csv${query({ creatorId: scope })}`
}

export async function downloadCsvWithToken(scope: Scope, token: string): Promise<void> {
  const response = await fetch(csvPath(scope), { credentials: 'include', headers: bearer(token) })
  if (!response.ok) throw new Error(`${response.status}: ${await response.text().catch(() => '')}`)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = 'boost-events.csv'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof UnauthorizedError || errorStatus(error) === 401
}

function query(params: Record<string, string | number | null>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== '') search.set(name, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}
