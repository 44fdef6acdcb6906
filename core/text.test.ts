import { describe, expect, it } from 'vitest'
import { hasUnsafeCharacters } from './text.ts'

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
