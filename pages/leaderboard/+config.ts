import type { Config } from 'vike/types'
import QueryProvider from '../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Weekly Leaderboard | Boost',
  description:
    'This week’s top supporters on Boost, live: earn 10 XP per dollar you boost, unlock Fan, Superfan and Cosmic badges, and climb a board that resets every Monday.',
} satisfies Config
