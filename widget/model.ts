// The widget's rules, shared by the script tag and the React component: options into a validated
// configuration, the amount a supporter picked, limits and clamping, and every message it shows.
// Pure: no DOM, no network, no zod, so it costs the script only what it uses.
import type { CheckoutResponse } from '../core/api/payments.ts'
import { CREATOR_ID_PATTERN, REFERRAL_CODE_PATTERN } from '../core/ids.ts'
import { type AmountLimits, clampAmountUnchecked, type Currency, FALLBACK_LIMITS, narrowLimits, SUPPORTED_CURRENCIES } from '../core/limits.ts'
import { MAX_MESSAGE_LENGTH } from '../core/message.ts'
import { formatCount } from '../core/format.ts'
import { formatMajorUnchecked, toCents } from '../core/money.ts'

const THEMES = ['light', 'dark', 'auto'] as const
export type Theme = (typeof THEMES)[number]

/** What a creator may pass, as React props or through `window.Boost.mount`; anything may be wrong. */
export type WidgetOptions = {
  creatorId?: unknown
  /** Accepted and not kept, like ethAddress: the server pays out to the account the creator connected, and crypto boosts are not here yet. */
  connectedAccount?: unknown
  name?: unknown
  stripeUrl?: unknown
  ethAddress?: unknown
  isDemoMode?: unknown
  theme?: unknown
  /** Amounts in major units, as numbers or one comma-separated string. */
  presets?: unknown
  currency?: unknown
  /** Major units (dollars). */
  minAmount?: unknown
  maxAmount?: unknown
  /** The same limits in cents (the embed's data-min / data-max); minAmount / maxAmount win. */
  minCents?: unknown
  maxCents?: unknown
  checkoutEndpoint?: unknown
  /** Shows the creator's goal above the amounts (data-goal="true", the React component's showGoal). */
  goal?: unknown
  /** Offers a monthly boost beside the one-off (data-monthly="true", the React component's monthly); read by the checkout flow's module (monthly.ts). */
  monthly?: unknown
}

export type WidgetConfig = {
  creatorId: string
  name: string | null
  stripeUrl: string | null
  demo: boolean
  theme: Theme
  /** Preset amounts in cents, in the creator's order. */
  presets: number[]
  currency: Currency
  /** The creator's own range in cents; it can only narrow the server's. */
  minCents: number | null
  maxCents: number | null
  checkoutEndpoint: string
  goal: boolean
}

/** A configuration, or the reason there is none; `problems` are bad values that fell back to defaults. */
type ParsedConfig = { config: WidgetConfig; error: null; problems: string[] } | { config: null; error: string; problems: string[] }

export const DEFAULT_PRESETS = [100, 500, 1000, 2000, 5000, 10000]
const DEFAULT_CHECKOUT_ENDPOINT = '/api/checkout'
export const ANON_ID_KEY = 'boost:anon-id'

// The widget's phases, in order; numbers so that "past the form" is a comparison.
export const FORM = 0
export const OPENING = 1
export const WAITING = 2
export { MAX_MESSAGE_LENGTH }

const MAX_PRESETS = 12
const MAX_NAME_LENGTH = 80
/** A yes or no word; group 1 holds the yes words. */
export const YES_OR_NO = /^(?:(true|1|yes|on)|false|0|no|off)$/i

/** The embed attributes as options: most data-* names are the props' names already (`data-creator-id` is `dataset.creatorId`). */
export function optionsFromDataset(dataset: Readonly<Record<string, string | undefined>>): WidgetOptions {
  return { ...dataset, stripeUrl: dataset.stripe, isDemoMode: dataset.demo, minCents: dataset.min, maxCents: dataset.max }
}

