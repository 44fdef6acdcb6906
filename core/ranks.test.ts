import { describe, expect, it } from 'vitest'
import { rankTier, shortLabel } from './ranks.ts'

describe('rankTier', () => {
  it.each([
    [1, 'Champion'],
    [2, 'Runner-up'],
    [3, 'Third Place'],
    [4, 'Top 10'],
    [10, 'Top 10'],
    [11, 'Booster'],
    [500, 'Booster'],
  ])('names rank %i %s', (rank, tier) => {
    expect(rankTier(rank)).toBe(tier)
  })

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws a RangeError for rank %s', (rank) => {
    expect(() => rankTier(rank)).toThrow(RangeError)
  })
})

describe('shortLabel', () => {
  it('keeps the last 6 characters of the anonymous id', () => {
    expect(shortLabel('anon_4f9c2a71b3')).toBe('2a71b3')
  })

  it('returns an id of 6 characters or fewer whole', () => {
    expect(shortLabel('abc123')).toBe('abc123')
    expect(shortLabel('abc')).toBe('abc')
    expect(shortLabel('')).toBe('')
  })
})
