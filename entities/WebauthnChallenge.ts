// A passkey ceremony's challenge: made by the server, used once (deleted as it is checked), and
// refused after five minutes.
import { defineEntity, p } from '@mikro-orm/core'

const WebauthnChallengeSchema = defineEntity({
  name: 'WebauthnChallenge',
  indexes: [{ properties: ['expiresAt'] }],
  properties: {
    challenge: p.string().length(128).primary(),
    /** 'register' (adding a passkey to `creatorId`) or 'signin'. */
    purpose: p.enum(['register', 'signin']),
    creatorId: p.string().length(64).nullable(),
    expiresAt: p.datetime(),
  },
})

export class WebauthnChallenge extends WebauthnChallengeSchema.class {}
WebauthnChallengeSchema.setClass(WebauthnChallenge)
