// Leaderboard labels: the tier named by a rank and the short public label of an anonymous supporter.

export type RankTier = 'Champion' | 'Runner-up' | 'Third Place' | 'Top 10' | 'Booster'

export function rankTier(rank: number): RankTier {
  if (!Number.isSafeInteger(rank) || rank < 1) throw new RangeError(`rank must be a positive integer, got ${rank}`)
  if (rank === 1) return 'Champion'
  if (rank === 2) return 'Runner-up'
  if (rank === 3) return 'Third Place'
  return rank <= 10 ? 'Top 10' : 'Booster'
}

/** The last 6 characters identify a supporter on the public board without showing the full anonymous id. */
export function shortLabel(anonId: string): string {
  return anonId.slice(-6)
}
