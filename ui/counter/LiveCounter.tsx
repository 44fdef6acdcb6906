// A counter showing one live metric of the platform (or of one creator), with its connection state.
import { metricValue, type CounterMetric } from '../../core/counter.ts'
import { CounterDisplay, type CounterDisplayProps } from './CounterDisplay.tsx'
import type { LiveStatsState } from './liveStatsStore.ts'
import { useLiveStats } from './useLiveStats.ts'

export const METRIC_LABELS: Record<CounterMetric, string> = {
  boosts: 'Boosts',
  xp: 'XP earned',
  revenue: 'Revenue · USD',
}

export type LiveCounterProps = Omit<CounterDisplayProps, 'value' | 'label' | 'status' | 'children'> & {
  metric: CounterMetric
  label?: string
  /** Only this creator's boosts; the whole platform when absent. */
  creatorId?: string
}

export function LiveCounter({ metric, label = METRIC_LABELS[metric], creatorId, ...display }: LiveCounterProps) {
  const live = useLiveStats(creatorId)
  const failed = live.status === 'error' && !live.stats
  return (
    <div data-live-counter={metric} data-status={live.status} data-stream={live.stream}>
      <CounterDisplay
        {...display}
        label={label}
        value={live.stats ? metricValue(live.stats, metric) : 0}
        status={<LiveStatus live={live} />}
      >
        {failed ? (
          <div role="alert" className="flex min-h-[calc(var(--digit-h)*1.18)] flex-col items-center justify-center gap-1 text-center">
            <p className="text-sm font-semibold text-rose-300">Connection Error</p>
            <p className="max-w-[28ch] text-xs break-words text-white/60">{live.error}</p>
          </div>
        ) : undefined}
      </CounterDisplay>
    </div>
  )
}

/** "Live", "Connecting", or the stream error while it reconnects. */
function LiveStatus({ live }: { live: LiveStatsState }) {
  const { text, tone, pulsing } =
    live.stream === 'connected'
      ? { text: 'Live', tone: 'text-emerald-400', pulsing: true }
      : live.streamError
        ? { text: live.streamError, tone: 'text-amber-300', pulsing: false }
        : { text: 'Connecting', tone: 'text-white/45', pulsing: false }
  return (
    <span className={`inline-flex items-center gap-1.5 normal-case tracking-normal ${tone}`} data-live-status>
      <span className="counter-live-dot" data-live={pulsing} aria-hidden="true" />
      <span className="text-[0.6875rem] font-medium">{text}</span>
    </span>
  )
}
