// The live numbers for a creator scope (or the whole platform), shared by every counter that asks.
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

/** Calls `listener` for each new boost in the scope (the latest listener, without resubscribing). */
export function useLiveBoosts(creatorId: string | undefined, listener: BoostListener): void {
  const latest = useRef(listener)
  latest.current = listener
  const store = liveStatsStore(creatorId)
  useEffect(() => {
    const stopListening = store.onBoost((boost) => latest.current(boost))
    const release = store.retain()
    return () => {
      stopListening()
      release()
    }
  }, [store])
}
