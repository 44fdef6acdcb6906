// Stream alerts and message moderation: the settings a creator changes from /alerts (and their
// overlays apply at once), test alerts and replays, the review queue of held messages, and the
// alert stream an overlay listens to. Amounts are major units here, cents inside.
import { z } from './zod.ts'
import { ALERT_ACCENTS, ALERT_LIMITS, ALERT_SOUNDS, type AlertDisplay, type AlertSettings } from '../alerts.ts'
import { ALERT_POSITIONS, ASSET_ID_PATTERN, isImageAsset, MAX_VARIANTS } from '../alertLook.ts'
import { TEMPLATE_TOKENS, templateProblem } from '../alertTemplate.ts'
import { defineEndpoints, OWN_SESSION, OWN_SESSION_ERRORS, PUBLIC, SESSION } from './endpoint.ts'
import { amount, creatorId, creatorParams, currency } from './fields.ts'
import { OVERLAY_ID_PATTERN } from '../ids.ts'
import { OVERLAY_METRICS } from '../counter.ts'

const { durationMs, volume, ttsMaxChars, minAmount, blockedWords, blockedWordLength, scale } = ALERT_LIMITS
const between = (min: number, max: number) => z.number(`must be a number from ${min} to ${max}`).int(`must be a whole number from ${min} to ${max}`).min(min, `must be from ${min} to ${max}`).max(max, `must be from ${min} to ${max}`)
const majorAmount = amount.refine((cents) => cents <= minAmount.max * 100, `must be at most ${minAmount.max}`)
const BLOCKED_WORD = `each must be 1-${blockedWordLength} letters, digits, spaces, ' or -`

/** A word or short phrase a creator never wants shown: letters first, no markup, no controls. */
const blockedWord = z
  .string(BLOCKED_WORD)
  .trim()
  .regex(new RegExp(`^[\\p{L}\\p{N}][\\p{L}\\p{N} '’-]{0,${blockedWordLength - 1}}$`, 'u'), BLOCKED_WORD)

const sound = z.enum(ALERT_SOUNDS, { error: `must be one of ${ALERT_SOUNDS.join(', ')}` })
const accent = z.enum(ALERT_ACCENTS, { error: `must be one of ${ALERT_ACCENTS.join(', ')}` })
const major = z.number().describe('major units, compared with each boost in its own currency')
const position = z.enum(ALERT_POSITIONS, { error: `must be one of ${ALERT_POSITIONS.join(', ')}` })
const TOKENS = TEMPLATE_TOKENS.map((token) => `{${token}}`).join(', ')

