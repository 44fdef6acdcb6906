import type { Config } from 'vike/types'

export default {
  prerender: true,
  title: 'Boost: support the creators you love',
  description:
    'Send $5, $10 and $20 boosts that show up instantly, earn XP and badges, climb the weekly leaderboard, and watch live platform stats.',
} satisfies Config
