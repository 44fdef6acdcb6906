import type { Config } from 'vike/types'

export default {
  prerender: true,
  title: 'The Future of Boosting: CC Token | Boost',
  description: 'The CC Token is coming: convert the XP you earn by boosting, unlock premium boosts, analytics and governance. Start earning XP today.',
} satisfies Config
