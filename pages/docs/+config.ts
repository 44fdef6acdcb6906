import type { Config } from 'vike/types'
import { islandPage } from '../../renderer/islands/islandPage.ts'

export default {
  ...islandPage,
  prerender: true,
  title: 'Documentation | Boost',
  description: 'Add a Boost button to your site with one script tag or a React component: quick start, configuration, events, stream overlays and troubleshooting.',
} satisfies Config
