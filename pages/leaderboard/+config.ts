// The weekly leaderboard: an island page (./+client.ts), read through the query client.
import type { Config } from 'vike/types'
import { islandPage } from '../../renderer/islands/islandPage.ts'
import QueryProvider from '../../renderer/QueryProvider.tsx'

export default {
  ...islandPage,
  // The islands' server render reads through a per-render client; in the browser +client.ts gives them the visit's.
  Layout: QueryProvider,
  title: 'Weekly Leaderboard | Boost',
  description:
    'This week’s top supporters on Boost, live: earn 10 XP per dollar you boost, unlock Fan, Superfan and Cosmic badges, and climb a board that resets every Monday.',
} satisfies Config
