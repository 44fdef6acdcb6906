// The account endpoints: who a browser is signed in as, signing in with a passkey or a recovery
// code, and a creator's own passkeys, recovery codes, sessions and payouts. The server parses
// requests with these very schemas.
import { z } from './zod.ts'
import { hasUnsafeCharacters, UNSAFE_TEXT_MESSAGE } from '../text.ts'
import { defineEndpoints, PUBLIC, SESSION } from './endpoint.ts'
import { creatorId, creatorText } from './fields.ts'
import { THANK_YOU_NOTE_MAX_LENGTH } from '../creatorPage.ts'
import { fieldLabels } from './fieldLabels.ts'

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url')

/** A credential id: WebAuthn allows up to 1023 bytes. */
const credentialId = base64url(1400).min(1)

/** What @simplewebauthn/browser's startRegistration() resolves to; the library checks the rest. */
export const registrationResponse = z
  .object({
    id: credentialId,
    rawId: credentialId,
    type: z.literal('public-key'),
    response: z
      .object({
        clientDataJSON: base64url(4096).min(1),
        attestationObject: base64url(65_536).min(1),
        transports: z.array(z.string().max(32)).max(10).optional(),
      })
      .loose(),
    clientExtensionResults: z.object({}).loose(),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  })
  .loose()

/** What startAuthentication() resolves to. */
export const authenticationResponse = z
  .object({
    id: credentialId,
    rawId: credentialId,
    type: z.literal('public-key'),
    response: z
      .object({
        clientDataJSON: base64url(4096).min(1),
        authenticatorData: base64url(65_536).min(1),
        signature: base64url(4096).min(1),
        userHandle: base64url(512).optional(),
      })
      .loose(),
    clientExtensionResults: z.object({}).loose(),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  })
  .loose()

export const passkeyName = z
  .string()
  .refine((name) => !hasUnsafeCharacters(name), UNSAFE_TEXT_MESSAGE)
  .trim()
  .min(1, 'must not be empty')
  .max(64)

const meResponse = z.object({
  creatorId: z.string(),
  name: z.string().nullable(),
  connected: z.string().nullable().describe('the payout account id once it can take charges'),
  passkeys: z.number().describe('how many passkeys the creator has saved'),
})

export type Me = z.infer<typeof meResponse>

const signedInResponse = z.object({ creatorId: z.string(), redirect: z.string().describe('where the browser goes next: the console') })

const signInBody = z.object({ response: authenticationResponse })
const recoverySignInBody = z.object({ code: z.string().trim().min(1, 'Enter a recovery code').max(40) })

/** Which of the creators a browser is signed in as an account call is about; default the most recent. */
export const accountQuery = z.object({ creatorId: creatorId.optional() })

const passkeySummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  backedUp: z.boolean().describe('synced by the platform rather than bound to one device'),
})

const sessionSummary = z.object({
  id: z.string(),
  device: z.string(),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean().describe('this browser'),
})

const accountResponse = meResponse.extend({
  passkeyList: z.array(passkeySummary),
  recoveryCodesLeft: z.number(),
  sessions: z.array(sessionSummary),
  demoPayments: z.boolean(),
  thankYouNote: z.string().nullable().describe('shown to fans on the thank-you page after their boost is paid'),
})

export type Account = z.infer<typeof accountResponse>

const addPasskeyBody = z.object({ response: registrationResponse, name: passkeyName.optional() })
const renamePasskeyBody = z.object({ name: passkeyName })
const passkeyParams = z.object({ id: credentialId })
export const sessionParams = z.object({ id: z.guid('Not a session id') })

const thankYouNoteBody = z.object({
  // null, or only spaces, removes it: the thank-you page then shows no note.
  thankYouNote: creatorText(THANK_YOU_NOTE_MAX_LENGTH).nullable(),
})

fieldLabels.add(thankYouNoteBody, { thankYouNote: 'The note' })

const thankYouNoteResponse = z.object({ thankYouNote: z.string().nullable() })

const payoutsResponse = z.object({
  url: z.url().nullable().describe('a single-use link into the Stripe Express dashboard; null in demo mode'),
  message: z.string().describe('what the link is, or why there is none'),
})

const SIGNED_IN = 'the signed-in creator (same-origin; `?creatorId=` picks one of several signed in on this browser)'

