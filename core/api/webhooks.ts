// Creator webhooks: endpoints a creator adds in the console, signed per Standard Webhooks, and the
// log of what was sent to each with a Resend.
import { z } from './zod.ts'
import { defineEndpoints, OWN_SESSION, OWN_SESSION_ERRORS, SESSION } from './endpoint.ts'
import { creatorId, creatorParams } from './fields.ts'
import { WEBHOOK_EVENTS } from '../webhooks.ts'

const EVENTS_MESSAGE = `must be one or more of ${WEBHOOK_EVENTS.join(', ')}`
const URL_MESSAGE = 'must be an http:// or https:// URL'

const webhookBody = z.object({
  url: z
    .string(URL_MESSAGE)
    .trim()
    .max(2048, 'must be at most 2048 characters')
    .refine((text) => /^https?:\/\//i.test(text) && URL.canParse(text), URL_MESSAGE)
    .refine((text) => !URL.canParse(text) || (!new URL(text).username && !new URL(text).password), 'must not carry a user name or password'),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: EVENTS_MESSAGE }), EVENTS_MESSAGE)
    .min(1, EVENTS_MESSAGE)
    .transform((events) => [...new Set(events)]),
})

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
  event: z.enum(WEBHOOK_EVENTS),
  createdAt: z.iso.datetime(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int().nonnegative(),
  lastAttemptAt: z.iso.datetime().nullable(),
  statusCode: z.number().int().nullable().describe('the HTTP status of the last attempt; null when it got no answer'),
  error: z.string().nullable().describe('why the last attempt got no answer (timeout, refused address…)'),
  nextAttemptAt: z.iso.datetime().nullable(),
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
