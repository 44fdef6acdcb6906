// Where the checkout sends a supporter who backed out: nothing was charged. The checkout is
// marked cancelled, so the widget waiting for it in the tab that opened it returns to its form;
// the links lead back where the fan came from (the developer demo keeps Back to Demo and Try Again).
import { useEffect } from 'react'
import { useData } from 'vike-react/useData'
import { CloseIcon, ShieldIcon } from '../../../assets/icons.tsx'
import { wayBack } from '../../../core/returnUrl.ts'
import { WayBackLinks } from '../../../ui/checkout/WayBackLinks.tsx'
import { postJson } from '../../../ui/api/fetchJson.ts'
import type { Data } from './+data.ts'

export default function BoostCancelPage() {
  const { sid, session, siteUrl } = useData<Data>()
  const open = session?.status === 'open'
  useEffect(() => {
    // Told once more even when the demo checkout already did: cancelling twice is the same.
    if (sid && open) postJson(`/api/checkout/sessions/${encodeURIComponent(sid)}/cancel`).catch(() => undefined)
  }, [sid, open])
  const way = session ? wayBack(session.returnUrl, siteUrl, { id: session.creatorId, hasPage: session.creator.hasPage }) : { kind: 'developer-demo' as const }
  return (
    <section className="relative overflow-hidden" aria-labelledby="cancel-title">
      <div className="pointer-events-none absolute inset-0 -z-10 bg-grid" aria-hidden="true" />
      <div className="container-boost flex justify-center pt-16 pb-8 sm:pt-24">
        <div className="w-full max-w-xl animate-fade-up rounded-3xl border border-line bg-surface p-6 text-center shadow-lifted sm:p-10">
          <span className="mx-auto grid size-16 place-items-center rounded-full bg-surface-2 text-fg-muted ring-8 ring-bg-subtle" aria-hidden="true">
            <CloseIcon size={28} />
          </span>
          <h1 id="cancel-title" className="mt-6 text-title font-semibold text-fg">
            Boost Cancelled
          </h1>
          <p className="mt-4 text-lg text-fg-muted">No worries: you left the checkout before paying.</p>
          <ul className="mx-auto mt-6 grid max-w-sm grid-cols-1 gap-2.5 text-left">
            {['No payment was processed.', 'No charges were made to your card.'].map((line) => (
              <li key={line} className="flex items-center gap-3 rounded-2xl border border-line bg-bg-subtle px-4 py-3 text-sm font-medium text-fg">
                <span className="grid size-6 shrink-0 place-items-center rounded-full bg-success-soft text-success" aria-hidden="true">
                  <ShieldIcon size={14} />
                </span>
                {line}
              </li>
            ))}
          </ul>
          <WayBackLinks way={way} creatorName={session ? (session.creator.name ?? session.creatorId) : undefined} after="cancel" />
          <p className="mt-6 text-sm text-fg-subtle">Boosts land on the creator’s stream the moment a payment clears, whenever you are ready.</p>
        </div>
      </div>
    </section>
  )
}
