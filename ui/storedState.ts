// Settings kept in the browser's storage, read into their zustand store after hydration.
//
// zustand's persist merges what it read into a new state object even when nothing was stored, and
// every component that reads the store then renders again, synchronously, as the page finishes
// hydrating: on /boost that was the whole page, 180 ms of a phone's main thread on a first visit.

/** persist's `merge`: the state as it is when the storage held nothing, so nobody renders again. */
export function mergeStored<State>(stored: unknown, current: State): State {
  return stored && typeof stored === 'object' ? { ...current, ...stored } : current
}
