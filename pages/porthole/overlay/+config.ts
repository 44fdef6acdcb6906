import type { Config } from 'vike/types'

export default {
  title: 'Boost overlay',
  description: 'A live Boost counter for a streaming tool’s browser source.',
  // Only the counter: no header, footer, navigation pill or popups over the stream.
  siteChrome: false,
  navPill: false,
} satisfies Config
