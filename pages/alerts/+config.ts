import type { Config } from 'vike/types'
import QueryProvider from '../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Alerts | Boost creator console',
  description: 'Your stream alerts: what shows, plays and is read aloud on your overlays, and which messages fans see.',
  siteChrome: false,
} satisfies Config
