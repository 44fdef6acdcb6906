// The creator's endpoints with their state (working, failing since, disabled after 3 days of
// failures), each with its delivery log, Send test event, its events to change, and Delete.
import { useState, type FormEvent } from 'react'
import type { WebhookEndpointView } from '../../core/api/webhooks.ts'
import type { WebhookEvent } from '../../core/webhooks.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { Panel, Spinner } from '../../ui/console/Panel.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { showToast } from '../../ui/toast/toastStore.ts'
import { useDeleteEndpoint, useSendTest, useUpdateEndpoint, useWebhookEndpoints } from '../../ui/webhooks/queries.ts'
import { formatWhen } from '../account/formatWhen.ts'
import { DeliveryLog } from './DeliveryLog.tsx'
import { EventsFieldset } from './EventsFieldset.tsx'

export function EndpointsPanel({ creatorId }: { creatorId: string }) {
  const endpoints = useWebhookEndpoints(creatorId)
  return (
    <Panel id="webhook-endpoints" title="Endpoints" description="Open an endpoint’s deliveries to see what was sent and what came back, and to resend." bodyClassName="p-0" data-webhook-endpoints={String(endpoints.data?.length ?? '')}>
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

const failed = (title: string) => (error: Error) => showToast({ title, description: serverErrorText(error) ?? undefined, variant: 'destructive' })

function EndpointRow({ creatorId, endpoint }: { creatorId: string; endpoint: WebhookEndpointView }) {
  const [open, setOpen] = useState(false)
  const [editing, setEditing] = useState(false)
  const remove = useDeleteEndpoint(creatorId)
  const test = useSendTest(creatorId, endpoint.id)

  function sendTest() {
    test.mutate(undefined, {
      onSuccess: () => (setOpen(true), showToast({ title: 'Test event sent', description: 'Its delivery is at the top of the log.' })),
      onError: failed('Test not sent'),
    })
  }

  return (
    <li className="grid gap-3 px-4 py-4 sm:px-6" data-webhook-endpoint={endpoint.id} data-enabled={String(endpoint.enabled)}>
      <div className="grid gap-3">
        <div className="min-w-0">
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
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)} data-show-deliveries>
            {open ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button size="sm" variant="secondary" disabled={test.isPending} onClick={sendTest} data-send-test>
            Send test event
          </Button>
          <Button size="sm" variant="ghost" aria-expanded={editing} onClick={() => setEditing(!editing)} data-edit-events>
            Edit events
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            aria-label={`Delete ${endpoint.url}`}
            onClick={() => remove.mutate(endpoint.id, { onError: failed('Not deleted') })}
            data-delete-webhook
          >
            Delete
          </Button>
        </div>
      </div>
      {editing ? <EditEvents creatorId={creatorId} endpoint={endpoint} done={() => setEditing(false)} /> : null}
      {open ? <DeliveryLog creatorId={creatorId} endpointId={endpoint.id} /> : null}
    </li>
  )
}

function EditEvents({ creatorId, endpoint, done }: { creatorId: string; endpoint: WebhookEndpointView; done: () => void }) {
  const [events, setEvents] = useState<WebhookEvent[]>(endpoint.events)
  const update = useUpdateEndpoint(creatorId, endpoint.id)
  const error = update.error ? (serverErrorText(update.error) ?? 'The events could not be saved.') : null

  function save(event: FormEvent) {
    event.preventDefault()
    update.mutate(events, { onSuccess: () => (done(), showToast({ title: 'Events saved' })) })
  }

  return (
    <form className="grid gap-3 rounded-xl border border-line bg-bg-subtle p-4" onSubmit={save} data-edit-events-form>
      <EventsFieldset events={events} onChange={setEvents} legend="Events this endpoint receives" />
      {error ? <p role="alert" className="text-sm text-danger">{error}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>Save events</Button>
        <Button size="sm" variant="ghost" onClick={done}>Cancel</Button>
      </div>
    </form>
  )
}

function EndpointState({ endpoint }: { endpoint: WebhookEndpointView }) {
  if (!endpoint.enabled) return <Badge tone="danger">Disabled after failing for 3 days</Badge>
  if (endpoint.failingSince) return <Badge tone="warning">Failing since {formatWhen(endpoint.failingSince)}</Badge>
  return <Badge tone="success">Active</Badge>
}
