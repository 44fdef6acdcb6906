// How badges and ranks look: tier 1 gold, 2 silver, 3 bronze, each with its icon, shared
// by the XP dashboard, the leaderboard and the achievement popups.
import { tierColor, type BadgeTier } from '../../core/badges.ts'
import type { RankTier } from '../../core/ranks.ts'

export type FanIcon = 'bolt' | 'sparkles' | 'trophy' | 'medal' | 'star'

type TierLook = {
  color: 'gold' | 'silver' | 'bronze'
  icon: FanIcon
  /** A metallic disc behind the icon. */
  disc: string
  /** A soft chip for labels. */
  chip: string
}

const LOOKS: Record<'gold' | 'silver' | 'bronze', Omit<TierLook, 'color'>> = {
  gold: {
    icon: 'sparkles',
    disc: 'bg-gradient-to-br from-amber-200 via-amber-400 to-amber-600 text-amber-950',
    chip: 'border-amber-400/40 bg-amber-400/12 text-amber-800 dark:text-amber-300',
  },
  silver: {
    icon: 'trophy',
    disc: 'bg-gradient-to-br from-slate-100 via-slate-300 to-slate-500 text-slate-900',
    chip: 'border-slate-400/45 bg-slate-400/12 text-slate-600 dark:text-slate-300',
  },
  bronze: {
    icon: 'medal',
    disc: 'bg-gradient-to-br from-orange-200 via-orange-400 to-orange-700 text-orange-950',
    chip: 'border-orange-500/40 bg-orange-500/12 text-orange-800 dark:text-orange-300',
  },
}

export function tierLook(tier: BadgeTier): TierLook {
  const color = tierColor(tier)
  return { color, ...LOOKS[color] }
}

/** Champion, Runner-up and Third Place wear gold, silver and bronze; the rest have none. */
export function rankLook(tier: RankTier): TierLook | null {
  if (tier === 'Champion') return tierLook(1)
  if (tier === 'Runner-up') return tierLook(2)
  if (tier === 'Third Place') return tierLook(3)
  return null
}
