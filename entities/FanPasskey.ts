// A fan's passkey: carries their XP and boosts to another device. Kept apart from creators'
// passkeys (entities/Passkey.ts), so one can never sign in as the other kind of account.
import { defineEntity, p } from '@mikro-orm/core'

const FanPasskeySchema = defineEntity({
  name: 'FanPasskey',
  indexes: [{ properties: ['supporterId'] }],
  properties: {
    /** The credential id, base64url, as the authenticator made it. */
    id: p.string().length(1400).primary(),
    supporterId: p.uuid(),
    /** The COSE public key, base64url. */
    publicKey: p.text(),
    /** The authenticator's signature counter; a sign-in whose counter does not grow is refused (a cloned key). */
    counter: p.bigint('number').default(0),
    transports: p.string().length(200).default(''),
    name: p.string().length(64),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
  },
})

export class FanPasskey extends FanPasskeySchema.class {}
FanPasskeySchema.setClass(FanPasskey)
