import type { Config } from 'vike/types'
import { PLATFORM_FEE_LABEL } from '../../../core/fees.ts'
import QueryProvider from '../../../renderer/QueryProvider.tsx'

export default {
  Layout: QueryProvider,
  title: 'Boost Successful! | Boost',
  description: `Your boost went through: the creator receives it minus the ${PLATFORM_FEE_LABEL} platform fee, and your XP is on its way.`,
} satisfies Config
