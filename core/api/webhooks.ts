// Creator webhooks: endpoints a creator adds in the console, signed per Standard Webhooks, and the
// log of what was sent to each with a Resend.
import { z } from './zod.ts'
import { defineEndpoints, OWN_SESSION, OWN_SESSION_ERRORS, SESSION } from './endpoint.ts'
import { creatorId, creatorParams } from './fields.ts'
import { DELIVERY_EVENTS, WEBHOOK_EVENTS } from '../webhooks.ts'

const EVENTS_MESSAGE = `must be one or more of ${WEBHOOK_EVENTS.join(', ')}`
const URL_MESSAGE = 'must be an http:// or https:// URL'

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: EVENTS_MESSAGE }), EVENTS_MESSAGE)
  .min(1, EVENTS_MESSAGE)
  .transform((events) => [...new Set(events)])

const webhookBody = z.object({
  url: z
    .string(URL_MESSAGE)
    .trim()
    .max(2048, 'must be at most 2048 characters')
    .refine((text) => /^https?:\/\//i.test(text) && URL.canParse(text), URL_MESSAGE)
    .refine((text) => !URL.canParse(text) || (!new URL(text).username && !new URL(text).password), 'must not carry a user name or password'),
  events: eventsField,
})

const webhookChanges = z.object({ events: eventsField })

const webhookId = z.coerce.number('must be a webhook id').int('must be a webhook id').positive('must be a webhook id')
const webhookParams = z.object({ id: creatorId, webhookId })
const deliveryParams = z.object({ id: creatorId, webhookId, deliveryId: webhookId })

const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.iso.datetime(),
  enabled: z.boolean(),
  disabledAt: z.iso.datetime().nullable(),
  disabledReason: z.string().nullable(),
  failingSince: z.iso.datetime().nullable().describe('the first failed attempt since the last success'),
})

const webhookDelivery = z.object({
  id: z.string(),
  event: z.enum(DELIVERY_EVENTS),
  createdAt: z.iso.datetime(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int().nonnegative(),
  lastAttemptAt: z.iso.datetime().nullable(),
  statusCode: z.number().int().nullable().describe('the HTTP status of the last attempt; null when it got no answer'),
  error: z.string().nullable().describe('why the last attempt got no answer (timeout, refused address…)'),
  nextAttemptAt: z.iso.datetime().nullable(),
  request: z
    .object({ headers: z.record(z.string(), z.string()), body: z.string() })
    .nullable()
    .describe('what the last attempt sent: its headers (signed for that attempt) and the body, the same bytes every time; null before the first'),
  response: z
    .object({ status: z.number().int(), body: z.string().describe('the first kilobyte of the answer, as text') })
    .nullable()
    .describe('what the receiver answered the last attempt; null when it did not answer'),
})

export type WebhookEndpointView = z.infer<typeof webhookEndpoint>
export type WebhookDeliveryView = z.infer<typeof webhookDelivery>

export const webhookEndpoints = defineEndpoints({
  addWebhook: {
    method: 'POST',
    path: '/api/creators/:id/webhooks',
    summary: 'Adds a webhook endpoint; answers its signing secret, shown this once',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams,
    body: webhookBody,
    response: z.object({ id: z.string(), secret: z.string().describe('whsec_…: verify signatures with it (Standard Webhooks)') }),
    errors: { 400: 'not http(s), a private or unresolvable address, an unknown event, or too many endpoints', ...OWN_SESSION_ERRORS },
  },
  listWebhooks: {
    method: 'GET',
    path: '/api/creators/:id/webhooks',
    summary: 'The creator’s webhook endpoints (never their secrets)',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams,
    response: z.array(webhookEndpoint),
    errors: OWN_SESSION_ERRORS,
  },
  updateWebhook: {
    method: 'PATCH',
    path: '/api/creators/:id/webhooks/:webhookId',
    summary: 'Changes the events an endpoint receives',
    access: OWN_SESSION,
    security: SESSION,
    params: webhookParams,
    body: webhookChanges,
    response: webhookEndpoint,
    errors: { 400: 'an unknown event, or none', 404: 'no such endpoint', ...OWN_SESSION_ERRORS },
  },
  testWebhook: {
    method: 'POST',
    path: '/api/creators/:id/webhooks/:webhookId/test',
    summary: 'Sends the endpoint a webhook.test event now, signed like any other; answers its delivery',
    access: OWN_SESSION,
    security: SESSION,
    params: webhookParams,
    response: webhookDelivery,
    errors: { 404: 'no such endpoint', ...OWN_SESSION_ERRORS },
  },
  deleteWebhook: {
    method: 'DELETE',
    path: '/api/creators/:id/webhooks/:webhookId',
    summary: 'Removes a webhook endpoint and its delivery log',
    access: OWN_SESSION,
    security: SESSION,
    params: webhookParams,
    response: z.object({ deleted: z.boolean() }),
    errors: { 404: 'no such endpoint', ...OWN_SESSION_ERRORS },
  },
  listDeliveries: {
    method: 'GET',
    path: '/api/creators/:id/webhooks/:webhookId/deliveries',
    summary: 'The endpoint’s delivery log, newest first (the last 100)',
    access: OWN_SESSION,
    security: SESSION,
    params: webhookParams,
    response: z.array(webhookDelivery),
    errors: { 404: 'no such endpoint', ...OWN_SESSION_ERRORS },
  },
  resendDelivery: {
    method: 'POST',
    path: '/api/creators/:id/webhooks/:webhookId/deliveries/:deliveryId/resend',
    summary: 'Sends a delivery again now, with the same id and body (and turns a disabled endpoint back on)',
    access: OWN_SESSION,
    security: SESSION,
    params: deliveryParams,
    response: webhookDelivery,
    errors: { 404: 'no such endpoint or delivery', ...OWN_SESSION_ERRORS },
  },
})
