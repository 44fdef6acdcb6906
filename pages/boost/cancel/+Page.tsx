// Where the checkout sends a supporter who backed out: nothing was charged; try again.
import { ArrowLeftIcon, BoltIcon, CloseIcon, ShieldIcon } from '../../../assets/icons.tsx'
import { ButtonLink } from '../../../ui/Button.tsx'

export default function BoostCancelPage() {
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
          <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
            <ButtonLink href="/boost-demo" variant="secondary" size="lg">
              <ArrowLeftIcon size={17} />
              Back to Demo
            </ButtonLink>
            <ButtonLink href="/boost-demo" size="lg">
              <BoltIcon size={17} />
              Try Again
            </ButtonLink>
          </div>
          <p className="mt-6 text-sm text-fg-subtle">Boosts land on the creator’s stream the moment a payment clears, whenever you are ready.</p>
        </div>
      </div>
    </section>
  )
}
