import type { Config } from 'vike/types'
import { CARD_FEE_LABEL, PLATFORM_FEE_LABEL } from '../../core/fees.ts'
import { islandPage } from '../../renderer/islands/islandPage.ts'

export default {
  ...islandPage,
  prerender: true,
  title: 'Pricing and fees | Boost',
  description: `Boost takes a ${PLATFORM_FEE_LABEL} platform fee; card processing is ${CARD_FEE_LABEL}. Worked examples for $5, $20 and $100 boosts, by card and by crypto.`,
} satisfies Config
