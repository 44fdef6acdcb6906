// Fans' passkeys: the same WebAuthn ceremonies as creators' (webauthn.ts), on an account kind of
// their own. Fan passkeys live in fan_passkey and their challenges carry fan purposes, so a
// creator's passkey never signs a fan in and a fan's never opens a creator console.
import { randomBytes } from 'node:crypto'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { FanPasskey } from '../../entities/FanPasskey.ts'
import type { Db } from '../db.ts'
import { Refusal } from './refusal.ts'
import { CLONED_PASSKEY, createWebauthn } from './webauthn.ts'

/** Enough for every device a person owns. */
const MAX_PASSKEYS_PER_FAN = 20
const UNKNOWN_FAN_PASSKEY = 'This passkey is not saved with any Boost fan (a creator’s passkey signs in at /signin). Use the passkey you saved on your fan page.'

export type FanPasskeySummary = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }

export type FanPasskeys = ReturnType<typeof createFanPasskeys>

export function createFanPasskeys(db: Db, publicUrl: () => string) {
  const webauthn = createWebauthn(db, publicUrl)
  const fanOwner = (supporterId: string) => ({ creatorId: null, supporterId })

  return {
    async registrationOptions(supporterId: string) {
      const existing = await db.em((em) => em.find(FanPasskey, { supporterId }, { fields: ['id', 'transports'] }))
      if (existing.length >= MAX_PASSKEYS_PER_FAN) throw new Refusal(409, `A fan can keep at most ${MAX_PASSKEYS_PER_FAN} passkeys`)
      // A handle of its own, not the supporter id: the fan's supporter id changes when two of them are joined.
      const user = { userName: 'Boost fan', userDisplayName: 'Your Boost fan page', userID: randomBytes(16) }
      return webauthn.registrationOptions(user, existing, 'fan-register', fanOwner(supporterId))
    },

    async register(supporterId: string, response: RegistrationResponseJSON, name: string): Promise<FanPasskeySummary> {
      const { backedUp: _, ...made } = await webauthn.verifiedRegistration(response, 'fan-register', fanOwner(supporterId))
      const passkey = { ...made, supporterId, name, createdAt: new Date(), lastUsedAt: null }
      const inserted = await db.em((em) => em.createQueryBuilder(FanPasskey).insert(passkey).onConflict('id').ignore().execute('run'))
      if (inserted.affectedRows === 0) throw new Refusal(409, 'This passkey is already saved')
      return { id: passkey.id, name, createdAt: passkey.createdAt, lastUsedAt: null }
    },

    signInOptions() {
      return webauthn.signInOptions('fan-signin')
    },

    /** The fan the passkey belongs to, once its signature, origin, challenge and counter check out. */
    async signIn(response: AuthenticationResponseJSON): Promise<string> {
      const expectedChallenge = await webauthn.signInChallenge(response, 'fan-signin')
      const passkey = await db.em((em) => em.findOne(FanPasskey, { id: response.id }))
      if (!passkey) throw new Refusal(401, UNKNOWN_FAN_PASSKEY)
      const counter = await webauthn.verifiedSignIn(response, expectedChallenge, passkey)
      // Only the counter that was read may move: two sign-ins racing with one signature count as one.
      const moved = await db.em((em) => em.nativeUpdate(FanPasskey, { id: passkey.id, counter: passkey.counter }, { counter, lastUsedAt: new Date() }))
      if (moved === 0) throw new Refusal(401, CLONED_PASSKEY)
      return passkey.supporterId
    },
  }
}
