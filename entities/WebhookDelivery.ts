// One event for one endpoint: the transactional outbox the webhook worker claims from. Written in
// the transaction that records what it tells, kept as the endpoint's delivery log.
import { defineEntity, p } from '@mikro-orm/core'
import { BoostEvent } from './BoostEvent.ts'
import { WebhookEndpoint } from './WebhookEndpoint.ts'

const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  indexes: [
    { name: 'webhook_delivery_due_idx', expression: `create index webhook_delivery_due_idx on webhook_delivery (next_attempt_at) where status = 'pending'` },
    { properties: ['endpointId', 'id'] },
  ],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    endpointId: () => p.manyToOne(WebhookEndpoint).mapToPk().fieldName('endpoint_id').createForeignKeyConstraint(false),
    event: p.string().length(32),
    /** The boost a boost.* event is about; its body is built from it at the first attempt. */
    boostId: () => p.manyToOne(BoostEvent).mapToPk().nullable().fieldName('boost_id').createForeignKeyConstraint(false),
    /** The JSON sent, the same bytes on every attempt and Resend; null until built. */
    body: p.text().nullable(),
    createdAt: p.datetime(),
    /** pending, delivered or failed. */
    status: p.enum(['pending', 'delivered', 'failed']),
    attempts: p.integer(),
    /** When a pending delivery is next tried (a claimed one: when its claim lapses). */
    nextAttemptAt: p.datetime().nullable(),
    /** Retries stop after this: 3 days after it was queued or resent. */
    giveUpAt: p.datetime(),
    lastAttemptAt: p.datetime().nullable(),
    lastStatus: p.integer().nullable(),
    lastError: p.string().length(200).nullable(),
    /** The headers the last attempt sent, as JSON (its signature and timestamp are the attempt's own). */
    lastRequestHeaders: p.text().nullable(),
    /** The first kilobyte of the last answer's body, as text. */
    lastResponseBody: p.text().nullable(),
  },
})

export class WebhookDelivery extends WebhookDeliverySchema.class {}
WebhookDeliverySchema.setClass(WebhookDelivery)
