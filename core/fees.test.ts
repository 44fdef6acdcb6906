import { describe, expect, it } from 'vitest'
import {
  applicationFeeCents,
  applicationFeePercent,
  CARD_FEE_LABEL,
  cardFeeCents,
  cryptoSplit,
  feeBreakdown,
  PLATFORM_FEE_LABEL,
  PLATFORM_FEE_PERCENT,
  platformFeeCents,
} from './fees.ts'

const badGross = [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]

describe('PLATFORM_FEE_PERCENT', () => {
  it('is the 2.5% shown to people', () => {
    expect(PLATFORM_FEE_PERCENT).toBe(2.5)
  })
})

describe('PLATFORM_FEE_LABEL', () => {
  it('names the platform fee as pages show it', () => {
    expect(PLATFORM_FEE_LABEL).toBe('2.5%')
  })
})

describe('CARD_FEE_LABEL', () => {
  it('names the card fee as pages show it, from the rates the fees are computed with', () => {
    expect(CARD_FEE_LABEL).toBe('2.9% + 30¢')
    expect(cardFeeCents(10000)).toBe(290 + 30)
  })
})

describe('platformFeeCents', () => {
  it('takes 2.5% of the gross', () => {
    expect(platformFeeCents(2000)).toBe(50)
    expect(platformFeeCents(10000)).toBe(250)
  })

  it('rounds a half cent up', () => {
    expect(platformFeeCents(500)).toBe(13); // 12.5
    expect(platformFeeCents(20)).toBe(1); // 0.5
    expect(platformFeeCents(101)).toBe(3); // 2.525
  })

  it('rounds below a half cent down', () => {
    expect(platformFeeCents(19)).toBe(0); // 0.475
    expect(platformFeeCents(99)).toBe(2); // 2.475
  })

  it('is zero for a zero gross', () => {
    expect(platformFeeCents(0)).toBe(0)
  })

  it('stays exact for the largest safe gross', () => {
    const gross = Number.MAX_SAFE_INTEGER; // 9007199254740991
    expect(platformFeeCents(gross)).toBe(225179981368525); // 225179981368524.775 rounded
  })

  it.each(badGross)('throws a RangeError for %s', (gross) => {
    expect(() => platformFeeCents(gross)).toThrow(RangeError)
  })
})

describe('cardFeeCents', () => {
  it('takes 2.9% plus 30 cents', () => {
    expect(cardFeeCents(2000)).toBe(88)
    expect(cardFeeCents(10000)).toBe(320)
  })

  it('rounds the percentage half up before adding 30 cents', () => {
    expect(cardFeeCents(500)).toBe(45); // 14.5 -> 15
    expect(cardFeeCents(100)).toBe(33); // 2.9 -> 3
    expect(cardFeeCents(17)).toBe(30); // 0.493 -> 0
  })

  it('is the fixed 30 cents for a zero gross', () => {
    expect(cardFeeCents(0)).toBe(30)
  })

  it.each(badGross)('throws a RangeError for %s', (gross) => {
    expect(() => cardFeeCents(gross)).toThrow(RangeError)
  })
})

describe('feeBreakdown', () => {
  it.each([
    [500, 45, 13, 442],
    [2000, 88, 50, 1862],
    [5000, 175, 125, 4700],
    [10000, 320, 250, 9430],
  ])('splits %i cents into card fee %i, platform fee %i and creator net %i', (gross, stripeFee, platformFee, creatorNet) => {
    expect(feeBreakdown(gross)).toEqual({ gross, stripeFee, platformFee, creatorNet })
  })

  it('always adds back up to the gross', () => {
    for (const gross of [100, 137, 999, 123456, 500000]) {
      const { stripeFee, platformFee, creatorNet } = feeBreakdown(gross)
      expect(stripeFee + platformFee + creatorNet).toBe(gross)
    }
  })

  it.each(badGross)('throws a RangeError for %s', (gross) => {
    expect(() => feeBreakdown(gross)).toThrow(RangeError)
  })
})

describe('cryptoSplit', () => {
  it('sends 2.5% to the treasury and 97.5% to the creator', () => {
    expect(cryptoSplit(2000)).toEqual({ gross: 2000, treasury: 50, creator: 1950 })
  })

  it('rounds the treasury share half up and gives the creator the rest', () => {
    expect(cryptoSplit(500)).toEqual({ gross: 500, treasury: 13, creator: 487 })
  })

  it.each(badGross)('throws a RangeError for %s', (gross) => {
    expect(() => cryptoSplit(gross)).toThrow(RangeError)
  })
})

describe('applicationFeeCents', () => {
  it('is the platform fee plus the card fee', () => {
    expect(applicationFeeCents(500)).toBe(58)
    expect(applicationFeeCents(2000)).toBe(138)
  })

  it('leaves the creator exactly the net of the fee breakdown', () => {
    for (const gross of [100, 500, 2000, 10000, 500000]) {
      expect(gross - applicationFeeCents(gross)).toBe(feeBreakdown(gross).creatorNet)
    }
  })

  it.each(badGross)('throws a RangeError for %s', (gross) => {
    expect(() => applicationFeeCents(gross)).toThrow(RangeError)
  })
})

describe('applicationFeePercent', () => {
  it('is a percentage with at most two decimals', () => {
    for (const gross of [100, 999, 2000, 12_345, 500_000]) expect(Math.round(applicationFeePercent(gross) * 100)).toBe(applicationFeePercent(gross) * 100)
  })

  it('takes exactly applicationFeeCents from every amount up to 100.00, rounded to the cent', () => {
    for (let gross = 100; gross <= 10_000; gross += 1) {
      expect(Math.round((gross * applicationFeePercent(gross)) / 100)).toBe(applicationFeeCents(gross))
    }
  })
})
