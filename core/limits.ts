// Checkout currencies and the amount bounds a boost must stay within.

export const SUPPORTED_CURRENCIES = ['usd', 'eur', 'gbp', 'cad', 'aud'] as const

export type Currency = (typeof SUPPORTED_CURRENCIES)[number]

export type AmountLimits = { min: number; max: number }

/** The spec's $1 to $5,000: the usd bounds, and what a client assumes when the server's limits cannot be loaded. */
export const FALLBACK_LIMITS: Readonly<AmountLimits> = { min: 100, max: 500000 }

// Platform bounds in minor units; every supported currency has two-decimal minor units.
// usd is the spec's $1 to $5,000; the others sit near the same value in their own currency.
const PLATFORM_LIMITS: Readonly<Record<Currency, AmountLimits>> = {
  usd: FALLBACK_LIMITS,
  eur: { min: 100, max: 500000 },
  gbp: { min: 100, max: 400000 },
  cad: { min: 100, max: 650000 },
  aud: { min: 100, max: 750000 },
}

/** Codes are lowercase, as Stripe takes them; lowercase a user-supplied "USD" first. */
export function isSupportedCurrency(x: string): x is Currency {
  return (SUPPORTED_CURRENCIES as readonly string[]).includes(x)
}

export function platformLimits(currency: Currency): AmountLimits {
  const limits = PLATFORM_LIMITS[currency]
  if (!limits) throw new RangeError(`unsupported currency ${currency}`)
  return { ...limits }
}

/** A creator may narrow the platform range, never widen it; creator values that would widen it or contradict each other are ignored. */
export function narrowLimits(
  platform: AmountLimits,
  creator?: { minCents?: number | null; maxCents?: number | null },
): AmountLimits {
  const within = (cents: number | null | undefined): cents is number =>
    Number.isSafeInteger(cents) && (cents as number) >= platform.min && (cents as number) <= platform.max
  const { minCents, maxCents } = creator ?? {}
  const min = within(minCents) ? minCents : platform.min
  const max = within(maxCents) ? maxCents : platform.max
  return min > max ? { ...platform } : { min, max }
}

export function clampAmount(cents: number, limits: AmountLimits): { cents: number; clamped: boolean } {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount must be an integer number of cents, got ${cents}`)
  return clampAmountUnchecked(cents, limits)
}

/** clampAmount without its integer check, for callers whose cents are whole by construction: the embed script, which pays for every byte. */
export function clampAmountUnchecked(cents: number, limits: AmountLimits): { cents: number; clamped: boolean } {
  const bounded = Math.min(Math.max(cents, limits.min), limits.max)
  return { cents: bounded, clamped: bounded !== cents }
}
