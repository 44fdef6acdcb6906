import type { Config } from 'vike/types'
import QueryProvider from '../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Your account | Boost creator console',
  description: 'Your passkeys, recovery codes and signed-in devices, and your payouts.',
  siteChrome: false,
} satisfies Config
