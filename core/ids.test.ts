import { describe, expect, it } from 'vitest'
import { ANON_ID_PATTERN, CREATOR_ID_PATTERN, isAnonId, isCreatorId, REFERRAL_CODE_PATTERN } from './ids.ts'

describe('isCreatorId', () => {
  it.each(['abc', 'creator_123', 'my-channel', 'a'.repeat(64)])('accepts %j', (id) => {
    expect(isCreatorId(id)).toBe(true)
    expect(CREATOR_ID_PATTERN.test(id)).toBe(true)
  })

  it.each(['ab', 'a'.repeat(65), 'Creator', 'has space', 'slash/id', 'émile', '', 'abc\n'])('rejects %j', (id) => {
    expect(isCreatorId(id)).toBe(false)
  })

  it.each([null, undefined, 123, {}, ['abc']])('rejects the non-string %j', (value) => {
    expect(isCreatorId(value)).toBe(false)
  })
})

describe('isAnonId', () => {
  it.each(['abcdEFGH', 'anon_4f9c-2A71b3', 'x'.repeat(64)])('accepts %j', (id) => {
    expect(isAnonId(id)).toBe(true)
    expect(ANON_ID_PATTERN.test(id)).toBe(true)
  })

  it.each(['abcdEFG', 'x'.repeat(65), 'has space1', 'dots.are.out', '', 'abcdefgh\n'])('rejects %j', (id) => {
    expect(isAnonId(id)).toBe(false)
  })

  it.each([null, undefined, 12345678, {}])('rejects the non-string %j', (value) => {
    expect(isAnonId(value)).toBe(false)
  })
})

describe('REFERRAL_CODE_PATTERN', () => {
  it.each(['ABC123', 'ZZZZZZZZZZZZZZZZ', '000000'])('matches %j', (code) => {
    expect(REFERRAL_CODE_PATTERN.test(code)).toBe(true)
  })

  it.each(['ABC12', 'A'.repeat(17), 'abc123', 'ABC-123', 'ABC 123', ''])('does not match %j', (code) => {
    expect(REFERRAL_CODE_PATTERN.test(code)).toBe(false)
  })
})
