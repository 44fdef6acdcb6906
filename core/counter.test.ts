import { describe, expect, it } from 'vitest'
import {
  alreadyCounted,
  adjustmentCounted,
  applyAdjustment,
  applyBoost,
  changedDigits,
  DIGIT_GLOW_MS,
  metricValue,
  normaliseStats,
  padDigits,
  parseSnapshot,
  type LiveStats,
} from './counter.ts'

const stats: LiveStats = { boostsCount: 12, xpTotal: 1234, revenueCents: 12345, currency: 'usd', lastBoostId: 12, lastAdjustmentId: null }

describe('normaliseStats', () => {
  it('reads boostsCount, xpTotal and revenueCents and the last boost id', () => {
    expect(
      normaliseStats({
        totalBoosts: '12',
        totalGross: '12345',
        boostsCount: 12,
        xpTotal: 1234,
        revenueCents: 12345,
        totalRevenue: 123,
        lastEvent: { boostId: 12, amount: 500, xpAwarded: 50 },
      }),
    ).toEqual(stats)
  })

  it('falls back to the totals: integer strings, gross in cents, and 10 XP per boost', () => {
    expect(normaliseStats({ totalBoosts: '3', totalGross: '4500', lastEvent: null })).toEqual({
      boostsCount: 3,
      xpTotal: 30,
      revenueCents: 4500,
      currency: 'usd',
      lastBoostId: null,
      lastAdjustmentId: null,
    })
  })

  it('takes totalRevenue as whole dollars when no cents are given', () => {
    expect(normaliseStats({ totalBoosts: 2, totalRevenue: 25 })?.revenueCents).toBe(2500)
  })

  it('gives null for an answer without a boost count', () => {
    expect(normaliseStats({ error: 'nope' })).toBeNull()
    expect(normaliseStats(null)).toBeNull()
    expect(normaliseStats([1, 2])).toBeNull()
    expect(normaliseStats({ boostsCount: -1 })).toBeNull()
    expect(normaliseStats({ totalBoosts: '1.5' })).toBeNull()
  })
})

describe('parseSnapshot', () => {
  it('reads the stats a snapshot event carries', () => {
    expect(parseSnapshot('{"boostsCount":4,"xpTotal":40,"revenueCents":400,"lastEvent":{"boostId":9}}')).toEqual({
      boostsCount: 4,
      xpTotal: 40,
      revenueCents: 400,
      currency: 'usd',
      lastBoostId: 9,
      lastAdjustmentId: null,
    })
  })

  it('ignores anything else', () => {
    expect(parseSnapshot('not json')).toBeNull()
    expect(parseSnapshot('"text"')).toBeNull()
    expect(parseSnapshot('{"amount":500,"xpAwarded":50}')).toBeNull()
  })
})

describe('applyBoost', () => {
  it('adds one boost, its XP and its amount, and remembers its id', () => {
    expect(applyBoost(stats, { amountCents: 2000, currency: 'usd', xpAwarded: 200, boostId: 13 })).toEqual({
      boostsCount: 13,
      xpTotal: 1434,
      revenueCents: 14345,
      currency: 'usd',
      lastBoostId: 13,
      lastAdjustmentId: null,
    })
  })

  it('counts a boost in another currency and its XP, but adds nothing to revenue', () => {
    expect(applyBoost(stats, { amountCents: 2000, currency: 'eur', xpAwarded: 200, boostId: 13 })).toEqual({ ...stats, boostsCount: 13, xpTotal: 1434, lastBoostId: 13 })
    const inEuros = normaliseStats({ boostsCount: 1, revenueCents: 500, currency: 'eur' })!
    expect(applyBoost(inEuros, { amountCents: 700, currency: 'eur', xpAwarded: 70, boostId: 2 }).revenueCents).toBe(1200)
    expect(applyBoost(inEuros, { amountCents: 700, currency: 'usd', xpAwarded: 70, boostId: 2 }).revenueCents).toBe(500)
  })

  it('keeps the newer id when a boost arrives late', () => {
    expect(applyBoost(stats, { amountCents: 100, currency: 'usd', xpAwarded: 10, boostId: 5 }).lastBoostId).toBe(12)
    expect(applyBoost({ ...stats, lastBoostId: null }, { amountCents: 100, currency: 'usd', xpAwarded: 10, boostId: 5 }).lastBoostId).toBe(5)
  })
})

