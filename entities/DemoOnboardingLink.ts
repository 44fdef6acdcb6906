// A demo onboarding link, by the SHA-256 of its random token: it enables one payout account, once,
// for the session of the browser that started onboarding. Deleted as it is accepted; refused after
// 15 minutes, like a Stripe account link.
import { defineEntity, p } from '@mikro-orm/core'
import { Creator } from './Creator.ts'

const DemoOnboardingLinkSchema = defineEntity({
  name: 'DemoOnboardingLink',
  indexes: [{ properties: ['expiresAt'] }],
  properties: {
    tokenHash: p.string().length(64).primary(),
    creatorId: () => p.manyToOne(Creator).mapToPk().fieldName('creator_id').createForeignKeyConstraint(false),
    accountId: p.string().length(255),
    /** The creator_session of the browser that started onboarding: the link works there alone, and dies with it. */
    sessionId: p.uuid(),
    expiresAt: p.datetime(),
  },
})

export class DemoOnboardingLink extends DemoOnboardingLinkSchema.class {}
DemoOnboardingLinkSchema.setClass(DemoOnboardingLink)
