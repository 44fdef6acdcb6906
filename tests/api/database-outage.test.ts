// PostgreSQL stopped for a few seconds, on a cluster of the test's own, under a steady stream of
// demo checkouts and completions and of Stripe's signed completions: the API answers 503 with
// Retry-After meanwhile, never 500; Stripe's retries of what got 503 are applied once; every
// acknowledged boost is in the ledger once; a live stream opened before the outage carries, on
// the same connection, the boosts recorded after it; and the outage is logged once.
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../support/postgres.ts'
import { post } from '../support/http.ts'
import { type PrivatePostgres, postgresBinaries, startPrivatePostgres } from '../support/privatePostgres.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { connectSse, type SseConnection } from '../support/sse.ts'
import { stripeEvent, stripeObject } from '../support/stripeFixtures.ts'
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.ts'

const bin = postgresBinaries()
if (!bin && process.env.REQUIRE_POSTGRES === '1') throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL binaries under /usr/lib/postgresql')

const WEBHOOK_SECRET = 'whsec_outage_endpoint_secret'
const UNAVAILABLE = { error: 'Boost is briefly unavailable: try again in a moment' }

describe.skipIf(!bin)('the database going away and coming back', () => {
  let cluster: PrivatePostgres
  let stripe: StripeStandIn
  let server: TestServer
  let stream: SseConnection | undefined
  const logged: Record<string, unknown>[] = []

  beforeAll(async () => {
    cluster = await startPrivatePostgres(bin!)
    stripe = await startStripeStandIn()
    const database = await createPostgresDatabase(cluster.url)
    server = await startTestServer(
      { kind: 'postgres', url: database.url },
      { RATE_LIMIT_PER_MINUTE: '100000', STRIPE_SECRET_KEY: 'sk_test_outage', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url },
      { log: (line) => logged.push(line) },
    )
  }, 60_000)

  afterAll(async () => {
    stream?.close()
    await server?.stop()
    await stripe?.close()
    cluster?.remove()
  })

  /** Posts `event` signed as Stripe signs it. */
  function deliver(event: object) {
    const payload = JSON.stringify(event)
    return fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      body: payload,
    })
  }

  function completed(sessionId: string, creatorId: string) {
    const session = { id: sessionId, status: 'complete', payment_status: 'paid', currency: 'usd', amount_total: 500, payment_intent: `pi_${randomBytes(8).toString('hex')}`, metadata: { creator_id: creatorId } }
    return stripeEvent('checkout.session.completed', stripeObject('checkout.session', session))
  }

  it('answers 503 with Retry-After while PostgreSQL is down, records each acknowledged boost once, and recovers, stream included', async () => {
    const creatorId = `outage-${Date.now().toString(36)}`
    expect((await post(server.url, `/api/creators/${creatorId}/stripe/onboard`)).status).toBe(200)
    const [{ stripe_account_id: accountId }] = (await server.db.query<{ stripe_account_id: string }>('select stripe_account_id from creator where id = ?', [creatorId])) as [{ stripe_account_id: string }]
    const enabled = stripeEvent('account.updated', stripeObject('account', { id: accountId, type: 'express', charges_enabled: true }), { account: accountId })
    expect((await deliver(enabled)).status).toBe(200)

    // One live stream, as a creator page or widget holds it, for the whole test.
    const live = (stream = await connectSse(`${server.url}/api/stream/boosts?creatorId=${creatorId}`))

    const unavailable: Response[] = []
    const failures: { status: number; body: string }[] = []
    const acknowledged: string[] = []
    /** Stripe events answered 503: Stripe delivers each again later. */
    const toRetry: object[] = []
    let running = true

    /** Sends `request` until it is answered 2xx; a 503 is waited out, anything else is kept as a failure. */
    async function untilAnswered(request: () => Promise<Response>): Promise<Response> {
      for (;;) {
        const response = await request()
        if (response.ok) return response
        if (response.status === 503) unavailable.push(response)
        else failures.push({ status: response.status, body: await response.text() })
        // A supporter's pause before trying again, as a client would; not a wait for anything.
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }

    const openCheckout = async (demo: boolean) => {
      const opened = await untilAnswered(() => post(server.url, '/api/checkout', { amount: 5, currency: 'usd', creator_id: creatorId, ...(demo ? { demo: true } : {}) }))
      return ((await opened.json()) as { sessionId: string }).sessionId
    }

    /** Delivers a completion once, as Stripe would: 2xx acknowledges it, 503 leaves it to Stripe's retry. */
    async function deliverOnce(sessionId: string) {
      const event = completed(sessionId, creatorId)
      const response = await deliver(event)
      if (response.ok) acknowledged.push(sessionId)
      else if (response.status === 503) {
        unavailable.push(response)
        toRetry.push(event)
      } else failures.push({ status: response.status, body: await response.text() })
    }

    async function demoSupporter() {
      while (running) {
        const sessionId = await openCheckout(true)
        await untilAnswered(() => post(server.url, `/api/checkout/demo/${sessionId}/complete`))
        acknowledged.push(sessionId)
      }
    }

    async function stripeSupporter() {
      while (running) await deliverOnce(await openCheckout(false))
    }

    const supporters = [demoSupporter(), demoSupporter(), stripeSupporter(), stripeSupporter()]
    await expect.poll(() => acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(8)

    // Checkouts opened before the outage whose completions arrive during it.
    const paidDuringOutage = [await openCheckout(false), await openCheckout(false), await openCheckout(false)]
    const demoDuringOutage = await openCheckout(true)
    cluster.stop()
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 10_000 }).toBe(503)
    await expect.poll(() => unavailable.length, { timeout: 10_000 }).toBeGreaterThan(3)
    for (const sessionId of paidDuringOutage) await deliverOnce(sessionId)
    const demoAnswer = await post(server.url, `/api/checkout/demo/${demoDuringOutage}/complete`)
    expect(demoAnswer.status).toBe(503)
    unavailable.push(demoAnswer)
    cluster.start()
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 20_000 }).toBe(200)
    await untilAnswered(() => post(server.url, `/api/checkout/demo/${demoDuringOutage}/complete`))
    acknowledged.push(demoDuringOutage)
    const afterRecovery = acknowledged.length
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(afterRecovery + 8)
    running = false
    await Promise.all(supporters)

    // Stripe delivers again every event it was answered 503 for, until it is acknowledged.
    expect(toRetry.length).toBeGreaterThanOrEqual(paidDuringOutage.length)
    for (const event of toRetry) {
      const response = await untilAnswered(() => deliver(event))
      expect(await response.json()).toMatchObject({ received: true, outcome: expect.stringMatching(/^(recorded|duplicate)$/) })
      acknowledged.push((event as { data: { object: { id: string } } }).data.object.id)
    }

    expect(failures).toEqual([])
    for (const response of unavailable) {
      expect(response.headers.get('retry-after')).toBe('5')
      expect(await response.json()).toEqual(UNAVAILABLE)
    }
    const rows = await server.db.query<{ id: unknown; ref: string; demo: boolean }>('select id, ref, demo from boost_event where creator_id = ?', [creatorId])
    expect(rows.map((row) => row.ref).toSorted()).toEqual([...new Set(acknowledged)].toSorted())
    expect(acknowledged.length).toBe(new Set(acknowledged).size)

    // The stream opened before the outage carries every counted boost, those recorded after it too.
    const counted = rows.filter((row) => !row.demo).map((row) => Number(row.id))
    await expect.poll(() => new Set(live.events.filter((e) => e.event === 'message').map((e) => Number(JSON.parse(e.data).boostId))), { timeout: 10_000 })
      .toEqual(new Set(counted))
    const last = await openCheckout(false)
    expect((await deliver(completed(last, creatorId))).status).toBe(200)
    const [recorded] = await server.db.query<{ id: unknown }>('select id from boost_event where ref = ?', [last])
    const messages = await live.waitFor(counted.length + 1)
    expect(Number(JSON.parse(messages.at(-1)!.data).boostId)).toBe(Number(recorded!.id))

    // Logged once as it started and once as it ended; no job or request logged it again.
    const outageLines = logged.filter((line) => /database (unreachable|reachable again)/.test(String(line.msg)))
    expect(outageLines.map((line) => line.msg)).toEqual(['database unreachable', 'database reachable again'])
    const complaints = logged.filter((line) => Number(line.level) >= 40).map((line) => line.msg)
    expect(complaints).toEqual(['database unreachable'])
  }, 120_000)
})
