// The fan endpoints: a fan's own page (/me) on Boost's origin, joining a boost paid on any site to
// the fan, passkeys that carry the fan to another device, and the fan's data rights (export,
// forget). Every one reads or sets the fan cookie, so each answers our own pages only.
import { z } from './zod.ts'
import { authenticationResponse, passkeyName, registrationResponse } from './account.ts'
import { defineEndpoints, PUBLIC } from './endpoint.ts'
import { gamificationSummary } from './ledger.ts'
import { anonId, supporterId } from './fields.ts'
import { sessionId } from './payments.ts'
import { monthlyBoostDetail } from './subscriptions.ts'

const FAN = ['fanSession'] as const
const SAME_ORIGIN = 'the fan’s session (same-origin), rate limited per client'
const FAN_ERRORS = { 401: 'no fan session: claim a boost or sign in with a fan passkey', 403: 'cross-site request', 429: 'too many requests' } as const

const isoTime = z.iso.datetime()

const claimBody = z.object({
  sessionId: sessionId.describe('the paid checkout, as the thank-you page has it in `?sid=`'),
  anonId: anonId.describe('the anonymous id of the boost’s supporter, which only the browser (or widget) that paid holds'),
  deviceAnonId: anonId.optional().describe('this browser’s own anonymous id on Boost’s origin, joined to the fan too while it is nobody else’s'),
})

const claimResponse = z.object({
  supporterId: supporterId.describe('the fan: this browser’s supporter id on Boost’s origin from now on'),
  joined: z.boolean().describe('whether another supporter was joined to the fan by this claim'),
})

const fanBoost = z.object({
  id: z.number().int(),
  creatorId: z.string(),
  creatorName: z.string().nullable(),
  amountCents: z.number().int().describe('what was paid, in minor units of `currency`'),
  refundedCents: z.number().int(),
  currency: z.string(),
  at: isoTime,
  message: z.string().nullable().describe('the message as it is shown publicly (masked, links removed); null while held, once rejected, or with none'),
  messageStatus: z.enum(['shown', 'held', 'rejected']).nullable(),
  demo: z.boolean(),
  receiptUrl: z.string().describe('where the fan finds this boost’s receipt again'),
})

const fanPasskey = z.object({ id: z.string(), name: z.string(), createdAt: isoTime, lastUsedAt: isoTime.nullable() })

const fanSummary = z.object({
  supporterId,
  progress: gamificationSummary,
  boosts: z.array(fanBoost).describe('every boost the fan made, on any site, newest first'),
  subscriptions: z.array(monthlyBoostDetail).describe('the fan’s monthly boosts, newest first, each with its payments'),
  passkeys: z.array(fanPasskey),
})

export type FanSummary = z.infer<typeof fanSummary>
export type FanBoost = z.infer<typeof fanBoost>

const fanExport = z.object({
  exportedAt: isoTime,
  supporterId,
  xpTotal: z.number().int(),
  badges: z.array(z.string()),
  referredByCode: z.string().nullable(),
  anonymousIds: z.array(z.object({ anonId: z.string(), since: isoTime })).describe('every browser storage (site or device) known as this fan'),
  boosts: z.array(
    fanBoost.omit({ message: true }).extend({
      message: z.string().nullable().describe('as written'),
      publicMessage: z.string().nullable().describe('as shown publicly'),
      name: z.string().nullable().describe('the name given with the boost, as written'),
      publicName: z.string().nullable().describe('the name as shown publicly'),
      anonymous: z.boolean().describe('boosted anonymously: no name was kept'),
      xpAwarded: z.number().int(),
    }),
  ),
  subscriptions: z.array(monthlyBoostDetail).describe('the fan’s monthly boosts, each with its payments'),
  weeklyXp: z.array(z.object({ weekStart: z.string(), xp: z.number().int() })),
  referral: z.object({ code: z.string(), activations: z.number().int(), createdAt: isoTime }).nullable(),
  passkeys: z.array(fanPasskey.omit({ id: true })),
  sessions: z.array(z.object({ device: z.string(), signedInAt: isoTime })),
})

export type FanExport = z.infer<typeof fanExport>

const signInBody = z.object({
  response: authenticationResponse,
  deviceAnonId: anonId.optional().describe('this browser’s anonymous id on Boost’s origin, joined to the fan while it is nobody else’s'),
})

