// The fields requests carry, each defined once and parsed into what the server uses: ids checked
// against their shapes, a currency into the Currency type, an amount in major units into integer
// cents, a referral code into capitals, a message into its cleaned form.
import { z } from './zod.ts'
import { hasMarkup, MARKUP_MESSAGE } from '../creatorPage.ts'
import { ANON_ID_PATTERN, CREATOR_ID_PATTERN, REFERRAL_CODE_PATTERN } from '../ids.ts'
import { SUPPORTED_CURRENCIES } from '../limits.ts'
import { cleanMessage, isValidMessage, MAX_MESSAGE_LENGTH } from '../message.ts'
import { toCents } from '../money.ts'
import { MAX_SUPPORTER_NAME_LENGTH } from '../supporterName.ts'
import { hasUnsafeCharacters, UNSAFE_TEXT_MESSAGE } from '../text.ts'

/** Also what the onboarding pages show for a malformed id, word for word. */
export const CREATOR_ID_MESSAGE = 'Please enter a valid creator ID: 3-64 lowercase letters, digits, - or _'
const SUPPORTER_ID = 'must be a supporter id (a UUID)'
const ANON_ID = 'must be an anonymous id (8-64 characters of A-Z, a-z, 0-9, _ and -)'
const REFERRAL_CODE = 'must be a referral code (6-16 characters of A-Z and 0-9)'
const CURRENCY = `must be one of ${SUPPORTED_CURRENCIES.join(', ')}`
const AMOUNT = 'must be a number in major units, such as 5 or 19.99'

export const supporterId = z.guid(SUPPORTER_ID)
export const creatorId = z.string({ error: CREATOR_ID_MESSAGE }).regex(CREATOR_ID_PATTERN, CREATOR_ID_MESSAGE)
/** Text a creator writes about themselves: no control characters, no markup, trimmed, within `max`. */
export const creatorText = (max: number) =>
  z
    .string()
    .refine((text) => !hasUnsafeCharacters(text), UNSAFE_TEXT_MESSAGE)
    .refine((text) => !hasMarkup(text), MARKUP_MESSAGE)
    .trim()
    .max(max, `must be at most ${max} characters`)

/** A creator's display name, however it is set (onboarding, the page's profile). */
export const creatorName = creatorText(120).min(1, 'must not be empty')

/** The `:id` of a creator's own routes. */
export const creatorParams = z.object({ id: creatorId })
export const anonId = z.string(ANON_ID).regex(ANON_ID_PATTERN, ANON_ID)
/** Codes are shown in capitals; one typed in lowercase still counts. */
export const referralCode = z.string(REFERRAL_CODE).trim().toUpperCase().regex(REFERRAL_CODE_PATTERN, REFERRAL_CODE)

export const currency = z
  .string({ error: CURRENCY })
  .transform((code) => code.trim().toLowerCase())
  .pipe(z.enum(SUPPORTED_CURRENCIES, { error: CURRENCY }))
  .describe('ISO currency code, any case')

/** Major units in, integer cents out. */
export const amount = z
  .union([z.number(), z.string()], { error: AMOUNT })
  .transform((value, ctx) => {
    const cents = toCents(value)
    if (cents !== null) return cents
    ctx.addIssue({ code: 'custom', message: AMOUNT })
    return z.NEVER
  })
  .describe('major units (dollars, euros…), as the widget shows them')

/** Control characters removed, line breaks as spaces, trimmed; null when nothing is left. */
export const message = z
  .string()
  .refine(isValidMessage, `must be at most ${MAX_MESSAGE_LENGTH} characters`)
  .transform(cleanMessage)
  .describe(`shown with the boost; control characters are removed; at most ${MAX_MESSAGE_LENGTH} characters`)

/** The name a supporter boosts under: one line (no control characters or text-direction overrides), trimmed, at most 40 characters; null when empty. */
export const supporterName = z
  .string()
  .refine((text) => !hasUnsafeCharacters(text), UNSAFE_TEXT_MESSAGE)
  .trim()
  .refine((text) => [...text].length <= MAX_SUPPORTER_NAME_LENGTH, `must be at most ${MAX_SUPPORTER_NAME_LENGTH} characters`)
  .transform((text) => text || null)
  .describe(`the name shown with the boost, moderated like a message; at most ${MAX_SUPPORTER_NAME_LENGTH} characters on one line`)
