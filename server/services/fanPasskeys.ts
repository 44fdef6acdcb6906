// Fans' passkeys: the same WebAuthn ceremonies as creators' (passkeys.ts, @simplewebauthn/server,
// PUBLIC_URL as the relying party), on an account kind of their own. Fan passkeys live in
// fan_passkey and their challenges carry fan purposes, so a creator's passkey never signs a fan in
// and a fan's never opens a creator console.
import { randomBytes } from 'node:crypto'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { FanPasskey } from '../../entities/FanPasskey.ts'
import { WebauthnChallenge } from '../../entities/WebauthnChallenge.ts'
import type { Db } from '../db.ts'
import { CHALLENGE_EXPIRED, CHALLENGE_REFUSED, CHALLENGE_TTL_MS, challengeOf, CLONED_PASSKEY, refusedUnlessVerified, transportsOf } from './passkeys.ts'
import { Refusal } from './refusal.ts'

/** Enough for every device a person owns. */
const MAX_PASSKEYS_PER_FAN = 20
const UNKNOWN_FAN_PASSKEY = 'This passkey is not saved with any Boost fan (a creator’s passkey signs in at /signin). Use the passkey you saved on your fan page.'

type Purpose = 'fan-register' | 'fan-signin'

export type FanPasskeySummary = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }

export type FanPasskeys = ReturnType<typeof createFanPasskeys>

export function createFanPasskeys(db: Db, publicUrl: () => string) {
  const relyingParty = () => {
    const url = new URL(publicUrl())
    return { id: url.hostname, origin: url.origin }
  }

  async function issueChallenge(challenge: string, purpose: Purpose, supporterId: string | null): Promise<void> {
    await db.em((em) => em.insert(WebauthnChallenge, { challenge, purpose, creatorId: null, supporterId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) }))
  }

  async function takeChallenge(clientDataJSON: string, purpose: Purpose, supporterId: string | null): Promise<string> {
    const challenge = challengeOf(clientDataJSON)
    const taken = await db.em(async (em) => {
      const row = await em.findOne(WebauthnChallenge, { challenge })
      const deleted = await em.nativeDelete(WebauthnChallenge, { challenge })
      return deleted > 0 ? row : null
    })
    if (!taken || taken.purpose !== purpose || (taken.supporterId ?? null) !== supporterId) throw new Refusal(400, CHALLENGE_REFUSED)
    if (taken.expiresAt.getTime() <= Date.now()) throw new Refusal(400, CHALLENGE_EXPIRED)
    return challenge
  }

  return {
    async registrationOptions(supporterId: string) {
      const existing = await db.em((em) => em.find(FanPasskey, { supporterId }, { fields: ['id', 'transports'] }))
      if (existing.length >= MAX_PASSKEYS_PER_FAN) throw new Refusal(409, `A fan can keep at most ${MAX_PASSKEYS_PER_FAN} passkeys`)
      const options = await generateRegistrationOptions({
        rpName: 'Boost',
        rpID: relyingParty().id,
        userName: 'Boost fan',
        userDisplayName: 'Your Boost fan page',
        // A handle of its own, not the supporter id: the fan's supporter id changes when two of them are joined.
        userID: randomBytes(16),
        timeout: CHALLENGE_TTL_MS,
        excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey.transports) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      })
      await issueChallenge(options.challenge, 'fan-register', supporterId)
      return options
    },

    async register(supporterId: string, response: RegistrationResponseJSON, name: string): Promise<FanPasskeySummary> {
      const expectedChallenge = await takeChallenge(response.response.clientDataJSON, 'fan-register', supporterId)
      const { id: expectedRPID, origin: expectedOrigin } = relyingParty()
      const verification = await refusedUnlessVerified(() =>
        verifyRegistrationResponse({ response, expectedChallenge, expectedOrigin, expectedRPID, requireUserVerification: false }),
      )
      if (!verification.verified) throw new Refusal(400, 'The passkey could not be verified')
      const { credential } = verification.registrationInfo
      const passkey = {
        id: credential.id,
        supporterId,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
        name,
        createdAt: new Date(),
        lastUsedAt: null,
      }
      const inserted = await db.em((em) => em.createQueryBuilder(FanPasskey).insert(passkey).onConflict('id').ignore().execute('run'))
      if (inserted.affectedRows === 0) throw new Refusal(409, 'This passkey is already saved')
      return { id: passkey.id, name, createdAt: passkey.createdAt, lastUsedAt: null }
    },

    async signInOptions() {
      const options = await generateAuthenticationOptions({ rpID: relyingParty().id, userVerification: 'preferred', timeout: CHALLENGE_TTL_MS })
      await issueChallenge(options.challenge, 'fan-signin', null)
      return options
    },

    /** The fan the passkey belongs to, once its signature, origin, challenge and counter check out. */
    async signIn(response: AuthenticationResponseJSON): Promise<string> {
      const expectedChallenge = await takeChallenge(response.response.clientDataJSON, 'fan-signin', null)
      const passkey = await db.em((em) => em.findOne(FanPasskey, { id: response.id }))
      if (!passkey) throw new Refusal(401, UNKNOWN_FAN_PASSKEY)
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
      const moved = await db.em((em) =>
        em.nativeUpdate(FanPasskey, { id: passkey.id, counter: passkey.counter }, { counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() }),
      )
      if (moved === 0) throw new Refusal(401, CLONED_PASSKEY)
      return passkey.supporterId
    },
  }
}
