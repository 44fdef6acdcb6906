import type { Config } from 'vike/types'

export default {
  title: 'Boost Cancelled | Boost',
  description: 'Your boost was cancelled: no payment was processed and no charges were made.',
} satisfies Config
