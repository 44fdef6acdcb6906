import type { Config } from 'vike/types'

export default {
  prerender: true,
  title: 'Terms of Service | Boost',
  description: 'The terms under which fans boost creators and creators receive boosts on Boost. Last updated August 2025.',
} satisfies Config
