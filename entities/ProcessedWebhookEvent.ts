// A payment provider event already handled, so a redelivery changes nothing.
import { defineEntity, p } from '@mikro-orm/core'

const ProcessedWebhookEventSchema = defineEntity({
  name: 'ProcessedWebhookEvent',
  // The go-live checklist asks when the last webhook arrived.
  indexes: [{ properties: ['processedAt'] }],
  properties: {
    id: p.string().length(255).primary(),
    type: p.string().length(100),
    processedAt: p.datetime().onCreate(() => new Date()),
  },
})

export class ProcessedWebhookEvent extends ProcessedWebhookEventSchema.class {}
ProcessedWebhookEventSchema.setClass(ProcessedWebhookEvent)