export function parseConfig(options: WidgetOptions): ParsedConfig {
  const problems: string[] = []
  // One shape for every bad value keeps the script small: `[boost] ignoring data-theme="neon"`.
  const ignore = (attribute: string, value: string) => {
    problems.push(`ignoring data-${attribute}="${value}"`)
    return null
  }
  /** The option's trimmed text through `parse`; null when unset, or when `parse` refuses it (a problem then). */
  const read = <T>(value: unknown, attribute: string, parse: (text: string) => T | null | false | 0 | undefined): T | null => {
    const trimmed = text(value)
    return trimmed === null ? null : parse(trimmed) || ignore(attribute, trimmed)
  }
  const matching = (pattern: RegExp) => (text: string) => pattern.test(text) && text
  /** One of `words`, in any case: data-theme="Dark" is dark. */
  const oneOf = <T extends string>(words: readonly T[]) => (text: string) => words.find((word) => word === text.toLowerCase())
  const creatorId = text(options.creatorId)
  if (!creatorId || !CREATOR_ID_PATTERN.test(creatorId)) {
    return {
      config: null,
      error: creatorId ? `"${creatorId}" is not a valid creator id (data-creator-id).` : 'This Boost button needs a creator id (data-creator-id).',
      problems,
    }
  }

  // An attribute present without a value (`data-demo`) means true, as HTML boolean attributes do.
  const yes = (option: unknown, attribute: string) => option === true || option === '' || !!read(option, attribute, (word) => YES_OR_NO.exec(word))?.[1]
  const demo = yes(options.isDemoMode, 'demo')
  const name = text(options.name)
  // The attribute's text, or an array, which reads the same once joined with commas.
  const list = String(options.presets ?? '').split(/[\s,;]+/)
  const presets = [...new Set(list.flatMap((item) => read(item, 'presets', toCents) ?? []))].slice(0, MAX_PRESETS)
  // data-min-amount (major units) wins over data-min (cents), and likewise for max.
  const cents = (major: unknown, minor: unknown, attribute: string) =>
    read(major, `${attribute}-amount`, toCents) ?? read(minor, attribute, (digits) => /^\d{1,12}$/.test(digits) && Number(digits))
  let minCents = cents(options.minAmount, options.minCents, 'min')
  let maxCents = cents(options.maxAmount, options.maxCents, 'max')
  if (minCents && maxCents && minCents > maxCents) minCents = maxCents = ignore('min/data-max', 'min above max')
  return {
    config: {
      creatorId,
      name: name && [...name].slice(0, MAX_NAME_LENGTH).join(''),
      stripeUrl: read(options.stripeUrl, 'stripe', matching(/^https:\/\/\S+$/)),
      demo,
      theme: read(options.theme, 'theme', oneOf(THEMES)) ?? 'auto',
      presets: presets.length > 0 ? presets : DEFAULT_PRESETS,
      currency: read(options.currency, 'currency', oneOf(SUPPORTED_CURRENCIES)) ?? 'usd',
      minCents,
      maxCents,
      checkoutEndpoint: text(options.checkoutEndpoint) ?? DEFAULT_CHECKOUT_ENDPOINT,
      goal: yes(options.goal, 'goal'),
    },
    error: null,
    problems,
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() || null : null
}

/**
 * The range the widget enforces, in cents: the server's (major units, as /api/checkout/limits
 * answers) or the fallback, narrowed by the creator's own attributes.
 */
export function effectiveLimits(server: { min: number; max: number } | null, config: Pick<WidgetConfig, 'minCents' | 'maxCents'>): AmountLimits {
  const min = server && toCents(server.min)
  const max = server && toCents(server.max)
  return narrowLimits(min && max && min <= max ? { min, max } : FALLBACK_LIMITS, config)
}

/** A preset's cents, or Custom with the text the supporter typed; so picking a preset leaves no custom text behind. */
export type Selection = number | string

export function presetAllowed(cents: number, limits: AmountLimits): boolean {
  return cents >= limits.min && cents <= limits.max
}

/** The preset selected at first: the middle one ($10 of 1…100), or the first within the limits. */
export function initialSelection(presets: readonly number[], limits: AmountLimits): Selection {
  const middle = presets[Math.floor((presets.length - 1) / 2)]
  if (middle !== undefined && presetAllowed(middle, limits)) return middle
  return presets.find((cents) => presetAllowed(cents, limits)) ?? ''
}

type ResolvedAmount = {
  /** What the checkout will ask for, always within the limits. */
  cents: number
  /** "Amount must be between $min and $max" when the supporter asked for more or less. */
  error: string | null
}

/** The amount to charge: clamped to the limits; a custom text that is no number falls back to the minimum. */
export function resolveAmount(selection: Selection, limits: AmountLimits, currency: Currency = 'usd'): ResolvedAmount {
  // A number that cents cannot hold (negative, or astronomically large) is out of range, not "no number":
  // as ±Infinity it clamps to a limit; no number at all (or zero) is NaN.
  const asked = typeof selection === 'number' ? selection : (toCents(selection) ?? Number(selection) * Infinity)
  if (Number.isNaN(asked)) return { cents: limits.min, error: null }
  // `asked` is whole cents or infinite here, so the unchecked clamp is enough.
  const { cents, clamped } = clampAmountUnchecked(asked, limits)
  return { cents, error: clamped ? rangeMessage(limits, currency) : null }
}

export function rangeMessage(limits: AmountLimits, currency: Currency = 'usd'): string {
  return `Amount must be between ${amountRange(limits, currency)}`
}

/** "$1 and $5,000": the limits in words, for the range message and the custom field's hint. */
export function amountRange(limits: AmountLimits, currency: Currency = 'usd'): string {
  return `${formatMajorUnchecked(limits.min, currency)} and ${formatMajorUnchecked(limits.max, currency)}`
}

/** The currency's symbol for the custom field: "$", "€", "£", "CA$", "A$". */
export function currencySymbol(currency: Currency): string {
  return formatMajorUnchecked(0, currency).replace(/[\d\s.,]/g, '')
}

export type Notice = { tone: 'info' | 'error'; title: string; text: string }

/** The server clamps too; when it did, the supporter is told what they will pay. */
export function checkoutNotice(response: Pick<CheckoutResponse, 'clamped' | 'amount'>, currency: Currency = 'usd'): Notice | null {
  if (!response.clamped) return null
  const cents = toCents(response.amount)
  return { tone: 'info', title: 'Amount Adjusted', text: `Amount was adjusted to ${cents === null ? response.amount : formatMajorUnchecked(cents, currency)} (within limits)` }
}

/** The spec's "Checkout Error" when there is nothing better to say: no answer, or no checkout flow to ask with. */
export const CHECKOUT_FAILED: Notice = { tone: 'error', title: 'Checkout Error', text: 'Failed to create checkout session' }

/** No answer from Boost, nearly always no network: said as it is, not as a failed checkout. */
export const OFFLINE: Notice = { tone: 'error', title: 'Offline', text: 'Connect and try again' }

/** Too many checkouts from here: the wait the server asked for, in seconds. */
export const tooMany = (seconds: number): Notice => ({ tone: 'error', title: 'Too many tries', text: `Try again in ${seconds} s` })

/**
 * "Checkout Error" with the server's `{ error }` message, or the spec's fallback; no answer at all
 * (status 0) is being offline; a 503 (a restart, an outage) asks for a retry.
 */
export function checkoutError(body: string | null, status?: number): Notice {
  if (status === 0) return OFFLINE
  if (status === 503) return { ...CHECKOUT_FAILED, text: 'Try again in a moment' }
  let message: unknown
  try {
    message = (JSON.parse(body ?? '') as { error?: unknown }).error
  } catch {
    // Not JSON (a proxy's error page): the fallback says enough.
  }
  return typeof message === 'string' && message.trim() ? { ...CHECKOUT_FAILED, text: message } : CHECKOUT_FAILED
}

/** The checkout's body; what is empty is left undefined, so JSON leaves it out (the server cleans what is sent). */
export function checkoutBody(
  config: WidgetConfig,
  cents: number,
  extra: { supporterId: string | null; ref: string | null; message: string; page?: string },
): Record<string, unknown> {
  return {
    return_url: wayBack(extra.page),
    amount: cents / 100,
    currency: config.currency,
    creator_id: config.creatorId,
    supporter_id: extra.supporterId || undefined,
    ref: extra.ref || undefined,
    message: extra.message.trim() || undefined,
    demo: config.demo || undefined,
  }
}

/** The page the checkout leads back to: an http(s) page, without its #fragment. */
function wayBack(page: string | undefined): string | undefined {
  return page && /^https?:/.test(page) && page.length <= 2048 ? page.split('#')[0] : undefined
}

/** A referral code the visitor arrived with (`?ref=`), if it has the right shape. */
export function referralFrom(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim().toUpperCase() ?? ''
  return REFERRAL_CODE_PATTERN.test(code) ? code : null
}

/** 18 random bytes (144 bits) as 24 characters of URL-safe base64. */
export function newAnonId(random: (bytes: Uint8Array) => Uint8Array): string {
  return btoa(String.fromCharCode(...random(new Uint8Array(18))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

/** "+1,000 XP" */
export function xpLabel(xp: number): string {
  return `+${formatCount(xp)} XP`
}

/** Preset columns: [narrow, wide] — six presets sit 3 × 2 at 280 px and in one row at 480 px. */
export function presetColumns(count: number): [number, number] {
  return [count <= 4 ? count : count <= 6 ? 3 : 4, count <= 6 ? count : Math.ceil(count / 2)]
}
