import type { Config } from 'vike/types'

export default {
  prerender: true,
  title: 'Pricing and fees | Boost',
  description: 'Boost takes a 2.5% platform fee; card processing is 2.9% + 30¢. Worked examples for $5, $20 and $100 boosts, by card and by crypto.',
} satisfies Config
