import type { Config } from 'vike/types'
import QueryProvider from '../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Webhooks | Boost creator console',
  description: 'Send your boosts, refunds, disputes and reached goals to your own server, signed.',
  siteChrome: false,
} satisfies Config
