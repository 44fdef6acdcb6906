// When the counters play their power-up: each time an XP counter passes a multiple of
// 1000, or any other counter a multiple of 100. One sound per change, however many it passes.
import type { CounterMetric } from '../../core/counter.ts'

export const POWER_UP_VOLUME = 0.3
const XP_SOUND_STEP = 1000
const SOUND_STEP = 100

export function soundStep(metric: CounterMetric | 'demo'): number {
  return metric === 'xp' ? XP_SOUND_STEP : SOUND_STEP
}

/** How many multiples of `step` a counter passed going from `previous` up to `next`; none going down. */
export function multiplesCrossed(previous: number, next: number, step: number): number {
  if (!(step > 0) || next <= previous) return 0
  return Math.floor(next / step) - Math.floor(previous / step)
}
