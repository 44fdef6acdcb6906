import type { Config } from 'vike/types'

export default {
  prerender: true,
} satisfies Config
