import type { Config } from 'vike/types'

export default {
  prerender: true,
  title: 'Terms of Service | Boost',
  description: 'The terms under which fans boost creators on Boost.',
} satisfies Config
