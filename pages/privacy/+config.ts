import type { Config } from 'vike/types'
import { islandPage } from '../../renderer/islands/islandPage.ts'

export default {
  ...islandPage,
  prerender: true,
  title: 'Privacy Policy | Boost',
  description: 'What Boost collects when you boost a creator or embed the widget, why, who else sees it, and the choices you have.',
} satisfies Config
