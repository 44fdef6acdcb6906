// A fan, known by the anonymous id their browser keeps. The same fan met on another site (another
// browser storage) is joined into one supporter: the other row stays only as an alias, its
// anonymous id resolving to the supporter it was merged into (server/services/fanJoin.ts).
import { defineEntity, p } from '@mikro-orm/core'

const SupporterSchema = defineEntity({
  name: 'Supporter',
  // Retention finds long-idle supporters by when they arrived.
  indexes: [{ properties: ['createdAt'] }, { properties: ['mergedIntoId'] }],
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
    /** Set once this supporter was joined into another: it holds nothing since, and its anonymous id means that one. */
    mergedIntoId: p.uuid().nullable(),
  },
})

export class Supporter extends SupporterSchema.class {}
SupporterSchema.setClass(Supporter)
