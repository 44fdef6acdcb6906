// The query client every page shares (spec §7): no retries, no refetch on window focus, data never
// goes stale unless a query says otherwise. A query whose key starts with an API path needs no
// queryFn: `useQuery({ queryKey: ['/api/leaderboard/weekly'] })` fetches that path.
import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query'
import { fetchJson } from './fetchJson.ts'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchQueryKeyPath,
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  })
}

/** `['/api/creators', 'maya']` fetches `/api/creators/maya`; a trailing object becomes the query string. */
export function queryKeyPath(queryKey: readonly unknown[]): string {
  const last = queryKey.at(-1)
  const query = typeof last === 'object' && last !== null ? (last as Record<string, unknown>) : null
  const segments = (query ? queryKey.slice(0, -1) : queryKey).map((part) => String(part))
  const path = segments.map((segment, index) => (index === 0 ? segment : encodeURIComponent(segment))).join('/')
  if (!query) return path
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(name, String(value))
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

function fetchQueryKeyPath({ queryKey, signal }: QueryFunctionContext): Promise<unknown> {
  if (typeof queryKey[0] !== 'string' || !queryKey[0].startsWith('/')) {
    throw new Error(`query ${JSON.stringify(queryKey)} needs a queryFn: its key does not start with an API path`)
  }
  return fetchJson(queryKeyPath(queryKey), { signal })
}
