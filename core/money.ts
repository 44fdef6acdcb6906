// Converting major-unit amounts to integer cents and formatting cents for display.
import { formatCentsEnUs } from './format.ts'

// Whole units and decimals, with a digit among them: "20", "20.5", ".5", "5.".
const DECIMAL_AMOUNT = /^(?=\.?\d)(\d*)(?:\.(\d*))?$/

/** Parses a major-unit amount (20, "20.5", 19.99) into cents; null when it is not a non-negative amount. */
export function toCents(amount: number | string): number | null {
  // String(n) is the shortest text that reads back as n, so 19.99 stays "19.99" rather than 19.989999….
  // Exponent form only appears below 1e-6 (zero cents) or from 1e21 (beyond safe cents, and refused).
  const match = DECIMAL_AMOUNT.exec(typeof amount === 'string' ? amount.trim() : String(amount > 0 && amount < 1e-6 ? 0 : amount))
  if (!match) return null
  // The third decimal rounds half up: "1.005" is 101 cents. n / 10 is exact at n.5, so Math.round rounds it up.
  const cents = Number(match[1]) * 100 + Math.round(Number(`${match[2] ?? ''}000`.slice(0, 3)) / 10)
  return Number.isSafeInteger(cents) ? cents : null
}

/** "$5.00": always two decimals. */
export function formatCents(cents: number, currency = 'usd', locale = 'en-US'): string {
  return formatMoney(cents, currency, locale, 2)
}

/** "$5" when whole, "$5.50" otherwise: for short labels such as preset buttons. */
export function formatMajor(cents: number, currency = 'usd', locale = 'en-US'): string {
  return formatMoney(cents, currency, locale, cents % 100 === 0 ? 0 : 2)
}

/** Boost's own currencies in en-US are written without Intl (core/format.ts); any other through it. */
function formatMoney(cents: number, currency: string, locale: string, fractionDigits: 0 | 2): string {
  checkedCents(cents)
  return (locale === 'en-US' ? formatCentsEnUs(cents, currency, fractionDigits) : null) ?? currencyFormat(currency, locale, fractionDigits).format(cents / 100)
}

/**
 * formatMajor without its checks, for callers whose cents are whole and whose currency has
 * two-decimal minor units by construction: the embed script, which pays for every byte. In en-US,
 * as the embed writes, Boost's own currencies are written without Intl too: a page's first Intl
 * formatter took 176 ms of a phone's main thread (Chromium at 4x CPU throttling) on every page
 * that embeds the widget.
 */
export function formatMajorUnchecked(cents: number, currency = 'usd'): string {
  const fractionDigits = cents % 100 ? 2 : 0
  return formatCentsEnUs(cents, currency, fractionDigits) ?? new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: fractionDigits }).format(cents / 100)
}

/** Integer cents as exact major units for a spreadsheet: "1862" is "18.62", "-5" is "-0.05" (every supported currency has two minor digits). */
export function decimalMajor(cents: string | number): string {
  const value = BigInt(cents)
  const size = value < 0n ? -value : value
  return `${value < 0n ? '-' : ''}${size / 100n}.${String(size % 100n).padStart(2, '0')}`
}

/** Revenue is shown in whole dollars, rounded down. */
export function wholeDollars(cents: number): number {
  checkedCents(cents)
  return Math.floor(cents / 100)
}

// Building an Intl.NumberFormat costs far more than formatting with one (a page of prices spent
// most of its hydration here), so each format is built once per currency, locale and precision.
const formats = new Map<string, Intl.NumberFormat>()

function currencyFormat(currency: string, locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}|${locale}|${fractionDigits}`
  const known = formats.get(key)
  if (known) return known
  const options = { style: 'currency', currency: currency.toUpperCase() } as const
  // Cents are hundredths; a currency with other minor units (JPY, KWD) would be shown wrong.
  if (new Intl.NumberFormat(locale, options).resolvedOptions().maximumFractionDigits !== 2) {
    throw new RangeError(`${currency} does not have two-decimal minor units`)
  }
  const format = new Intl.NumberFormat(locale, { ...options, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })
  formats.set(key, format)
  return format
}

function checkedCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`)
}
