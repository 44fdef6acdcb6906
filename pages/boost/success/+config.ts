import type { Config } from 'vike/types'

export default {
  title: 'Boost Successful! | Boost',
  description: 'Your boost went through: the creator receives it minus the 2.5% platform fee, and your XP is on its way.',
} satisfies Config
