// The review queue: messages and supporters' names held for the creator, oldest first, as written
// and as fans would see them. Approve shows it everywhere and alerts the overlays; reject hides it for good (the boost
// still counts and alerts without its words). New ones appear as their boosts land.
import { formatCents } from '../../core/money.ts'
import { ANONYMOUS } from '../../core/supporterName.ts'
import { useDecide, useReviewQueue } from '../../ui/alerts/queries.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { Panel } from '../../ui/console/Panel.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { showToast } from '../../ui/toast/toastStore.ts'

export function ReviewQueuePanel({ creatorId, holding }: { creatorId: string; holding: boolean }) {
  const queue = useReviewQueue(creatorId)
  const decide = useDecide(creatorId)
  const held = queue.data ?? []
  const failed = (error: Error) => showToast({ title: 'Not saved', description: serverErrorText(error) ?? 'Try again.', variant: 'destructive' })
  return (
    <Panel
      id="review"
      title="Waiting for review"
      description={holding ? 'Messages held for you, oldest first.' : 'Turn on “Hold messages for my review” to see messages here before anyone else.'}
      actions={<Badge tone={held.length > 0 ? 'warning' : 'neutral'}>{held.length} held</Badge>}
      bodyClassName="p-0"
      data-review-queue={String(held.length)}
    >
      {held.length === 0 ? (
        <p className="p-5 text-sm text-fg-muted sm:p-6">Nothing waiting.</p>
      ) : (
        <ul className="divide-y divide-line">
          {held.map((message) => (
            <li key={message.boostId} className="grid gap-2 px-5 py-4 sm:px-6" data-held={message.boostId}>
              <p className="text-sm text-fg-muted">
                <span className="font-semibold text-fg">{formatCents(message.amount, message.currency)}</span> from{' '}
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
              {message.publicMessage !== message.message ? <p className="text-xs text-fg-subtle">Fans would see: “{message.publicMessage}”</p> : null}
              <div className="flex gap-2">
                <Button size="sm" onClick={() => decide.mutate({ boostId: message.boostId, decision: 'approve' }, { onError: failed })} disabled={decide.isPending}>
                  Approve
                </Button>
                <Button size="sm" variant="secondary" onClick={() => decide.mutate({ boostId: message.boostId, decision: 'reject' }, { onError: failed })} disabled={decide.isPending}>
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
