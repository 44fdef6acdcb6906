import type { Config } from 'vike/types'
import QueryProvider from '../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Connect a Stripe account | Boost creator console',
  description: 'Enter your creator ID and connect a Stripe account to receive boosts: the onboarding link, and where you land when it is done.',
  siteChrome: false,
} satisfies Config
