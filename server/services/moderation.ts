// A supporter's message as fans may see it: invisible characters dropped, links removed, then words
// on a maintained profanity list (obscenity's English set, which also catches spellings like
// "fuuuck" or "ƒuck") and the creator's own blocked words masked but for their first letter. Words
// are matched on the text as moderationText.ts reads it, so look-alike, spaced-out or invisibly
// split spellings are caught, and masked where they stand in what is shown. The boost itself always counts:
// moderation only decides which words of its message are shown, and whether it waits for review.
import {
  asteriskCensorStrategy,
  englishDataset,
  englishRecommendedTransformers,
  keepStartCensorStrategy,
  type MatchPayload,
  parseRawPattern,
  RegExpMatcher,
  TextCensor,
} from 'obscenity'
import { withoutInvisibles } from '../../core/text.ts'
import { CreatorAlerts } from '../../entities/CreatorAlerts.ts'
import type { Tx } from '../db.ts'
import { linkSpans } from './links.ts'
import { type ReadText, readText, replacedIn, shownSpan } from './moderationText.ts'

type MessageStatus = 'shown' | 'held' | 'rejected'

export type Moderation = { blockedWords: readonly string[]; holdForReview: boolean }

export const LINK_REMOVED = '[link removed]'

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers })
const censor = new TextCensor().setStrategy(keepStartCensorStrategy(asteriskCensorStrategy()))

/** A creator's blocked words compiled once per distinct list, the last few hundred lists kept. */
const creatorMatchers = new Map<string, RegExpMatcher>()
const MATCHERS_KEPT = 500

function matcherFor(blockedWords: readonly string[]): RegExpMatcher | null {
  if (blockedWords.length === 0) return null
  const key = JSON.stringify(blockedWords)
  let matcher = creatorMatchers.get(key)
  if (!matcher) {
    matcher = new RegExpMatcher({
      blacklistedTerms: blockedWords.map((word, id) => ({ id, pattern: parseRawPattern(blockedPattern(word)) })),
      ...englishRecommendedTransformers,
    })
    if (creatorMatchers.size >= MATCHERS_KEPT) creatorMatchers.delete(creatorMatchers.keys().next().value!)
    creatorMatchers.set(key, matcher)
  }
  return matcher
}

// A short word matches only whole, so blocking "ass" leaves "class" alone; a longer one matches
// inside words too, where obscenity also sees through "r0sebud" (its boundaries would not).
const WHOLE_WORD_BELOW = 5

// The English preset collapses a run of one letter in the text before matching ("fuuuck" to
// "fuck"): to two for these letters, to one for the rest. A blocked word is collapsed the same
// way, or "pineapple" (met in the text as "pineaple") would never match.
const KEPT_TWICE = new Set(['b', 'e', 'o', 'l', 's', 'g'])

function collapsed(word: string): string {
  return word.replace(/(.)\1+/gu, (run, letter: string) => letter.repeat(Math.min([...run].length, KEPT_TWICE.has(letter) ? 2 : 1)))
}

function blockedPattern(word: string): string {
  const letters = escapePattern(collapsed(readText(word.toLowerCase()).text))
  return [...word].length < WHOLE_WORD_BELOW ? `|${letters}|` : letters
}

/** Obscenity's pattern syntax gives [ ] ? | and \ meanings; a blocked word means its letters. */
function escapePattern(word: string): string {
  return word.replace(/[[\]?|\\]/g, '\\$&')
}

// Separators between single letters ("f u c k", "b.r.e.a.d") are read as nothing; one beside a
// longer word is kept, so "I am a fan" still reads as four words and matches nothing new.
const SPACED_LETTER_GAP = /(?<=(?:^|[^\p{L}\p{N}])[\p{L}\p{N}])[\s\p{P}\p{S}]{1,3}(?=[\p{L}\p{N}](?:$|[^\p{L}\p{N}]))/gu

function wordsRead(shown: string): ReadText {
  return replacedIn(readText(shown), SPACED_LETTER_GAP, '')
}

function mask(shown: string, matcher: RegExpMatcher | null): string {
  if (!matcher) return shown
  const read = wordsRead(shown)
  const matches = matcher.getAllMatches(read.text)
  return matches.length === 0 ? shown : censor.applyTo(shown, matches.map((match) => shownMatch(shown, read, match)))
}

/** A match in the read text moved onto the part of the shown text it was read from. */
function shownMatch(shown: string, read: ReadText, match: MatchPayload): MatchPayload {
  const { start, end } = shownSpan(read, match.startIndex, match.endIndex + 1)
  return { ...match, startIndex: start, endIndex: end - 1, matchLength: [...shown.slice(start, end)].length }
}

function withoutLinks(shown: string): string {
  let unlinked = ''
  let copied = 0
  for (const link of linkSpans(shown)) {
    unlinked += shown.slice(copied, link.start) + LINK_REMOVED
    copied = link.end
  }
  return unlinked + shown.slice(copied)
}

/** The message's public form: invisible characters and links out, profanity and blocked words masked. */
export function publicForm(message: string, blockedWords: readonly string[] = []): string {
  const unlinked = withoutLinks(withoutInvisibles(message))
  return mask(mask(unlinked, profanity), matcherFor(blockedWords))
}

/** A boost's words under its creator's moderation: the message and the supporter's name, shown or held together. */
export type ModeratedWords = { publicMessage: string | null; publicSupporterName: string | null; status: Exclude<MessageStatus, 'rejected'> }

/** What a new boost's message and name become; null when the supporter wrote neither. A name that is nothing once cleaned has no public form. */
export function moderateWords(words: { message: string | null; supporterName: string | null }, moderation: Moderation): ModeratedWords | null {
  if (!words.message && !words.supporterName) return null
  return {
    publicMessage: words.message ? publicForm(words.message, moderation.blockedWords) : null,
    publicSupporterName: (words.supporterName && publicForm(words.supporterName, moderation.blockedWords).trim()) || null,
    status: moderation.holdForReview ? 'held' : 'shown',
  }
}

/** A creator's blocked words and review choice, read in the recording transaction; the defaults without a row. */
export async function creatorModeration(tx: Tx, creatorId: string): Promise<Moderation> {
  const row = await tx.em.findOne(CreatorAlerts, creatorId, { fields: ['blockedWords', 'holdForReview'] })
  return { blockedWords: row?.blockedWords ?? [], holdForReview: row?.holdForReview ?? false }
}
