import type { Config } from 'vike/types'

export default {
  title: 'React widget playground | Boost',
  description: 'The BoostWidget React component with the checkout endpoint, every preset and the $1 to $5,000 range.',
} satisfies Config
