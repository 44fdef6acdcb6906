import type { Config } from 'vike/types'
import QueryProvider from '../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Easy Setup: your Boost button in two minutes | Boost',
  description:
    'Connect Stripe, copy one line of code, and let fans boost you with $5, $10 and $20 that land live. Your embed code, a live preview and What’s Next, in one place.',
  siteChrome: false,
} satisfies Config
