// Every boost the fan made, newest first: the creator, what was paid, when, the message as the
// public sees it, and a way back to the boost's receipt.
import { ArrowUpRightIcon, BoltIcon } from '../../assets/icons.tsx'
import type { FanBoost } from '../../core/api/fans.ts'
import { initialsOf } from '../../core/creatorPage.ts'
import { formatCount } from '../../core/format.ts'
import { formatCents } from '../../core/money.ts'
import { Badge } from '../../ui/Badge.tsx'
import { ButtonLink } from '../../ui/Button.tsx'
import { LocalDateTime } from '../../ui/LocalDateTime.tsx'

export function FanBoosts({ boosts }: { boosts: FanBoost[] }) {
  return (
    <section className="rounded-3xl border border-line bg-surface shadow-soft" aria-labelledby="fan-boosts-title" data-fan-boosts>
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line p-5 sm:px-7">
        <h2 id="fan-boosts-title" className="text-lg font-semibold tracking-tight text-fg">
          Your boosts
        </h2>
        <p className="text-sm text-fg-muted">{boosts.length === 1 ? '1 boost' : `${formatCount(boosts.length)} boosts`}</p>
      </div>
      {boosts.length === 0 ? (
        <div className="p-7 text-center">
          <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-accent-soft text-accent-text" aria-hidden="true">
            <BoltIcon size={22} />
          </span>
          <p className="mt-3 font-medium text-fg">No boosts yet</p>
          <p className="mt-1 text-sm text-fg-muted">Boost a creator from any site with a Boost widget, and it shows up here.</p>
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {boosts.map((boost) => (
            <BoostRow key={boost.id} boost={boost} />
          ))}
        </ul>
      )}
    </section>
  )
}

function BoostRow({ boost }: { boost: FanBoost }) {
  const creator = boost.creatorName ?? boost.creatorId
  const refunded = boost.refundedCents > 0
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 p-5 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:px-7" data-fan-boost={boost.id}>
      <span className="grid size-11 place-items-center rounded-2xl bg-accent-soft text-sm font-bold text-accent-text" aria-hidden="true">
        {initialsOf(creator)}
      </span>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <a href={`/c/${encodeURIComponent(boost.creatorId)}`} className="truncate font-semibold text-fg underline-offset-2 hover:underline">
            {creator}
          </a>
          {boost.demo ? <Badge>Demo</Badge> : null}
          {refunded ? <Badge tone="warning">{boost.refundedCents >= boost.amountCents ? 'Refunded' : 'Partly refunded'}</Badge> : null}
        </p>
        <p className="mt-0.5 text-sm text-fg-subtle">
          <LocalDateTime iso={boost.at} />
        </p>
        <Message boost={boost} />
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end sm:justify-start">
        <span className="text-lg font-semibold text-fg tabular-nums" data-fan-boost-amount>
          {formatCents(boost.amountCents, boost.currency)}
        </span>
        <ButtonLink href={boost.receiptUrl} variant="ghost" size="sm" aria-label={`Receipt for your boost to ${creator}`}>
          Receipt
          <ArrowUpRightIcon size={14} />
        </ButtonLink>
      </div>
    </li>
  )
}

function Message({ boost }: { boost: FanBoost }) {
  if (boost.message) return <blockquote className="mt-2 rounded-xl bg-bg-subtle px-3 py-2 text-sm break-words text-fg">“{boost.message}”</blockquote>
  if (boost.messageStatus === 'held') return <p className="mt-2 text-sm text-fg-muted italic">Your message is waiting for the creator’s review.</p>
  if (boost.messageStatus === 'rejected') return <p className="mt-2 text-sm text-fg-muted italic">The creator chose not to show your message.</p>
  return null
}
