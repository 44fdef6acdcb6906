// The messages boosts carry in the benchmarks, and the blocked words of the moderated creators.

export const BLOCKED_WORDS = ['rosebud', 'spoiler', 'ex-sponsor', 'cheap skins']

// Clean text, a link, profanity, a blocked word, a bare domain with both: what moderation sees.
export const MESSAGES = [
  'Great stream, keep it up!',
  'grab the deal at https://cheap-skins.example.com/now',
  'what the fuck was that play',
  'no Rosebud spoilers please',
  'love from boost.gg you absolute shitlord',
]

// Words and links written to slip past moderation: invisible, spaced-out, look-alike and defanged.
export const HOSTILE_MESSAGES = [
  'what the f\u200Buck was that, r\u2060o\u00ADsebud',
  'f u c k this and f.u.c.k that',
  'ｆｕｃｋ from ｅｖｉｌ．ｃｏｍ',
  'deals at evil[.]store, evil(dot)top and win。click',
  'go to 192.168.0.1:8080/admin or [2001:db8::1]:443/x',
  'пример.рф and bücher.store and ev\u200Bil.zip',
]
