// A creator's passkey: a WebAuthn credential that signs them in on any device, no password.
import { defineEntity, p } from '@mikro-orm/core'
import { Creator } from './Creator.ts'

const PasskeySchema = defineEntity({
  name: 'Passkey',
  indexes: [{ properties: ['creatorId'] }],
  properties: {
    /** The credential id, base64url, as the authenticator made it. */
    id: p.string().length(1400).primary(),
    creatorId: () => p.manyToOne(Creator).mapToPk().fieldName('creator_id').createForeignKeyConstraint(false),
    /** The COSE public key, base64url. */
    publicKey: p.text(),
    /** The authenticator's signature counter; a sign-in whose counter does not grow is refused (a cloned key). */
    counter: p.bigint('number').default(0),
    /** How the browser can reach the authenticator ("internal,hybrid"), handed back when adding another. */
    transports: p.string().length(200).default(''),
    name: p.string().length(64),
    /** Synced by the platform (iCloud Keychain, Google Password Manager) rather than bound to one device. */
    backedUp: p.boolean().default(false),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
  },
})

export class Passkey extends PasskeySchema.class {}
PasskeySchema.setClass(Passkey)
