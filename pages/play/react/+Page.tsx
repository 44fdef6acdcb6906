// The React playground: <BoostWidget> configured as the spec's /play/react says (the /api/checkout
// endpoint, usd, presets 1 to 100 and Custom, $1 to $5,000), its code, and the events it fires.
import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { Badge } from '../../../ui/Badge.tsx'
import { CodeBlock } from '../../../ui/CodeBlock.tsx'
import { useSiteTheme } from '../../../ui/useSiteTheme.ts'
import { type BoostFailure, type BoostSuccess, BoostWidget } from '../../../widget/react/BoostWidget.tsx'
import type { Data } from './+data.ts'

const PRESETS = [1, 5, 10, 20, 50, 100]

type LoggedEvent = { id: number; kind: 'success' | 'error'; text: string }

export default function PlayReactPage() {
  const { demo } = useData<Data>()
  const theme = useSiteTheme()
  const [events, setEvents] = useState<LoggedEvent[]>([])
  const log = (kind: LoggedEvent['kind'], text: string) => setEvents((list) => [{ id: Date.now() + list.length, kind, text }, ...list].slice(0, 8))

  const code = `import { BoostWidget } from 'boost/widget'

<BoostWidget
  creatorId="demo-creator"
  connectedAccount="acct_demo"
  name="Demo Creator"
  checkoutEndpoint="/api/checkout"
  currency="usd"
  presets={[${PRESETS.join(', ')}]}
  minAmount={1}
  maxAmount={5000}${demo ? '\n  isDemoMode' : ''}
  onBoostSuccess={(boost) => console.log('boosted', boost)}
  onBoostError={(error) => console.error(error.message)}
/>`

  return (
    <section aria-labelledby="play-title" className="container-boost py-14 sm:py-20">
      <div className="max-w-2xl">
        <p className="flex items-center gap-2 text-sm font-semibold text-accent-text">
          React playground {demo ? <Badge tone="warning">Demo mode</Badge> : <Badge tone="danger">Live payments</Badge>}
        </p>
        <h1 id="play-title" className="mt-3 text-title font-semibold text-fg">
          BoostWidget, live
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-fg-muted">
          The React component creators import, wired to this server’s <code>/api/checkout</code>.{' '}
          {demo ? 'Payments here are demos: the checkout says so, and no money moves.' : 'Payments here are real.'}
        </p>
      </div>

      <div className="mt-12 grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,480px)_minmax(0,1fr)]">
        <div data-testid="react-widget">
          <BoostWidget
            creatorId="demo-creator"
            connectedAccount="acct_demo"
            name="Demo Creator"
            checkoutEndpoint="/api/checkout"
            currency="usd"
            presets={PRESETS}
            minAmount={1}
            maxAmount={5000}
            isDemoMode={demo}
            theme={theme}
            onBoostSuccess={(boost: BoostSuccess) => log('success', `Boosted ${formatUsd(boost.amount)} · +${boost.xpAwarded} XP · ${boost.sessionId}`)}
            onBoostError={(error: BoostFailure) => log('error', `${error.title}: ${error.message}`)}
          />
        </div>
        <div className="min-w-0">
          <CodeBlock code={code} language="tsx" title="Playground.tsx" className="!mt-0" />
          <h2 className="mt-10 text-sm font-semibold text-fg">Events</h2>
          <ol className="mt-3 grid gap-2 text-sm" aria-live="polite" data-testid="widget-events">
            {events.length === 0 ? <li className="text-fg-subtle">onBoostSuccess and onBoostError calls appear here.</li> : null}
            {events.map((event) => (
              <li key={event.id} className="flex items-start gap-2 rounded-xl border border-line bg-surface px-3 py-2 shadow-soft">
                <Badge tone={event.kind === 'success' ? 'success' : 'danger'}>{event.kind}</Badge>
                <span className="min-w-0 break-words text-fg-muted">{event.text}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}

function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)
}
