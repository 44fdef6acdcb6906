import type { Config } from 'vike/types'
import { islandPage } from '../../renderer/islands/islandPage.ts'

export default {
  ...islandPage,
  prerender: true,
  title: 'Terms of Service | Boost',
  description: 'The terms under which fans boost creators and creators receive boosts on Boost. Last updated August 2025.',
} satisfies Config
