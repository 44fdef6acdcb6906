// A refund that arrived before its payment was recorded; applied when the payment arrives.
// `refundedCents` is the running total refunded so far, or null for a refund in full.
import { defineEntity, p } from '@mikro-orm/core'

const PendingReversalSchema = defineEntity({
  name: 'PendingReversal',
  properties: {
    ref: p.string().length(255).primary(),
    refundedCents: p.bigint('number').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
})

export class PendingReversal extends PendingReversalSchema.class {}
PendingReversalSchema.setClass(PendingReversal)
