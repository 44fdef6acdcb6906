// The review queue: messages and supporters' names held for the creator, oldest first, as written
// and as fans would see them. Approve shows it everywhere and alerts the overlays; reject hides it for good (the boost
// still counts and alerts without its words). Several can be selected (or all) and decided in one
// go, and a backlog approved at once can skip its alerts so the stream is not flooded. New ones
// appear as their boosts land.
import { useEffect, useId, useRef, useState } from 'react'
import { useDecide, useDecideMany, useReviewQueue } from '../../ui/alerts/queries.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { Panel } from '../../ui/console/Panel.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { showToast } from '../../ui/toast/toastStore.ts'
import { HeldMessageItem } from './HeldMessageItem.tsx'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

export function ReviewQueuePanel({ creatorId, holding }: { creatorId: string; holding: boolean }) {
  const queue = useReviewQueue(creatorId)
  const decide = useDecide(creatorId)
  const decideMany = useDecideMany(creatorId)
  const held = queue.data ?? []
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set())
  const [quiet, setQuiet] = useState(false)
  // Only messages still in the queue stay selected: one decided elsewhere drops out.
  const selected = held.filter((message) => picked.has(message.boostId)).map((message) => message.boostId)
  const busy = decide.isPending || decideMany.isPending
  const failed = (error: Error) => showToast({ title: 'Not saved', description: serverErrorText(error) ?? 'Try again.', variant: 'destructive' })

  function select(boostId: number, on: boolean) {
    setPicked((current) => {
      const next = new Set(current)
      if (on) next.add(boostId)
      else next.delete(boostId)
      return next
    })
  }

  function decideSelected(decision: 'approve' | 'reject') {
    decideMany.mutate(
      { boostIds: selected, decision, playAlerts: !quiet },
      {
        onSuccess: ({ boosts }) => {
          setPicked(new Set())
          const done = boosts.filter((boost) => boost.changed).length
          const verb = decision === 'approve' ? 'approved' : 'rejected'
          showToast({ title: `${plural(done, 'message')} ${verb}`, description: quiet ? 'No alert was played for them.' : 'Your overlays alert each one.' })
        },
        onError: failed,
      },
    )
  }

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
        <>
          <BulkBar
            total={held.length}
            selected={selected.length}
            onSelectAll={(on) => setPicked(new Set(on ? held.map((message) => message.boostId) : []))}
            quiet={quiet}
            onQuiet={setQuiet}
            onDecide={decideSelected}
            busy={busy}
          />
          <ul className="divide-y divide-line">
            {held.map((message) => (
              <HeldMessageItem
                key={message.boostId}
                message={message}
                selected={picked.has(message.boostId)}
                onSelect={(on) => select(message.boostId, on)}
                onDecide={(decision) => decide.mutate({ boostId: message.boostId, decision }, { onError: failed })}
                busy={busy}
              />
            ))}
          </ul>
        </>
      )}
    </Panel>
  )
}

type BulkBarProps = {
  total: number
  selected: number
  onSelectAll(on: boolean): void
  quiet: boolean
  onQuiet(quiet: boolean): void
  onDecide(decision: 'approve' | 'reject'): void
  busy: boolean
}

/** Select all, and what to do with the selection. */
function BulkBar({ total, selected, onSelectAll, quiet, onQuiet, onDecide, busy }: BulkBarProps) {
  const all = useRef<HTMLInputElement>(null)
  const quietId = useId()
  useEffect(() => {
    if (all.current) all.current.indeterminate = selected > 0 && selected < total
  }, [selected, total])
  return (
    <div className="grid gap-3 border-b border-line bg-bg-subtle px-5 py-3 sm:px-6" data-review-bulk>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-fg">
          <input ref={all} type="checkbox" checked={selected === total} onChange={(event) => onSelectAll(event.target.checked)} className="size-5 shrink-0 accent-[var(--accent)]" data-review-select-all />
          Select all
        </label>
        <span className="text-sm text-fg-muted" aria-live="polite">
          {selected === 0 ? 'None selected' : `${selected} of ${total} selected`}
        </span>
        <div className="flex gap-2 sm:ml-auto">
          <Button size="sm" onClick={() => onDecide('approve')} disabled={busy || selected === 0} data-review-approve-selected>
            Approve selected
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onDecide('reject')} disabled={busy || selected === 0} data-review-reject-selected>
            Reject selected
          </Button>
        </div>
      </div>
      <label htmlFor={quietId} className="flex cursor-pointer items-start gap-3 text-sm">
        <input id={quietId} type="checkbox" checked={quiet} onChange={(event) => onQuiet(event.target.checked)} className="mt-0.5 size-5 shrink-0 accent-[var(--accent)]" data-review-quiet />
        <span className="grid gap-0.5">
          <span className="font-medium text-fg">Don’t play alerts for these</span>
          <span className="text-xs text-fg-muted">Fans see the approved messages, but your overlays stay quiet: for a backlog, so your stream is not flooded.</span>
        </span>
      </label>
    </div>
  )
}
