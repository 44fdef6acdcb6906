import type { Config } from 'vike/types'

export default {
  title: 'Porthole Counter | Boost',
  description:
    'Live six-digit counters in LED, digital, block, flip and dot styles with green, gold and magenta accents: try them, hear the power-ups, and put one on your stream.',
} satisfies Config
