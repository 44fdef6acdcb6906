// Creator webhooks' vocabulary, without a schema library: the console's page imports it, and the
// API's schemas (core/api/webhooks.ts) are built on it.

export const WEBHOOK_EVENTS = [
  'boost.created', 'boost.refunded', 'boost.disputed', 'goal.reached', 'subscription.created', 'subscription.renewed', 'subscription.cancelled',
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]
/** What "Send test event" sends: to one endpoint, on request, whatever events it receives. */
export const TEST_EVENT = 'webhook.test'
/** Every type a delivery can carry: the events, and the test. */
export const DELIVERY_EVENTS = [...WEBHOOK_EVENTS, TEST_EVENT] as const
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number]
export const MAX_WEBHOOK_ENDPOINTS = 10
/** What the console says of an endpoint turned off by failures. */
export const DISABLED_AFTER_FAILING = 'Disabled after failing for 3 days'
