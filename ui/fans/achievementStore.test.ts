import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ACHIEVEMENT_FADE_MS,
  ACHIEVEMENT_VISIBLE_MS,
  badgeUnlocked,
  createAchievementStore,
  milestone,
  xpEarned,
} from './achievementStore.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('xpEarned', () => {
  it('is the green "XP Earned!" popup with the amount', () => {
    expect(xpEarned(1250)).toEqual({
      type: 'xp',
      title: 'XP Earned!',
      description: 'You earned 1,250 XP for supporting a creator',
      icon: 'bolt',
      color: 'green',
      xpAmount: 1250,
    })
  })
})

describe('badgeUnlocked', () => {
  it('takes its colour and icon from the tier: 1 gold, 2 silver, 3 bronze', () => {
    expect(badgeUnlocked('Cosmic', 1)).toMatchObject({
      type: 'badge',
      title: 'New Badge Unlocked!',
      description: "You've earned the Cosmic badge",
      color: 'gold',
      icon: 'sparkles',
    })
    expect(badgeUnlocked('Superfan', 2)).toMatchObject({ color: 'silver', icon: 'trophy' })
    expect(badgeUnlocked('Fan', 3)).toMatchObject({ color: 'bronze', icon: 'medal' })
  })
})

describe('milestone', () => {
  it('is pink, with the given title and description', () => {
    expect(milestone('Top 10 this week!', 'You’re #4')).toMatchObject({ type: 'milestone', color: 'pink', title: 'Top 10 this week!', description: 'You’re #4' })
  })
})

describe('createAchievementStore', () => {
  it('shows a popup for 4 s, fades it, and clears it 300 ms later', () => {
    const store = createAchievementStore()
    const id = store.getState().show(xpEarned(50))
    expect(store.getState().achievements).toEqual([expect.objectContaining({ id, leaving: false, title: 'XP Earned!' })])
    vi.advanceTimersByTime(ACHIEVEMENT_VISIBLE_MS - 1)
    expect(store.getState().achievements[0]?.leaving).toBe(false)
    vi.advanceTimersByTime(1)
    expect(store.getState().achievements[0]?.leaving).toBe(true)
    vi.advanceTimersByTime(ACHIEVEMENT_FADE_MS - 1)
    expect(store.getState().achievements).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getState().achievements).toEqual([])
  })

  it('stacks popups in the order they came, each on its own clock', () => {
    const store = createAchievementStore()
    store.getState().show(xpEarned(100))
    vi.advanceTimersByTime(1000)
    store.getState().show(badgeUnlocked('Superfan', 2))
    expect(store.getState().achievements.map((popup) => popup.type)).toEqual(['xp', 'badge'])
    vi.advanceTimersByTime(ACHIEVEMENT_VISIBLE_MS - 1000 + ACHIEVEMENT_FADE_MS)
    expect(store.getState().achievements.map((popup) => popup.type)).toEqual(['badge'])
  })

  it('fades a dismissed popup at once', () => {
    const store = createAchievementStore()
    const id = store.getState().show(milestone('Top of the week!', 'You’re #1'))
    store.getState().dismiss(id)
    expect(store.getState().achievements[0]?.leaving).toBe(true)
    vi.advanceTimersByTime(ACHIEVEMENT_FADE_MS)
    expect(store.getState().achievements).toEqual([])
  })

  it('keeps at most four on screen, dropping the oldest', () => {
    const store = createAchievementStore()
    for (let n = 1; n <= 6; n++) store.getState().show(xpEarned(n))
    expect(store.getState().achievements.map((popup) => popup.xpAmount)).toEqual([3, 4, 5, 6])
  })
})
