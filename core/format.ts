// Counts, money and times as Boost writes them, in American English, without Intl on the way: a
// page's first Intl formatter loads the locale's data, 20-25 ms of main thread on a laptop and
// 80-100 ms on a phone (Chromium at 4x CPU throttling), on every page load that formats a number.
// The text is Intl's en-US text to the character; format.test.ts holds each function to it.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** en-US symbols of the currencies Boost takes (core/limits.ts), as Intl writes them; others go through Intl. */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { usd: '$', eur: '€', gbp: '£', cad: 'CA$', aud: 'A$' }

/** 1234567 → "1,234,567". A number that is not a safe integer is left to Intl. */
export function formatCount(count: number): string {
  return Number.isSafeInteger(count) ? `${count < 0 || Object.is(count, -0) ? '-' : ''}${Math.abs(count)}`.replace(/\B(?=(\d{3})+$)/g, ',') : count.toLocaleString('en-US')
}

/**
 * Integer cents as en-US money with 2 or 0 decimals ("-$1,234.50", "CA$5"); null for a currency
 * without a symbol here, which the caller formats with Intl. Negative zero keeps its sign, as in Intl.
 */
export function formatCentsEnUs(cents: number, currency: string, fractionDigits: 0 | 2): string | null {
  const symbol = CURRENCY_SYMBOLS[currency.toLowerCase()]
  if (symbol === undefined) return null
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : ''
  const magnitude = Math.abs(cents)
  const fraction = fractionDigits === 2 ? `.${String(magnitude % 100).padStart(2, '0')}` : ''
  return `${sign}${symbol}${formatCount(Math.floor(magnitude / 100))}${fraction}`
}

/** "Mar 8": a UTC day, as the charts label their days. */
export function formatDay(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`
}

/** "Mar 8, 2026": a UTC day with its year, Intl's en-US short month, numeric day and year. */
export function formatUtcDate(date: Date): string {
  return `${formatDay(date)}, ${date.getUTCFullYear()}`
}

/** "Mar 8, 6:05 AM": a UTC day and time, Intl's en-US short month, numeric day, numeric hour and 2-digit minute. */
export function formatUtcDayTime(date: Date): string {
  return `${formatDay(date)}, ${clock(date, false, true)}`
}

/** "Nov 27, 2026, 6:05 AM", in the viewer's time zone (or UTC): Intl's en-US medium date and short time. */
export function formatDateTime(date: Date, zone: 'local' | 'utc' = 'local'): string {
  if (zone === 'utc') return `${formatUtcDate(date)}, ${clock(date, false, true)}`
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${clock(date, false)}`
}

/** "6:05:07 AM", in the viewer's time zone: Intl's en-US numeric hour with 2-digit minute and second. */
export function formatTimeOfDay(date: Date): string {
  return clock(date, true)
}

function clock(date: Date, seconds: boolean, utc = false): string {
  const [hour, minute, second] = utc ? [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()] : [date.getHours(), date.getMinutes(), date.getSeconds()]
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  return `${hour % 12 || 12}:${twoDigits(minute)}${seconds ? `:${twoDigits(second)}` : ''} ${hour < 12 ? 'AM' : 'PM'}`
}
