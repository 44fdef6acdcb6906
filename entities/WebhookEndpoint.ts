// A URL a creator asked us to send events to, signed with its own secret (Standard Webhooks).
// Disabled, with a reason, once its deliveries have failed without a success for 3 days.
import { defineEntity, p } from '@mikro-orm/core'
import { Creator } from './Creator.ts'

const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  indexes: [{ properties: ['creatorId'] }],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    creatorId: () => p.manyToOne(Creator).mapToPk().fieldName('creator_id').createForeignKeyConstraint(false),
    url: p.string().length(2048),
    /** The event types it receives, e.g. `boost.created`. */
    events: p.array(),
    /** `whsec_` and the base64 of 24 random bytes: shown to the creator once. */
    secret: p.string().length(64),
    createdAt: p.datetime(),
    /** The first failure since the last success; null while it succeeds. */
    failingSince: p.datetime().nullable(),
    disabledAt: p.datetime().nullable(),
    disabledReason: p.string().length(200).nullable(),
  },
})

export class WebhookEndpoint extends WebhookEndpointSchema.class {}
WebhookEndpointSchema.setClass(WebhookEndpoint)
