import type { Config } from 'vike/types'
import QueryProvider from '../../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  description: 'Your boost: what the creator receives after fees, your receipt, and your way back.',
} satisfies Config
