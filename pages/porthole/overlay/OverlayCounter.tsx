// The overlay's counter: the live metric, quiet about trouble because it is on the broadcast. While
// the server is away it keeps its numbers and says "Reconnecting" where it says "Live"; if it never
// had numbers, only the discreet plate shows, never an error or a row of zeros.
import { metricValue, type CounterMetric, type CounterAccent } from '../../../core/counter.ts'
import { CounterDisplay } from '../../../ui/counter/CounterDisplay.tsx'
import type { DisplayMode } from '../../../ui/counter/displayModes.ts'
import { METRIC_LABELS } from '../../../ui/counter/LiveCounter.tsx'
import { useLiveStats } from '../../../ui/counter/useLiveStats.ts'
import { ReconnectingPlate } from './ReconnectingPlate.tsx'

type Props = { metric: CounterMetric; mode: DisplayMode; accent: CounterAccent; creatorId: string | undefined }

export function OverlayCounter({ metric, mode, accent, creatorId }: Props) {
  const live = useLiveStats(creatorId)
  if (!live.stats && live.status === 'error') return <ReconnectingPlate />
  const connected = live.stream === 'connected'
  return (
    <div data-live-counter={metric} data-status={live.status} data-stream={live.stream}>
      <CounterDisplay
        mode={mode}
        accent={accent}
        size="lg"
        label={METRIC_LABELS[metric]}
        value={live.stats ? metricValue(live.stats, metric) : 0}
        status={
          <span className={`inline-flex items-center gap-1.5 tracking-normal normal-case ${connected ? 'text-emerald-400' : 'text-white/45'}`} data-live-status>
            <span className="counter-live-dot" data-live={connected} aria-hidden="true" />
            <span className="text-[0.6875rem] font-medium">{connected ? 'Live' : live.stats ? 'Reconnecting' : 'Connecting'}</span>
          </span>
        }
      />
    </div>
  )
}
