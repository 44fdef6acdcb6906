// Achievement popups: XP earned (green), badge unlocked (gold, silver or bronze by
// tier) and milestones (pink). Each shows top right for 4 s, fades out, and is cleared 300 ms later.
import { useStore } from 'zustand'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { BadgeTier } from '../../core/badges.ts'
import { formatCount } from '../../core/format.ts'
import { tierLook, type FanIcon } from './badgeLook.ts'

export const ACHIEVEMENT_VISIBLE_MS = 4000
export const ACHIEVEMENT_FADE_MS = 300
/** More at once would cover the page; the oldest make room. */
const MAX_VISIBLE = 4

type AchievementType = 'xp' | 'badge' | 'milestone'
export type AchievementColor = 'green' | 'gold' | 'silver' | 'bronze' | 'pink'

export type AchievementInput = {
  type: AchievementType
  title: string
  description: string
  icon: FanIcon
  color: AchievementColor
  xpAmount?: number
}

export type Achievement = AchievementInput & {
  id: number
  /** True for the last 300 ms, while it fades out. */
  leaving: boolean
}

export function xpEarned(xpAmount: number): AchievementInput {
  return {
    type: 'xp',
    title: 'XP Earned!',
    description: `You earned ${formatCount(xpAmount)} XP for supporting a creator`,
    icon: 'bolt',
    color: 'green',
    xpAmount,
  }
}

export function badgeUnlocked(badgeName: string, tier: BadgeTier): AchievementInput {
  const look = tierLook(tier)
  return {
    type: 'badge',
    title: 'New Badge Unlocked!',
    description: `You've earned the ${badgeName} badge`,
    icon: look.icon,
    color: look.color,
  }
}

export function milestone(title: string, description: string): AchievementInput {
  return { type: 'milestone', title, description, icon: 'star', color: 'pink' }
}

type Timers = { setTimeout(run: () => void, ms: number): unknown; clearTimeout(handle: unknown): void }

type AchievementState = {
  achievements: Achievement[]
  show(input: AchievementInput): number
  /** Starts the fade now (the close button), clearing it 300 ms later. */
  dismiss(id: number): void
}

export function createAchievementStore(
  timers: Timers = { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) },
): StoreApi<AchievementState> {
  let nextId = 1
  const pending = new Map<number, unknown>()

  const store = createStore<AchievementState>()((set, get) => {
    function remove(id: number) {
      timers.clearTimeout(pending.get(id))
      pending.delete(id)
      set({ achievements: get().achievements.filter((achievement) => achievement.id !== id) })
    }

    function fade(id: number) {
      timers.clearTimeout(pending.get(id))
      set({ achievements: get().achievements.map((achievement) => (achievement.id === id ? { ...achievement, leaving: true } : achievement)) })
      pending.set(
        id,
        timers.setTimeout(() => remove(id), ACHIEVEMENT_FADE_MS),
      )
    }

    return {
      achievements: [],
      show(input) {
        const id = nextId++
        const current = get().achievements
        for (const old of current.slice(0, Math.max(0, current.length - MAX_VISIBLE + 1))) remove(old.id)
        set({ achievements: [...get().achievements, { ...input, id, leaving: false }] })
        pending.set(
          id,
          timers.setTimeout(() => fade(id), ACHIEVEMENT_VISIBLE_MS),
        )
        return id
      },
      dismiss(id) {
        const achievement = get().achievements.find((candidate) => candidate.id === id)
        if (achievement && !achievement.leaving) fade(id)
      },
    }
  })
  return store
}

/** The page's popups; on the server nothing is ever shown, so one shared store holds nothing per request. */
export const achievementStore = createAchievementStore()

export function showAchievement(input: AchievementInput): number {
  return achievementStore.getState().show(input)
}

export function useAchievements<T>(select: (state: AchievementState) => T): T {
  return useStore(achievementStore, select)
}
