// The hand-off page a widget opens its checkout through (/checkout/open/:id): it sends the tab on
// only to the session's own checkout, whatever the request says, refuses unknown and lapsed
// sessions with a page that says so; with Stripe, the cancel address finds its session by our own
// key, and a fan who cancels leaves a checkout Stripe has expired, so it can no longer be paid. Served from a real build, on PGlite and PostgreSQL.
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { testDatabases } from '../support/databases.ts'
import { post } from '../support/http.ts'
import { type TestServer, useStripeTestServer, useTestServer } from '../support/server.ts'
import { stripeEvent, stripeObject } from '../support/stripeFixtures.ts'
import type { StripeStandIn } from '../support/stripeStandIn.ts'

const SECRET_KEY = 'sk_test_boost_stand_in'
const WEBHOOK_SECRET = 'whsec_handoff_endpoint_secret'
const EVIL = 'https://evil.example/steal'

/** Every absolute address the page links to. */
function linkedAddresses(html: string): string[] {
  return [...html.matchAll(/href="(https?:[^"]*)"/g)].map((match) => match[1]!)
}

async function openDemoCheckout(baseUrl: string): Promise<{ url: string; sessionId: string }> {
  const response = await post(baseUrl, '/api/checkout', { amount: 5, currency: 'usd', creator_id: 'handoff-creator', demo: true })
  expect(response.status).toBe(200)
  return (await response.json()) as { url: string; sessionId: string }
}

describe.each(testDatabases)('GET /checkout/open/:id on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '10000' }, { pages: true })

  it('sends the tab on to the session’s own checkout, and nowhere a query or path names', async () => {
    const { url, sessionId } = await openDemoCheckout(server.url)
    for (const tail of ['', `?url=${encodeURIComponent(EVIL)}`, `?redirect=${encodeURIComponent(EVIL)}&next=//evil.example`]) {
      const response = await fetch(`${server.url}/checkout/open/${sessionId}${tail}`, { redirect: 'manual' })
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('Opening your checkout')
      expect(html).toContain(`href="${url}"`)
      expect(html).not.toContain('evil.example')
      expect(linkedAddresses(html)).toEqual([url])
    }
  })

  it('answers 404 with a page that says so for an unknown, malformed or lapsed session', async () => {
    const lapsed = await openDemoCheckout(server.url)
    await server.db.query(`update checkout_session set expires_at = now() - interval '1 second' where id = ?`, [lapsed.sessionId])
    for (const id of ['demo_cs_doesnotexist000', 'cs_test_unknown_session', 'x', encodeURIComponent('https://evil.example'), lapsed.sessionId]) {
      const response = await fetch(`${server.url}/checkout/open/${id}`, { redirect: 'manual' })
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toContain('Checkout not found')
      expect(html).toContain('This checkout does not exist, or it expired')
      expect(html).not.toContain('Opening your checkout')
    }
  })

  it('sends a paid session to its thank-you page on this site', async () => {
    const { sessionId } = await openDemoCheckout(server.url)
    expect((await post(server.url, `/api/checkout/demo/${sessionId}/complete`)).status).toBe(200)
    const html = await (await fetch(`${server.url}/checkout/open/${sessionId}`)).text()
    expect(html).toContain(`href="/boost/success?sid=${sessionId}"`)
  })
})

