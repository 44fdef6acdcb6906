// A creator who receives boosts; connected once their payment account can take charges.
import { defineEntity, p } from '@mikro-orm/core'

const CreatorSchema = defineEntity({
  name: 'Creator',
  properties: {
    id: p.string().length(64).primary(),
    name: p.string().length(120).nullable(),
    /** Their page's short bio (core/creatorPage.ts limits it) and avatar colour (a PROFILE_COLORS key). */
    bio: p.string().length(280).nullable(),
    color: p.string().length(16).nullable(),
    /** Shown to a fan on the thank-you page after their boost is paid. */
    thankYouNote: p.string().length(280).nullable(),
    email: p.string().length(254).nullable(),
    stripeAccountId: p.string().length(255).nullable().unique(),
    chargesEnabled: p.boolean().default(false),
    /** When the account.updated event last applied was created: an older one arriving late changes nothing. */
    accountEventAt: p.datetime().nullable(),
    // Demo creators connect through the demo provider; their boosts move no real money.
    demo: p.boolean().default(false),
    // A creator may narrow the platform's amount range for their own page (cents).
    minCents: p.bigint('number').nullable(),
    maxCents: p.bigint('number').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    connectedAt: p.datetime().nullable(),
    /**
     * When the creator last signed out every other session. A signed creator cookie of earlier
     * versions is never issued any more, so every one predates this and none signs them in.
     */
    otherSessionsEndedAt: p.datetime().nullable(),
  },
})

export class Creator extends CreatorSchema.class {}
CreatorSchema.setClass(Creator)
