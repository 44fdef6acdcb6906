// The creator's endpoints with their state (working, failing since, disabled after 3 days of
// failures), each with its delivery log and Resend, and Delete.
import { useState } from 'react'
import type { WebhookDeliveryView, WebhookEndpointView } from '../../core/api/webhooks.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { Panel, Spinner } from '../../ui/console/Panel.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { showToast } from '../../ui/toast/toastStore.ts'
import { formatWhen } from '../account/formatWhen.ts'
import { useDeleteEndpoint, useDeliveries, useResend, useWebhookEndpoints } from '../../ui/webhooks/queries.ts'

export function EndpointsPanel({ creatorId }: { creatorId: string }) {
  const endpoints = useWebhookEndpoints(creatorId)
  return (
    <Panel id="webhook-endpoints" title="Endpoints" description="Click an endpoint’s deliveries to see what was sent and resend it." bodyClassName="p-0" data-webhook-endpoints={String(endpoints.data?.length ?? '')}>
      {endpoints.isPending ? (
        <div className="p-6"><Spinner label="Loading endpoints…" /></div>
      ) : endpoints.isError ? (
        <p role="alert" className="p-6 text-sm text-danger">{serverErrorText(endpoints.error) ?? 'Your endpoints could not be loaded.'}</p>
      ) : endpoints.data.length === 0 ? (
        <p className="p-6 text-sm text-fg-muted">No endpoints yet. Add one above.</p>
      ) : (
        <ul className="divide-y divide-line">
          {endpoints.data.map((endpoint) => <EndpointRow key={endpoint.id} creatorId={creatorId} endpoint={endpoint} />)}
        </ul>
      )}
    </Panel>
  )
}

function EndpointRow({ creatorId, endpoint }: { creatorId: string; endpoint: WebhookEndpointView }) {
  const [open, setOpen] = useState(false)
  const remove = useDeleteEndpoint(creatorId)
  return (
    <li className="grid gap-3 px-5 py-4 sm:px-6" data-webhook-endpoint={endpoint.id} data-enabled={String(endpoint.enabled)}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm font-semibold text-fg [overflow-wrap:anywhere]">{endpoint.url}</p>
          <p className="mt-1 flex flex-wrap items-center gap-1.5">
            <EndpointState endpoint={endpoint} />
            {endpoint.events.map((event) => <Badge key={event}>{event}</Badge>)}
          </p>
          {endpoint.disabledAt ? (
            <p className="mt-2 text-sm text-danger" data-disabled-reason>
              {endpoint.disabledReason ?? 'Disabled'} ({formatWhen(endpoint.disabledAt)}). Nothing is sent to it now; resend a delivery once your server is fixed to turn it back on.
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)} data-show-deliveries>
            {open ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            aria-label={`Delete ${endpoint.url}`}
            onClick={() => remove.mutate(endpoint.id, { onError: (error) => showToast({ title: 'Not deleted', description: serverErrorText(error) ?? undefined, variant: 'destructive' }) })}
            data-delete-webhook
          >
            Delete
          </Button>
        </div>
      </div>
      {open ? <DeliveryLog creatorId={creatorId} endpointId={endpoint.id} /> : null}
    </li>
  )
}

function EndpointState({ endpoint }: { endpoint: WebhookEndpointView }) {
  if (!endpoint.enabled) return <Badge tone="danger">Disabled after failing for 3 days</Badge>
  if (endpoint.failingSince) return <Badge tone="warning">Failing since {formatWhen(endpoint.failingSince)}</Badge>
  return <Badge tone="success">Active</Badge>
}

const STATUS_TONES = { delivered: 'success', pending: 'warning', failed: 'danger' } as const

function DeliveryLog({ creatorId, endpointId }: { creatorId: string; endpointId: string }) {
  const deliveries = useDeliveries(creatorId, endpointId)
  const resend = useResend(creatorId, endpointId)
  if (deliveries.isPending) return <Spinner label="Loading deliveries…" />
  if (deliveries.isError) return <p role="alert" className="text-sm text-danger">{serverErrorText(deliveries.error) ?? 'The log could not be loaded.'}</p>
  if (deliveries.data.length === 0) return <p className="text-sm text-fg-muted">Nothing sent yet.</p>
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full min-w-[640px] text-left text-sm" data-delivery-log>
        <thead className="bg-bg text-xs text-fg-subtle">
          <tr>
            <th className="px-3 py-2 font-medium">Time</th>
            <th className="px-3 py-2 font-medium">Event</th>
            <th className="px-3 py-2 font-medium">Result</th>
            <th className="px-3 py-2 font-medium">Attempts</th>
            <th className="px-3 py-2 font-medium">Next retry</th>
            <th className="px-3 py-2"><span className="sr-only">Resend</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {deliveries.data.map((delivery) => (
            <tr key={delivery.id} data-delivery={delivery.status}>
              <td className="px-3 py-2 whitespace-nowrap text-fg-muted">{formatWhen(delivery.createdAt)}</td>
              <td className="px-3 py-2 font-mono text-fg">{delivery.event}</td>
              <td className="px-3 py-2"><Result delivery={delivery} /></td>
              <td className="px-3 py-2 tabular-nums text-fg-muted">{delivery.attempts}</td>
              <td className="px-3 py-2 whitespace-nowrap text-fg-muted">{delivery.nextAttemptAt ? formatWhen(delivery.nextAttemptAt) : '—'}</td>
              <td className="px-3 py-2 text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(delivery.id, { onError: (error) => showToast({ title: 'Not resent', description: serverErrorText(error) ?? undefined, variant: 'destructive' }) })}
                  data-resend
                >
                  Resend
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Result({ delivery }: { delivery: WebhookDeliveryView }) {
  const answer = delivery.statusCode !== null ? `HTTP ${delivery.statusCode}` : delivery.error
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={STATUS_TONES[delivery.status]}>{delivery.status}</Badge>
      {answer ? <span className="text-xs text-fg-muted" title={delivery.error ?? undefined}>{answer}</span> : null}
    </span>
  )
}
