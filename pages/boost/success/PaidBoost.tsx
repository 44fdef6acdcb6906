// A paid boost on the thank-you page: the creator, what was paid and what the creator receives
// after the card fee and the platform fee (the figures the checkout showed), whether money moved,
// the creator's note, the XP, who emails the receipt, and the session id; for a monthly boost, what
// it charges each month and the link that manages it.
import type { ReactNode } from 'react'
import type { SessionStatusResponse } from '../../../core/api/payments.ts'
import { CARD_FEE_LABEL, PLATFORM_FEE_PERCENT } from '../../../core/fees.ts'
import { formatCount } from '../../../core/format.ts'
import { formatCents, toCents } from '../../../core/money.ts'
import { Badge } from '../../../ui/Badge.tsx'
import { CopyButton } from '../../../ui/CopyButton.tsx'
import { CreatorAvatar } from '../../../ui/CreatorAvatar.tsx'
import { MonthlyNote } from '../../../ui/monthly/MonthlyNote.tsx'

export function PaidBoost({ session, sid }: { session: SessionStatusResponse; sid: string }) {
  const name = session.creator.name ?? session.creatorId
  const money = (cents: number) => formatCents(cents, session.currency)
  return (
    <>
      <div className="mt-8 flex items-center gap-4 rounded-2xl border border-line bg-bg-subtle p-4 sm:p-5" data-boost-creator>
        <CreatorAvatar name={name} color={session.creator.color} />
        <div className="min-w-0">
          <p className="text-sm text-fg-muted">{session.monthly ? 'Your monthly boost for' : 'Your boost for'}</p>
          <p className="truncate text-lg font-semibold text-fg">{name}</p>
        </div>
      </div>

      {session.thankYouNote ? (
        <figure className="mt-4 rounded-2xl border border-line bg-surface px-5 py-4 shadow-soft" data-thank-you-note>
          <blockquote className="text-fg [overflow-wrap:anywhere]">{`“${session.thankYouNote}”`}</blockquote>
          <figcaption className="mt-2 text-sm text-fg-muted">{`— ${name}`}</figcaption>
        </figure>
      ) : null}

      <dl className="mt-6 divide-y divide-line overflow-hidden rounded-2xl border border-line text-sm" data-boost-details data-status="complete">
        <Row label="Amount">
          <span className="text-base font-semibold text-fg tabular-nums" data-boost-amount>
            {money(session.fees.gross)}
          </span>{' '}
          <span className="text-xs font-medium text-fg-muted uppercase">{session.currency}</span>
        </Row>
        <FeeRow label={`Card processing (${CARD_FEE_LABEL})`}>{`− ${money(session.fees.stripeFee)}`}</FeeRow>
        <FeeRow label={`Boost platform fee (${PLATFORM_FEE_PERCENT}%)`}>{`− ${money(session.fees.platformFee)}`}</FeeRow>
        <Row label={`${name} receives`}>
          <span className="font-semibold text-fg tabular-nums" data-creator-net>
            {money(session.fees.creatorNet)}
          </span>
        </Row>
        <Row label="XP earned">
          <span className="font-semibold text-success tabular-nums" data-boost-xp>
            +{formatCount(session.xpAwarded ?? 0)} XP
          </span>
        </Row>
        <Row label="Payment">
          <span className="inline-flex flex-wrap items-center justify-end gap-2" data-money-moved={session.provider === 'stripe'}>
            {session.provider === 'stripe' ? <Badge tone="success">Paid by card · Stripe</Badge> : <Badge tone="warning">Demo · no money moved</Badge>}
          </span>
        </Row>
        <SessionIdRow sid={sid} />
      </dl>

      {session.monthly ? (
        <div className="mt-6">
          <MonthlyNote amountCents={toCents(session.monthly.amountPerMonth) ?? session.fees.gross} currency={session.currency} nextPaymentAt={session.monthly.nextPaymentAt} manageUrl={session.monthly.manageUrl} />
        </div>
      ) : null}

      <div className="mt-6 grid gap-2 rounded-2xl border border-line bg-bg-subtle p-4 text-sm text-fg-muted sm:p-5" data-receipt>
        <p>{paymentLine(session)}</p>
        {session.receiptEmail === 'stripe' ? <p>Stripe emails your receipt to the address you gave at checkout.</p> : null}
        {session.receiptEmail === 'boost' ? <p>Boost emails your receipt to the address you gave.</p> : null}
      </div>
    </>
  )
}

function paymentLine(session: SessionStatusResponse): string {
  if (session.provider === 'stripe') return 'Your card was charged through Stripe; the creator’s share goes to their Stripe account.'
  if (session.demo) return 'This was a test boost on a demo checkout: no money moved, and it counts on no public counter.'
  return 'This server takes demo payments: no money moved. The boost counts on the creator’s page, counters and leaderboard all the same.'
}

export function SessionIdRow({ sid }: { sid: string | null }) {
  return (
    <Row label="Session ID">
      <span className="flex min-w-0 items-center justify-end gap-2">
        <code className="min-w-0 truncate font-mono text-xs text-fg" data-session-id>
          {sid ?? 'none'}
        </code>
        {sid ? <CopyButton text={sid} label="Copy" tone="light" /> : null}
      </span>
    </Row>
  )
}

/** A fee: its label wraps on a narrow screen, its amount stays on one line. */
function FeeRow({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-5">
      <dt className="min-w-0 text-fg-muted">{label}</dt>
      <dd className="shrink-0 whitespace-nowrap text-right text-fg-muted tabular-nums">{children}</dd>
    </div>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-5">
      <dt className="shrink-0 text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-right">{children}</dd>
    </div>
  )
}
