// A fan, known only by the anonymous id their browser keeps.
import { defineEntity, p } from '@mikro-orm/core'

const SupporterSchema = defineEntity({
  name: 'Supporter',
  // Retention finds long-idle supporters by when they arrived.
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    anonId: p.string().length(64).unique(),
    xpTotal: p.bigint('number').default(0),
    // The referral code this supporter arrived with; it pays out once, on their first boost.
    referredByCode: p.string().length(16).nullable(),
    referralActivated: p.boolean().default(false),
    // The boost whose public name the leaderboard shows, when the supporter chose to show one there.
    leaderboardBoostId: p.bigint('number').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
})

export class Supporter extends SupporterSchema.class {}
SupporterSchema.setClass(Supporter)
