// The overlay's goal bar (`metric=goal&creator=<id>`): the creator's goal on a dark plate, in the
// porthole's accent, moved by every boost on the stream and glowing once the target is met. A
// monthly goal says so: "$120 of $500 a month". Without a goal it tells whoever sets it up how to
// set one (and shows it within seconds once there is); a goal ended on air just leaves the screen.
import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import type { CounterAccent } from '../../../core/counter.ts'
import { formatCents } from '../../../core/money.ts'
import { useLiveBoosts, useLiveStream } from '../../../ui/counter/useLiveStats.ts'
import { creatorKey, useCreator } from '../../../ui/creators/queries.ts'
import { ReconnectingPlate } from './ReconnectingPlate.tsx'
import { SetupNotice } from './SetupNotice.tsx'

const BAR = {
  green: 'from-emerald-300 to-emerald-500 shadow-[0_0_24px_-4px_rgb(62_240_138/0.8)]',
  gold: 'from-amber-200 to-amber-500 shadow-[0_0_24px_-4px_rgb(255_196_61/0.8)]',
  magenta: 'from-fuchsia-300 to-fuchsia-600 shadow-[0_0_24px_-4px_rgb(255_79_216/0.8)]',
} as const satisfies Record<CounterAccent, string>

/** How often a goal overlay without a goal looks for one: a goal set on /account appears without a reload. */
const LOOK_FOR_GOAL_MS = 5000

/** `showConnection`: the bar has no alerts under it to say when the server is away, so it says so itself. */
export function OverlayGoal({ creatorId, accent, showConnection }: { creatorId: string | undefined; accent: CounterAccent; showConnection: boolean }) {
  if (!creatorId)
    return (
      <SetupNotice title="Which creator’s goal?" kind="no-creator">
        <p>
          Add <span className="font-mono">&amp;creator=&lt;your creator id&gt;</span> to this address to show your goal.
        </p>
      </SetupNotice>
    )
  return <Goal creatorId={creatorId} accent={accent} showConnection={showConnection} />
}

function Goal({ creatorId, accent, showConnection }: { creatorId: string; accent: CounterAccent; showConnection: boolean }) {
  const queryClient = useQueryClient()
  const { data, isSuccess } = useCreator(creatorId, { refetchInterval: (query) => (query.state.data && !query.state.data.goal ? LOOK_FOR_GOAL_MS : false) })
  useLiveBoosts(creatorId, () => void queryClient.invalidateQueries({ queryKey: creatorKey(creatorId) }))
  const stream = useLiveStream(creatorId)
  const hadGoal = useRef(false)
  const wasConnected = useRef(false)
  if (stream === 'connected') wasConnected.current = true
  const goal = data?.goal
  if (goal) hadGoal.current = true
  if (!goal) {
    if (!isSuccess || hadGoal.current) return null
    return (
      <SetupNotice title="No goal to show yet" kind="no-goal">
        <p>
          Set a goal in the <strong className="text-white">Your page</strong> panel of <span className="font-mono">/account</span> in the Boost console: a title and a target. It
          appears here within seconds.
        </p>
      </SetupNotice>
    )
  }
  const share = Math.min(1, goal.raisedCents / goal.targetCents)
  const reached = goal.reachedAt !== null
  const monthly = goal.kind === 'monthly'
  return (
    <div className="grid justify-items-start gap-2">
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
      {showConnection && wasConnected.current && stream !== 'connected' ? <ReconnectingPlate /> : null}
    </div>
  )
}
