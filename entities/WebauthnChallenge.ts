// A passkey ceremony's challenge: made by the server, used once (deleted as it is checked), and
// refused after five minutes.
import { defineEntity, p } from '@mikro-orm/core'
import { Creator } from './Creator.ts'

const WebauthnChallengeSchema = defineEntity({
  name: 'WebauthnChallenge',
  indexes: [{ properties: ['expiresAt'] }],
  properties: {
    challenge: p.string().length(128).primary(),
    /**
     * 'register' (adding a passkey to `creatorId`) or 'signin' for creators; 'fan-register' (adding
     * a passkey to `supporterId`) or 'fan-signin' for fans: a challenge serves its own kind of account only.
     */
    purpose: p.enum(['register', 'signin', 'fan-register', 'fan-signin']),
    creatorId: () => p.manyToOne(Creator).mapToPk().nullable().fieldName('creator_id').createForeignKeyConstraint(false),
    supporterId: p.uuid().nullable(),
    expiresAt: p.datetime(),
  },
})

export class WebauthnChallenge extends WebauthnChallengeSchema.class {}
WebauthnChallengeSchema.setClass(WebauthnChallenge)
