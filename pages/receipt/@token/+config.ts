import type { Config } from 'vike/types'

export default {
  title: 'Your boost receipt | Boost',
  description: 'The receipt of a boost: what was paid, the fees, and what the creator receives.',
  // A document of its own, made to be printed.
  siteChrome: false,
  navPill: false,
} satisfies Config
