// A refund that arrived before its payment was recorded; applied when the payment arrives.
import { defineEntity, p } from '@mikro-orm/core'

const PendingReversalSchema = defineEntity({
  name: 'PendingReversal',
  properties: {
    ref: p.string().length(255).primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
})

export class PendingReversal extends PendingReversalSchema.class {}
PendingReversalSchema.setClass(PendingReversal)
