import type { Config } from 'vike/types'
import QueryProvider from '../../../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Your monthly boost | Boost',
  description: 'Your monthly boost: the amount, the next payment and the months paid; change the amount, cancel or resume it without signing in.',
} satisfies Config
