// A passkey ceremony's challenge: made by the server, used once (deleted as it is checked), and
// refused after five minutes.
import { defineEntity, p } from '@mikro-orm/core'
import { Creator } from './Creator.ts'

const WebauthnChallengeSchema = defineEntity({
  name: 'WebauthnChallenge',
  indexes: [{ properties: ['expiresAt'] }],
  properties: {
    challenge: p.string().length(128).primary(),
    /** 'register' (adding a passkey to `creatorId`) or 'signin'. */
    purpose: p.enum(['register', 'signin']),
    creatorId: () => p.manyToOne(Creator).mapToPk().nullable().fieldName('creator_id').createForeignKeyConstraint(false),
    expiresAt: p.datetime(),
  },
})

export class WebauthnChallenge extends WebauthnChallengeSchema.class {}
WebauthnChallengeSchema.setClass(WebauthnChallenge)
