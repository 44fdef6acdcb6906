// Every style a counter can take: the three the live counters use across the site (core/counter.ts)
// plus flip and dot, which the porthole and stream overlays add.
import { COUNTER_MODES, DIGIT_GLOW_MS } from '../../core/counter.ts'

/** How long a changed digit animates, per style: a flip card turns over in 600 ms. */
export const DISPLAY_GLOW_MS = { ...DIGIT_GLOW_MS, flip: 600, dot: 500 } as const
export type DisplayMode = keyof typeof DISPLAY_GLOW_MS
export const DISPLAY_MODES: readonly DisplayMode[] = [...COUNTER_MODES, 'flip', 'dot']

export const DISPLAY_MODE_LABELS: Record<DisplayMode, string> = {
  led: 'LED',
  digital: 'Digital',
  block: 'Block',
  flip: 'Flip',
  dot: 'Dot',
}

export function isDisplayMode(value: unknown): value is DisplayMode {
  return typeof value === 'string' && (DISPLAY_MODES as readonly string[]).includes(value)
}
