// The add form: an endpoint URL and the events it receives; then its signing secret, shown this
// once, with how to verify a delivery.
import { useId, useState, type FormEvent } from 'react'
import type { WebhookEvent } from '../../core/webhooks.ts'
import { Button } from '../../ui/Button.tsx'
import { CodeBlock } from '../../ui/CodeBlock.tsx'
import { Panel } from '../../ui/console/Panel.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { CopyButton } from '../../ui/CopyButton.tsx'
import { useAddEndpoint } from '../../ui/webhooks/queries.ts'
import { EventsFieldset } from './EventsFieldset.tsx'

const FIELD =
  'w-full rounded-xl border border-line-strong bg-bg px-3 py-2 text-sm text-fg outline-none transition focus:border-accent focus:ring-4 focus:ring-accent/20 aria-[invalid=true]:border-danger'

const VERIFY_SNIPPET = `// npm install standardwebhooks
import { Webhook } from 'standardwebhooks'

const webhook = new Webhook(process.env.BOOST_WEBHOOK_SECRET) // whsec_…

app.post('/boost-webhook', express.raw({ type: 'application/json' }), (req, res) => {
  try {
    // Checks webhook-signature over webhook-id, webhook-timestamp and the raw body.
    const event = webhook.verify(req.body, req.headers)
    res.sendStatus(204) // then handle event.type: boost.created, goal.reached…
  } catch {
    res.sendStatus(400)
  }
})`

export function AddEndpointPanel({ creatorId }: { creatorId: string }) {
  const add = useAddEndpoint(creatorId)
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<WebhookEvent[]>(['boost.created'])
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null)
  const errorId = useId()
  const error = add.error ? (serverErrorText(add.error) ?? 'The endpoint could not be added.') : null

  function submit(event: FormEvent) {
    event.preventDefault()
    add.mutate({ url, events }, { onSuccess: ({ secret }) => (setCreated({ url, secret }), setUrl('')) })
  }

  return (
    <Panel id="add-webhook" title="Add an endpoint" description="Up to 10 endpoints. Private and local addresses are refused." data-add-webhook="">
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <label className="grid gap-1.5 text-sm font-medium text-fg">
          Endpoint URL
          <input
            className={FIELD}
            type="url"
            inputMode="url"
            placeholder="https://example.com/boost-webhook"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            required
            data-webhook-url
          />
        </label>
        <EventsFieldset events={events} onChange={setEvents} />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-danger" data-webhook-error>
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={add.isPending} data-add-webhook-submit>
            Add endpoint
          </Button>
        </div>
      </form>
      {created ? (
        <div className="mt-6 grid gap-3 rounded-xl border border-line bg-bg p-4" data-webhook-secret="">
          <p className="text-sm font-semibold text-fg">Signing secret for <span className="font-mono [overflow-wrap:anywhere]">{created.url}</span></p>
          <p className="text-sm text-fg-muted">Copy it now: it is shown this once. Keep it on your server, never in a page.</p>
          <div className="flex flex-wrap items-center gap-3">
            <code className="rounded-lg border border-line-strong bg-surface px-3 py-1.5 font-mono text-sm text-fg [overflow-wrap:anywhere]" data-secret>
              {created.secret}
            </code>
            <CopyButton text={created.secret} label="Copy secret" tone="light" />
          </div>
          <CodeBlock className="my-2" code={VERIFY_SNIPPET} language="tsx" title="Verify a delivery (Node)" />
          <p className="text-sm text-fg-muted">
            Each delivery carries <code className="font-mono">webhook-id</code> (the same on every retry: use it to skip repeats),{' '}
            <code className="font-mono">webhook-timestamp</code> and <code className="font-mono">webhook-signature</code>.
          </p>
        </div>
      ) : null}
    </Panel>
  )
}
