// The islands of this page (renderer/islands/): the frame's, and the leaderboard's buttons, board, referral
// card and reset countdown. Those that read queries share the browser's one query client, so
// Refresh refetches the board it shows.
import { FRAME_ISLANDS } from '../../renderer/islands/frameIslands.ts'
import type { IslandComponents } from '../../renderer/islands/hydrateIslands.tsx'
import { withQueryClient } from '../../renderer/QueryProvider.tsx'
import { WeeklyBoard } from './Board.tsx'
import { WeeklyResetCard } from './InfoCards.tsx'
import { LeaderboardActions } from './LeaderboardActions.tsx'
import { LeaderboardReferral } from './LeaderboardReferral.tsx'

export const ISLANDS = {
  ...FRAME_ISLANDS,
  'leaderboard-actions': withQueryClient(LeaderboardActions),
  leaderboard: withQueryClient(WeeklyBoard),
  'referral-card': withQueryClient(LeaderboardReferral),
  'weekly-reset': WeeklyResetCard,
} satisfies IslandComponents
