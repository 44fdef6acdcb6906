// The query client (ui/api/queryClient.ts) for the pages that read through it: a page's +config.ts
// sets `Layout: QueryProvider`. On the server one client per render, so no server state leaks
// between requests; in the browser the one client of the visit. Pages without queries leave it out,
// and with it the query library's code. An island page's islands are separate React roots: its
// islands.ts wraps those that read queries in withQueryClient, so they share the visit's one cache.
import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ComponentType, type ReactNode } from 'react'
import { browserQueryClient, createQueryClient } from '../ui/api/queryClient.ts'

export default function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === 'undefined' ? createQueryClient() : browserQueryClient()))
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** An island's component inside the browser's query client: `{ board: withQueryClient(Board) }` in an islands.ts. */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithQueryClient(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    )
  }
}
