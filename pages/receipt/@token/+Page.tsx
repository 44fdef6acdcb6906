// A boost's receipt at a link of its own: who was boosted, what was paid, the card fee and the
// platform fee, what the creator receives, how it was paid, when, and the fan's own message; for a
// monthly boost, what it charges each month and the link that manages it. It holds nothing
// personal the fan did not write; it prints on one page without the site around it.
import { useData } from 'vike-react/useData'
import { CARD_FEE_LABEL, PLATFORM_FEE_PERCENT } from '../../../core/fees.ts'
import { formatCents, toCents } from '../../../core/money.ts'
import { Badge } from '../../../ui/Badge.tsx'
import { Button } from '../../../ui/Button.tsx'
import { LocalDateTime } from '../../../ui/LocalDateTime.tsx'
import { Logo } from '../../../ui/Logo.tsx'
import { MonthlyNote } from '../../../ui/monthly/MonthlyNote.tsx'
import type { Data } from './+data.ts'
import './receipt.css'

export default function ReceiptPage() {
  const receipt = useData<Data>()
  const creator = receipt.creatorName ?? receipt.creatorId
  const money = (cents: number) => formatCents(cents, receipt.currency)
  return (
    <div className="min-h-dvh bg-bg-subtle px-4 py-8 sm:py-16 print:min-h-0 print:bg-white print:p-0">
      <article
        className="mx-auto max-w-xl rounded-3xl border border-line bg-surface p-6 shadow-lifted sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
        aria-labelledby="receipt-title"
        data-receipt-page
      >
        <header className="flex flex-wrap items-center justify-between gap-3">
          <Logo />
          {receipt.provider === 'stripe' ? <Badge tone="success">Paid · Stripe</Badge> : <Badge tone="warning">Demo · no money moved</Badge>}
        </header>
        <h1 id="receipt-title" className="mt-8 text-sm font-medium text-fg-muted">
          Receipt · boost for <span className="text-fg">{creator}</span>
        </h1>
        <p className="mt-2 text-title font-semibold text-fg tabular-nums" data-receipt-amount>
          {money(receipt.fees.gross)} <span className="text-base font-medium text-fg-muted uppercase">{receipt.currency}</span>
        </p>

        {receipt.monthly ? (
          <div className="mt-6">
            <MonthlyNote amountCents={toCents(receipt.monthly.amountPerMonth) ?? receipt.fees.gross} currency={receipt.currency} nextPaymentAt={receipt.monthly.nextPaymentAt} manageUrl={receipt.monthly.manageUrl} />
          </div>
        ) : null}

        <dl className="mt-8 divide-y divide-line border-y border-line text-sm">
          <Line label="Boost" value={money(receipt.fees.gross)} strong />
          <Line label={`Card processing (${CARD_FEE_LABEL})`} value={`− ${money(receipt.fees.stripeFee)}`} />
          <Line label={`Boost platform fee (${PLATFORM_FEE_PERCENT}%)`} value={`− ${money(receipt.fees.platformFee)}`} />
          <Line label={`${creator} receives`} value={money(receipt.fees.creatorNet)} strong />
          {receipt.refundedCents > 0 ? <Line label="Refunded to you" value={money(receipt.refundedCents)} /> : null}
        </dl>

        <dl className="mt-8 grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="text-fg-muted">Paid</dt>
          <dd className="text-fg">
            <LocalDateTime iso={receipt.paidAt} />
          </dd>
          <dt className="text-fg-muted">Payment</dt>
          <dd className="text-fg">{receipt.provider === 'stripe' ? 'Card, through Stripe' : 'Demo checkout: no money moved'}</dd>
          <dt className="text-fg-muted">Creator</dt>
          <dd className="text-fg [overflow-wrap:anywhere]">
            {creator} <span className="font-mono text-xs text-fg-muted">@{receipt.creatorId}</span>
          </dd>
          <dt className="text-fg-muted">Session ID</dt>
          <dd className="font-mono text-xs text-fg [overflow-wrap:anywhere]" data-receipt-session>
            {receipt.sessionId}
          </dd>
          {receipt.message ? (
            <>
              <dt className="text-fg-muted">Your message</dt>
              <dd className="text-fg [overflow-wrap:anywhere]">{`“${receipt.message}”`}</dd>
            </>
          ) : null}
        </dl>

        <div className="mt-10 flex flex-wrap items-center justify-between gap-3 print:hidden">
          <p className="text-xs text-fg-subtle">Keep this link: it is the only way to this receipt.</p>
          <Button variant="secondary" onClick={() => window.print()} data-print-receipt>
            Print receipt
          </Button>
        </div>
      </article>
    </div>
  )
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className={strong ? 'font-medium text-fg' : 'text-fg-muted'}>{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-semibold text-fg' : 'text-fg-muted'}`}>{value}</dd>
    </div>
  )
}