/** The alert's words: plain text with tokens, checked whole so the creator hears what is wrong. */
const template = z
  .string('must be text')
  .superRefine((text, ctx) => {
    const problem = templateProblem(text)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
  .describe(`the alert's words, at most 120 characters; tokens ${TOKENS} ({months} for monthly boosts) are filled in as plain text`)

const ASSET = 'must be the id of a file you uploaded'
const assetOf = (kind: 'image' | 'sound') =>
  z
    .string(ASSET)
    .regex(ASSET_ID_PATTERN, ASSET)
    .refine((id) => isImageAsset(id) === (kind === 'image'), `must be ${kind === 'image' ? 'an image' : 'a sound'} you uploaded`)
    .nullable()
    .describe(`an uploaded ${kind}'s id (POST /api/creators/{id}/alerts/assets), or null for none`)

const lookWire = z.object({
  template: z.string(),
  sound,
  soundAsset: z.string().nullable().describe('an uploaded sound, played instead of `sound`'),
  volume: z.number().int().describe('0 to 100'),
  image: z.string().nullable().describe('an uploaded image, shown on the alert'),
  accent,
  durationMs: z.number().int(),
})

const variantWire = lookWire.extend({ currency: z.string(), minAmount: major })

const layoutWire = z.object({
  position: position.describe('where on screen the alert shows'),
  scale: z.number().int().describe('percent of its normal size, 50 to 200'),
  showCounter: z.boolean().describe('whether the overlay shows the live counter above the alerts'),
})

export const alertDisplayWire = z.object({
  minAmount: major,
  durationMs: z.number().int(),
  sound,
  volume: z.number().int().describe('0 to 100'),
  showMessage: z.boolean(),
  tts: z.object({ enabled: z.boolean(), minAmount: major, maxChars: z.number().int() }),
  accent,
  template: z.string(),
  image: lookWire.shape.image,
  soundAsset: lookWire.shape.soundAsset,
  layout: layoutWire,
  variants: z.array(variantWire).describe('other looks for bigger boosts: the one with the biggest minAmount a boost of its currency reaches wins'),
})

const alertSettingsWire = alertDisplayWire.extend({
  blockedWords: z.array(z.string()).describe('masked in every message, whatever the case or spelling'),
  holdForReview: z.boolean().describe('messages reach fans only once the creator approves them'),
})

export type AlertDisplayWire = z.infer<typeof alertDisplayWire>
export type AlertSettingsWire = z.infer<typeof alertSettingsWire>

/** Any subset: what is left out keeps its value. */
const alertSettingsBody = z.object({
  minAmount: majorAmount.optional(),
  durationMs: between(durationMs.min, durationMs.max).optional(),
  sound: sound.optional(),
  volume: between(volume.min, volume.max).optional(),
  showMessage: z.boolean('must be true or false').optional(),
  tts: z
    .object({
      enabled: z.boolean('must be true or false').optional(),
      minAmount: majorAmount.optional(),
      maxChars: between(ttsMaxChars.min, ttsMaxChars.max).optional(),
    })
    .optional(),
  accent: accent.optional(),
  template: template.optional(),
  image: assetOf('image').optional(),
  soundAsset: assetOf('sound').optional(),
  layout: z
    .object({ position: position.optional(), scale: between(scale.min, scale.max).optional(), showCounter: z.boolean('must be true or false').optional() })
    .optional(),
  variants: z
    .array(
      z.object({
        currency,
        minAmount: majorAmount.refine((cents) => cents > 0, 'must be more than 0'),
        template,
        sound,
        soundAsset: assetOf('sound'),
        volume: between(volume.min, volume.max),
        image: assetOf('image'),
        accent,
        durationMs: between(durationMs.min, durationMs.max),
      }),
      'must be a list of variants',
    )
    .max(MAX_VARIANTS, `must hold at most ${MAX_VARIANTS} variants`)
    .refine((variants) => new Set(variants.map((variant) => `${variant.currency} ${variant.minAmount}`)).size === variants.length, 'must not hold two variants from the same amount in the same currency')
    .describe(`up to ${MAX_VARIANTS}; replaces the whole list`)
    .optional(),
  blockedWords: z
    .array(blockedWord, 'must be a list of words')
    .max(blockedWords, `must hold at most ${blockedWords} words`)
    .transform((words) => [...new Set(words.map((word) => word.toLowerCase()))])
    .optional(),
  holdForReview: z.boolean('must be true or false').optional(),
})

export type AlertSettingsChange = z.infer<typeof alertSettingsBody>

export function displayToWire(display: AlertDisplay): AlertDisplayWire {
  const { minAmountCents, tts, variants, ...rest } = display
  return {
    ...rest,
    minAmount: minAmountCents / 100,
    tts: { enabled: tts.enabled, minAmount: tts.minAmountCents / 100, maxChars: tts.maxChars },
    variants: variants.map(({ minAmountCents: from, ...variant }) => ({ ...variant, minAmount: from / 100 })),
  }
}

export function settingsToWire(settings: AlertSettings): AlertSettingsWire {
  const { blockedWords: words, holdForReview, ...display } = settings
  return { ...displayToWire(display), blockedWords: words, holdForReview }
}

/** `event: alert` of GET /api/stream/alerts: one alert for the creator's overlays to show. */
export const alertWire = z.object({
  kind: z.enum(['boost', 'test', 'replay']).describe('a new boost (its message decided, if it was held), a test from the console, or a replay'),
  alertId: z.string().describe('unique per alert shown'),
  boostId: z.number().int().nonnegative().describe('0 for a test'),
  amount: z.number().int().nonnegative().describe('gross, integer cents'),
  currency: z.string(),
  message: z.string().nullable().describe('the message in its public form; null when hidden, held or rejected'),
  supporterLabel: z.string().nullable(),
  supporterName: z.string().nullable().describe('the name the supporter gave, in its public form; null when anonymous, not given, held or rejected'),
  anonymous: z.boolean().describe('the supporter chose to boost anonymously: show and say “Anonymous”'),
  xpAwarded: z.number().int().nonnegative(),
  months: z.number().int().positive().nullable().describe('for a monthly boost, the month it paid (1: the first, so the supporter is new); null for a one-off boost or a test'),
})

export type AlertWire = z.infer<typeof alertWire>

const heldMessage = z.object({
  boostId: z.number().int().positive(),
  amount: z.number().int().describe('gross, integer cents'),
  currency: z.string(),
  message: z.string().describe('as the supporter wrote it'),
  publicMessage: z.string().describe('as fans would see it once approved'),
  supporterName: z.string().nullable().describe('the name the supporter gave, as written; held with the message'),
  publicSupporterName: z.string().nullable().describe('the name as fans would see it once approved'),
  anonymous: z.boolean(),
  supporterLabel: z.string().nullable(),
  ts: z.iso.datetime(),
})

export type HeldMessage = z.infer<typeof heldMessage>

const overlayState = z.object({
  overlay: z.string().describe('the last 4 characters of the overlay browser’s id: every browser source of one OBS shares it'),
  view: z.enum(OVERLAY_METRICS).describe('what it shows: a counter’s metric, or the goal'),
  state: z.enum(['live', 'reconnecting']).describe('reconnecting: lost in the last few minutes and not back yet'),
  lastSeen: z.iso.datetime().describe('live: its last sign of life; reconnecting: when it was lost'),
})

const alertStatusWire = z.object({
  overlays: z.number().int().nonnegative(),
  held: z.number().int().nonnegative(),
  list: z.array(overlayState).describe('each overlay that named itself, live ones first'),
})

export type AlertStatusWire = z.infer<typeof alertStatusWire>

const REVIEW_BATCH = 100
const reviewDecision = z.enum(['approve', 'reject'], { error: 'must be approve or reject' })

/** Several held messages decided at once: all of them or, on any id that is not the creator's to review, none. */
const reviewManyBody = z.object({
  boostIds: z
    .array(z.number('each must be a boost id').int('each must be a boost id').positive('each must be a boost id'), 'must be a list of boost ids')
    .min(1, 'must name at least one boost')
    .max(REVIEW_BATCH, `must name at most ${REVIEW_BATCH} boosts`)
    .transform((ids) => [...new Set(ids)])
    .describe(`up to ${REVIEW_BATCH} boosts whose messages were held for review`),
  decision: reviewDecision,
  playAlerts: z
    .boolean('must be true or false')
    .default(true)
    .describe('false: the messages are decided (approved ones shown to fans) without any alert on the overlays, for a backlog decided at once'),
})

export type ReviewManyBody = z.infer<typeof reviewManyBody>

const reviewed = z.object({
  boostId: z.number().int().positive(),
  status: z.enum(['shown', 'rejected']),
  changed: z.boolean().describe('false: decided before this request, left as it was'),
})

export type ReviewManyResult = { boosts: z.infer<typeof reviewed>[] }

export const alertEndpoints = defineEndpoints({
  alertSettings: {
    method: 'GET',
    path: '/api/creators/:id/alerts',
    summary: 'The creator’s alert settings: the display to anyone (overlays have no session); blocked words and review only to the creator',
    access: 'public; the moderation fields with the creator’s session',
    security: ['creatorSession', 'anonymous'],
    params: creatorParams,
    response: alertSettingsWire.partial({ blockedWords: true, holdForReview: true }),
    errors: { 400: 'bad creator id' },
  },
  updateAlertSettings: {
    method: 'PUT',
    path: '/api/creators/:id/alerts',
    summary: 'Changes any of the alert settings; open overlays apply them at once',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams,
    body: alertSettingsBody,
    response: alertSettingsWire,
    errors: { 400: 'a setting out of range, an unknown sound, accent, position or template token, a file that is not one of the creator’s uploads, or a list over its size', ...OWN_SESSION_ERRORS },
  },
  alertStatus: {
    method: 'GET',
    path: '/api/creators/:id/alerts/status',
    summary: 'How many of the creator’s alert overlays are connected right now, which are reconnecting, and how many messages are held',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams,
    response: alertStatusWire,
    errors: OWN_SESSION_ERRORS,
  },
  testAlert: {
    method: 'POST',
    path: '/api/creators/:id/alerts/test',
    summary: 'Shows a sample alert on the creator’s open overlays, of the amount and currency given (to see a variant); no number moves',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams,
    body: z
      .object({ amount: majorAmount.refine((cents) => cents > 0, 'must be more than 0').optional(), currency: currency.optional() })
      .describe('optional; 5 USD when left out'),
    response: z.object({ overlays: z.number().int().nonnegative() }),
    errors: OWN_SESSION_ERRORS,
  },
  replayAlert: {
    method: 'POST',
    path: '/api/creators/:id/alerts/replay',
    summary: 'Shows one of the creator’s recent boosts again on their open overlays',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams,
    body: z.object({ boostId: z.number('must be a boost id').int('must be a boost id').positive('must be a boost id') }),
    response: z.object({ overlays: z.number().int().nonnegative() }),
    errors: { 404: 'no boost of this creator with that id', ...OWN_SESSION_ERRORS },
  },
  reviewQueue: {
    method: 'GET',
    path: '/api/creators/:id/review',
    summary: 'Messages held for the creator’s review, oldest first',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams,
    response: z.array(heldMessage),
    errors: OWN_SESSION_ERRORS,
  },
  reviewMessage: {
    method: 'POST',
    path: '/api/creators/:id/review/:boostId',
    summary: 'Approves a held message (fans see it, overlays alert) or rejects it (never shown; the boost still counts)',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams.extend({ boostId: z.coerce.number('must be a boost id').int('must be a boost id').positive('must be a boost id') }),
    body: z.object({ decision: reviewDecision }),
    response: z.object({ boostId: z.number().int(), status: z.enum(['shown', 'rejected']) }),
    errors: { 404: 'no held message with that id', ...OWN_SESSION_ERRORS },
  },
  reviewMany: {
    method: 'POST',
    path: '/api/creators/:id/review',
    summary:
      'Approves or rejects several held messages in one go, all or none; those already decided are left as they were (a repeated request changes nothing). With `playAlerts: false` no overlay alerts them',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams,
    body: reviewManyBody,
    response: z.object({ boosts: z.array(reviewed).describe('each boost named, in the order given') }),
    errors: { 400: 'no ids, more than 100, or an unknown decision', 404: 'an id that is not a boost of this creator with a message to review: nothing is decided', ...OWN_SESSION_ERRORS },
  },
  alertStream: {
    method: 'GET',
    path: '/api/stream/alerts',
    summary: 'Server-Sent Events for one creator’s overlay: `settings` at once and on each change, `alert` for each alert to show',
    access: 'public',
    security: PUBLIC,
    query: z.object({
      creatorId,
      overlayId: z
        .string()
        .regex(OVERLAY_ID_PATTERN, 'must be 16-64 characters of A-Z, a-z, 0-9, _ and -')
        .optional()
        .describe('the overlay browser’s own random id: its streams count as one overlay live'),
      view: z
        .enum(OVERLAY_METRICS, { error: `must be one of ${OVERLAY_METRICS.join(', ')}` })
        .default('boosts')
        .describe('what the overlay shows (its `metric`): the console lists each overlay by it'),
    }),
    produces: 'text/event-stream',
    errors: { 400: 'creatorId, overlayId or view is malformed', 429: 'this address holds as many open streams as it may' },
  },
})
