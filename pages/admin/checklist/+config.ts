import type { Config } from 'vike/types'
import QueryProvider from '../../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Go-live checklist | Boost creator console',
  description:
    'Is this server ready to take real money? Stripe keys and webhook secret, a recent webhook, PostgreSQL, current migrations, an https address and an admin token, checked live, with how to fix each.',
  siteChrome: false,
} satisfies Config
