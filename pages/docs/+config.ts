import type { Config } from 'vike/types'

export default {
  prerender: true,
  title: 'Documentation | Boost',
  description: 'Add a Boost button to your site with one script tag or a React component: quick start, configuration, events, stream overlays and troubleshooting.',
} satisfies Config
