// Every function of format.ts against Intl's en-US text, which it stands in for, over edge values
// and a spread of ordinary ones.
import { describe, expect, it } from 'vitest'
import { formatCentsEnUs, formatCount, formatDateTime, formatDay, formatTimeOfDay, formatUtcDate, formatUtcDayTime } from './format.ts'
import { SUPPORTED_CURRENCIES } from './limits.ts'

const EDGES = [0, -0, 1, -1, 9, 99, 100, 101, 999, 1000, 1001, 99_999, 100_000, 123_456, 999_999, 1_000_000, 1_234_567, -1_234_567, 10 ** 12, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]
/** The same values each run: a spread over every order of magnitude a safe integer has. */
const SPREAD = Array.from({ length: 400 }, (_, index) => Math.round(((index * 7919) % 400) / 400 * 10 ** (index % 16)) * (index % 3 === 0 ? -1 : 1))
const INTEGERS = [...EDGES, ...SPREAD]
/** Intl formats cents / 100, a float: beyond about 10^15 cents its last decimal is the float's, not the amount's. */
const EXACT_IN_INTL = INTEGERS.filter((cents) => Math.abs(cents) <= 10 ** 15)

describe('formatCount', () => {
  it('writes integers as Intl does in en-US', () => {
    for (const count of INTEGERS) expect(formatCount(count), String(count)).toBe(count.toLocaleString('en-US'))
  })

  it('leaves anything but a safe integer to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5')
    expect(formatCount(Number.NaN)).toBe('NaN')
  })
})

describe('formatCentsEnUs', () => {
  const intl = (cents: number, currency: string, digits: 0 | 2) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100)

  it('writes each of Boost’s currencies with two decimals as Intl does in en-US', () => {
    for (const currency of SUPPORTED_CURRENCIES) {
      for (const cents of EXACT_IN_INTL) expect(formatCentsEnUs(cents, currency, 2), `${cents} ${currency}`).toBe(intl(cents, currency, 2))
    }
  })

  it('writes whole amounts without decimals as Intl does in en-US', () => {
    for (const currency of SUPPORTED_CURRENCIES) {
      for (const cents of EXACT_IN_INTL.map((value) => Math.trunc(value / 100) * 100)) expect(formatCentsEnUs(cents, currency, 0), `${cents} ${currency}`).toBe(intl(cents, currency, 0))
    }
  })

  it('stays exact where Intl’s float would not', () => {
    expect(formatCentsEnUs(Number.MAX_SAFE_INTEGER, 'usd', 2)).toBe('$90,071,992,547,409.91')
  })

  it('reads the currency in any case, and has no answer for one it has no symbol for', () => {
    expect(formatCentsEnUs(1999, 'GBP', 2)).toBe('£19.99')
    expect(formatCentsEnUs(1999, 'chf', 2)).toBeNull()
  })
})

describe('dates', () => {
  // Every month, both halves of the day, the hours either side of noon and midnight, a leap day.
  const DATES = [
    ...Array.from({ length: 12 }, (_, month) => new Date(2026, month, 1 + month * 2, month * 2, month * 5)),
    new Date(2026, 10, 27, 0, 7),
    new Date(2026, 10, 27, 11, 59),
    new Date(2026, 10, 27, 12, 0),
    new Date(2026, 10, 27, 23, 5, 9),
    new Date(2028, 1, 29, 13, 30),
    new Date(Date.UTC(2026, 2, 8, 23, 59, 59)),
  ]

  it('writes a UTC day as Intl does in en-US', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
    for (const date of DATES) expect(formatDay(date)).toBe(intl.format(date))
  })

  it('writes a UTC day with its year, and a UTC day with its time, as Intl does in en-US', () => {
    const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
    const dayTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    for (const at of DATES) {
      expect(formatUtcDate(at)).toBe(date.format(at))
      expect(formatUtcDayTime(at)).toBe(dayTime.format(at))
    }
  })

  it('writes a time in this time zone as Intl’s en-US medium date and short time', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    for (const date of DATES) expect(formatDateTime(date)).toBe(intl.format(date))
  })

  it('writes a time in UTC as Intl’s en-US medium date and short time in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
    for (const date of DATES) expect(formatDateTime(date, 'utc')).toBe(intl.format(date))
  })

  it('writes a time of day in this time zone as Intl’s en-US numeric hour, minute and second', () => {
    const intl = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' })
    for (const date of DATES) expect(formatTimeOfDay(date)).toBe(intl.format(date))
  })
})
