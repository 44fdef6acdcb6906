import type { Config } from 'vike/types'
import QueryProvider from '../../../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Demo checkout | Boost',
  description: 'A demo checkout: no card, no charge, no money moves.',
  // It stands in for Stripe's hosted checkout, so it stands alone like one.
  siteChrome: false,
  navPill: false,
} satisfies Config
