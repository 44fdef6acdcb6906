// A creator's webhook endpoints and delivery logs: each change refetches what it touched.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { WebhookDeliveryView, WebhookEndpointView } from '../../core/api/webhooks.ts'
import type { WebhookEvent } from '../../core/webhooks.ts'
import { fetchJson, postJson } from '../api/fetchJson.ts'

const base = (creatorId: string) => `/api/creators/${encodeURIComponent(creatorId)}/webhooks`
const endpointsKey = (creatorId: string) => ['webhooks', creatorId] as const
const deliveriesKey = (creatorId: string, endpointId: string) => ['webhooks', creatorId, endpointId, 'deliveries'] as const

export const useWebhookEndpoints = (creatorId: string) =>
  useQuery({ queryKey: endpointsKey(creatorId), queryFn: () => fetchJson<WebhookEndpointView[]>(base(creatorId)), refetchInterval: 10_000 })

export const useDeliveries = (creatorId: string, endpointId: string) =>
  useQuery({ queryKey: deliveriesKey(creatorId, endpointId), queryFn: () => fetchJson<WebhookDeliveryView[]>(`${base(creatorId)}/${endpointId}/deliveries`), refetchInterval: 5000 })

export function useAddEndpoint(creatorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { url: string; events: WebhookEvent[] }) => postJson<{ id: string; secret: string }>(base(creatorId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey(creatorId), exact: true }),
  })
}

export function useUpdateEndpoint(creatorId: string, endpointId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (events: WebhookEvent[]) => fetchJson<WebhookEndpointView>(`${base(creatorId)}/${endpointId}`, { method: 'PATCH', body: { events } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey(creatorId), exact: true }),
  })
}

/** Sends the endpoint a webhook.test; its delivery log shows it. */
export function useSendTest(creatorId: string, endpointId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => postJson<WebhookDeliveryView>(`${base(creatorId)}/${endpointId}/test`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(creatorId, endpointId) }),
  })
}

export function useDeleteEndpoint(creatorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (endpointId: string) => fetchJson(`${base(creatorId)}/${endpointId}`, { method: 'DELETE' }),
    // The row goes at once, so its delivery log stops asking for a log that is gone.
    onSuccess: (_, endpointId) => {
      queryClient.setQueryData<WebhookEndpointView[]>(endpointsKey(creatorId), (endpoints) => endpoints?.filter((endpoint) => endpoint.id !== endpointId))
      queryClient.removeQueries({ queryKey: deliveriesKey(creatorId, endpointId) })
      return queryClient.invalidateQueries({ queryKey: endpointsKey(creatorId), exact: true })
    },
  })
}

export function useResend(creatorId: string, endpointId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (deliveryId: string) => postJson<WebhookDeliveryView>(`${base(creatorId)}/${endpointId}/deliveries/${deliveryId}/resend`),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: deliveriesKey(creatorId, endpointId) }), queryClient.invalidateQueries({ queryKey: endpointsKey(creatorId), exact: true })]),
  })
}
