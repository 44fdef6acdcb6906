import type { Config } from 'vike/types'

export default {
  title: 'Developer demo: configure and test the Boost widget | Boost',
  description:
    'Configure the Boost widget, try it live in demo or live mode, copy working HTML and React embed code, and see how a boost flows from click to payout.',
  siteChrome: false,
} satisfies Config
