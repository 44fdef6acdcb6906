// The demo page's configuration (name, payment link, ETH address, mode, presets, Monthly, plus
// the creator id and account a working snippet needs), kept in localStorage so it survives a reload.
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { CREATOR_ID_PATTERN } from '../../../core/ids.ts'
import { FALLBACK_LIMITS } from '../../../core/limits.ts'
import { toCents } from '../../../core/money.ts'
import type { EmbedConfig } from '../../../ui/console/embedSnippets.ts'
import { mergeStored } from '../../../ui/storedState.ts'

export type DemoMode = 'demo' | 'live'

export type DemoConfig = {
  creatorId: string
  connectedAccount: string
  name: string
  stripeUrl: string
  ethAddress: string
  mode: DemoMode
  /** As typed: whole or decimal amounts, comma-separated. */
  presets: string
  /** Whether the widget offers Monthly beside a one-off boost. */
  monthly: boolean
}

export const DEMO_DEFAULTS: DemoConfig = {
  creatorId: 'demo-creator',
  connectedAccount: 'acct_demo',
  name: 'Demo Creator',
  stripeUrl: 'https://buy.stripe.com/test_boost_demo',
  ethAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  mode: 'demo',
  presets: '5, 20, 50',
  monthly: false,
}

const DEMO_CONFIG_KEY = 'boost:demo-config'

type DemoConfigState = DemoConfig & {
  set(change: Partial<DemoConfig>): void
  reset(): void
}

export const useDemoConfig = create<DemoConfigState>()(
  persist(
    (set) => ({
      ...DEMO_DEFAULTS,
      set: (change) => set(change),
      reset: () => set(DEMO_DEFAULTS),
    }),
    {
      name: DEMO_CONFIG_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ creatorId, connectedAccount, name, stripeUrl, ethAddress, mode, presets, monthly }) => ({ creatorId, connectedAccount, name, stripeUrl, ethAddress, mode, presets, monthly }),
      // Read after hydration, so the server's HTML (the defaults) and the first render agree.
      skipHydration: true,
      merge: mergeStored,
    },
  ),
)

type FieldProblems = Partial<Record<keyof DemoConfig, string>>

const ACCOUNT_PATTERN = /^acct_[A-Za-z0-9]{1,64}$/
const ETH_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/
const MAX_PRESETS = 6

/** What is wrong with each field, in words for the form. */
export function fieldProblems(config: DemoConfig): FieldProblems {
  const problems: FieldProblems = {}
  if (!CREATOR_ID_PATTERN.test(config.creatorId.trim())) problems.creatorId = '3 to 64 characters: lowercase letters, digits, - and _'
  const account = config.connectedAccount.trim()
  if (account && !ACCOUNT_PATTERN.test(account)) problems.connectedAccount = 'A Stripe account id starts with acct_'
  if (config.mode === 'live' && !account) problems.connectedAccount = 'Live boosts need your Stripe account id (acct_…)'
  if (config.name.trim().length > 80) problems.name = 'At most 80 characters'
  const link = config.stripeUrl.trim()
  if (link && !/^https:\/\/\S+$/.test(link)) problems.stripeUrl = 'A payment link starts with https://'
  const eth = config.ethAddress.trim()
  if (eth && !ETH_ADDRESS_PATTERN.test(eth)) problems.ethAddress = '0x followed by 40 hexadecimal characters'
  if (parsePresets(config.presets) === null) problems.presets = `1 to ${MAX_PRESETS} amounts from 1 to 5,000, separated by commas`
  return problems
}

/** Preset amounts in major units, or null when the text is not a usable list. */
export function parsePresets(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean)
  if (parts.length === 0 || parts.length > MAX_PRESETS) return null
  const amounts: number[] = []
  for (const part of parts) {
    const cents = toCents(part.replace(/^\$/, ''))
    if (cents === null || cents < FALLBACK_LIMITS.min || cents > FALLBACK_LIMITS.max) return null
    if (!amounts.includes(cents / 100)) amounts.push(cents / 100)
  }
  return amounts
}

/** The configuration the preview and the snippets use: a field with a problem falls back to its default (or is left out). */
export function embedConfig(config: DemoConfig): EmbedConfig {
  const problems = fieldProblems(config)
  const ok = (field: keyof DemoConfig) => problems[field] === undefined
  const text = (value: string) => value.trim() || null
  return {
    creatorId: ok('creatorId') ? config.creatorId.trim() : DEMO_DEFAULTS.creatorId,
    connectedAccount: ok('connectedAccount') ? text(config.connectedAccount) : null,
    name: ok('name') ? text(config.name) : null,
    stripeUrl: ok('stripeUrl') ? text(config.stripeUrl) : null,
    ethAddress: ok('ethAddress') ? text(config.ethAddress) : null,
    demo: config.mode === 'demo',
    presets: parsePresets(config.presets) ?? (parsePresets(DEMO_DEFAULTS.presets) as number[]),
    monthly: config.monthly === true,
  }
}