export const fanEndpoints = defineEndpoints({
  fan: {
    method: 'GET',
    path: '/api/fan',
    summary: 'The signed-in fan: every boost on any site, monthly boosts, XP, badges, weekly rank, referral and passkeys',
    access: SAME_ORIGIN,
    security: FAN,
    response: fanSummary,
    errors: FAN_ERRORS,
  },
  exportFan: {
    method: 'GET',
    path: '/api/fan/export',
    summary: 'Everything Boost holds about the fan, as a JSON download: boosts with messages as written, monthly boosts, XP, badges, referrals, passkeys',
    access: SAME_ORIGIN,
    security: FAN,
    response: fanExport,
    errors: FAN_ERRORS,
  },
  forgetFan: {
    method: 'DELETE',
    path: '/api/fan',
    summary:
      'Forgets the fan: each monthly boost still renewing is cancelled first (it ends with its paid month; a 502 when Stripe cannot be reached, and nothing is forgotten), then messages, anonymous ids, passkeys, sessions and referral codes are erased, XP and leaderboard rows removed; the boosts stay as anonymous money rows, so every creator’s totals and goals are unchanged',
    access: SAME_ORIGIN,
    security: FAN,
    response: z.object({ forgotten: z.literal(true), boostsKeptAnonymously: z.number().int() }),
    errors: { ...FAN_ERRORS, 502: 'Stripe could not cancel a monthly boost just now: nothing was forgotten' },
  },
  claimBoost: {
    method: 'POST',
    path: '/api/fan/claim',
    summary:
      'Joins a paid boost’s supporter to the fan on Boost’s origin (the signed-in fan, else the boost’s own supporter, who becomes one) and signs this browser in as that fan. A checkout is claimed once; a supporter already claimed by another fan cannot be joined.',
    access: 'same-origin, rate limited per client; proof: the boost supporter’s anonymous id',
    security: ['fanSession', 'anonymous'],
    body: claimBody,
    response: claimResponse,
    errors: {
      400: 'malformed body',
      403: 'cross-site request, or the anonymous id is not the boost’s supporter',
      404: 'unknown checkout session',
      409: 'not paid yet, made without a supporter, or already another fan’s',
      429: 'too many requests',
    },
  },
  fanPasskeyOptions: {
    method: 'POST',
    path: '/api/fan/passkeys/options',
    summary: 'Starts saving a fan passkey: the WebAuthn creation options for navigator.credentials.create()',
    access: SAME_ORIGIN,
    security: FAN,
    errors: { ...FAN_ERRORS, 409: 'too many passkeys' },
  },
  addFanPasskey: {
    method: 'POST',
    path: '/api/fan/passkeys',
    summary: 'Saves a fan passkey from the browser’s registration response',
    access: SAME_ORIGIN,
    security: FAN,
    body: z.object({ response: registrationResponse, name: passkeyName.optional() }),
    response: fanPasskey,
    errors: { ...FAN_ERRORS, 400: 'malformed, expired, reused or foreign response', 409: 'already saved' },
  },
  fanSignInOptions: {
    method: 'POST',
    path: '/api/fan/signin/options',
    summary: 'Starts a fan passkey sign-in: the WebAuthn request options for navigator.credentials.get()',
    access: 'same-origin, rate limited per client',
    security: PUBLIC,
    errors: { 403: 'cross-site request', 429: 'too many requests' },
  },
  fanSignIn: {
    method: 'POST',
    path: '/api/fan/signin',
    summary: 'Signs in as a fan with a fan passkey; this browser’s own supporter on Boost’s origin is joined to the fan while it is nobody else’s',
    access: 'same-origin, rate limited per client',
    security: PUBLIC,
    body: signInBody,
    response: z.object({ supporterId }),
    errors: { 400: 'malformed, expired, reused or foreign response', 401: 'not a fan passkey, bad signature or a counter that went backwards', 403: 'cross-site request', 429: 'too many requests' },
  },
  fanSignOut: {
    method: 'POST',
    path: '/api/fan/signout',
    summary: 'Ends this browser’s fan session',
    access: 'same-origin',
    security: ['fanSession', 'anonymous'],
    response: z.object({ signedOut: z.literal(true) }),
    errors: { 403: 'cross-site request' },
  },
})
