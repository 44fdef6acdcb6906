import type { Config } from 'vike/types'
import { islandPage } from '../../renderer/islands/islandPage.ts'

export default {
  ...islandPage,
  prerender: true,
  title: 'The Future of Boosting: CC Token | Boost',
  description: 'The CC Token is coming: convert the XP you earn by boosting, unlock premium boosts, analytics and governance. Start earning XP today.',
} satisfies Config
