// Reading a stream overlay's URL, `/porthole?overlay=1&metric=…&mode=…&accent=…&creator=…` (metric
// `goal` draws the creator's goal bar instead of a counter): every
// value falls back to a sensible default rather than failing, since OBS shows no errors; only a
// creator that cannot be one is told to whoever sets the overlay up.
import { COUNTER_ACCENTS, type CounterAccent, OVERLAY_METRICS, type OverlayMetric } from '../../core/counter.ts'
import { isCreatorId } from '../../core/ids.ts'
import { isDisplayMode, type DisplayMode } from '../../ui/counter/displayModes.ts'

type OverlayParams = {
  metric: OverlayMetric
  mode: DisplayMode
  accent: CounterAccent
  /** Only this creator's boosts; the whole platform when absent. */
  creator: string | undefined
  /** A `creator` given that is no creator id at all: the overlay says so instead of showing the platform. */
  badCreator: string | undefined
  /** Boost alerts under the counter; `alerts=0` turns them off. */
  alerts: boolean
}

export function isOverlayRequest(search: Record<string, string>): boolean {
  return search.overlay === '1' || search.overlay === 'true'
}

export function parseOverlayParams(search: Record<string, string>): OverlayParams {
  const metric = (OVERLAY_METRICS as readonly string[]).includes(search.metric ?? '') ? (search.metric as OverlayMetric) : 'boosts'
  const accent = (COUNTER_ACCENTS as readonly string[]).includes(search.accent ?? '') ? (search.accent as CounterAccent) : 'green'
  return {
    metric,
    mode: isDisplayMode(search.mode) ? search.mode : 'led',
    accent,
    creator: isCreatorId(search.creator) ? search.creator : undefined,
    badCreator: search.creator !== undefined && !isCreatorId(search.creator) ? search.creator : undefined,
    alerts: search.alerts !== '0' && search.alerts !== 'false',
  }
}
