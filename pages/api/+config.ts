import type { Config } from 'vike/types'
import { islandPage } from '../../renderer/islands/islandPage.ts'

export default {
  ...islandPage,
  prerender: true,
  title: 'API reference | Boost',
  description: 'Every Boost API endpoint, its parameters, request bodies and answers, generated from the schemas the server validates with.',
} satisfies Config
