import type { Config } from 'vike/types'
import QueryProvider from '../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Your fan page | Boost',
  description: 'Every boost you made on any site, your XP, badges, weekly rank and referral link, on every device you sign in to with your passkey.',
} satisfies Config
