import type { Config } from 'vike/types'

export default {
  prerender: true,
  title: 'API reference | Boost',
  description: 'Every Boost API endpoint, its parameters, request bodies and answers, generated from the schemas the server validates with.',
} satisfies Config