describe('applyAdjustment', () => {
  it('takes a refunded or disputed boost out of the count, the XP and, in its currency, the revenue, once', () => {
    const refund = { adjustmentId: 4, boosts: 0, amountCents: -500, xp: -50, currency: 'usd' }
    const applied = applyAdjustment(stats, refund)
    expect(applied).toEqual({ ...stats, revenueCents: 11845, xpTotal: 1184, lastAdjustmentId: 4 })
    expect(adjustmentCounted(applied, refund)).toBe(true)
    expect(adjustmentCounted(stats, refund)).toBe(false)
    expect(applyAdjustment(stats, { adjustmentId: 5, boosts: -1, amountCents: -2000, xp: -200, currency: 'eur' })).toEqual({
      ...stats, boostsCount: 11, xpTotal: 1034, lastAdjustmentId: 5,
    })
    expect(normaliseStats({ boostsCount: 1, lastAdjustmentId: 7 })?.lastAdjustmentId).toBe(7)
  })
})

describe('alreadyCounted', () => {
  it('is true for a boost at or before the last one the stats include', () => {
    expect(alreadyCounted(stats, { amountCents: 1, currency: 'usd', xpAwarded: 0, boostId: 12 })).toBe(true)
    expect(alreadyCounted(stats, { amountCents: 1, currency: 'usd', xpAwarded: 0, boostId: 3 })).toBe(true)
  })

  it('is false for a newer boost, or when the stats name no last boost', () => {
    expect(alreadyCounted(stats, { amountCents: 1, currency: 'usd', xpAwarded: 0, boostId: 13 })).toBe(false)
    expect(alreadyCounted({ ...stats, lastBoostId: null }, { amountCents: 1, currency: 'usd', xpAwarded: 0, boostId: 1 })).toBe(false)
  })
})

describe('metricValue', () => {
  it('shows boosts and XP as they are, and revenue in whole dollars rounded down', () => {
    expect(metricValue(stats, 'boosts')).toBe(12)
    expect(metricValue(stats, 'xp')).toBe(1234)
    expect(metricValue(stats, 'revenue')).toBe(123)
    expect(metricValue({ ...stats, revenueCents: 199 }, 'revenue')).toBe(1)
  })
})

describe('padDigits', () => {
  it('pads to six digits with zeros', () => {
    expect(padDigits(0)).toBe('000000')
    expect(padDigits(12345)).toBe('012345')
    expect(padDigits(999999)).toBe('999999')
  })

  it('keeps every digit of a number wider than the counter', () => {
    expect(padDigits(1234567)).toBe('1234567')
  })

  it('refuses negative and fractional numbers', () => {
    expect(() => padDigits(-1)).toThrow(RangeError)
    expect(() => padDigits(1.5)).toThrow(RangeError)
  })
})

describe('changedDigits', () => {
  it('lists the positions whose digit changed', () => {
    expect(changedDigits('012345', '012346')).toEqual([5])
    expect(changedDigits('000099', '000100')).toEqual([3, 4, 5])
    expect(changedDigits('000000', '000000')).toEqual([])
  })

  it('compares by place value when the number grows wider', () => {
    expect(changedDigits('999999', '1000000')).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(changedDigits('123456', '1123456')).toEqual([0])
  })
})

describe('DIGIT_GLOW_MS', () => {
  it('glows 400 ms for LED and 500 ms for digital and block', () => {
    expect(DIGIT_GLOW_MS).toEqual({ led: 400, digital: 500, block: 500 })
  })
})
