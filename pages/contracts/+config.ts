import type { Config } from 'vike/types'
import { islandPage } from '../../renderer/islands/islandPage.ts'

export default {
  ...islandPage,
  prerender: true,
  title: 'Smart contracts | Boost',
  description: 'How crypto boosts will be split by a non-custodial smart contract on Ethereum Mainnet and the Sepolia testnet. Addresses are previews until launch.',
} satisfies Config
