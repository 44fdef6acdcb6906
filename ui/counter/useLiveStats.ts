// The live numbers for a creator scope (or the whole platform), shared by every counter that asks,
// and the stream's boosts for those that only listen.
import { useEffect, useRef } from 'react'
import { useStore } from 'zustand'
import { createLiveStatsStore, type BoostListener, type LiveStatsState, type LiveStatsStore } from './liveStatsStore.ts'

const stores = new Map<string, LiveStatsStore>()

function liveStatsStore(creatorId: string | undefined): LiveStatsStore {
  // On the server nothing streams: each render gets a fresh, idle store rather than a shared one.
  if (typeof window === 'undefined') return createLiveStatsStore(creatorId)
  const key = creatorId ?? ''
  let store = stores.get(key)
  if (!store) {
    store = createLiveStatsStore(creatorId)
    stores.set(key, store)
  }
  return store
}

export function useLiveStats(creatorId?: string): LiveStatsState {
  const store = liveStatsStore(creatorId)
  useEffect(() => store.retain(), [store])
  return useStore(store)
}

/** Only the stream's state, for pages that read their numbers elsewhere: no stats are fetched for it. */
export function useLiveStream(creatorId?: string): LiveStatsState['stream'] {
  const store = liveStatsStore(creatorId)
  useEffect(() => store.retain({ stats: false }), [store])
  return useStore(store, (state) => state.stream)
}

/** Calls `listener` for each new boost in the scope (the latest listener, without resubscribing). */
export function useLiveBoosts(creatorId: string | undefined, listener: BoostListener): void {
  const latest = useRef(listener)
  latest.current = listener
  const store = liveStatsStore(creatorId)
  useEffect(() => {
    const stopListening = store.onBoost((boost) => latest.current(boost))
    const release = store.retain({ stats: false })
    return () => {
      stopListening()
      release()
    }
  }, [store])
}
