// A checkout's outcome, for the page the checkout returns to, and paying a demo checkout, for our
// stand-in of a hosted checkout page.
import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { demoCompleteResponse, SessionStatusResponse } from '../../core/api/payments.ts'
import { fetchJson, postJson } from '../api/fetchJson.ts'

const SESSION_POLL_MS = 1500
/** About 30 s of asking; a checkout still open after that is shown as processing. */
export const MAX_SESSION_POLLS = 20

/** Asked again while the checkout is still open, at most MAX_SESSION_POLLS times; `initial` is what the server rendered. */
export const useCheckoutSession = (sessionId: string | null, initial?: SessionStatusResponse | null) =>
  useQuery({
    queryKey: ['checkouts', sessionId],
    queryFn: ({ signal }) => fetchJson<SessionStatusResponse>(`/api/checkout/sessions/${encodeURIComponent(sessionId ?? '')}`, { signal }),
    enabled: sessionId !== null && initial !== null,
    ...(initial ? { initialData: initial } : {}),
    refetchInterval: (query) => (query.state.data?.status === 'open' && query.state.dataUpdateCount < MAX_SESSION_POLLS ? SESSION_POLL_MS : false),
  })

/** The fan left the checkout: the widget in the tab that opened it returns to its form. */
export const useCancelCheckout = () =>
  useMutation({ mutationFn: (sessionId: string) => postJson<{ status: 'cancelled' }>(`/api/checkout/sessions/${encodeURIComponent(sessionId)}/cancel`) })

/** Records the demo boost and answers where to go next. */
export const useCompleteDemoCheckout = () =>
  useMutation({
    mutationFn: (sessionId: string) => postJson<z.infer<typeof demoCompleteResponse>>(`/api/checkout/demo/${encodeURIComponent(sessionId)}/complete`),
  })
