// Fuzzing with Stripe configured: every API endpoint, unknown methods and odd paths on the wire,
// and bodies that never finish, as in the demo suite; and the webhook endpoint with unsigned
// bodies and with signed events built from Stripe's own example objects whose fields Boost reads
// are replaced by hostile values, monthly boosts' invoices and subscriptions among them. A malformed signed event is acknowledged and ignored (never a
// 500, which Stripe would retry for three days); nothing refused or ignored changes a number.
import fc from 'fast-check'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useStripeTestServer } from '../support/server.ts'
import { stripeEvent, stripeObject } from '../support/stripeFixtures.ts'
import {
  apiRequest, expectSafeAnswer, expectSafeFetch, expectSafeRawRequest, expectSlowBodiesTimedOut, fingerprint, jsonValue, KNOWN_API_REQUESTS, KNOWN_RAW_REQUESTS,
  rawRequestShape, REQUESTS, SEED,
} from './fuzzing.ts'

const WEBHOOK_SECRET = 'whsec_fuzzing_endpoint_secret'
const RUNS = REQUESTS / 5
const REQUEST_TIMEOUT_MS = 1500

/** The fields Boost reads, per object, and the events that carry each object. */
const READ_FIELDS = {
  'checkout.session': ['id', 'payment_status', 'payment_intent', 'amount_total', 'currency', 'metadata'],
  charge: ['id', 'payment_intent', 'refunded', 'amount_refunded'],
  account: ['id', 'charges_enabled'],
  dispute: ['id', 'payment_intent', 'status'],
  invoice: ['id', 'amount_paid', 'currency', 'parent', 'lines', 'hosted_invoice_url', 'status'],
  subscription: ['id', 'status', 'items', 'cancel_at_period_end', 'metadata'],
} as const
const EVENT_OBJECTS: [string, keyof typeof READ_FIELDS][] = [
  ['checkout.session.completed', 'checkout.session'],
  ['checkout.session.async_payment_succeeded', 'checkout.session'],
  ['checkout.session.expired', 'checkout.session'],
  ['charge.refunded', 'charge'],
  ['account.updated', 'account'],
  ['charge.dispute.created', 'dispute'],
  ['charge.dispute.closed', 'dispute'],
  ['payout.paid', 'account'],
  ['invoice.created', 'invoice'],
  ['invoice.paid', 'invoice'],
  ['invoice.payment_failed', 'invoice'],
  ['customer.subscription.updated', 'subscription'],
  ['customer.subscription.deleted', 'subscription'],
]

/** Signed bodies that are JSON but no event object: once answered 400 with a TypeError's text, now acknowledged and ignored. */
const NOT_AN_EVENT: unknown[] = [null, [], 1, 'x', true]

/** A signed event: Stripe's example around hostile values in the fields Boost reads, or a hostile envelope. */
const signedEvent = fc.constantFrom(...EVENT_OBJECTS).chain(([type, objectName]) =>
  fc.oneof(
    fc
      .dictionary(fc.constantFrom(...READ_FIELDS[objectName]), fc.oneof(jsonValue, fc.dictionary(fc.string({ maxLength: 45 }), jsonValue, { maxKeys: 3 })), { minKeys: 1, maxKeys: 3 })
      .map((overrides) => stripeEvent(type, stripeObject(objectName, { payment_status: 'paid', ...overrides }))),
    fc.record({ id: jsonValue, type: fc.oneof(fc.constant(type), jsonValue), data: fc.oneof(jsonValue, fc.record({ object: jsonValue })) }).map((envelope) => ({ ...stripeEvent(type, null), ...envelope })),
  ),
)

describe.each(testDatabases)('fuzzing with Stripe payments on $name', (database) => {
  let server!: TestServer
  useStripeTestServer(database, (started) => (server = started), {
    STRIPE_SECRET_KEY: 'sk_test_fuzzing',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ADMIN_TOKEN: 'a-long-admin-token-for-fuzzing',
    RATE_LIMIT_PER_MINUTE: '1000000',
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  })

  it(`answers ${RUNS} hostile API requests without a 5xx or a change on rejection`, async () => {
    await fc.assert(
      fc.asyncProperty(apiRequest, (input) => expectSafeFetch(server, input)),
      { numRuns: RUNS, seed: SEED, endOnFailure: true, examples: KNOWN_API_REQUESTS.map((input) => [input]) },
    )
  }, 600_000)

  it(`answers ${RUNS} unknown methods and odd paths on the wire the same way`, async () => {
    await fc.assert(
      fc.asyncProperty(rawRequestShape, (input) => expectSafeRawRequest(server, input)),
      { numRuns: RUNS, seed: SEED, endOnFailure: true, examples: KNOWN_RAW_REQUESTS.map((input) => [input]) },
    )
  }, 600_000)

  it('answers bodies that stop short, or never end, with a 408 and a closed connection once the timeout passes', () => expectSlowBodiesTimedOut(server, REQUEST_TIMEOUT_MS), 60_000)

  it(`refuses ${RUNS} unsigned or badly signed webhook bodies with a 400 and no change`, async () => {
    await fc.assert(
      fc.asyncProperty(signedEvent, fc.constantFrom('none', 'garbage', 'other-secret', 'tampered'), async (event, signing) => {
        const before = await fingerprint(server.db)
        const payload = JSON.stringify(event)
        const signature =
          signing === 'none' ? undefined
          : signing === 'garbage' ? 't=1,v1=deadbeef'
          : Stripe.webhooks.generateTestHeaderString({ payload, secret: signing === 'other-secret' ? 'whsec_someone_else' : WEBHOOK_SECRET })
        // One byte more after signing: the signature no longer covers the body.
        const body = signing === 'tampered' ? `${payload} ` : payload
        const response = await fetch(`${server.url}/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
          body,
        })
        const text = await response.text()
        expect(response.status, text).toBe(400)
        await expectSafeAnswer(server.db, server.url, 'POST', '/api/stripe/webhook', before, { status: response.status, type: response.headers.get('content-type') ?? '', text })
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    )
  }, 600_000)

  it(`acknowledges ${RUNS} signed events with hostile fields, never with a 5xx, and a malformed one changes nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(signedEvent, async (event) => {
        const before = await fingerprint(server.db)
        const payload = JSON.stringify(event)
        const response = await fetch(`${server.url}/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
          body: payload,
        })
        const text = await response.text()
        await expectSafeAnswer(server.db, server.url, 'POST', '/api/stripe/webhook', before, { status: response.status, type: response.headers.get('content-type') ?? '', text })
        const outcome = response.status === 200 ? (JSON.parse(text) as { outcome: string }).outcome : undefined
        if (outcome === 'ignored') expect(await fingerprint(server.db), `ignored event changed a number: ${payload.slice(0, 300)}`).toBe(before)
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true, examples: NOT_AN_EVENT.map((body) => [body as Record<string, unknown>]) },
    )
  }, 600_000)
})
