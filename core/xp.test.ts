import { describe, expect, it } from 'vitest'
import { REFERRAL_BONUS_XP, REFERRAL_RULE, referralBonusXp, XP_PER_DOLLAR, xpForCents, xpForCentsUnchecked } from './xp.ts'

const badCounts = [-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]

describe('xpForCents', () => {
  it('awards 10 XP per dollar', () => {
    expect(XP_PER_DOLLAR).toBe(10)
    expect(xpForCents(100)).toBe(10)
    expect(xpForCents(500)).toBe(50)
    expect(xpForCents(2000)).toBe(200)
  })

  it('rounds partial XP down', () => {
    expect(xpForCents(0)).toBe(0)
    expect(xpForCents(9)).toBe(0)
    expect(xpForCents(1999)).toBe(199)
  })

  it.each(badCounts)('throws a RangeError for %s', (cents) => {
    expect(() => xpForCents(cents)).toThrow(RangeError)
  })
})

describe('xpForCentsUnchecked', () => {
  it('awards what xpForCents does for whole, non-negative cents', () => {
    for (const cents of [0, 9, 100, 1999, 500000]) expect(xpForCentsUnchecked(cents)).toBe(xpForCents(cents))
  })
})

describe('referralBonusXp', () => {
  it('awards 50 XP per activation', () => {
    expect(REFERRAL_BONUS_XP).toBe(50)
    expect(referralBonusXp(0)).toBe(0)
    expect(referralBonusXp(1)).toBe(50)
    expect(referralBonusXp(7)).toBe(350)
  })

  it.each(badCounts)('throws a RangeError for %s', (activations) => {
    expect(() => referralBonusXp(activations)).toThrow(RangeError)
  })
})

describe('REFERRAL_RULE', () => {
  it('says the anti-farming limits with their numbers', () => {
    expect(REFERRAL_RULE).toBe('when their first boost is $5 or more, for up to 5 friends a week')
  })
})
