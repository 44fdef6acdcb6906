// Creators' passkeys: adding one to a signed-in creator, and signing in with one from any device,
// through the WebAuthn ceremonies both kinds of account share (webauthn.ts).
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { Passkey } from '../../entities/Passkey.ts'
import type { Db } from '../db.ts'
import { Refusal } from './refusal.ts'
import { CLONED_PASSKEY, createWebauthn } from './webauthn.ts'

/** Enough for every device a person owns; a cap keeps a stolen session from filling the table. */
const MAX_PASSKEYS_PER_CREATOR = 20

const UNKNOWN_PASSKEY = 'This passkey is not saved with any Boost creator (it may have been removed). Use another passkey or a recovery code.'

type PasskeySummary = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null; backedUp: boolean }

export type Passkeys = ReturnType<typeof createPasskeys>

export function createPasskeys(db: Db, publicUrl: () => string) {
  const webauthn = createWebauthn(db, publicUrl)
  const creatorOwner = (creatorId: string) => ({ creatorId, supporterId: null })

  return {
    /** What the browser needs to make a passkey for this creator. */
    async registrationOptions(creator: { id: string; name: string | null }) {
      const existing = await db.em((em) => em.find(Passkey, { creatorId: creator.id }, { fields: ['id', 'transports'] }))
      if (existing.length >= MAX_PASSKEYS_PER_CREATOR) throw new Refusal(409, `A creator can keep at most ${MAX_PASSKEYS_PER_CREATOR} passkeys: remove one first`)
      const user = { userName: creator.id, userDisplayName: creator.name ?? creator.id, userID: new TextEncoder().encode(creator.id) }
      return webauthn.registrationOptions(user, existing, 'register', creatorOwner(creator.id))
    },

    async register(creatorId: string, response: RegistrationResponseJSON, name: string): Promise<PasskeySummary> {
      const made = await webauthn.verifiedRegistration(response, 'register', creatorOwner(creatorId))
      const passkey = { ...made, creatorId, name, createdAt: new Date(), lastUsedAt: null }
      const inserted = await db.em((em) => em.createQueryBuilder(Passkey).insert(passkey).onConflict('id').ignore().execute('run'))
      if (inserted.affectedRows === 0) throw new Refusal(409, 'This passkey is already saved')
      return { id: passkey.id, name, createdAt: passkey.createdAt, lastUsedAt: null, backedUp: passkey.backedUp }
    },

    signInOptions() {
      return webauthn.signInOptions('signin')
    },

    /** The creator the passkey belongs to, once its signature, origin, challenge and counter check out. */
    async signIn(response: AuthenticationResponseJSON): Promise<string> {
      const expectedChallenge = await webauthn.signInChallenge(response, 'signin')
      const passkey = await db.em((em) => em.findOne(Passkey, { id: response.id }))
      if (!passkey) throw new Refusal(401, UNKNOWN_PASSKEY)
      const { userHandle } = response.response
      if (userHandle && Buffer.from(userHandle, 'base64url').toString('utf8') !== passkey.creatorId) throw new Refusal(401, UNKNOWN_PASSKEY)
      const counter = await webauthn.verifiedSignIn(response, expectedChallenge, passkey)
      // Only the counter that was read may move: two sign-ins racing with one signature count as one.
      const moved = await db.em((em) => em.nativeUpdate(Passkey, { id: passkey.id, counter: passkey.counter }, { counter, lastUsedAt: new Date() }))
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
