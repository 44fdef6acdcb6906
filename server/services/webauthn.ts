// The WebAuthn ceremonies (@simplewebauthn/server) both kinds of account share: creators' passkeys
// (passkeys.ts) and fans' (fanPasskeys.ts). The relying party is PUBLIC_URL: its host is the RP id
// and its origin the only origin a ceremony may come from. Challenges are stored with their purpose
// and owner, used once and refused after five minutes, so a challenge serves its own kind of
// account only; a sign-in whose signature counter does not grow is refused as a copied key.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { WebauthnChallenge } from '../../entities/WebauthnChallenge.ts'
import type { Db } from '../db.ts'
import { Refusal } from './refusal.ts'

export const CHALLENGE_TTL_MS = 5 * 60_000

const CHALLENGE_REFUSED = 'This passkey request was already used or was not made here. Try again.'
const CHALLENGE_EXPIRED = 'This passkey request expired after 5 minutes. Try again.'
export const CLONED_PASSKEY = 'This passkey’s signature counter went backwards, a sign of a copied key: sign-in refused.'

export type ChallengePurpose = WebauthnChallenge['purpose']
/** Whose passkey a registration adds: a creator's or a fan's (supporter); neither for a sign-in. */
export type ChallengeOwner = { creatorId: string | null; supporterId: string | null }
const NOBODY: ChallengeOwner = { creatorId: null, supporterId: null }

/** A saved passkey as the ceremonies need it. */
export type StoredPasskey = { id: string; publicKey: string; counter: number; transports: string }

/** What a new passkey is saved as, once its registration checks out. */
export type NewPasskey = { id: string; publicKey: string; counter: number; transports: string; backedUp: boolean }

export type RegistrationUser = { userName: string; userDisplayName: string; userID: Uint8Array<ArrayBuffer> }

export type Webauthn = ReturnType<typeof createWebauthn>

export function createWebauthn(db: Db, publicUrl: () => string) {
  const relyingParty = () => {
    const url = new URL(publicUrl())
    return { id: url.hostname, origin: url.origin }
  }

  async function issueChallenge(challenge: string, purpose: ChallengePurpose, owner: ChallengeOwner): Promise<void> {
    await db.em((em) => em.insert(WebauthnChallenge, { challenge, purpose, ...owner, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) }))
  }

  /** The challenge the response answers, deleted as it is read: the delete's count is what makes it single-use. */
  async function takeChallenge(clientDataJSON: string, purpose: ChallengePurpose, owner: ChallengeOwner): Promise<string> {
    const challenge = challengeOf(clientDataJSON)
    const taken = await db.em(async (em) => {
      const row = await em.findOne(WebauthnChallenge, { challenge })
      const deleted = await em.nativeDelete(WebauthnChallenge, { challenge })
      return deleted > 0 ? row : null
    })
    if (!taken || taken.purpose !== purpose || (taken.creatorId ?? null) !== owner.creatorId || (taken.supporterId ?? null) !== owner.supporterId) {
      throw new Refusal(400, CHALLENGE_REFUSED)
    }
    if (taken.expiresAt.getTime() <= Date.now()) throw new Refusal(400, CHALLENGE_EXPIRED)
    return challenge
  }

  return {
    /** What the browser needs to make a passkey for `owner`; the passkeys they hold are excluded, so one device is saved once. */
    async registrationOptions(user: RegistrationUser, existing: Pick<StoredPasskey, 'id' | 'transports'>[], purpose: ChallengePurpose, owner: ChallengeOwner) {
      const options = await generateRegistrationOptions({
        rpName: 'Boost',
        rpID: relyingParty().id,
        ...user,
        timeout: CHALLENGE_TTL_MS,
        excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey.transports) })),
        // Discoverable, so signing in needs no id typed: the browser offers the passkeys it holds for us.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      })
      await issueChallenge(options.challenge, purpose, owner)
      return options
    },

    /** The passkey a registration made, once its challenge, origin and attestation check out. */
    async verifiedRegistration(response: RegistrationResponseJSON, purpose: ChallengePurpose, owner: ChallengeOwner): Promise<NewPasskey> {
      const expectedChallenge = await takeChallenge(response.response.clientDataJSON, purpose, owner)
      const { id: expectedRPID, origin: expectedOrigin } = relyingParty()
      const verification = await refusedUnlessVerified(() =>
        verifyRegistrationResponse({ response, expectedChallenge, expectedOrigin, expectedRPID, requireUserVerification: false }),
      )
      if (!verification.verified) throw new Refusal(400, 'The passkey could not be verified')
      const { credential, credentialBackedUp } = verification.registrationInfo
      return {
        id: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
        backedUp: credentialBackedUp,
      }
    },

    async signInOptions(purpose: ChallengePurpose) {
      const options = await generateAuthenticationOptions({ rpID: relyingParty().id, userVerification: 'preferred', timeout: CHALLENGE_TTL_MS })
      await issueChallenge(options.challenge, purpose, NOBODY)
      return options
    },

    /** The challenge a sign-in answers, taken (once) before its passkey is looked up. */
    signInChallenge(response: AuthenticationResponseJSON, purpose: ChallengePurpose): Promise<string> {
      return takeChallenge(response.response.clientDataJSON, purpose, NOBODY)
    },

    /** The passkey's next signature counter, once the sign-in's signature, origin and challenge check out. */
    async verifiedSignIn(response: AuthenticationResponseJSON, expectedChallenge: string, passkey: StoredPasskey): Promise<number> {
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
      return verification.authenticationInfo.newCounter
    },
  }
}

/** The challenge in a response's client data, or a 400 when the response is not one a browser made. */
function challengeOf(clientDataJSON: string): string {
  try {
    const { challenge } = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 128) return challenge
  } catch {
    // Refused below.
  }
  throw new Refusal(400, 'This is not a passkey response: its client data cannot be read')
}

/** The library throws on a bad response; each reason becomes a refusal that says what was wrong. */
async function refusedUnlessVerified<T>(verify: () => Promise<T>): Promise<T> {
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

function transportsOf(stored: string): AuthenticatorTransport[] {
  return stored ? (stored.split(',') as AuthenticatorTransport[]) : []
}
