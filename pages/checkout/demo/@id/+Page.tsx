// Our stand-in for a hosted checkout: who the boost is for, what it costs, where the money would
// go, and a Pay button that records the boost without moving any money; a monthly boost says what
// it charges each month, when next, and how to cancel.
import type { MouseEvent } from 'react'
import { useData } from 'vike-react/useData'
import { InfoIcon, LockIcon } from '../../../../assets/icons.tsx'
import { CARD_FEE_LABEL, PLATFORM_FEE_PERCENT } from '../../../../core/fees.ts'
import { formatCents } from '../../../../core/money.ts'
import { Badge } from '../../../../ui/Badge.tsx'
import { Button, ButtonLink } from '../../../../ui/Button.tsx'
import { useCancelCheckout, useCompleteDemoCheckout } from '../../../../ui/checkout/queries.ts'
import { LocalDateTime } from '../../../../ui/LocalDateTime.tsx'
import { Logo } from '../../../../ui/Logo.tsx'
import type { Data } from './+data.ts'

export default function DemoCheckoutPage() {
  const checkout = useData<Data>()
  const pay = useCompleteDemoCheckout()
  const cancel = useCancelCheckout()
  const cancelPage = `/boost/cancel?${new URLSearchParams({ sid: checkout.id })}`
  // Still "Processing…" while the browser leaves for the success page.
  const paying = pay.isPending || pay.isSuccess
  const money = (cents: number) => formatCents(cents, checkout.currency)
  const total = money(checkout.amountCents)
  const monthly = checkout.monthly

  function complete() {
    pay.mutate(checkout.id, {
      // Only ever a path on this site.
      onSuccess: ({ redirect }) => window.location.assign(redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/boost/success'),
    })
  }

  /** The widget waiting in the tab that opened this checkout hears of it at once; the cancel page leads back. */
  function cancelCheckout(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    cancel.mutate(checkout.id, { onSettled: () => window.location.assign(cancelPage) })
  }

  return (
    <div className="min-h-dvh bg-bg-subtle">
      <div className="mx-auto grid max-w-5xl gap-10 px-5 py-10 sm:px-8 md:grid-cols-2 md:gap-16 md:py-20">
        <section aria-labelledby="checkout-title" className="animate-fade-up">
          <div className="flex items-center gap-3">
            <Logo />
            <Badge tone="warning">Demo</Badge>
          </div>
          <p className="mt-10 text-sm font-medium text-fg-muted">{`${monthly ? 'Monthly boost' : 'Boost'} for ${checkout.creatorName}`}</p>
          <h1 id="checkout-title" className="mt-2 text-title font-semibold text-fg" data-testid="checkout-amount">
            {total}
            {monthly ? <span className="text-lg font-medium text-fg-muted"> a month</span> : null}
          </h1>
          {checkout.creatorName !== checkout.creatorId ? <p className="mt-1 text-sm text-fg-subtle">@{checkout.creatorId}</p> : null}
          {checkout.message ? (
            <blockquote className="mt-6 rounded-2xl border border-line bg-surface px-4 py-3 text-fg-muted shadow-soft">{`“${checkout.message}”`}</blockquote>
          ) : null}

          <dl className="mt-10 divide-y divide-line border-y border-line text-sm" aria-label="Where the money goes">
            <FeeLine label="Boost" value={total} strong />
            <FeeLine label={`Card processing (${CARD_FEE_LABEL})`} value={`− ${money(checkout.fees.stripeFee)}`} />
            <FeeLine label={`Boost platform fee (${PLATFORM_FEE_PERCENT}%)`} value={`− ${money(checkout.fees.platformFee)}`} />
            <FeeLine label={`${checkout.creatorName} receives`} value={money(checkout.fees.creatorNet)} strong />
          </dl>
          {monthly ? <MonthlyTerms total={total} nextPaymentAt={monthly.nextPaymentAt} /> : null}
        </section>

        <section aria-label="Payment" className="animate-fade-up rounded-3xl border border-line bg-surface p-6 shadow-lifted [animation-delay:80ms] sm:p-8">
          <div role="note" className="flex gap-3 rounded-2xl border border-gold/25 bg-warning-soft p-4 text-sm text-fg">
            <InfoIcon size={18} className="mt-0.5 shrink-0 text-gold" />
            <p>
              <strong className="font-semibold">Demo checkout: no money moves.</strong> No card is needed and nothing is charged.
              {checkout.testOnly
                ? ' This test boost will not count on public counters or leaderboards.'
                : ' The boost still shows up on counters, XP and the leaderboard, just like a real one.'}
            </p>
          </div>

          <div className="mt-6">
            <p className="text-sm font-medium text-fg">Card information</p>
            <div className="mt-2 rounded-xl border border-line bg-surface-2 px-4 py-3 font-mono text-sm text-fg-subtle" aria-disabled="true">
              4242 4242 4242 4242 · not needed in demo mode
            </div>
          </div>

          {checkout.paid ? (
            <div className="mt-8 grid gap-3">
              <p className="text-sm text-success">This boost is already paid.</p>
              <ButtonLink href={`/boost/success?sid=${encodeURIComponent(checkout.id)}`} size="lg">
                See your boost
              </ButtonLink>
            </div>
          ) : (
            <div className="mt-8 grid gap-3">
              <Button size="lg" onClick={complete} disabled={paying} data-testid="demo-pay">
                <LockIcon size={16} />
                {paying ? 'Processing…' : `Pay ${total}${monthly ? ' a month' : ''}`}
              </Button>
              <ButtonLink href={cancelPage} onClick={cancelCheckout} variant="ghost" size="md" data-testid="demo-cancel">
                Cancel and go back
              </ButtonLink>
              {pay.isError ? (
                <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger">
                  {pay.error.message}
                </p>
              ) : null}
            </div>
          )}
          <p className="mt-6 text-center text-xs text-fg-subtle">
            {`Powered by Boost’s demo provider · session ${checkout.id.slice(0, 16)}…`}
          </p>
        </section>
      </div>
    </div>
  )
}

/** What a monthly boost commits the fan to, and how they get out of it. */
function MonthlyTerms({ total, nextPaymentAt }: { total: string; nextPaymentAt: string }) {
  return (
    <div className="mt-6 rounded-2xl border border-accent/20 bg-accent-soft p-4 text-sm text-fg" data-monthly-terms>
      <p>
        <strong className="font-semibold">{`${total} today, then ${total} each month`}</strong>
        {', next on '}
        <LocalDateTime iso={nextPaymentAt} />.
      </p>
      <p className="mt-1 text-fg-muted">
        Cancel any time from your fan page (<a href="/me" className="font-medium text-accent-text underline-offset-2 hover:underline">/me</a>) or the link on your receipt;
        it then runs to the end of the month you paid for.
      </p>
    </div>
  )
}

function FeeLine({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className={strong ? 'font-medium text-fg' : 'text-fg-muted'}>{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-semibold text-fg' : 'text-fg-muted'}`}>{value}</dd>
    </div>
  )
}
