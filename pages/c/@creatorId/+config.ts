import type { Config } from 'vike/types'
import QueryProvider from '../../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
} satisfies Config
