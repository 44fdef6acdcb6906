import { describe, expect, it, vi } from 'vitest'
import { decimalMajor, formatCents, formatMajor, formatMajorUnchecked, toCents, wholeDollars } from './money.ts'

describe('toCents', () => {
  it('converts whole numbers and decimal numbers to cents', () => {
    expect(toCents(20)).toBe(2000)
    expect(toCents(19.99)).toBe(1999)
    expect(toCents(0.29)).toBe(29)
    expect(toCents(1.1)).toBe(110)
    expect(toCents(0)).toBe(0)
  })

  it('converts decimal strings to cents', () => {
    expect(toCents('20')).toBe(2000)
    expect(toCents('20.5')).toBe(2050)
    expect(toCents('19.99')).toBe(1999)
    expect(toCents(' 7.25 ')).toBe(725)
    expect(toCents('.5')).toBe(50)
    expect(toCents('5.')).toBe(500)
    expect(toCents('007.10')).toBe(710)
  })

  it('ignores floating-point noise', () => {
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(1.1 * 3)).toBe(330)
    expect(toCents(4.35)).toBe(435)
  })

  it('rounds more than two decimals half up', () => {
    expect(toCents('1.005')).toBe(101)
    expect(toCents(1.005)).toBe(101)
    expect(toCents('1.0049999')).toBe(100)
    expect(toCents('0.995')).toBe(100)
    expect(toCents('9.999')).toBe(1000)
  })

  it('treats tiny numbers written in exponent form as zero cents', () => {
    expect(toCents(1e-7)).toBe(0)
  })

  it.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -1,
    -0.01,
    1e21,
    Number.MAX_SAFE_INTEGER,
  ])('returns null for the number %s', (amount) => {
    expect(toCents(amount)).toBeNull()
  })

  it.each(['', '   ', '.', 'abc', '12abc', '-5', '+5', '1,000', '1e3', '1.2.3', 'NaN', 'Infinity', '0x10', '99999999999999999'])(
    'returns null for the string %j',
    (amount) => {
      expect(toCents(amount)).toBeNull()
    },
  )
})

describe('formatCents', () => {
  it('formats dollars with two decimals', () => {
    expect(formatCents(500)).toBe('$5.00')
    expect(formatCents(1862)).toBe('$18.62')
    expect(formatCents(500000)).toBe('$5,000.00')
    expect(formatCents(7)).toBe('$0.07')
  })

  it('formats other currencies and locales', () => {
    expect(formatCents(1999, 'eur', 'de-DE')).toBe('19,99\u00a0€')
    expect(formatCents(1999, 'GBP', 'en-GB')).toBe('£19.99')
  })

  it('throws a RangeError for non-integer cents', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError)
    expect(() => formatCents(Number.NaN)).toThrow(RangeError)
  })

  it('throws a RangeError for a currency whose minor unit is not a hundredth', () => {
    expect(() => formatCents(500, 'jpy')).toThrow(RangeError)
  })

  it('throws a RangeError for an unknown currency code', () => {
    expect(() => formatCents(500, 'dollars')).toThrow(RangeError)
  })
})

describe('formatMajor', () => {
  it('drops the decimals of a whole amount', () => {
    expect(formatMajor(500)).toBe('$5')
    expect(formatMajor(500000)).toBe('$5,000')
  })

  it('keeps two decimals when there are cents', () => {
    expect(formatMajor(550)).toBe('$5.50')
    expect(formatMajor(1999, 'gbp', 'en-GB')).toBe('£19.99')
  })

  it('throws a RangeError for non-integer cents', () => {
    expect(() => formatMajor(5.5)).toThrow(RangeError)
  })
})

describe('formatMajorUnchecked', () => {
  it('formats whole cents of a two-decimal currency as formatMajor does', () => {
    for (const cents of [0, 500, 550, 1999, 500000]) {
      for (const currency of ['usd', 'eur', 'gbp', 'cad', 'aud']) expect(formatMajorUnchecked(cents, currency)).toBe(formatMajor(cents, currency))
    }
    expect([formatMajorUnchecked(500), formatMajorUnchecked(550), formatMajorUnchecked(1000, 'eur'), formatMajorUnchecked(2000, 'cad')]).toEqual(['$5', '$5.50', '€10', 'CA$20'])
  })

  it('builds no Intl formatter for Boost’s own currencies (the first one costs a phone 176 ms), and one for any other', () => {
    const built = vi.spyOn(Intl, 'NumberFormat')
    try {
      for (const currency of ['usd', 'eur', 'gbp', 'cad', 'aud']) formatMajorUnchecked(123456, currency)
      expect(built).not.toHaveBeenCalled()
      expect(formatMajorUnchecked(123456, 'chf')).toMatch(/^CHF\s1,234\.56$/)
      expect(built).toHaveBeenCalled()
    } finally {
      built.mockRestore()
    }
  })
})

describe('wholeDollars', () => {
  it('rounds down to whole dollars', () => {
    expect(wholeDollars(0)).toBe(0)
    expect(wholeDollars(99)).toBe(0)
    expect(wholeDollars(100)).toBe(1)
    expect(wholeDollars(123456)).toBe(1234)
  })

  it('throws a RangeError for non-integer cents', () => {
    expect(() => wholeDollars(1.5)).toThrow(RangeError)
    expect(() => wholeDollars(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('decimalMajor', () => {
  it('writes cents as exact major units with two decimals', () => {
    expect(decimalMajor('1862')).toBe('18.62')
    expect(decimalMajor(5)).toBe('0.05')
    expect(decimalMajor('-1250')).toBe('-12.50')
    expect(decimalMajor('900719925474099312')).toBe('9007199254740993.12')
  })
})