describe.each(testDatabases)('a Stripe checkout opened and cancelled on $name', (database) => {
  let server!: TestServer
  let stripe!: StripeStandIn
  let counter = 0
  useStripeTestServer(
    database,
    (started, standIn) => ((server = started), (stripe = standIn)),
    { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_PER_MINUTE: '10000' },
    { pages: true },
  )

  /** A creator onboarded through the API whose account Stripe then reports able to take charges. */
  async function connectedCreator(): Promise<string> {
    const creatorId = `handoff-${Date.now().toString(36)}-${++counter}`
    expect((await post(server.url, `/api/creators/${creatorId}/stripe/onboard`)).status).toBe(200)
    const [row] = await server.db.query<{ stripe_account_id: string }>('select stripe_account_id from creator where id = ?', [creatorId])
    const accountId = row!.stripe_account_id
    const payload = JSON.stringify(
      stripeEvent('account.updated', stripeObject('account', { id: accountId, type: 'express', charges_enabled: true }), { account: accountId }),
    )
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const delivered = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })
    expect(delivered.status).toBe(200)
    return creatorId
  }

  async function openStripeCheckout(): Promise<{ url: string; sessionId: string }> {
    const response = await post(server.url, '/api/checkout', { amount: 12, currency: 'usd', creator_id: await connectedCreator() })
    expect(response.status).toBe(200)
    return (await response.json()) as { url: string; sessionId: string }
  }

  const expireCalls = (sessionId: string) => stripe.requestsTo('POST', `/v1/checkout/sessions/${sessionId}/expire`).length

  it('hands off to the Stripe session’s own URL', async () => {
    const { url, sessionId } = await openStripeCheckout()
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`)
    const html = await (await fetch(`${server.url}/checkout/open/${sessionId}?url=${encodeURIComponent(EVIL)}`)).text()
    expect(html).toContain(`href="${url}"`)
    expect(html).not.toContain('evil.example')
  })

  it('sends a fan who backs out to a cancel page that finds the session by the key its address carries', async () => {
    const { sessionId } = await openStripeCheckout()
    const cancelUrl = new URL(stripe.checkoutSession(sessionId)!.cancel_url as string)
    expect(cancelUrl.searchParams.get('sid')).toBeNull()
    const page = await fetch(`${server.url}${cancelUrl.pathname}${cancelUrl.search}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Boost Cancelled')
    // The page's data names the session, which the page then cancels.
    expect(html).toContain(sessionId)
    const unknown = await (await fetch(`${server.url}/boost/cancel?key=${'x'.repeat(43)}`)).text()
    expect(unknown).toContain('Boost Cancelled')
    expect(unknown).not.toContain(sessionId)
  })

  it('expires the session at Stripe when the fan cancels, once, so it cannot be paid afterwards', async () => {
    const { sessionId } = await openStripeCheckout()
    expect(stripe.checkoutSession(sessionId)?.status).toBe('open')
    const cancelled = await post(server.url, `/api/checkout/sessions/${sessionId}/cancel`)
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toEqual({ status: 'cancelled' })
    expect(stripe.checkoutSession(sessionId)).toMatchObject({ status: 'expired', url: null })
    expect(expireCalls(sessionId)).toBe(1)
    const status = (await (await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)).json()) as { status: string }
    expect(status.status).toBe('cancelled')

    // The cancel page tells the server again: the same answer, and Stripe is not asked twice.
    expect((await post(server.url, `/api/checkout/sessions/${sessionId}/cancel`)).status).toBe(200)
    expect(expireCalls(sessionId)).toBe(1)
  })

  it('answers 502 and changes nothing when Stripe cannot expire the session; a retry then succeeds', async () => {
    const { sessionId } = await openStripeCheckout()
    // A 500 on every try the SDK makes (the first and its two retries).
    stripe.failNext('POST', `/v1/checkout/sessions/${sessionId}/expire`, { status: 500, times: 3 })
    const refused = await post(server.url, `/api/checkout/sessions/${sessionId}/cancel`)
    expect(refused.status).toBe(502)
    expect(((await refused.json()) as { error: string }).error).toMatch(/Stripe could not close this checkout/)
    const status = (await (await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)).json()) as { status: string }
    expect(status.status).toBe('open')
    expect(stripe.checkoutSession(sessionId)?.status).toBe('open')

    expect((await post(server.url, `/api/checkout/sessions/${sessionId}/cancel`)).status).toBe(200)
    expect(stripe.checkoutSession(sessionId)?.status).toBe('expired')
  })

  it('still cancels when Stripe no longer has the session open (it lapsed there first)', async () => {
    const { sessionId } = await openStripeCheckout()
    stripe.failNext('POST', `/v1/checkout/sessions/${sessionId}/expire`)
    expect((await post(server.url, `/api/checkout/sessions/${sessionId}/cancel`)).status).toBe(200)
    const status = (await (await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)).json()) as { status: string }
    expect(status.status).toBe('cancelled')
  })
})
