import { describe, expect, it } from 'vitest'
import type { Currency } from './limits.ts'
import {
  clampAmount,
  clampAmountUnchecked,
  FALLBACK_LIMITS,
  isSupportedCurrency,
  narrowLimits,
  platformLimits,
  SUPPORTED_CURRENCIES,
} from './limits.ts'

const usd = { min: 100, max: 500000 }

describe('SUPPORTED_CURRENCIES', () => {
  it('lists the lowercase checkout currencies', () => {
    expect(SUPPORTED_CURRENCIES).toEqual(['usd', 'eur', 'gbp', 'cad', 'aud'])
  })
})

describe('isSupportedCurrency', () => {
  it('accepts every supported lowercase code', () => {
    for (const code of SUPPORTED_CURRENCIES) expect(isSupportedCurrency(code)).toBe(true)
  })

  it.each(['USD', 'jpy', '', 'us', 'usd '])('rejects %j', (code) => {
    expect(isSupportedCurrency(code)).toBe(false)
  })
})

describe('platformLimits', () => {
  it('bounds usd to $1 through $5,000', () => {
    expect(platformLimits('usd')).toEqual({ min: 100, max: 500000 })
  })

  it.each([
    ['eur', 100, 500000],
    ['gbp', 100, 400000],
    ['cad', 100, 650000],
    ['aud', 100, 750000],
  ] as const)('bounds %s to %i through %i minor units', (currency, min, max) => {
    expect(platformLimits(currency)).toEqual({ min, max })
  })

  it('returns a copy the caller cannot use to change the platform bounds', () => {
    platformLimits('usd').max = 1
    expect(platformLimits('usd').max).toBe(500000)
  })

  it('throws a RangeError for an unsupported currency', () => {
    expect(() => platformLimits('jpy' as Currency)).toThrow(RangeError)
  })
})

describe('FALLBACK_LIMITS', () => {
  it('is the spec’s $1 to $5,000, the usd platform bounds', () => {
    expect(FALLBACK_LIMITS).toEqual({ min: 100, max: 500000 })
    expect(platformLimits('usd')).toEqual(FALLBACK_LIMITS)
  })
})

describe('narrowLimits', () => {
  it('keeps the platform limits when the creator sets none', () => {
    expect(narrowLimits(usd)).toEqual(usd)
    expect(narrowLimits(usd, {})).toEqual(usd)
    expect(narrowLimits(usd, { minCents: null, maxCents: null })).toEqual(usd)
  })

  it('lets the creator narrow both ends', () => {
    expect(narrowLimits(usd, { minCents: 500, maxCents: 10000 })).toEqual({ min: 500, max: 10000 })
  })

  it('lets the creator narrow one end only', () => {
    expect(narrowLimits(usd, { minCents: 500 })).toEqual({ min: 500, max: 500000 })
    expect(narrowLimits(usd, { maxCents: 10000 })).toEqual({ min: 100, max: 10000 })
  })

  it('accepts creator values equal to the platform bounds', () => {
    expect(narrowLimits(usd, { minCents: 100, maxCents: 500000 })).toEqual(usd)
    expect(narrowLimits(usd, { minCents: 700, maxCents: 700 })).toEqual({ min: 700, max: 700 })
  })

  it('ignores creator values that would widen the platform range', () => {
    expect(narrowLimits(usd, { minCents: 50, maxCents: 600000 })).toEqual(usd)
    expect(narrowLimits(usd, { minCents: 50, maxCents: 10000 })).toEqual({ min: 100, max: 10000 })
  })

  it('ignores a creator minimum above the creator maximum', () => {
    expect(narrowLimits(usd, { minCents: 10000, maxCents: 500 })).toEqual(usd)
  })

  it('ignores creator values that are not integer cents', () => {
    expect(narrowLimits(usd, { minCents: 150.5, maxCents: Number.NaN })).toEqual(usd)
  })
})

describe('clampAmount', () => {
  it('leaves an amount within the limits unchanged', () => {
    expect(clampAmount(2000, usd)).toEqual({ cents: 2000, clamped: false })
    expect(clampAmount(100, usd)).toEqual({ cents: 100, clamped: false })
    expect(clampAmount(500000, usd)).toEqual({ cents: 500000, clamped: false })
  })

  it('raises an amount below the minimum to the minimum', () => {
    expect(clampAmount(99, usd)).toEqual({ cents: 100, clamped: true })
    expect(clampAmount(-500, usd)).toEqual({ cents: 100, clamped: true })
  })

  it('lowers an amount above the maximum to the maximum', () => {
    expect(clampAmount(500001, usd)).toEqual({ cents: 500000, clamped: true })
  })

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws a RangeError for %s', (cents) => {
    expect(() => clampAmount(cents, usd)).toThrow(RangeError)
  })
})

describe('clampAmountUnchecked', () => {
  it('clamps whole cents as clampAmount does', () => {
    for (const cents of [-500, 99, 100, 2000, 500000, 500001, Number.MAX_SAFE_INTEGER]) {
      expect(clampAmountUnchecked(cents, usd)).toEqual(clampAmount(cents, usd))
    }
  })
})
