// Gives every page the app's query client (ui/api/queryClient.ts); one per page render, so no
// server state leaks between requests.
import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { createQueryClient } from '../ui/api/queryClient.ts'

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
