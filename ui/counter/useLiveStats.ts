// The live numbers for a creator scope (or the whole platform), shared by every counter that asks.
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { createLiveStatsStore, type LiveStatsState, type LiveStatsStore } from './liveStatsStore.ts'

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
