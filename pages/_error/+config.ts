import type { Config } from 'vike/types'

export default {
  title: '404 Page Not Found | Boost',
  description: 'This page does not exist. Find your way back to boosting creators.',
} satisfies Config
