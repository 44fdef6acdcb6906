// Boost alerts on a stream overlay: one at a time, each on screen for its creator's chosen time
// (6 s unless they chose another) then fading for 400 ms, the rest waiting their turn (at most 20;
// a flood drops the oldest waiting, never the one showing).
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AlertLook } from '../../core/alertLook.ts'

export const ALERT_VISIBLE_MS = 6000
export const ALERT_FADE_MS = 400
const MAX_WAITING = 20

/** What an alert shows: a boost, as the stream or the alert stream tells it. */
export type AlertContent = {
  boostId: number
  amountCents: number
  currency: string
  message: string | null
  supporterLabel: string | null
  /** The name in its public form; null when anonymous or not given. */
  supporterName: string | null
  anonymous: boolean
  xpAwarded: number
  /** For a monthly boost, the month it paid (1: a new monthly supporter); absent or null for a one-off. */
  months?: number | null
}

export type BoostAlert = AlertContent & {
  id: number
  visibleMs: number
  /** The words read aloud as it shows, if any. */
  speak: string | null
  /** How it looks and sounds (its variant's, or the default); null where the overlay's own defaults apply. */
  look: AlertLook | null
}

export type AlertQueueState = {
  current: BoostAlert | null
  leaving: boolean
  waiting: BoostAlert[]
  push(alert: AlertContent, options?: { visibleMs?: number; speak?: string | null; look?: AlertLook }): void
}

type Timers = { setTimeout(run: () => void, ms: number): unknown }

export function createAlertQueue(timers: Timers = { setTimeout: (run, ms) => setTimeout(run, ms) }): StoreApi<AlertQueueState> {
  let nextId = 1
  return createStore<AlertQueueState>()((set, get) => {
    function showNext() {
      const [next, ...rest] = get().waiting
      if (!next) return set({ current: null, leaving: false })
      set({ current: next, leaving: false, waiting: rest })
      timers.setTimeout(() => {
        set({ leaving: true })
        timers.setTimeout(showNext, ALERT_FADE_MS)
      }, next.visibleMs)
    }
    return {
      current: null,
      leaving: false,
      waiting: [],
      push(content, options = {}) {
        const alert = { ...content, id: nextId++, visibleMs: options.visibleMs ?? ALERT_VISIBLE_MS, speak: options.speak ?? null, look: options.look ?? null }
        set({ waiting: [...get().waiting, alert].slice(-MAX_WAITING) })
        if (!get().current) showNext()
      },
    }
  })
}
