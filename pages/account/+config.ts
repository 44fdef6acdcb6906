import type { Config } from 'vike/types'
import QueryProvider from '../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Your account | Boost creator console',
  description: 'Your passkeys, recovery codes and signed-in devices, and your payouts.',
  siteChrome: false,
  // The page warns when PUBLIC_URL is an IP address, where passkeys cannot work.
  passToClient: ['publicUrl'],
} satisfies Config
