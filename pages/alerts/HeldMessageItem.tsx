// One message in the review queue, as written and as fans would see it, with a box to select it
// for a decision on many and its own Approve and Reject.
import { formatCents } from '../../core/money.ts'
import type { HeldMessage } from '../../core/api/alerts.ts'
import { ANONYMOUS } from '../../core/supporterName.ts'
import { Button } from '../../ui/Button.tsx'

type Props = {
  message: HeldMessage
  selected: boolean
  onSelect(selected: boolean): void
  onDecide(decision: 'approve' | 'reject'): void
  busy: boolean
}

export function HeldMessageItem({ message, selected, onSelect, onDecide, busy }: Props) {
  const amount = formatCents(message.amount, message.currency)
  const from = message.anonymous ? ANONYMOUS : (message.supporterName ?? message.supporterLabel ?? 'a supporter')
  return (
    <li className={`flex gap-3 px-5 py-4 sm:px-6 ${selected ? 'bg-accent-soft/40' : ''}`} data-held={message.boostId}>
      <input
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={`Select the ${amount} boost from ${from}`}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--accent)]"
        data-held-select
      />
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="text-sm text-fg-muted">
          <span className="font-semibold text-fg">{amount}</span> from{' '}
          {message.anonymous ? (
            <span className="font-semibold text-fg">{ANONYMOUS}</span>
          ) : message.supporterName ? (
            <span className="font-semibold break-words text-fg" data-held-name>
              {message.supporterName}
            </span>
          ) : (
            <span className="font-mono">{message.supporterLabel ?? 'a supporter'}</span>
          )}
        </p>
        {message.supporterName && message.publicSupporterName !== message.supporterName ? (
          <p className="text-xs text-fg-subtle">Fans would see the name as: {message.publicSupporterName ?? 'no name'}</p>
        ) : null}
        {message.message ? (
          <p className="text-[0.9375rem] break-words text-fg" data-held-original>
            “{message.message}”
          </p>
        ) : null}
        {message.publicMessage !== message.message ? <p className="text-xs break-words text-fg-subtle">Fans would see: “{message.publicMessage}”</p> : null}
        <div className="flex gap-2">
          <Button size="sm" onClick={() => onDecide('approve')} disabled={busy}>
            Approve
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onDecide('reject')} disabled={busy}>
            Reject
          </Button>
        </div>
      </div>
    </li>
  )
}
