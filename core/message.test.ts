import { describe, expect, it } from 'vitest'
import { cleanMessage, isValidMessage, MAX_MESSAGE_LENGTH } from './message.ts'

describe('cleanMessage', () => {
  it('returns ordinary text unchanged', () => {
    expect(cleanMessage('Love the stream! 🚀')).toBe('Love the stream! 🚀')
  })

  it('trims surrounding whitespace', () => {
    expect(cleanMessage('  thanks  ')).toBe('thanks')
  })

  it('turns line breaks and tabs into spaces', () => {
    expect(cleanMessage('great\nshow\tagain\r\nsoon')).toBe('great show again  soon')
  })

  it('removes other C0 and C1 control characters and DEL', () => {
    expect(cleanMessage('a\u0000b\u0007c\u001bd\u007fe\u0080f\u009fg')).toBe('abcdefg')
  })

  it('removes bidi override and isolate characters', () => {
    expect(cleanMessage('\u202eevil\u202c \u2066ok\u2069 \u202a\u202b\u202d\u2067\u2068')).toBe('evil ok')
  })

  it('keeps non-control Unicode such as accents and joined emoji', () => {
    expect(cleanMessage('Merci Zoë 👩‍💻')).toBe('Merci Zoë 👩‍💻')
  })

  it('does not truncate a long message', () => {
    const long = 'x'.repeat(MAX_MESSAGE_LENGTH + 20)
    expect(cleanMessage(long)).toBe(long)
  })

  it.each(['', '   ', '\n\t', '\u0000\u202e\u2069'])('returns null when nothing is left of %j', (input) => {
    expect(cleanMessage(input)).toBeNull()
  })
})

describe('isValidMessage', () => {
  it('accepts a message of exactly 280 characters', () => {
    expect(MAX_MESSAGE_LENGTH).toBe(280)
    expect(isValidMessage('x'.repeat(280))).toBe(true)
  })

  it('rejects a message of 281 characters', () => {
    expect(isValidMessage('x'.repeat(281))).toBe(false)
  })

  it('counts an emoji as one character even though it is two UTF-16 units', () => {
    const emoji = '🚀'.repeat(280)
    expect(emoji.length).toBe(560)
    expect(isValidMessage(emoji)).toBe(true)
    expect(isValidMessage(`${emoji}!`)).toBe(false)
  })

  it('measures the cleaned text, not the raw input', () => {
    expect(isValidMessage(`  ${'x'.repeat(280)}\u202e\u0000  `)).toBe(true)
  })

  it('accepts an empty message, which means no message', () => {
    expect(isValidMessage('')).toBe(true)
    expect(isValidMessage('  \n ')).toBe(true)
  })
})
