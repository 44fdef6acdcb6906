import type { Config } from 'vike/types'

export default {
  title: 'Your account | Boost creator console',
  description: 'Your passkeys, recovery codes and signed-in devices, and your payouts.',
  siteChrome: false,
} satisfies Config
