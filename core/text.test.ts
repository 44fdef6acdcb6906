import { describe, expect, it } from 'vitest'
import { hasUnsafeCharacters, withoutInvisibles } from './text.ts'

describe('hasUnsafeCharacters', () => {
  it.each(['a\u0000b', 'tab\there', 'line\nbreak', 'del\u007f', 'c1\u0085', 'evil\u202etxt.exe', 'iso\u2066late'])('finds the unsafe character in %j', (text) => {
    expect(hasUnsafeCharacters(text)).toBe(true)
  })

  it.each(['Ada Lovelace', 'Zoë & Friends', '日本語の名前', 'emoji 🎉', 'ﷺ arabic ligature'])('passes plain text %j', (text) => {
    expect(hasUnsafeCharacters(text)).toBe(false)
  })

  it('answers the same on every call, whatever the pattern remembers', () => {
    expect([1, 2, 3].map(() => hasUnsafeCharacters('a\u0000'))).toEqual([true, true, true])
  })
})

describe('withoutInvisibles', () => {
  it.each([
    ['f\u200Buck', 'fuck'],
    ['so\u00ADft hy\u2060phen', 'soft hyphen'],
    ['tag\u{E0041}\u{E007F}ged', 'tagged'],
    ['sel\uFE00ect\u{E0100}or', 'selector'],
    ['join\u200Ded', 'joined'],
  ])('removes what displays as nothing from %j', (text, shown) => {
    expect(withoutInvisibles(text)).toBe(shown)
  })

  it('keeps emoji sequences joined and presented as emoji', () => {
    expect(withoutInvisibles('Merci 👩\u200D💻 ❤\uFE0F 👍🏽\u200D')).toBe('Merci 👩\u200D💻 ❤\uFE0F 👍🏽')
  })
})
