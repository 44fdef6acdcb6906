// The query client (ui/api/queryClient.ts) for the pages that read through it: a page's +config.ts
// sets `Layout: QueryProvider`. On the server one client per render, so no server state leaks
// between requests; in the browser the one client of the visit. Pages without queries leave it out,
// and with it the query library's code.
import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { browserQueryClient, createQueryClient } from '../ui/api/queryClient.ts'

export default function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === 'undefined' ? createQueryClient() : browserQueryClient()))
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