export const accountEndpoints = defineEndpoints({
  me: {
    method: 'GET',
    path: '/api/me',
    summary: 'The creator this browser is signed in as (the most recent, when several)',
    access: 'a creator session',
    security: SESSION,
    response: meResponse,
    errors: { 401: 'not signed in, or the session ended or expired' },
  },
  signInOptions: {
    method: 'POST',
    path: '/api/signin/options',
    summary: 'Starts a passkey sign-in: the WebAuthn request options for navigator.credentials.get(), with a single-use challenge valid for 5 minutes',
    access: 'same-origin, rate limited per client',
    security: PUBLIC,
    errors: { 403: 'cross-site request', 429: 'too many requests' },
  },
  signIn: {
    method: 'POST',
    path: '/api/signin',
    summary: 'Signs in with a passkey: verifies the assertion (origin, challenge, signature, counter) and starts a new session',
    access: 'same-origin, rate limited per client',
    security: PUBLIC,
    body: signInBody,
    response: signedInResponse,
    errors: { 400: 'malformed, expired, reused or foreign response', 401: 'unknown passkey, bad signature or a counter that went backwards', 429: 'too many requests' },
  },
  signInWithRecoveryCode: {
    method: 'POST',
    path: '/api/signin/recovery',
    summary: 'Signs in with a recovery code; each code works once',
    access: 'same-origin, rate limited per client',
    security: PUBLIC,
    body: recoverySignInBody,
    response: signedInResponse,
    errors: { 401: 'unknown or used code', 429: 'too many requests' },
  },
  signOut: {
    method: 'POST',
    path: '/api/signout',
    summary: 'Ends every session this browser holds',
    access: 'same-origin',
    security: ['creatorSession', 'anonymous'],
    response: z.object({ signedOut: z.literal(true) }),
    errors: { 403: 'cross-site request' },
  },
  account: {
    method: 'GET',
    path: '/api/account',
    summary: 'The creator’s account: passkeys, recovery codes left, sessions',
    access: SIGNED_IN,
    security: SESSION,
    query: accountQuery,
    response: accountResponse,
    errors: { 401: 'not signed in', 403: 'this browser is not signed in as that creator' },
  },
  passkeyOptions: {
    method: 'POST',
    path: '/api/account/passkeys/options',
    summary: 'Starts adding a passkey: the WebAuthn creation options for navigator.credentials.create()',
    access: SIGNED_IN,
    security: SESSION,
    query: accountQuery,
    errors: { 401: 'not signed in', 409: 'too many passkeys' },
  },
  addPasskey: {
    method: 'POST',
    path: '/api/account/passkeys',
    summary: 'Saves a passkey from the browser’s registration response',
    access: SIGNED_IN,
    security: SESSION,
    query: accountQuery,
    body: addPasskeyBody,
    response: passkeySummary,
    errors: { 400: 'malformed, expired, reused or foreign response', 401: 'not signed in', 409: 'already saved' },
  },
  renamePasskey: {
    method: 'PATCH',
    path: '/api/account/passkeys/:id',
    summary: 'Renames a passkey',
    access: SIGNED_IN,
    security: SESSION,
    params: passkeyParams,
    query: accountQuery,
    body: renamePasskeyBody,
    response: z.object({ renamed: z.literal(true) }),
    errors: { 401: 'not signed in', 404: 'no such passkey' },
  },
  removePasskey: {
    method: 'DELETE',
    path: '/api/account/passkeys/:id',
    summary: 'Removes a passkey; the last one only while a recovery code is left',
    access: SIGNED_IN,
    security: SESSION,
    params: passkeyParams,
    query: accountQuery,
    response: z.object({ removed: z.literal(true) }),
    errors: { 401: 'not signed in', 404: 'no such passkey', 409: 'it is the last way back in' },
  },
  recoveryCodes: {
    method: 'POST',
    path: '/api/account/recovery-codes',
    summary: 'Makes ten new recovery codes, shown this once; earlier codes stop working',
    access: SIGNED_IN,
    security: SESSION,
    query: accountQuery,
    response: z.object({ codes: z.array(z.string()) }),
    errors: { 401: 'not signed in' },
  },
  endSession: {
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    summary: 'Signs one of the creator’s sessions out',
    access: SIGNED_IN,
    security: SESSION,
    params: sessionParams,
    query: accountQuery,
    response: z.object({ ended: z.literal(true) }),
    errors: { 401: 'not signed in', 404: 'no such session' },
  },
  endOtherSessions: {
    method: 'POST',
    path: '/api/account/sessions/end-others',
    summary: 'Signs out every session of the creator but this browser’s',
    access: SIGNED_IN,
    security: SESSION,
    query: accountQuery,
    response: z.object({ ended: z.number() }),
    errors: { 401: 'not signed in' },
  },
  thankYouNote: {
    method: 'PUT',
    path: '/api/account/thank-you-note',
    summary: 'Sets the note fans read on the thank-you page after their boost is paid',
    access: SIGNED_IN,
    security: SESSION,
    query: accountQuery,
    body: thankYouNoteBody,
    response: thankYouNoteResponse,
    errors: { 400: 'control characters, markup or longer than 280 characters', 401: 'not signed in', 403: 'this browser is not signed in as that creator' },
  },
  payouts: {
    method: 'POST',
    path: '/api/account/payouts',
    summary: 'A login link into the creator’s Stripe Express dashboard (balance, payouts, bank account), made on demand',
    access: SIGNED_IN,
    security: SESSION,
    query: accountQuery,
    response: payoutsResponse,
    errors: { 401: 'not signed in', 409: 'no payout account connected yet, or its Stripe onboarding is not finished', 502: 'Stripe could not make the link' },
  },
})
