// One paid boost. `id` is the ledger sequence; `ref` (the provider's reference) makes it unique.
import { defineEntity, p } from '@mikro-orm/core'
import { Creator } from './Creator.ts'
import { Supporter } from './Supporter.ts'

export const CHANNELS = ['fiat', 'crypto'] as const
/** A message as fans may see it: shown (in its public form), held for the creator's review, or rejected. */
export const MESSAGE_STATUSES = ['shown', 'held', 'rejected'] as const
/** A chargeback: open takes the boost out of every number, won puts it back, lost leaves it out. */
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const

const BoostEventSchema = defineEntity({
  name: 'BoostEvent',
  // One boost per month of a monthly boost, whatever delivers its payment.
  uniques: [{ properties: ['subscriptionId', 'months'] }],
  indexes: [
    { properties: ['creatorId', 'id'] },
    { properties: ['supporterId'] },
    { properties: ['ts'] },
    { properties: ['paymentIntent'] },
    { name: 'boost_event_stream_position_idx', expression: 'create index boost_event_stream_position_idx on boost_event (tx_id, id)' },
  ],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    ref: p.string().length(255).unique(),
    creatorId: () => p.manyToOne(Creator).mapToPk().fieldName('creator_id').createForeignKeyConstraint(false),
    supporterId: () => p.manyToOne(Supporter).mapToPk().nullable().fieldName('supporter_id').createForeignKeyConstraint(false),
    channel: p.enum(CHANNELS),
    currency: p.string().length(3),
    grossCents: p.bigint('number'),
    platformFeeCents: p.bigint('number'),
    processorFeeCents: p.bigint('number'),
    netCents: p.bigint('number'),
    xpAwarded: p.integer(),
    /** The supporter's words as written: only the creator (and an admin) ever reads them. */
    message: p.text().nullable(),
    /** The message as fans may see it (masked, links removed); null while held, once rejected, or with no message. */
    publicMessage: p.text().nullable(),
    /** 'shown', 'held' (waiting for the creator's review) or 'rejected': of the message and the supporter's name alike; null with neither. */
    messageStatus: p.enum(MESSAGE_STATUSES).nullable(),
    /** The name the supporter gave, as written: only the creator (and an admin) ever reads it. Never stored for an anonymous boost. */
    supporterName: p.text().nullable(),
    /** The name as fans may see it (masked, links removed); shown only while messageStatus is 'shown', null once rejected. */
    publicSupporterName: p.text().nullable(),
    /** The supporter chose to boost anonymously: everyone, the creator too, sees "Anonymous". */
    anonymous: p.boolean().default(false),
    referralCode: p.string().length(16).nullable(),
    demo: p.boolean().default(false),
    /** Given back so far (Stripe's running total); the whole gross once reversed. What counts is what was kept (core/refunds.ts). */
    refundedCents: p.bigint('number').default(0),
    reversedAt: p.datetime().nullable(),
    /** A chargeback: 'open' takes the boost out of every number, 'won' puts it back, 'lost' leaves it out. */
    disputeStatus: p.enum(DISPUTE_STATUSES).nullable(),
    ts: p.datetime(),
    /** The monthly boost this payment belongs to; null for a one-off. */
    subscriptionId: p.uuid().nullable(),
    /** Which month of its monthly boost this pays: 1 for the first payment, 2 for the first renewal. */
    months: p.integer().nullable(),
    /** The payment intent that paid it, where no checkout session names it (a monthly boost's invoices). */
    paymentIntent: p.string().length(255).nullable(),
    // The writing transaction's id: the live stream delivers rows in an order that no later
    // commit can fall behind (see server/services/live.ts).
    txId: p.string().columnType('xid8').defaultRaw('pg_current_xact_id()').lazy(),
  },
})

export class BoostEvent extends BoostEventSchema.class {}
BoostEventSchema.setClass(BoostEvent)
