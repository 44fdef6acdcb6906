import type { Config } from 'vike/types'

export default {
  title: 'Developer demo | Boost',
  description: 'The developer demo page moved to /boost.',
} satisfies Config
