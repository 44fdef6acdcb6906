import { describe, expect, it } from 'vitest'
import type { BadgeTier } from './badges.ts'
import { BADGES, badgesCrossed, badgesForXp, MAX_LEVEL_TEXT, nextBadge, tierColor } from './badges.ts'

const codes = (badges: readonly { code: string }[]) => badges.map((badge) => badge.code)
const badXp = [-1, 10.5, Number.NaN, Number.POSITIVE_INFINITY]

describe('BADGES', () => {
  it('lists Fan, Superfan and Cosmic by rising threshold with the top badge gold and animated', () => {
    expect(BADGES).toEqual([
      { code: 'FAN', name: 'Fan', threshold: 0, tier: 3, animated: false },
      { code: 'SUPERFAN', name: 'Superfan', threshold: 500, tier: 2, animated: false },
      { code: 'COSMIC', name: 'Cosmic', threshold: 2000, tier: 1, animated: true },
    ])
  })
})

describe('badgesForXp', () => {
  it.each([
    [0, ['FAN']],
    [499, ['FAN']],
    [500, ['FAN', 'SUPERFAN']],
    [1999, ['FAN', 'SUPERFAN']],
    [2000, ['FAN', 'SUPERFAN', 'COSMIC']],
    [1_000_000, ['FAN', 'SUPERFAN', 'COSMIC']],
  ])('at %i XP earns %j', (xp, expected) => {
    expect(codes(badgesForXp(xp))).toEqual(expected)
  })

  it.each(badXp)('throws a RangeError for %s', (xp) => {
    expect(() => badgesForXp(xp)).toThrow(RangeError)
  })
})

describe('nextBadge', () => {
  it('points a new supporter at Superfan with no progress', () => {
    expect(nextBadge(0)).toEqual({ code: 'SUPERFAN', name: 'Superfan', threshold: 500, progress: 0 })
  })

  it('measures progress from zero toward Superfan', () => {
    expect(nextBadge(250)?.progress).toBe(0.5)
    expect(nextBadge(499)).toEqual({ code: 'SUPERFAN', name: 'Superfan', threshold: 500, progress: 0.998 })
  })

  it('measures progress from the Superfan threshold toward Cosmic', () => {
    expect(nextBadge(500)).toEqual({ code: 'COSMIC', name: 'Cosmic', threshold: 2000, progress: 0 })
    expect(nextBadge(1250)?.progress).toBe(0.5)
    expect(nextBadge(1999)?.progress).toBeCloseTo(1499 / 1500, 12)
  })

  it('is null at the top tier', () => {
    expect(nextBadge(2000)).toBeNull()
    expect(nextBadge(50_000)).toBeNull()
    expect(MAX_LEVEL_TEXT).toBe('Max level reached!')
  })

  it.each(badXp)('throws a RangeError for %s', (xp) => {
    expect(() => nextBadge(xp)).toThrow(RangeError)
  })
})

describe('badgesCrossed', () => {
  it('returns nothing when no threshold is crossed', () => {
    expect(badgesCrossed(0, 499)).toEqual([])
    expect(badgesCrossed(500, 1999)).toEqual([])
    expect(badgesCrossed(2000, 3000)).toEqual([])
  })

  it('returns the badge whose threshold is reached exactly', () => {
    expect(codes(badgesCrossed(499, 500))).toEqual(['SUPERFAN'])
    expect(codes(badgesCrossed(1999, 2000))).toEqual(['COSMIC'])
  })

  it('returns every badge crossed by one large jump', () => {
    expect(codes(badgesCrossed(0, 2000))).toEqual(['SUPERFAN', 'COSMIC'])
  })

  it('returns nothing when XP goes down', () => {
    expect(badgesCrossed(2500, 100)).toEqual([])
  })

  it.each(badXp)('throws a RangeError for %s on either side', (xp) => {
    expect(() => badgesCrossed(xp, 100)).toThrow(RangeError)
    expect(() => badgesCrossed(100, xp)).toThrow(RangeError)
  })
})

describe('tierColor', () => {
  it('colours tier 1 gold, tier 2 silver and tier 3 bronze', () => {
    expect(tierColor(1)).toBe('gold')
    expect(tierColor(2)).toBe('silver')
    expect(tierColor(3)).toBe('bronze')
  })

  it.each([0, 4, 1.5])('throws a RangeError for tier %s', (tier) => {
    expect(() => tierColor(tier as BadgeTier)).toThrow(RangeError)
  })
})
