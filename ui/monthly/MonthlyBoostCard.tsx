// One monthly boost as its fan sees it, at /me and through its manage link: the creator, the amount
// each month, where it stands (the next payment, or when it ends, or how to fix a failed card), the
// months paid with their receipts, and what the fan can do about it.
import { ArrowUpRightIcon } from '../../assets/icons.tsx'
import { initialsOf } from '../../core/creatorPage.ts'
import { formatCents } from '../../core/money.ts'
import { Badge } from '../Badge.tsx'
import { LocalDateTime } from '../LocalDateTime.tsx'
import { MonthlyActions } from './MonthlyActions.tsx'
import type { MonthlyBoostKey, ShownMonthlyBoost } from './monthlyApi.ts'
import type { MonthlyBoostDetail } from '../../core/api/subscriptions.ts'

const STATUS = {
  active: { tone: 'success', label: 'Active' },
  past_due: { tone: 'danger', label: 'Payment failed' },
  cancelled: { tone: 'warning', label: 'Cancelled' },
  ended: { tone: 'neutral', label: 'Ended' },
} as const

type Props = { boost: ShownMonthlyBoost; actionKey: MonthlyBoostKey; changed: (boost: MonthlyBoostDetail) => unknown; headingLevel?: 'h2' | 'h3' }

export function MonthlyBoostCard({ boost, actionKey, changed, headingLevel: Heading = 'h3' }: Props) {
  const creator = boost.creatorName ?? boost.creatorId
  const status = STATUS[boost.status]
  return (
    <article className="grid gap-4 p-5 sm:px-7" aria-labelledby={`monthly-${boost.id}`} data-monthly-boost={boost.id} data-status={boost.status}>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
        <span className="grid size-11 place-items-center rounded-2xl bg-accent-soft text-sm font-bold text-accent-text" aria-hidden="true">
          {initialsOf(creator)}
        </span>
        <div className="min-w-0">
          <Heading id={`monthly-${boost.id}`} className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-fg">
            <a href={`/c/${encodeURIComponent(boost.creatorId)}`} className="truncate underline-offset-2 hover:underline">
              {creator}
            </a>
            <Badge tone={status.tone}>{status.label}</Badge>
          </Heading>
          <p className="mt-0.5 text-sm text-fg-muted" data-monthly-when>
            <When boost={boost} />
          </p>
        </div>
        <p className="col-span-2 text-lg font-semibold text-fg tabular-nums sm:col-span-1 sm:text-right" data-monthly-amount>
          {formatCents(boost.amountCents, boost.currency)}
          <span className="text-sm font-medium text-fg-muted"> a month </span>
          <span className="text-xs font-medium text-fg-muted uppercase">{boost.currency}</span>
        </p>
      </div>

      {boost.status === 'past_due' ? <PastDue fixUrl={boost.paymentFixUrl} /> : null}
      {boost.payments ? <Payments payments={boost.payments} /> : null}
      <MonthlyActions boost={boost} actionKey={actionKey} changed={changed} />
    </article>
  )
}

/** The next payment, or when a cancelled one ends, or when it ended. */
function When({ boost }: { boost: ShownMonthlyBoost }) {
  if (boost.status === 'ended') return <>Ended · no more payments</>
  if (boost.status === 'cancelled') {
    return (
      <>
        Ends <LocalDateTime iso={boost.currentPeriodEnd} /> · no more payments
      </>
    )
  }
  return (
    <>
      Next payment <LocalDateTime iso={boost.nextPaymentAt ?? boost.currentPeriodEnd} />
    </>
  )
}

function PastDue({ fixUrl }: { fixUrl: string | null }) {
  return (
    <div role="note" className="rounded-2xl border border-danger/30 bg-danger-soft p-4 text-sm text-fg" data-monthly-past-due>
      <p className="font-semibold">Your last payment did not go through.</p>
      <p className="mt-1 text-fg-muted">
        The card is tried again over the next days; the monthly boost stops if it keeps failing.
        {fixUrl ? null : ' Pay with another card by cancelling this one and starting a new monthly boost from the creator’s page.'}
      </p>
      {fixUrl ? (
        <a href={fixUrl} target="_blank" rel="noopener" className="mt-2 inline-flex items-center gap-1 font-semibold text-danger underline-offset-2 hover:underline">
          Update your card
          <ArrowUpRightIcon size={14} />
        </a>
      ) : null}
    </div>
  )
}

function Payments({ payments }: { payments: MonthlyBoostDetail['payments'] }) {
  if (payments.length === 0) return null
  return (
    <details open={payments.length <= 3} className="rounded-2xl border border-line bg-bg-subtle" data-monthly-payments>
      <summary className="cursor-pointer rounded-2xl px-4 py-3 text-sm font-medium text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
        {payments.length === 1 ? '1 payment' : `${payments.length} payments`}
      </summary>
      <ul className="divide-y divide-line border-t border-line text-sm">
        {payments.map((payment) => (
          <li key={payment.boostId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2.5" data-monthly-payment={payment.months}>
            <span className="text-fg-muted">
              {`Month ${payment.months} · `}
              <LocalDateTime iso={payment.at} />
            </span>
            <span className="flex items-center gap-3">
              <span className="font-medium text-fg tabular-nums">{formatCents(payment.amountCents, payment.currency)}</span>
              {payment.refundedCents > 0 ? <Badge tone="warning">{payment.refundedCents >= payment.amountCents ? 'Refunded' : 'Partly refunded'}</Badge> : null}
              {payment.receiptUrl ? (
                <a href={payment.receiptUrl} className="inline-flex items-center gap-1 font-medium text-accent-text underline-offset-2 hover:underline">
                  Receipt
                  <ArrowUpRightIcon size={14} />
                </a>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </details>
  )
}
