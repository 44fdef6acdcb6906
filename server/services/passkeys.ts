// Passkeys (WebAuthn) with @simplewebauthn/server: adding one to a signed-in creator, and signing
// in with one from any device. The relying party is PUBLIC_URL: its host is the RP id and its
// origin the only origin a ceremony may come from. Challenges are stored, used once and refused
// after five minutes; a sign-in whose signature counter does not grow is refused as a copied key.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { Passkey } from '../../entities/Passkey.ts'
import { WebauthnChallenge } from '../../entities/WebauthnChallenge.ts'
import type { Db } from '../db.ts'
import { Refusal } from './refusal.ts'

export const CHALLENGE_TTL_MS = 5 * 60_000
/** Enough for every device a person owns; a cap keeps a stolen session from filling the table. */
const MAX_PASSKEYS_PER_CREATOR = 20

export const CHALLENGE_REFUSED = 'This passkey request was already used or was not made here. Try again.'
export const CHALLENGE_EXPIRED = 'This passkey request expired after 5 minutes. Try again.'
const UNKNOWN_PASSKEY = 'This passkey is not saved with any Boost creator (it may have been removed). Use another passkey or a recovery code.'
export const CLONED_PASSKEY = 'This passkey’s signature counter went backwards, a sign of a copied key: sign-in refused.'

type Purpose = 'register' | 'signin'

type PasskeySummary = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null; backedUp: boolean }

export type Passkeys = ReturnType<typeof createPasskeys>

