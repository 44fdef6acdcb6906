import { describe, expect, it } from 'vitest'
import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { mergeStored } from './storedState.ts'

type Settings = { folded: boolean; name: string; fold(): void }

/** A store read from `saved` (a stand-in for localStorage) after hydration, as the console's stores are. */
function settingsStore(saved: Map<string, string>) {
  const storage: StateStorage = {
    getItem: (key) => saved.get(key) ?? null,
    setItem: (key, value) => void saved.set(key, value),
    removeItem: (key) => void saved.delete(key),
  }
  return create<Settings>()(
    persist((set) => ({ folded: false, name: 'Maya', fold: () => set({ folded: true }) }), {
      name: 'boost:test-settings',
      storage: createJSONStorage(() => storage),
      partialize: ({ folded }) => ({ folded }),
      skipHydration: true,
      merge: mergeStored,
    }),
  )
}

describe('mergeStored', () => {
  it('leaves the state object alone when nothing is stored, so no component renders again', async () => {
    const store = settingsStore(new Map())
    const before = store.getState()
    const changes: Settings[] = []
    store.subscribe((state) => changes.push(state))
    await store.persist.rehydrate()
    expect(store.getState()).toBe(before)
    expect(changes).toEqual([])
  })

  it('takes what was stored over the defaults, keeping the rest of the state', async () => {
    const saved = new Map([['boost:test-settings', JSON.stringify({ state: { folded: true }, version: 0 })]])
    const store = settingsStore(saved)
    const changes: Settings[] = []
    store.subscribe((state) => changes.push(state))
    await store.persist.rehydrate()
    expect(store.getState()).toMatchObject({ folded: true, name: 'Maya' })
    expect(typeof store.getState().fold).toBe('function')
    expect(changes).toHaveLength(1)
  })

  it('keeps what a change stores for the next visit', async () => {
    const saved = new Map<string, string>()
    const store = settingsStore(saved)
    await store.persist.rehydrate()
    store.getState().fold()
    const nextVisit = settingsStore(saved)
    await nextVisit.persist.rehydrate()
    expect(nextVisit.getState().folded).toBe(true)
  })
})
