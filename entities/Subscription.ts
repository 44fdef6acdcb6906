// A monthly boost: a fan's support for a creator that renews each month until cancelled. Each paid
// month is a boost in the ledger (BoostEvent.subscriptionId, .months); this row is what renews.
import { defineEntity, p } from '@mikro-orm/core'
import { SUBSCRIPTION_STATUSES } from '../core/subscriptions.ts'
import { Creator } from './Creator.ts'
import { Supporter } from './Supporter.ts'


const SubscriptionSchema = defineEntity({
  name: 'Subscription',
  indexes: [{ properties: ['creatorId', 'status'] }, { properties: ['supporterId'] }],
  properties: {
    id: p.uuid().primary(),
    creatorId: () => p.manyToOne(Creator).mapToPk().fieldName('creator_id').createForeignKeyConstraint(false),
    supporterId: () => p.manyToOne(Supporter).mapToPk().nullable().fieldName('supporter_id').createForeignKeyConstraint(false),
    /** What each coming month charges; a change applies from the next period. */
    amountCents: p.bigint('number'),
    currency: p.string().length(3),
    status: p.enum(SUBSCRIPTION_STATUSES),
    currentPeriodStart: p.datetime(),
    currentPeriodEnd: p.datetime(),
    cancelAtPeriodEnd: p.boolean().default(false),
    provider: p.enum(['demo', 'stripe']),
    /** A demo monthly boost inside a live server: its payments move no public number. */
    demo: p.boolean().default(false),
    /** The checkout that began it: the trusted copy of the fan's name, message and choices. */
    checkoutSessionId: p.string().length(255).unique(),
    stripeSubscriptionId: p.string().length(255).nullable().unique(),
    stripeCustomerId: p.string().length(255).nullable(),
    /** Where the fan fixes their card after a failed payment (Stripe's hosted invoice page). */
    paymentFixUrl: p.text().nullable(),
    /** The newest provider event applied, so an older one arriving late changes nothing. */
    providerEventAt: p.datetime().nullable(),
    /** The no-sign-in manage link's key: 192 random bits, like a receipt's. */
    manageToken: p.string().length(64).unique(),
    createdAt: p.datetime(),
    cancelledAt: p.datetime().nullable(),
  },
})

export class Subscription extends SubscriptionSchema.class {}
SubscriptionSchema.setClass(Subscription)
