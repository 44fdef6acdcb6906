// Badges a supporter earns by total XP, and progress toward the next one.

export type BadgeTier = 1 | 2 | 3

export type Badge = {
  readonly code: 'FAN' | 'SUPERFAN' | 'COSMIC'
  readonly name: string
  readonly threshold: number
  readonly tier: BadgeTier
  readonly animated: boolean
}

/** Ordered by threshold; the highest badge gets tier 1 (gold). */
export const BADGES: readonly Badge[] = [
  { code: 'FAN', name: 'Fan', threshold: 0, tier: 3, animated: false },
  { code: 'SUPERFAN', name: 'Superfan', threshold: 500, tier: 2, animated: false },
  { code: 'COSMIC', name: 'Cosmic', threshold: 2000, tier: 1, animated: true },
]

export const MAX_LEVEL_TEXT = 'Max level reached!'

const TIER_COLORS = { 1: 'gold', 2: 'silver', 3: 'bronze' } as const

export function badgesForXp(xp: number): Badge[] {
  checkedXp(xp)
  return BADGES.filter((badge) => badge.threshold <= xp)
}

/** The next badge to earn, with progress as a 0..1 fraction of the way from the current badge's threshold; null at the top tier. */
export function nextBadge(xp: number): { code: Badge['code']; name: string; threshold: number; progress: number } | null {
  const earned = badgesForXp(xp)
  const next = BADGES[earned.length]
  if (!next) return null
  const floor = earned.at(-1)?.threshold ?? 0
  return {
    code: next.code,
    name: next.name,
    threshold: next.threshold,
    progress: (xp - floor) / (next.threshold - floor),
  }
}

/** Badges earned by going from beforeXp to afterXp, for unlock popups; none when XP went down. */
export function badgesCrossed(beforeXp: number, afterXp: number): Badge[] {
  checkedXp(beforeXp)
  checkedXp(afterXp)
  return BADGES.filter((badge) => badge.threshold > beforeXp && badge.threshold <= afterXp)
}

export function tierColor(tier: BadgeTier): 'gold' | 'silver' | 'bronze' {
  const color = TIER_COLORS[tier]
  if (!color) throw new RangeError(`badge tier must be 1, 2 or 3, got ${tier}`)
  return color
}

function checkedXp(xp: number): void {
  if (!Number.isSafeInteger(xp) || xp < 0) throw new RangeError(`XP must be a non-negative integer, got ${xp}`)
}
