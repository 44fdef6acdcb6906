import type { Config } from 'vike/types'
import { islandPage } from '../../renderer/islands/islandPage.ts'

export default {
  ...islandPage,
  prerender: true,
  title: 'Boost: support the creators you love',
  description:
    'Send $5, $10 and $20 boosts that show up instantly, earn XP and badges, climb the weekly leaderboard, and watch live platform stats.',
} satisfies Config
