// Talking to a Boost server in Stripe mode as Stripe does: webhook events signed with the
// endpoint's secret, and a creator whose connected account Stripe says can take charges.
import Stripe from 'stripe'
import { expect } from 'vitest'
import type { Db } from '../../server/db.ts'
import { post } from './http.ts'
import { stripeEvent, stripeObject } from './stripeFixtures.ts'

export type Delivered = { status: number; outcome: unknown }

/** POSTs `event` to the server's Stripe webhook, signed with `secret`; answers the status and the outcome it names. */
export async function deliverStripeEvent(baseUrl: string, secret: string, event: object): Promise<Delivered> {
  const payload = JSON.stringify(event)
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret })
  const response = await fetch(`${baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload })
  return { status: response.status, outcome: ((await response.json()) as { outcome?: unknown }).outcome }
}

/** Onboards `creatorId` through the API, then tells the server (account.updated) that Stripe enabled its charges. */
export async function connectStripeCreator(baseUrl: string, db: Db, secret: string, creatorId: string): Promise<{ accountId: string }> {
  expect((await post(baseUrl, `/api/creators/${creatorId}/stripe/onboard`, { name: 'Ana' })).status).toBe(200)
  const [row] = await db.query<{ stripe_account_id: string }>('select stripe_account_id from creator where id = ?', [creatorId])
  const accountId = row!.stripe_account_id
  const updated = stripeEvent('account.updated', stripeObject('account', { id: accountId, type: 'express', charges_enabled: true }), { account: accountId })
  expect((await deliverStripeEvent(baseUrl, secret, updated)).status).toBe(200)
  return { accountId }
}
