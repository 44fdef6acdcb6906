import { describe, expect, it } from 'vitest'
import { LINK_REMOVED, moderate, publicForm } from './moderation.ts'

describe('publicForm', () => {
  it('masks profanity, obfuscated spellings included, keeping the first letter', () => {
    expect(publicForm('what the fuck')).toBe('what the f***')
    expect(publicForm('fuuuuuck yes')).toMatch(/^f\*+ yes$/)
    expect(publicForm('you b1tch')).toBe('you b****')
  })

  it('leaves clean words alone, including ones that contain a listed word', () => {
    expect(publicForm('Great stream, keep it up!')).toBe('Great stream, keep it up!')
    expect(publicForm('Classic assessment of the bass')).toBe('Classic assessment of the bass')
  })

  it('removes links with a scheme, www. links and bare domains, but not decimals or abbreviations', () => {
    expect(publicForm('see https://evil.example/x?y=1 now')).toBe(`see ${LINK_REMOVED} now`)
    expect(publicForm('go to www.spam.net')).toBe(`go to ${LINK_REMOVED}`)
    expect(publicForm('follow me at spam.gg/me')).toBe(`follow me at ${LINK_REMOVED}`)
    expect(publicForm('my site evil.example.co.uk')).toBe(`my site ${LINK_REMOVED}`)
    expect(publicForm('here is $3.50, e.g. coffee')).toBe('here is $3.50, e.g. coffee')
  })

  it('masks the creator’s own blocked words whatever their case or spelling, short ones only as whole words', () => {
    expect(publicForm('Spoilers: Rosebud is a sled', ['rosebud'])).toBe('Spoilers: R****** is a sled')
    expect(publicForm('r0sebud!', ['rosebud'])).toBe('r******!')
    expect(publicForm('Pineapple and piiineapple', ['pineapple'])).toMatch(/^P\*+ and p\*+$/)
    expect(publicForm('a good book', ['good book'])).toBe('a g********')
    expect(publicForm('my cat is a cat', ['cat'])).toBe('my c** is a c**')
    expect(publicForm('a catalogue', ['cat'])).toBe('a catalogue')
    expect(publicForm('the [x] mark', ['[x]'])).toBe('the [x] mark')
  })
})

describe('moderate', () => {
  it('holds every message for review when the creator asks, in its public form', () => {
    expect(moderate('hi www.x.com', { blockedWords: [], holdForReview: true })).toEqual({ publicMessage: `hi ${LINK_REMOVED}`, status: 'held' })
    expect(moderate('hi', { blockedWords: [], holdForReview: false })).toEqual({ publicMessage: 'hi', status: 'shown' })
  })
})
