// Boost alerts on a stream overlay: one at a time, each on screen for 6 s then fading for 400 ms,
// the rest waiting their turn (at most 20; a flood drops the oldest waiting, never the one showing).
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { StreamBoost } from '../../core/api/stream.ts'

export const ALERT_VISIBLE_MS = 6000
export const ALERT_FADE_MS = 400
const MAX_WAITING = 20

export type BoostAlert = StreamBoost & { id: number }

export type AlertQueueState = {
  current: BoostAlert | null
  leaving: boolean
  waiting: BoostAlert[]
  push(boost: StreamBoost): void
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
      }, ALERT_VISIBLE_MS)
    }
    return {
      current: null,
      leaving: false,
      waiting: [],
      push(boost) {
        const alert = { ...boost, id: nextId++ }
        set({ waiting: [...get().waiting, alert].slice(-MAX_WAITING) })
        if (!get().current) showNext()
      },
    }
  })
}
