import type { Config } from 'vike/types'

export default {
  title: 'Sign in | Boost creator console',
  description: 'Sign in to your Boost creator console with a passkey, or with a recovery code, from any device.',
} satisfies Config
