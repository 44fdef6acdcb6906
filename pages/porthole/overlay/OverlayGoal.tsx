// The overlay's goal bar (`metric=goal&creator=<id>`): the creator's goal on a dark plate, in the
// porthole's accent, moved by every boost on the stream and glowing once the target is met. A
// monthly goal says so: "$120 of $500 a month".
import { useQueryClient } from '@tanstack/react-query'
import type { CounterAccent } from '../../../core/counter.ts'
import { formatCents } from '../../../core/money.ts'
import { useLiveBoosts } from '../../../ui/counter/useLiveStats.ts'
import { creatorKey, useCreator } from '../../../ui/creators/queries.ts'

const BAR = {
  green: 'from-emerald-300 to-emerald-500 shadow-[0_0_24px_-4px_rgb(62_240_138/0.8)]',
  gold: 'from-amber-200 to-amber-500 shadow-[0_0_24px_-4px_rgb(255_196_61/0.8)]',
  magenta: 'from-fuchsia-300 to-fuchsia-600 shadow-[0_0_24px_-4px_rgb(255_79_216/0.8)]',
} as const satisfies Record<CounterAccent, string>

export function OverlayGoal({ creatorId, accent }: { creatorId: string | undefined; accent: CounterAccent }) {
  if (!creatorId) return <p className="rounded-xl bg-[#0c0a14]/90 px-4 py-3 text-sm text-white">Add &amp;creator=&lt;your creator id&gt; to show your goal.</p>
  return <Goal creatorId={creatorId} accent={accent} />
}

function Goal({ creatorId, accent }: { creatorId: string; accent: CounterAccent }) {
  const queryClient = useQueryClient()
  const { data } = useCreator(creatorId)
  useLiveBoosts(creatorId, () => void queryClient.invalidateQueries({ queryKey: creatorKey(creatorId) }))
  const goal = data?.goal
  if (!goal) return null
  const share = Math.min(1, goal.raisedCents / goal.targetCents)
  const reached = goal.reachedAt !== null
  const monthly = goal.kind === 'monthly'
  return (
    <div className={`w-[min(92vw,520px)] rounded-2xl bg-[#0c0a14]/92 p-4 text-white ${reached ? 'ring-2 ring-white/60' : 'ring-1 ring-white/15'}`} data-overlay-goal={reached ? 'reached' : 'open'}>
      <div className="flex items-baseline justify-between gap-3">
        <p className="truncate text-lg font-bold">{goal.title}</p>
        <p className="shrink-0 font-mono text-sm text-white/80" data-overlay-goal-progress>
          <span className="font-bold text-white" data-overlay-goal-raised>
            {formatCents(goal.raisedCents, goal.currency)}
          </span>{' '}
          {monthly ? `of ${formatCents(goal.targetCents, goal.currency)} a month` : `/ ${formatCents(goal.targetCents, goal.currency)}`}
        </p>
      </div>
      <div className="mt-3 h-4 overflow-hidden rounded-full bg-white/10" role="progressbar" aria-label={goal.title} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.floor(share * 100)}>
        <div className={`h-full rounded-full bg-gradient-to-r transition-[width] duration-700 ease-out ${BAR[accent]}`} style={{ width: `${share * 100}%` }} />
      </div>
      {reached ? (
        <p role="status" className="mt-2 animate-[overlay-alert-in_0.45s_cubic-bezier(0.2,0.8,0.2,1.2)_both] text-center text-sm font-bold tracking-wide uppercase">
          Goal reached!
        </p>
      ) : null}
    </div>
  )
}
