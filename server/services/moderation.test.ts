import { describe, expect, it } from 'vitest'
import { LINK_REMOVED, moderateWords, publicForm } from './moderation.ts'

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

// Every code point Unicode marks default-ignorable that an attacker reached for, one row each.
const INVISIBLES = [
  '\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u2060', '\u2061', '\u2062', '\u2063', '\u2064', '\uFEFF', '\u00AD', '\u034F',
  '\u180E', '\u061C', '\u115F', '\uFE00', '\uFE0F', '\u{E0100}', '\u{E01EF}', '\u{E0000}', '\u{E0041}', '\u{E007F}',
]

describe('publicForm against words written to slip past the filter', () => {
  it.each(INVISIBLES.map((invisible) => [invisible.codePointAt(0)!.toString(16).toUpperCase(), invisible]))('masks profanity split by U+%s and shows no invisible character', (_, invisible) => {
    expect(publicForm(`what the f${invisible}uck`)).toBe('what the f***')
  })

  it.each([
    ['what the f u c k', 'what the f******'],
    ['what the f.u.c.k', 'what the f******'],
    ['what the f-u-c-k!', 'what the f******!'],
    ['what the F * U * C * K', 'what the F************'],
    ['what the ｆｕｃｋ', 'what the ｆ***'],
    ['what the f\u200Bu\u00ADc\u2060k', 'what the f***'],
  ])('masks %j', (message, shown) => {
    expect(publicForm(message)).toBe(shown)
  })

  it.each([
    ['b r e a d', 'b********'],
    ['B.R.E.A.D', 'B********'],
    ['b\u200Bread', 'b****'],
    ['ｂｒｅａｄ', 'ｂ****'],
    ['fresh b\uFE0Fr\u{E0062}ead', 'fresh b****'],
  ])('masks the blocked word "bread" written as %j', (message, shown) => {
    expect(publicForm(message, ['bread'])).toBe(shown)
  })

  it.each(['I am a fan', 'a b c', 'Go team!', 'U.S.A. all the way, e.g. at 3.50 p.m.', 'Merci Zoë 👩‍💻 ❤️', 'x y z! I\u2019m a b-i-g fan', '日本語 がんばって'])(
    'shows the ordinary message %j exactly as written',
    (message) => {
      expect(publicForm(message, ['bread'])).toBe(message)
    },
  )

  it('keeps emoji joined but drops joiners and selectors that join nothing', () => {
    expect(publicForm('go 👩\u200D💻 go')).toBe('go 👩\u200D💻 go')
    expect(publicForm('he\u200Dllo wor\uFE0Fld \u200D')).toBe('hello world ')
  })
})

describe('publicForm against links written to slip past the filter', () => {
  it.each([
    'evil.store', 'cheap.top/deal', 'win.click', 'setup.zip', 'haha.lol', 'get.money', 'sale.shop.website',
    '192.168.0.1', '10.0.0.1:8080/admin', '8.8.8.8/x', '2001:db8::1', '[2001:db8::1]:443/x', 'fe80::1%eth0',
    'пример.рф', 'bücher.store', 'evil\uFF0Ecom', 'evil\u3002com', 'evil\u2024com', 'ｅｖｉｌ．ｃｏｍ',
    'ev\u200Bil.com', 'evil.c\u200Bom', 'evil[.]com', 'evil(dot)com', 'evil[dot]com', 'evil (.) com', 'evil(.)store/win',
  ])('removes %j', (link) => {
    expect(publicForm(`visit ${link} now`)).toBe(`visit ${LINK_REMOVED} now`)
  })

  it.each(['it is 12:30, see you', 'version 1.2 out', 'pay $3.50, e.g. cash', 'I said: ok', 'the time 10:45:30 pm', 'dot the i (.) ok'])(
    'leaves %j alone',
    (message) => {
      expect(publicForm(message)).toBe(message)
    },
  )
})

describe('moderateWords', () => {
  it('holds every message for review when the creator asks, in its public form', () => {
    const held = moderateWords({ message: 'hi www.x.com', supporterName: null }, { blockedWords: [], holdForReview: true })
    expect(held).toEqual({ publicMessage: `hi ${LINK_REMOVED}`, publicSupporterName: null, status: 'held' })
    expect(moderateWords({ message: 'hi', supporterName: null }, { blockedWords: [], holdForReview: false })).toEqual({ publicMessage: 'hi', publicSupporterName: null, status: 'shown' })
  })

  it('moderates the name as the message, and holds it with the message', () => {
    const words = { message: null, supporterName: 'fuck www.x.com' }
    expect(moderateWords(words, { blockedWords: [], holdForReview: false })).toEqual({ publicMessage: null, publicSupporterName: `f*** ${LINK_REMOVED}`, status: 'shown' })
    expect(moderateWords(words, { blockedWords: [], holdForReview: true })?.status).toBe('held')
    expect(moderateWords({ message: null, supporterName: 'Maya Rosebud' }, { blockedWords: ['rosebud'], holdForReview: false })?.publicSupporterName).toBe('Maya R******')
  })

  it('gives a name of invisible characters no public form, and nothing without words', () => {
    expect(moderateWords({ message: null, supporterName: '\u200b\u200b' }, { blockedWords: [], holdForReview: false })?.publicSupporterName).toBeNull()
    expect(moderateWords({ message: null, supporterName: null }, { blockedWords: [], holdForReview: true })).toBeNull()
  })
})