export function createPasskeys(db: Db, publicUrl: () => string) {
  const relyingParty = () => {
    const url = new URL(publicUrl())
    return { id: url.hostname, origin: url.origin }
  }

  async function issueChallenge(challenge: string, purpose: Purpose, creatorId: string | null): Promise<void> {
    await db.em((em) => em.insert(WebauthnChallenge, { challenge, purpose, creatorId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) }))
  }

  /** The challenge the response answers, deleted as it is read: the delete's count is what makes it single-use. */
  async function takeChallenge(clientDataJSON: string, purpose: Purpose, creatorId: string | null): Promise<string> {
    const challenge = challengeOf(clientDataJSON)
    const taken = await db.em(async (em) => {
      const row = await em.findOne(WebauthnChallenge, { challenge })
      const deleted = await em.nativeDelete(WebauthnChallenge, { challenge })
      return deleted > 0 ? row : null
    })
    if (!taken || taken.purpose !== purpose || taken.creatorId !== creatorId) throw new Refusal(400, CHALLENGE_REFUSED)
    if (taken.expiresAt.getTime() <= Date.now()) throw new Refusal(400, CHALLENGE_EXPIRED)
    return challenge
  }

  return {
    /** What the browser needs to make a passkey for this creator; other passkeys of theirs are excluded, so one device is saved once. */
    async registrationOptions(creator: { id: string; name: string | null }) {
      const existing = await db.em((em) => em.find(Passkey, { creatorId: creator.id }, { fields: ['id', 'transports'] }))
      if (existing.length >= MAX_PASSKEYS_PER_CREATOR) throw new Refusal(409, `A creator can keep at most ${MAX_PASSKEYS_PER_CREATOR} passkeys: remove one first`)
      const options = await generateRegistrationOptions({
        rpName: 'Boost',
        rpID: relyingParty().id,
        userName: creator.id,
        userDisplayName: creator.name ?? creator.id,
        userID: new TextEncoder().encode(creator.id),
        timeout: CHALLENGE_TTL_MS,
        excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey.transports) })),
        // Discoverable, so signing in needs no id typed: the browser offers the passkeys it holds for us.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      })
      await issueChallenge(options.challenge, 'register', creator.id)
      return options
    },

    async register(creatorId: string, response: RegistrationResponseJSON, name: string): Promise<PasskeySummary> {
      const expectedChallenge = await takeChallenge(response.response.clientDataJSON, 'register', creatorId)
      const { id: expectedRPID, origin: expectedOrigin } = relyingParty()
      const verification = await refusedUnlessVerified(() =>
        verifyRegistrationResponse({ response, expectedChallenge, expectedOrigin, expectedRPID, requireUserVerification: false }),
      )
      if (!verification.verified) throw new Refusal(400, 'The passkey could not be verified')
      const { credential, credentialBackedUp } = verification.registrationInfo
      const passkey = {
        id: credential.id,
        creatorId,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
        name,
        backedUp: credentialBackedUp,
        createdAt: new Date(),
        lastUsedAt: null,
      }
      const inserted = await db.em((em) => em.createQueryBuilder(Passkey).insert(passkey).onConflict('id').ignore().execute('run'))
      if (inserted.affectedRows === 0) throw new Refusal(409, 'This passkey is already saved')
      return { id: passkey.id, name, createdAt: passkey.createdAt, lastUsedAt: null, backedUp: credentialBackedUp }
    },

    async signInOptions() {
      const options = await generateAuthenticationOptions({ rpID: relyingParty().id, userVerification: 'preferred', timeout: CHALLENGE_TTL_MS })
      await issueChallenge(options.challenge, 'signin', null)
      return options
    },

    /** The creator the passkey belongs to, once its signature, origin, challenge and counter check out. */
    async signIn(response: AuthenticationResponseJSON): Promise<string> {
      const expectedChallenge = await takeChallenge(response.response.clientDataJSON, 'signin', null)
      const passkey = await db.em((em) => em.findOne(Passkey, { id: response.id }))
      if (!passkey) throw new Refusal(401, UNKNOWN_PASSKEY)
      const { userHandle } = response.response
      if (userHandle && Buffer.from(userHandle, 'base64url').toString('utf8') !== passkey.creatorId) throw new Refusal(401, UNKNOWN_PASSKEY)
      const { id: expectedRPID, origin: expectedOrigin } = relyingParty()
      const verification = await refusedUnlessVerified(() =>
        verifyAuthenticationResponse({
          response,
          expectedChallenge,
          expectedOrigin,
          expectedRPID,
          requireUserVerification: false,
          credential: { id: passkey.id, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: transportsOf(passkey.transports) },
        }),
      )
      if (!verification.verified) throw new Refusal(401, 'The passkey could not be verified')
      // Only the counter that was read may move: two sign-ins racing with one signature count as one.
      const moved = await db.em((em) =>
        em.nativeUpdate(Passkey, { id: passkey.id, counter: passkey.counter }, { counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() }),
      )
      if (moved === 0) throw new Refusal(401, CLONED_PASSKEY)
      return passkey.creatorId
    },

    list(creatorId: string): Promise<Passkey[]> {
      return db.em((em) => em.find(Passkey, { creatorId }, { orderBy: { createdAt: 'asc' } }))
    },

    count(creatorId: string): Promise<number> {
      return db.em((em) => em.count(Passkey, { creatorId }))
    },

    async rename(creatorId: string, id: string, name: string): Promise<void> {
      const renamed = await db.em((em) => em.nativeUpdate(Passkey, { id, creatorId }, { name }))
      if (renamed === 0) throw new Refusal(404, 'No such passkey')
    },
  }
}

/** The challenge in a response's client data, or a 400 when the response is not one a browser made. */
export function challengeOf(clientDataJSON: string): string {
  try {
    const { challenge } = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 128) return challenge
  } catch {
    // Refused below.
  }
  throw new Refusal(400, 'This is not a passkey response: its client data cannot be read')
}

/** The library throws on a bad response; each reason becomes a refusal that says what was wrong. */
export async function refusedUnlessVerified<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify()
  } catch (error) {
    const reason = (error as Error).message
    if (/counter/i.test(reason)) throw new Refusal(401, CLONED_PASSKEY)
    if (/origin/i.test(reason)) throw new Refusal(400, 'This passkey response was made for another site (its origin is not this server’s)')
    if (/RP ID/i.test(reason)) throw new Refusal(400, 'This passkey belongs to another site (its relying party is not this server)')
    throw new Refusal(400, `The passkey could not be verified: ${reason.slice(0, 200)}`)
  }
}

export function transportsOf(stored: string): AuthenticatorTransport[] {
  return stored ? (stored.split(',') as AuthenticatorTransport[]) : []
}
