import type { Config } from 'vike/types'

export default {
  prerender: true,
  title: 'Embed guide | Boost',
  description: 'Every attribute of the Boost embed script, a demo-mode snippet, test pages and what the widget does for you.',
} satisfies Config
