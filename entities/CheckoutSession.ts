// A checkout we started with a payment provider: what the supporter is about to pay, for whom,
// and whether the boost has been recorded. The widget and the success page poll it by id.
import { defineEntity, p } from '@mikro-orm/core'
import { Supporter } from './Supporter.ts'
import { Creator } from './Creator.ts'

const CheckoutSessionSchema = defineEntity({
  name: 'CheckoutSession',
  // Retention finds lapsed unpaid sessions by their expiry.
  indexes: [{ properties: ['creatorId', 'createdAt'] }, { properties: ['expiresAt'] }],
  properties: {
    // The provider's id: `cs_…` from Stripe, `demo_cs_…` from the demo provider.
    id: p.string().length(255).primary(),
    provider: p.enum(['demo', 'stripe']),
    creatorId: () => p.manyToOne(Creator).mapToPk().fieldName('creator_id').createForeignKeyConstraint(false),
    supporterId: () => p.manyToOne(Supporter).mapToPk().nullable().fieldName('supporter_id').createForeignKeyConstraint(false),
    amountCents: p.bigint('number'),
    currency: p.string().length(3),
    message: p.text().nullable(),
    /** The name the supporter gave; never stored when they chose to boost anonymously. */
    supporterName: p.text().nullable(),
    anonymous: p.boolean().default(false),
    /** Whether the supporter's name may show on the leaderboard; null when the checkout did not say (the last choice stands). */
    showOnLeaderboard: p.boolean().nullable(),
    referralCode: p.string().length(16).nullable(),
    // Recorded as a demo boost: moves no public number (invariant 6).
    demo: p.boolean().default(false),
    // 'open' until the boost is recorded ('complete') or the provider lets it lapse ('expired').
    status: p.enum(['open', 'complete', 'expired']).default('open'),
    url: p.text(),
    // Derived from the client's Idempotency-Key and the request, so a retried request gets the same session.
    idempotencyKey: p.string().length(64).nullable().unique(),
    // Known once the checkout completes, paid or (SEPA, ACH) still settling; refunds name the payment intent, not the session.
    paymentIntent: p.string().length(255).nullable().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    completedAt: p.datetime().nullable(),
    // The http(s) page the fan came from (a creator's page, or the widget's host page): the way back.
    returnUrl: p.text().nullable(),
    // Where Boost's own receipt goes (with SMTP configured), given by the fan in the widget.
    email: p.string().length(254).nullable(),
    // The receipt page's unguessable link (/receipt/<token>); emailed at most once.
    receiptToken: p.string().length(64).nullable().unique(),
    receiptEmailedAt: p.datetime().nullable(),
    // The monthly boost this checkout begins (its id, chosen as the checkout opens); null for a one-off.
    subscriptionId: p.uuid().nullable().unique(),
    // The fan backed out on the checkout page: the widget that opened it stops waiting.
    cancelledAt: p.datetime().nullable(),
  },
})

export class CheckoutSession extends CheckoutSessionSchema.class {}
CheckoutSessionSchema.setClass(CheckoutSession)
