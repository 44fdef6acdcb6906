import { describe, expect, it } from 'vitest'
import { multiplesCrossed, soundStep } from './powerUp.ts'

describe('soundStep', () => {
  it('is 1000 for XP counters and 100 for the others', () => {
    expect(soundStep('xp')).toBe(1000)
    expect(soundStep('boosts')).toBe(100)
    expect(soundStep('revenue')).toBe(100)
    expect(soundStep('demo')).toBe(100)
  })
})

describe('multiplesCrossed', () => {
  it('counts the multiples passed on the way up, landing on one included', () => {
    expect(multiplesCrossed(950, 1000, 1000)).toBe(1)
    expect(multiplesCrossed(12345, 12445, 100)).toBe(1)
    expect(multiplesCrossed(12345, 13345, 100)).toBe(10)
    expect(multiplesCrossed(12345, 12355, 100)).toBe(0)
  })

  it('plays nothing going down or standing still', () => {
    expect(multiplesCrossed(1000, 900, 100)).toBe(0)
    expect(multiplesCrossed(500, 500, 100)).toBe(0)
  })
})
