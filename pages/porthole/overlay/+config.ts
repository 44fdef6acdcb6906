import type { Config } from 'vike/types'
import QueryProvider from '../../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Boost overlay',
  description: 'A live Boost counter for a streaming tool’s browser source.',
  // Only the counter: no header, footer, navigation pill or popups over the stream.
  siteChrome: false,
  navPill: false,
} satisfies Config
