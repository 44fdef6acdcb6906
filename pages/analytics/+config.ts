import type { Config } from 'vike/types'
import QueryProvider from '../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Analytics: boosts, revenue and fees | Boost creator console',
  description:
    'Total boosts, gross revenue, platform fees and creator net; the card and crypto split, the fee breakdown, boosts per day, and every recent boost, live, with CSV export.',
  siteChrome: false,
} satisfies Config
