// An endpoint's delivery log: one row per delivery (time to the second, event, result, attempts,
// next retry) with Resend, each opening to what was sent (headers and body) and what came back
// (status and the first kilobyte). Rows wrap rather than scroll, so Resend stays in reach on a phone.
import { useId, useState } from 'react'
import type { WebhookDeliveryView } from '../../core/api/webhooks.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { Spinner } from '../../ui/console/Panel.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { showToast } from '../../ui/toast/toastStore.ts'
import { useDeliveries, useResend } from '../../ui/webhooks/queries.ts'
import { formatWhenExact } from './deliveryTime.ts'

const STATUS_TONES = { delivered: 'success', pending: 'warning', failed: 'danger' } as const

export function DeliveryLog({ creatorId, endpointId }: { creatorId: string; endpointId: string }) {
  const deliveries = useDeliveries(creatorId, endpointId)
  const resend = useResend(creatorId, endpointId)
  if (deliveries.isPending) return <Spinner label="Loading deliveries…" />
  if (deliveries.isError) return <p role="alert" className="text-sm text-danger">{serverErrorText(deliveries.error) ?? 'The log could not be loaded.'}</p>
  if (deliveries.data.length === 0) return <p className="text-sm text-fg-muted">Nothing sent yet. Send a test event to see one here.</p>
  return (
    <ul className="divide-y divide-line rounded-xl border border-line" data-delivery-log aria-label="Deliveries">
      {deliveries.data.map((delivery) => (
        <DeliveryRow
          key={delivery.id}
          delivery={delivery}
          resending={resend.isPending}
          onResend={() => resend.mutate(delivery.id, { onError: (error) => showToast({ title: 'Not resent', description: serverErrorText(error) ?? undefined, variant: 'destructive' }) })}
        />
      ))}
    </ul>
  )
}

function DeliveryRow({ delivery, resending, onResend }: { delivery: WebhookDeliveryView; resending: boolean; onResend: () => void }) {
  const [open, setOpen] = useState(false)
  const detailId = useId()
  return (
    <li className="grid gap-3 px-3 py-3 sm:px-4" data-delivery={delivery.status} data-delivery-id={delivery.id}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <time dateTime={delivery.createdAt} className="whitespace-nowrap tabular-nums text-fg-muted">{formatWhenExact(delivery.createdAt)}</time>
        <span className="font-mono text-fg">{delivery.event}</span>
        <Result delivery={delivery} />
        <span className="whitespace-nowrap text-xs text-fg-muted">
          {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
          {delivery.nextAttemptAt ? <> · next <span className="tabular-nums">{formatWhenExact(delivery.nextAttemptAt)}</span></> : null}
        </span>
        <span className="ml-auto flex gap-1">
          <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={detailId} onClick={() => setOpen(!open)} data-delivery-details>
            {open ? 'Hide details' : 'Details'}
          </Button>
          <Button size="sm" variant="secondary" disabled={resending} onClick={onResend} data-resend>
            Resend
          </Button>
        </span>
      </div>
      {open ? <DeliveryDetail id={detailId} delivery={delivery} /> : null}
    </li>
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

const PRE = 'max-h-72 overflow-auto rounded-lg border border-line bg-bg p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-fg [overflow-wrap:anywhere]'

function DeliveryDetail({ id, delivery }: { id: string; delivery: WebhookDeliveryView }) {
  const { request, response } = delivery
  return (
    <div id={id} className="grid gap-4 lg:grid-cols-2" data-delivery-detail>
      <section className="grid min-w-0 content-start gap-2" aria-label="Request">
        <h4 className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">Request{delivery.lastAttemptAt ? ` · ${formatWhenExact(delivery.lastAttemptAt)}` : ''}</h4>
        {request ? (
          <>
            <pre className={PRE} tabIndex={0} aria-label="Request headers" data-request-headers>{Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
            <pre className={PRE} tabIndex={0} aria-label="Request body" data-request-body>{pretty(request.body)}</pre>
          </>
        ) : (
          <p className="text-sm text-fg-muted">Not sent yet.</p>
        )}
      </section>
      <section className="grid min-w-0 content-start gap-2" aria-label="Response">
        <h4 className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">Response</h4>
        {response ? (
          <>
            <p className="text-sm text-fg" data-response-status>HTTP {response.status}</p>
            <pre className={PRE} tabIndex={0} aria-label="Response body" data-response-body>{response.body || '(empty body)'}</pre>
            <p className="text-xs text-fg-subtle">The first kilobyte of the body is kept.</p>
          </>
        ) : (
          <p className="text-sm text-fg-muted">{delivery.error ? `No answer: ${delivery.error}` : 'No answer yet.'}</p>
        )}
      </section>
    </div>
  )
}

/** JSON laid out to read; anything else as it came. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2)
  } catch {
    return body
  }
}
