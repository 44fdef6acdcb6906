// A creator's own page: the colours their avatar may take, and the limits of what they write on it
// (bio, goal title). Shared by the server's schemas, the console's forms and the page itself.
import { type AmountLimits, type Currency, platformLimits } from './limits.ts'

/** The avatar colours a creator picks from; each reads well on light and dark. */
export const PROFILE_COLORS = {
  violet: '#7c3aed',
  fuchsia: '#c026d3',
  rose: '#e11d48',
  amber: '#d97706',
  emerald: '#059669',
  teal: '#0d9488',
  sky: '#0284c7',
  slate: '#475569',
} as const

export type ProfileColor = keyof typeof PROFILE_COLORS

export const DEFAULT_PROFILE_COLOR: ProfileColor = 'violet'
export const PROFILE_COLOR_NAMES = Object.keys(PROFILE_COLORS) as ProfileColor[]

export const BIO_MAX_LENGTH = 280
/** The note a fan reads on the thank-you page once their boost is paid. */
export const THANK_YOU_NOTE_MAX_LENGTH = 280
export const GOAL_TITLE_MAX_LENGTH = 80
/** How many recent boosts the page lists, and how many supporters its weekly board shows. */
export const RECENT_SUPPORTERS = 20
export const TOP_SUPPORTERS = 10

export const MARKUP_MESSAGE = 'must not contain markup (< or >)'

/** Angle brackets are refused in what a creator writes, so no text of theirs can ever be read as a tag. */
export function hasMarkup(text: string): boolean {
  return /[<>]/.test(text)
}

export function isProfileColor(value: unknown): value is ProfileColor {
  return typeof value === 'string' && Object.hasOwn(PROFILE_COLORS, value)
}

/**
 * "Maya Lin" → "ML", "creator-7x" → "C7", "Ana \"The Artist\"" → "AT": two letters for an avatar,
 * the one function every avatar of a creator or supporter uses. Quotes and other marks before a
 * word's first letter are skipped; a word of no letters keeps its first character (an emoji).
 */
export function initialsOf(name: string): string {
  // By code point, so a name that starts with an emoji keeps it whole.
  const words = name
    .split(/[\s_-]+/)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+(?=[\p{L}\p{N}])/u, '')])
    .filter((letters) => letters.length > 0)
  const letters = words.length > 1 ? [words[0]![0], words[1]![0]] : (words[0] ?? ['?']).slice(0, 2)
  return letters.join('').toUpperCase()
}

/** What a goal counts: everything raised since it started, or what active monthly boosts bring each month. */
export const GOAL_KINDS = ['total', 'monthly'] as const
export type GoalKind = (typeof GOAL_KINDS)[number]

/** A goal's target: from the smallest boost to 200 times the largest, in the goal's currency. */
export function goalTargetLimits(currency: Currency): AmountLimits {
  const platform = platformLimits(currency)
  return { min: platform.min, max: platform.max * 200 }
}
