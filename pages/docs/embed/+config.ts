import type { Config } from 'vike/types'
import { islandPage } from '../../../renderer/islands/islandPage.ts'

export default {
  ...islandPage,
  prerender: true,
  title: 'Embed guide | Boost',
  description: 'Every attribute of the Boost embed script, a demo-mode snippet, test pages and what the widget does for you.',
} satisfies Config
