// The query client every page shares: no retries, no refetch on window focus, data never
// goes stale unless a query says otherwise. Each query names its own request: the per-domain hooks
// in `queries.ts` files (ui/<domain>/, or beside the one page that uses them) call ./fetchJson.ts.
import { QueryClient } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  })
}

let browserClient: QueryClient | undefined

/** In the browser one client lives for the whole visit, so every page and the fan host share one cache. */
export function browserQueryClient(): QueryClient {
  browserClient ??= createQueryClient()
  return browserClient
}
