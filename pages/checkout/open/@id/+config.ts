import type { Config } from 'vike/types'

export default {
  title: 'Opening your checkout | Boost',
  description: 'Taking you to the checkout of your boost.',
  // A step on the way to the hosted checkout, which stands alone: so does this.
  siteChrome: false,
  navPill: false,
} satisfies Config
