// Payments with Stripe configured: the official SDK talks to a local stand-in of the Stripe API,
// and webhooks are signed the way Stripe signs them. On PGlite and PostgreSQL.
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { applicationFeeCents } from '../../core/fees.ts'
import { REFERRAL_BONUS_XP } from '../../core/xp.ts'
import { readStats } from '../../server/services/stats.ts'
import { testDatabases } from '../support/databases.ts'
import { createSupporter, refundedOnly } from '../support/fixtures.ts'
import { stripeEvent, stripeObject } from '../support/stripeFixtures.ts'
import { post } from '../support/http.ts'
import { type TestServer, useStripeTestServer } from '../support/server.ts'
import type { StripeStandIn } from '../support/stripeStandIn.ts'

const SECRET_KEY = 'sk_test_boost_stand_in'
const WEBHOOK_SECRET = 'whsec_platform_endpoint_secret'
/** Connected accounts' events (account.updated) come from a second endpoint with its own secret. */
const CONNECT_WEBHOOK_SECRET = 'whsec_connect_endpoint_secret'

describe.each(testDatabases)('Stripe payments on $name', (database) => {
  let server!: TestServer
  let stripe: StripeStandIn
  let counter = 0
  const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`

  const logged: Record<string, unknown>[] = []
  useStripeTestServer(
    database,
    (started, standIn) => ((server = started), (stripe = standIn)),
    { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: `${WEBHOOK_SECRET},${CONNECT_WEBHOOK_SECRET}`, RATE_LIMIT_PER_MINUTE: '10000' },
    { log: (line) => logged.push(line) },
  )

  async function checkout(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await post(server.url, '/api/checkout', body, headers)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  /** Signs and posts an event as Stripe would; `tamper` changes the body after signing. */
  function deliver(event: object, options: { secret?: string; timestamp?: number; tamper?: (payload: string) => string; signature?: false } = {}) {
    const payload = JSON.stringify(event)
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    })
    return fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.signature === false ? {} : { 'stripe-signature': header }) },
      body: options.tamper ? options.tamper(payload) : payload,
    })
  }

  async function onboard(creatorId: string, body?: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`, body, headers)
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('boost_session='))?.split(';')[0] ?? ''
    return { response, cookie }
  }

  async function accountOf(creatorId: string) {
    const [row] = await server.db.query<{ stripe_account_id: string | null; charges_enabled: boolean }>(
      'select stripe_account_id, charges_enabled from creator where id = ?',
      [creatorId],
    )
    return row
  }

  /** A creator onboarded through the API and enabled by Stripe's account.updated. */
  async function connectedCreator(name?: string) {
    const creatorId = uniqueId('creator')
    const { cookie } = await onboard(creatorId, name ? { name } : undefined)
    const accountId = (await accountOf(creatorId))!.stripe_account_id!
    const response = await deliver(accountUpdated(accountId, true), { secret: CONNECT_WEBHOOK_SECRET })
    expect(response.status).toBe(200)
    return { creatorId, accountId, cookie }
  }

  async function boostRows(ref: string) {
    return server.db.query<{ gross_cents: unknown; demo: boolean; reversed_at: unknown; creator_id: string; supporter_id: string | null }>(
      'select gross_cents, demo, reversed_at, creator_id, supporter_id from boost_event where ref = ?',
      [ref],
    )
  }

  describe('POST /api/creators/:id/stripe/onboard', () => {
    it('creates one Express account and a single-use account link back to the calling page', async () => {
      const creatorId = uniqueId('onboard')
      const { response, cookie } = await onboard(creatorId, { email: `${creatorId}@creators.example`, returnTo: 'easy' })
      expect(response.status).toBe(200)
      const { url } = (await response.json()) as { url: string }

      const [account] = stripe.requestsTo('POST', '/v1/accounts').filter((request) => request.form['metadata[creator_id]'] === creatorId)
      expect(account!.form).toEqual({
        type: 'express',
        'capabilities[card_payments][requested]': 'true',
        'capabilities[transfers][requested]': 'true',
        email: `${creatorId}@creators.example`,
        'metadata[creator_id]': creatorId,
      })
      expect(account!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`)
      const accountId = (await accountOf(creatorId))!.stripe_account_id!
      expect(accountId).toMatch(/^acct_/)

      const [link] = stripe.requestsTo('POST', '/v1/account_links').filter((request) => request.form.account === accountId)
      expect(link!.form).toEqual({
        account: accountId,
        type: 'account_onboarding',
        return_url: `${server.url}/easy?state=done&creator=${creatorId}`,
        refresh_url: `${server.url}/easy?state=retry&creator=${creatorId}`,
      })
      expect(url).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${accountId}/`))
      // The browser that started onboarding owns the creator from now on.
      expect(cookie).toMatch(/^boost_session=/)

      const again = await onboard(creatorId, undefined, { cookie })
      expect(again.response.status).toBe(200)
      expect(stripe.requestsTo('POST', '/v1/accounts').filter((request) => request.form['metadata[creator_id]'] === creatorId)).toHaveLength(1)
      const [, relink] = stripe.requestsTo('POST', '/v1/account_links').filter((request) => request.form.account === accountId)
      expect(relink!.form.return_url).toBe(`${server.url}/onboard?state=done&creator=${creatorId}`)
    })

    it('never connects a creator on the return URL alone; account.updated with charges enabled does', async () => {
      const creatorId = uniqueId('returning')
      await onboard(creatorId)
      const accountId = (await accountOf(creatorId))!.stripe_account_id!
      const back = await fetch(`${server.url}/api/creators/${creatorId}`)
      expect(await back.json()).toEqual({ connected: null, chargesEnabled: false, name: null, bio: null, color: 'violet', goal: null, monthly: { supporters: 0, byCurrency: {}, newThisMonth: 0, cancelledThisMonth: 0 } })
      expect(stripe.requestsTo('GET', `/v1/accounts/${accountId}`)).toHaveLength(1)

      const updated = await deliver(accountUpdated(accountId, true), { secret: CONNECT_WEBHOOK_SECRET })
      expect(await updated.json()).toEqual({ received: true, outcome: 'account-updated' })
      const connected = await fetch(`${server.url}/api/creators/${creatorId}`)
      expect(await connected.json()).toEqual({ connected: accountId, chargesEnabled: true, name: null, bio: null, color: 'violet', goal: null, monthly: { supporters: 0, byCurrency: {}, newThisMonth: 0, cancelledThisMonth: 0 } })

      await deliver(accountUpdated(accountId, false), { secret: CONNECT_WEBHOOK_SECRET })
      expect(await accountOf(creatorId)).toEqual({ stripe_account_id: accountId, charges_enabled: false })
    })

    it('never lets an account.updated older than the one applied disconnect a creator', async () => {
      const creatorId = uniqueId('ordered')
      await onboard(creatorId)
      const accountId = (await accountOf(creatorId))!.stripe_account_id!
      const now = Math.floor(Date.now() / 1000)
      const enabled = accountUpdated(accountId, true, now)
      const olderDisabled = accountUpdated(accountId, false, now - 600)
      expect(await (await deliver(enabled, { secret: CONNECT_WEBHOOK_SECRET })).json()).toEqual({ received: true, outcome: 'account-updated' })
      expect(await (await deliver(olderDisabled, { secret: CONNECT_WEBHOOK_SECRET })).json()).toEqual({ received: true, outcome: 'account-update-out-of-date' })
      expect(await accountOf(creatorId)).toEqual({ stripe_account_id: accountId, charges_enabled: true })
    })

    it('asks Stripe about a pending account when its page asks, and connects it once charges are enabled', async () => {
      const creatorId = uniqueId('polled')
      await onboard(creatorId, { name: 'Polly' })
      const accountId = (await accountOf(creatorId))!.stripe_account_id!
      stripe.setChargesEnabled(accountId, true)
      const response = await fetch(`${server.url}/api/creators/${creatorId}`)
      expect(await response.json()).toEqual({ connected: accountId, chargesEnabled: true, name: 'Polly', bio: null, color: 'violet', goal: null, monthly: { supporters: 0, byCurrency: {}, newThisMonth: 0, cancelledThisMonth: 0 } })
      await fetch(`${server.url}/api/creators/${creatorId}`)
      expect(stripe.requestsTo('GET', `/v1/accounts/${accountId}`)).toHaveLength(1)
    })

    it('refuses a hijack: onboarding a connected creator without its cookie is 403 and the account is unchanged', async () => {
      const { creatorId, accountId, cookie } = await connectedCreator()
      const accountsBefore = stripe.requestsTo('POST', '/v1/accounts').length
      const linksBefore = stripe.requestsTo('POST', '/v1/account_links').length

      const hijack = await onboard(creatorId, { email: 'attacker@evil.example' })
      expect(hijack.response.status).toBe(403)
      expect(await hijack.response.json()).toEqual({ error: expect.stringContaining('already connected') })
      expect(hijack.cookie).toBe('')
      expect(await accountOf(creatorId)).toEqual({ stripe_account_id: accountId, charges_enabled: true })
      expect(stripe.requestsTo('POST', '/v1/accounts')).toHaveLength(accountsBefore)
      expect(stripe.requestsTo('POST', '/v1/account_links')).toHaveLength(linksBefore)

      const owner = await onboard(creatorId, undefined, { cookie })
      expect(owner.response.status).toBe(200)
      expect(stripe.requestsTo('POST', '/v1/accounts')).toHaveLength(accountsBefore)
      expect(stripe.requestsTo('POST', '/v1/account_links').at(-1)!.form.account).toBe(accountId)
      expect(await accountOf(creatorId)).toEqual({ stripe_account_id: accountId, charges_enabled: true })
    })

    it('lets the same browser retry when Stripe fails to make the account link, without a second account', async () => {
      const creatorId = uniqueId('flaky')
      stripe.failNext('POST', '/v1/account_links')
      const failed = await onboard(creatorId)
      expect(failed.response.status).toBe(500)
      expect(await failed.response.json()).toEqual({ error: 'Internal error' })
      expect(failed.cookie).toMatch(/^boost_session=/)
      const retried = await onboard(creatorId, undefined, { cookie: failed.cookie })
      expect(retried.response.status).toBe(200)
      expect(stripe.requestsTo('POST', '/v1/accounts').filter((request) => request.form['metadata[creator_id]'] === creatorId)).toHaveLength(1)
    })

    it('refuses another browser while onboarding is pending, so nobody else gets the account link', async () => {
      const creatorId = uniqueId('pending')
      await onboard(creatorId)
      const other = await onboard(creatorId)
      expect(other.response.status).toBe(403)
      expect(await other.response.json()).toEqual({ error: expect.stringContaining('another browser') })
    })

    it('gives a creator from the server’s demo days a real account when its owner onboards', async () => {
      const creatorId = uniqueId('veteran')
      await server.db.query(
        `insert into creator (id, stripe_account_id, charges_enabled, demo, created_at, connected_at) values (?, 'acct_demo_0123456789abcdef', true, true, now(), now())`,
        [creatorId],
      )
      expect((await checkout({ amount: 5, creator_id: creatorId })).body.url).toMatch(/\/checkout\/demo\//)
      expect((await onboard(creatorId)).response.status).toBe(403)
      const cookie = `boost_creator=${server.services.sessions.sign('creator-session', { creators: [creatorId], expires: Date.now() + 60_000 })}`
      const owner = await onboard(creatorId, undefined, { cookie })
      expect(owner.response.status).toBe(200)
      const accountId = (await accountOf(creatorId))!.stripe_account_id!
      expect(accountId).toMatch(/^acct_(?!demo_)/)
      expect(stripe.requestsTo('POST', '/v1/account_links').at(-1)!.form.account).toBe(accountId)
      expect(await fetch(`${server.url}/api/creators/${creatorId}`).then((response) => response.json())).toEqual({ connected: null, chargesEnabled: false, name: null, bio: null, color: 'violet', goal: null, monthly: { supporters: 0, byCurrency: {}, newThisMonth: 0, cancelledThisMonth: 0 } })
      expect((await checkout({ amount: 5, creator_id: creatorId })).status).toBe(409)
    })

    it('has no demo onboarding link while payments are live', async () => {
      const response = await fetch(`${server.url}/api/creators/someone/demo-connect?token=x`, { redirect: 'manual' })
      expect(response.status).toBe(404)
    })
  })

  describe('POST /api/checkout', () => {
    it('opens a destination-charge Checkout Session with the platform and card fees, metadata, URLs and an idempotency key', async () => {
      const { creatorId, accountId } = await connectedCreator('Ada Streams')
      const supporter = await createSupporter(server.db)
      const before = stripe.requestsTo('POST', '/v1/checkout/sessions').length
      const response = await checkout({
        amount: 20, currency: 'usd', creator_id: creatorId, supporter_id: supporter.id, ref: 'friend42', message: 'Keep it up!',
      })
      expect(response.status).toBe(200)
      const sessions = stripe.requestsTo('POST', '/v1/checkout/sessions')
      expect(sessions).toHaveLength(before + 1)
      const sent = sessions.at(-1)!
      expect(sent.form).toEqual({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '2000',
        'line_items[0][price_data][product_data][name]': 'Boost for Ada Streams',
        'payment_intent_data[application_fee_amount]': '138',
        'payment_intent_data[transfer_data][destination]': accountId,
        'payment_intent_data[metadata][creator_id]': creatorId,
        'payment_intent_data[metadata][supporter_id]': supporter.id,
        'payment_intent_data[metadata][referral_code]': 'FRIEND42',
        'payment_intent_data[metadata][message]': 'Keep it up!',
        success_url: `${server.url}/boost/success?sid={CHECKOUT_SESSION_ID}`,
        // Stripe fills in the session id in success_url alone: the cancel address carries our own key.
        cancel_url: expect.stringMatching(new RegExp(`^${server.url}/boost/cancel\\?key=[\\w-]{43}$`)),
        'metadata[creator_id]': creatorId,
        'metadata[supporter_id]': supporter.id,
        'metadata[referral_code]': 'FRIEND42',
        'metadata[message]': 'Keep it up!',
      })
      expect(sent.idempotencyKey).toMatch(/^boost-checkout-[0-9a-f-]{36}$/)
      const sessionId = String(response.body.sessionId)
      expect(sessionId).toMatch(/^cs_test_/)
      expect(response.body).toEqual({ url: `https://checkout.stripe.com/c/pay/${sessionId}`, clamped: false, amount: 20, sessionId })

      const [row] = await server.db.query<Record<string, unknown>>(
        'select provider, creator_id, supporter_id, amount_cents, currency, message, referral_code, demo, status, cancel_key from checkout_session where id = ?',
        [sessionId],
      )
      expect({ ...row, amount_cents: Number(row!.amount_cents) }).toEqual({
        provider: 'stripe', creator_id: creatorId, supporter_id: supporter.id, amount_cents: 2000, currency: 'usd',
        message: 'Keep it up!', referral_code: 'FRIEND42', demo: false, status: 'open', cancel_key: new URL(sent.form.cancel_url!).searchParams.get('key'),
      })
    })

    it('derives the idempotency key from the client’s Idempotency-Key, so a retry gets the same session', async () => {
      const { creatorId } = await connectedCreator()
      const body = { amount: 5, currency: 'usd', creator_id: creatorId }
      const first = await checkout(body, { 'idempotency-key': 'widget-click-1' })
      const sentKey = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.idempotencyKey
      expect(sentKey).toMatch(/^boost-checkout-[0-9a-f]{64}$/)
      const count = stripe.requestsTo('POST', '/v1/checkout/sessions').length
      const retry = await checkout(body, { 'idempotency-key': 'widget-click-1' })
      expect(retry.body).toEqual(first.body)
      expect(stripe.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(count)
      // Two servers racing on one key send Stripe the same key, and Stripe answers the same session.
      await server.db.query('delete from checkout_session where id = ?', [first.body.sessionId])
      const raced = await checkout(body, { 'idempotency-key': 'widget-click-1' })
      expect(stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.idempotencyKey).toBe(sentKey)
      expect(raced.body.sessionId).toBe(first.body.sessionId)
    })

    it('clamps at both ends before asking Stripe, and charges the fees on the clamped amount', async () => {
      const { creatorId } = await connectedCreator()
      const low = await checkout({ amount: 0.5, currency: 'usd', creator_id: creatorId })
      expect(low.body).toMatchObject({ clamped: true, amount: 1 })
      expect(stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.form).toMatchObject({
        'line_items[0][price_data][unit_amount]': '100',
        'payment_intent_data[application_fee_amount]': String(applicationFeeCents(100)),
      })
      const high = await checkout({ amount: 6000, currency: 'usd', creator_id: creatorId })
      expect(high.body).toMatchObject({ clamped: true, amount: 5000 })
      expect(stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.form).toMatchObject({
        'line_items[0][price_data][unit_amount]': '500000',
        'payment_intent_data[application_fee_amount]': String(applicationFeeCents(500000)),
      })
      const euros = await checkout({ amount: '12.50', currency: 'EUR', creator_id: creatorId })
      expect(euros.body).toMatchObject({ clamped: false, amount: 12.5 })
      expect(stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.form['line_items[0][price_data][currency]']).toBe('eur')
    })

    it('refuses non-numeric amounts with a clear 400 and asks Stripe nothing', async () => {
      const { creatorId } = await connectedCreator()
      const count = stripe.requestsTo('POST', '/v1/checkout/sessions').length
      for (const amount of ['ten', '5,00', '-1', 'NaN', {}]) {
        const response = await checkout({ amount, currency: 'usd', creator_id: creatorId })
        expect(response).toEqual({ status: 400, body: { error: 'amount: must be a number in major units, such as 5 or 19.99' } })
      }
      expect(stripe.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(count)
    })

    it('answers a plain 500 when Stripe refuses the session, without passing Stripe’s message on', async () => {
      const { creatorId } = await connectedCreator()
      stripe.failNext('POST', '/v1/checkout/sessions')
      expect(await checkout({ amount: 5, currency: 'usd', creator_id: creatorId })).toEqual({ status: 500, body: { error: 'Internal error' } })
      expect((await checkout({ amount: 5, currency: 'usd', creator_id: creatorId })).status).toBe(200)
    })

    it('refuses an unknown creator (404) and one not connected yet (409)', async () => {
      const count = stripe.requestsTo('POST', '/v1/checkout/sessions').length
      expect(await checkout({ amount: 5, currency: 'usd', creator_id: uniqueId('nobody') })).toEqual({ status: 404, body: { error: 'No creator has this id on Boost: check the creator id' } })
      const pending = uniqueId('pending')
      await onboard(pending)
      expect(await checkout({ amount: 5, currency: 'usd', creator_id: pending })).toEqual({
        status: 409,
        body: { error: 'This creator has not connected payments yet' },
      })
      expect(stripe.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(count)
      expect(await server.db.query('select 1 from creator where id like ?', ['nobody-%'])).toHaveLength(0)
    })

    it('takes the widget’s demo mode through the demo provider: recorded as a demo, no public number moves', async () => {
      const { creatorId } = await connectedCreator()
      const supporter = await createSupporter(server.db)
      const count = stripe.requestsTo('POST', '/v1/checkout/sessions').length
      const started = await checkout({ amount: 10, currency: 'usd', creator_id: creatorId, supporter_id: supporter.id, demo: true })
      expect(started.status).toBe(200)
      const sessionId = String(started.body.sessionId)
      expect(started.body.url).toBe(`${server.url}/checkout/demo/${sessionId}`)
      expect(stripe.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(count)

      const stats = await readStats(server.db)
      const creatorStats = await readStats(server.db, creatorId)
      const completed = await post(server.url, `/api/checkout/demo/${sessionId}/complete`)
      expect(await completed.json()).toEqual({ redirect: `/boost/success?sid=${sessionId}` })
      expect(await boostRows(sessionId)).toMatchObject([{ demo: true, reversed_at: null }])
      expect(await readStats(server.db)).toEqual(stats)
      expect(await readStats(server.db, creatorId)).toEqual(creatorStats)
      const [xp] = await server.db.query<{ xp_total: unknown }>('select xp_total from supporter where id = ?', [supporter.id])
      expect(Number(xp!.xp_total)).toBe(0)
      const status = await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)
      expect(await status.json()).toMatchObject({ status: 'complete', demo: true })

      // A widget demo for a creator the live server does not know works too, and creates no creator.
      const stranger = uniqueId('stranger')
      expect((await checkout({ amount: 5, creator_id: stranger, demo: true })).status).toBe(200)
      expect(await server.db.query('select 1 from creator where id = ?', [stranger])).toHaveLength(0)
    })
  })

  // With a message the boost is recorded after its moderation; without, by the statement that
  // completes the session. These events' metadata names no message, so a checkout with one is also
  // tried in one round trip first, and rolled back.
  describe.each([{ carrying: 'a message', message: 'gg' }, { carrying: 'no message', message: undefined }])('POST /api/stripe/webhook, a checkout with $carrying', ({ message }) => {
    async function openCheckout(amount = 20) {
      const { creatorId } = await connectedCreator()
      const supporter = await createSupporter(server.db)
      const started = await checkout({ amount, currency: 'usd', creator_id: creatorId, supporter_id: supporter.id, message })
      return { creatorId, supporter, sessionId: String(started.body.sessionId), paymentIntent: `pi_${randomBytes(8).toString('hex')}` }
    }

    it('records a paid checkout.session.completed once, with the spec’s fees, XP and the session’s own data', async () => {
      const { creatorId, supporter, sessionId, paymentIntent } = await openCheckout(20)
      const stats = await readStats(server.db, creatorId)
      const event = checkoutCompleted({ id: sessionId, amount_total: 2000, payment_intent: paymentIntent, metadata: { creator_id: creatorId } })
      const response = await deliver(event)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ received: true, outcome: 'recorded' })

      const [row] = await server.db.query<Record<string, unknown>>(
        'select creator_id, supporter_id, gross_cents, platform_fee_cents, processor_fee_cents, net_cents, xp_awarded, message, demo from boost_event where ref = ?',
        [sessionId],
      )
      expect(Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value]))).toEqual({
        creator_id: creatorId, supporter_id: supporter.id, gross_cents: 2000, platform_fee_cents: 50, processor_fee_cents: 88, net_cents: 1862,
        xp_awarded: 200, message: message ?? null, demo: false,
      })
      const after = await readStats(server.db, creatorId)
      expect(after.boostsCount - stats.boostsCount).toBe(1)
      const status = await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)
      expect(await status.json()).toMatchObject({
        status: 'complete', amount: 20, currency: 'usd', creatorId, demo: false, boostId: expect.any(Number), xpAwarded: 200,
        // Money moved through Stripe, which emails the receipt to the address given at checkout.
        provider: 'stripe', receiptEmail: 'stripe', receiptUrl: expect.stringMatching(/^\/receipt\//),
      })

      const redelivered = await deliver(event)
      expect(await redelivered.json()).toEqual({ received: true, outcome: 'duplicate' })
      expect(await boostRows(sessionId)).toHaveLength(1)
      expect((await readStats(server.db, creatorId)).boostsCount).toBe(after.boostsCount)
    })

    it('records one boost when the same event arrives ten times at once', async () => {
      const { creatorId, sessionId, paymentIntent } = await openCheckout(5)
      const event = checkoutCompleted({ id: sessionId, amount_total: 500, payment_intent: paymentIntent, metadata: { creator_id: creatorId } })
      const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(event)))
      const outcomes = await Promise.all(responses.map(async (response) => ((await response.json()) as { outcome: string }).outcome))
      expect(responses.every((response) => response.status === 200)).toBe(true)
      expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(1)
      expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9)
      expect((await readStats(server.db, creatorId)).boostsCount).toBe(1)
    })

    it('records one boost when two events complete the same session at once', async () => {
      const { creatorId, sessionId, paymentIntent } = await openCheckout(5)
      const session = { id: sessionId, amount_total: 500, payment_intent: paymentIntent, metadata: { creator_id: creatorId } }
      const events = [checkoutCompleted(session), checkoutCompleted(session, 'checkout.session.async_payment_succeeded')]
      const answers = await Promise.all(events.map(async (event) => (await deliver(event)).json()))
      expect(answers).toEqual([{ received: true, outcome: 'recorded' }, { received: true, outcome: 'recorded' }])
      expect(await boostRows(sessionId)).toHaveLength(1)
      expect((await readStats(server.db, creatorId)).boostsCount).toBe(1)
      expect(await server.db.query('select id from processed_webhook_event where id in (?, ?)', events.map((event) => event.id))).toHaveLength(2)
      for (const event of events) expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: 'duplicate' })
    })

    it('refuses a tampered payload, a wrong secret, a stale signature and a missing header with 400, recording nothing', async () => {
      const { creatorId, sessionId, paymentIntent } = await openCheckout(20)
      const event = checkoutCompleted({ id: sessionId, amount_total: 2000, payment_intent: paymentIntent, metadata: { creator_id: creatorId } })
      const attempts = {
        tampered: await deliver(event, { tamper: (payload) => payload.replace('"amount_total":2000', '"amount_total":1') }),
        wrongSecret: await deliver(event, { secret: 'whsec_not_ours' }),
        stale: await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
        missing: await deliver(event, { signature: false }),
      }
      for (const [name, response] of Object.entries(attempts)) {
        expect(response.status, name).toBe(400)
        expect(((await response.json()) as { error: string }).error, name).toMatch(/signature/i)
      }
      expect(await boostRows(sessionId)).toHaveLength(0)
      expect(await server.db.query('select 1 from processed_webhook_event where id = ?', [event.id])).toHaveLength(0)
      // Not marked processed: the genuine delivery still counts.
      expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: 'recorded' })
    })

    it('waits for async payments: unpaid completion records nothing, async_payment_succeeded records', async () => {
      const { creatorId, sessionId, paymentIntent } = await openCheckout(10)
      const unpaid = checkoutCompleted({ id: sessionId, amount_total: 1000, payment_intent: paymentIntent, payment_status: 'unpaid', metadata: { creator_id: creatorId } })
      expect(await (await deliver(unpaid)).json()).toEqual({ received: true, outcome: 'not-paid-yet' })
      expect(await boostRows(sessionId)).toHaveLength(0)
      const succeeded = checkoutCompleted({ id: sessionId, amount_total: 1000, payment_intent: paymentIntent, metadata: { creator_id: creatorId } }, 'checkout.session.async_payment_succeeded')
      expect(await (await deliver(succeeded)).json()).toEqual({ received: true, outcome: 'recorded' })
      expect(await boostRows(sessionId)).toHaveLength(1)
    })

    it('records only the checkouts Boost opened: an unknown session, or a different amount or currency, is acknowledged and recorded nowhere', async () => {
      const { creatorId } = await connectedCreator()
      const unknown = `cs_test_${randomBytes(12).toString('hex')}`
      const before = await readStats(server.db)
      const stranger = checkoutCompleted({ id: unknown, amount_total: 2000, payment_intent: `pi_${randomBytes(8).toString('hex')}`, metadata: { creator_id: creatorId } })
      expect(await (await deliver(stranger)).json()).toEqual({ received: true, outcome: 'ignored' })
      expect(await boostRows(unknown)).toEqual([])
      expect(await server.db.query('select id from checkout_session where id = ?', [unknown])).toEqual([])

      const { sessionId, paymentIntent } = await openCheckout(20)
      const cheaper = checkoutCompleted({ id: sessionId, amount_total: 100, payment_intent: paymentIntent, metadata: { creator_id: creatorId } })
      expect(await (await deliver(cheaper)).json()).toEqual({ received: true, outcome: 'ignored' })
      const inEuros = checkoutCompleted({ id: sessionId, amount_total: 2000, payment_intent: paymentIntent, metadata: { creator_id: creatorId }, currency: 'eur' })
      expect(await (await deliver(inEuros)).json()).toEqual({ received: true, outcome: 'ignored' })
      expect(await boostRows(sessionId)).toEqual([])
      expect(await readStats(server.db)).toEqual(before)
      // The event that matches what Boost opened records it.
      const paid = checkoutCompleted({ id: sessionId, amount_total: 2000, payment_intent: paymentIntent, metadata: { creator_id: creatorId } })
      expect(await (await deliver(paid)).json()).toEqual({ received: true, outcome: 'recorded' })
    })

    it('counts what a partly refunded boost kept, never undoes a larger refund, and reverses a full refund once', async () => {
      const { creatorId, supporter, sessionId, paymentIntent } = await openCheckout(20)
      const stats = await readStats(server.db, creatorId)
      await deliver(checkoutCompleted({ id: sessionId, amount_total: 2000, payment_intent: paymentIntent, metadata: { creator_id: creatorId } }))
      const supporterXp = async () => Number((await server.db.query<{ xp_total: unknown }>('select xp_total from supporter where id = ?', [supporter.id]))[0]!.xp_total)
      const sessionXp = async () => (await (await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)).json()).xpAwarded

      // $5 of $20 back: the boost stands at $15, its fees, net and XP shrunk by core/refunds.ts's rule.
      const fiveBack = chargeRefunded(paymentIntent, { refunded: false, amount_refunded: 500 })
      expect(await (await deliver(fiveBack)).json()).toEqual({ received: true, outcome: 'partly-refunded' })
      const partly = { boosts: 1, grossCents: 1500, platformFeeCents: 37, processorFeeCents: 67, netCents: 1396, refundedCents: 500 }
      expect((await readStats(server.db, creatorId)).byCurrency).toEqual({ usd: partly })
      expect(await readStats(server.db, creatorId)).toMatchObject({ totalGross: '1500', totalNet: '1396', xpTotal: 150 })
      expect(await supporterXp()).toBe(150)
      expect(await sessionXp()).toBe(150)
      expect(await boostRows(sessionId)).toMatchObject([{ reversed_at: null }])

      // The same event again, and an older, smaller total arriving late, change nothing.
      expect(await (await deliver(fiveBack)).json()).toEqual({ received: true, outcome: 'duplicate' })
      const older = chargeRefunded(paymentIntent, { refunded: false, amount_refunded: 300 })
      expect(await (await deliver(older)).json()).toEqual({ received: true, outcome: 'refund-unchanged' })
      expect((await readStats(server.db, creatorId)).byCurrency).toEqual({ usd: partly })

      const refund = chargeRefunded(paymentIntent)
      expect(await (await deliver(refund)).json()).toEqual({ received: true, outcome: 'reversed' })
      const [row] = await boostRows(sessionId)
      expect(row!.reversed_at).not.toBeNull()
      const after = await readStats(server.db, creatorId)
      expect({ ...after, lastEvent: null }).toEqual({ ...stats, lastEvent: null, byCurrency: { usd: refundedOnly(2000) }, lastAdjustmentId: expect.any(Number) })
      expect(await supporterXp()).toBe(0)
      expect(await sessionXp()).toBe(0)
      expect(await (await deliver(refund)).json()).toEqual({ received: true, outcome: 'duplicate' })
    })

    it('takes a disputed boost out of every number, puts it back when the dispute is won, and leaves it out when lost, in any order', async () => {
      const dispute = (paymentIntent: string, type: string, status: string) =>
        stripeEvent(type, stripeObject('dispute', { id: `dp_${randomBytes(8).toString('hex')}`, payment_intent: paymentIntent, status, amount: 2000 }))
      const counted = { boosts: 1, grossCents: 2000, platformFeeCents: 50, processorFeeCents: 88, netCents: 1862, refundedCents: 0 }

      const won = await openCheckout(20)
      await deliver(checkoutCompleted({ id: won.sessionId, amount_total: 2000, payment_intent: won.paymentIntent, metadata: { creator_id: won.creatorId } }))
      expect(await (await deliver(dispute(won.paymentIntent, 'charge.dispute.created', 'needs_response'))).json()).toEqual({ received: true, outcome: 'dispute-applied' })
      expect(await readStats(server.db, won.creatorId)).toMatchObject({ boostsCount: 0, totalGross: '0', xpTotal: 0, byCurrency: {} })
      expect(await (await deliver(dispute(won.paymentIntent, 'charge.dispute.created', 'needs_response'))).json()).toEqual({ received: true, outcome: 'dispute-unchanged' })
      expect(await (await deliver(dispute(won.paymentIntent, 'charge.dispute.closed', 'won'))).json()).toEqual({ received: true, outcome: 'dispute-applied' })
      expect((await readStats(server.db, won.creatorId)).byCurrency).toEqual({ usd: counted })
      expect(await readStats(server.db, won.creatorId)).toMatchObject({ boostsCount: 1, xpTotal: 200 })
      // A late 'created' cannot reopen a dispute that was closed.
      expect(await (await deliver(dispute(won.paymentIntent, 'charge.dispute.created', 'needs_response'))).json()).toEqual({ received: true, outcome: 'dispute-unchanged' })
      expect((await readStats(server.db, won.creatorId)).byCurrency).toEqual({ usd: counted })

      // Closed as lost before its 'created' arrives: out, and it stays out.
      const lost = await openCheckout(20)
      await deliver(checkoutCompleted({ id: lost.sessionId, amount_total: 2000, payment_intent: lost.paymentIntent, metadata: { creator_id: lost.creatorId } }))
      expect(await (await deliver(dispute(lost.paymentIntent, 'charge.dispute.closed', 'lost'))).json()).toEqual({ received: true, outcome: 'dispute-applied' })
      expect(await (await deliver(dispute(lost.paymentIntent, 'charge.dispute.created', 'needs_response'))).json()).toEqual({ received: true, outcome: 'dispute-unchanged' })
      expect(await readStats(server.db, lost.creatorId)).toMatchObject({ boostsCount: 0, totalGross: '0', xpTotal: 0, byCurrency: {} })
      const [xp] = await server.db.query<{ xp_total: unknown }>('select xp_total from supporter where id = ?', [lost.supporter.id])
      expect(Number(xp!.xp_total)).toBe(0)
      // A refund of a boost whose dispute was lost moves only the refunded total.
      expect(await (await deliver(chargeRefunded(lost.paymentIntent))).json()).toEqual({ received: true, outcome: 'reversed' })
      expect((await readStats(server.db, lost.creatorId)).byCurrency).toEqual({ usd: refundedOnly(2000) })
    })

    it('applies a partial refund that arrives before the completion once the completion arrives', async () => {
      const { creatorId, sessionId, paymentIntent } = await openCheckout(20)
      const early = chargeRefunded(paymentIntent, { refunded: false, amount_refunded: 500 })
      expect(await (await deliver(early)).json()).toEqual({ received: true, outcome: 'refund-pending' })
      const completed = await deliver(checkoutCompleted({ id: sessionId, amount_total: 2000, payment_intent: paymentIntent, metadata: { creator_id: creatorId } }))
      expect(await completed.json()).toEqual({ received: true, outcome: 'recorded' })
      expect((await readStats(server.db, creatorId)).byCurrency).toEqual({
        usd: { boosts: 1, grossCents: 1500, platformFeeCents: 37, processorFeeCents: 67, netCents: 1396, refundedCents: 500 },
      })
      expect(await boostRows(sessionId)).toMatchObject([{ reversed_at: null }])
    })

    it('keeps a refund that arrives before the completion and applies it when the completion arrives', async () => {
      const { creatorId, supporter, sessionId, paymentIntent } = await openCheckout(20)
      const stats = await readStats(server.db, creatorId)
      expect(await (await deliver(chargeRefunded(paymentIntent))).json()).toEqual({ received: true, outcome: 'refund-pending' })
      expect(await boostRows(sessionId)).toHaveLength(0)

      const completed = await deliver(checkoutCompleted({ id: sessionId, amount_total: 2000, payment_intent: paymentIntent, metadata: { creator_id: creatorId } }))
      expect(await completed.json()).toEqual({ received: true, outcome: 'recorded' })
      const [row] = await boostRows(sessionId)
      expect(row!.reversed_at).not.toBeNull()
      expect(await readStats(server.db, creatorId)).toEqual({ ...stats, byCurrency: { usd: refundedOnly(2000) } })
      const [xp] = await server.db.query<{ xp_total: unknown }>('select xp_total from supporter where id = ?', [supporter.id])
      expect(Number(xp!.xp_total)).toBe(0)
      // The success page reads the session: it must not promise XP that was never granted.
      const status = await (await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)).json()
      expect(status).toMatchObject({ status: 'complete', xpAwarded: 0 })
      expect(await server.db.query('select ref from pending_reversal where ref in (?, ?)', [sessionId, `payment_intent:${paymentIntent}`])).toEqual([])
    })

    it('applies the larger of a refund held under the payment intent and one held under the session when an async payment succeeds', async () => {
      const { creatorId, sessionId, paymentIntent } = await openCheckout(20)
      const session = { id: sessionId, amount_total: 2000, payment_intent: paymentIntent, metadata: { creator_id: creatorId } }
      // Before the completion: held under the payment intent. After the unpaid completion named it: under the session.
      expect(await (await deliver(chargeRefunded(paymentIntent, { refunded: false, amount_refunded: 500 }))).json()).toEqual({ received: true, outcome: 'refund-pending' })
      expect(await (await deliver(checkoutCompleted({ ...session, payment_status: 'unpaid' }))).json()).toEqual({ received: true, outcome: 'not-paid-yet' })
      expect(await (await deliver(chargeRefunded(paymentIntent, { refunded: false, amount_refunded: 800 }))).json()).toEqual({ received: true, outcome: 'refund-pending' })

      const succeeded = await deliver(checkoutCompleted(session, 'checkout.session.async_payment_succeeded'))
      expect(await succeeded.json()).toEqual({ received: true, outcome: 'recorded' })
      expect((await readStats(server.db, creatorId)).byCurrency).toEqual({ usd: expect.objectContaining({ boosts: 1, grossCents: 1200, refundedCents: 800 }) })
      expect(await boostRows(sessionId)).toMatchObject([{ reversed_at: null }])
      expect(await server.db.query('select ref from pending_reversal where ref in (?, ?)', [sessionId, `payment_intent:${paymentIntent}`])).toEqual([])
    })

    it('ends reversed whichever of a refund and its completion is handled first when both arrive at once', async () => {
      for (let round = 0; round < 5; round++) {
        const { creatorId, sessionId, paymentIntent } = await openCheckout(5)
        const stats = await readStats(server.db, creatorId)
        await Promise.all([
          deliver(chargeRefunded(paymentIntent)),
          deliver(checkoutCompleted({ id: sessionId, amount_total: 500, payment_intent: paymentIntent, metadata: { creator_id: creatorId } })),
        ])
        const [row] = await boostRows(sessionId)
        expect(row!.reversed_at, `round ${round}`).not.toBeNull()
        // Recorded then reversed, or recorded reversed: the same numbers (only the former made an adjustment).
        const { lastAdjustmentId: _, ...after } = await readStats(server.db, creatorId)
        expect(after).toEqual({ ...stats, lastAdjustmentId: undefined, byCurrency: { usd: refundedOnly(500) } })
      }
    })

    it('credits the referrer on a referred supporter’s first paid boost, whether the referral came by link or on the checkout', async () => {
      const referrer = await createSupporter(server.db)
      const { code } = (await (await post(server.url, '/api/referrals/create', { supporterId: referrer.id })).json()) as { code: string }
      const byLink = (await (await post(server.url, '/api/supporters/identify', { anonId: `anon_${randomBytes(9).toString('hex')}`, ref: code })).json()) as { supporterId: string }
      const byCheckout = await createSupporter(server.db)
      const { creatorId } = await connectedCreator()
      for (const [supporterId, ref] of [[byLink.supporterId, undefined], [byCheckout.id, code]] as const) {
        const started = await checkout({ amount: 20, currency: 'usd', creator_id: creatorId, supporter_id: supporterId, ref, message })
        const paymentIntent = `pi_${randomBytes(8).toString('hex')}`
        const completed = await deliver(checkoutCompleted({ id: String(started.body.sessionId), amount_total: 2000, payment_intent: paymentIntent, metadata: { creator_id: creatorId } }))
        expect(await completed.json()).toEqual({ received: true, outcome: 'recorded' })
      }
      const [row] = await server.db.query<{ activations: unknown }>('select activations from referral where code = ?', [code])
      expect(Number(row!.activations)).toBe(2)
      const summary = await (await fetch(`${server.url}/api/gamification/summary?supporterId=${referrer.id}`)).json()
      expect(summary).toMatchObject({ xpTotal: 2 * REFERRAL_BONUS_XP })
    })

    it('marks an expired session expired, and answers 200 to event types it does not handle', async () => {
      const { sessionId } = await openCheckout(5)
      const expired = await deliver(stripeEvent('checkout.session.expired', stripeObject('checkout.session', { id: sessionId, status: 'expired' })))
      expect(await expired.json()).toEqual({ received: true, outcome: 'expired' })
      const status = await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)
      expect(await status.json()).toMatchObject({ status: 'expired' })

      const unknown = await deliver(stripeEvent('customer.created', stripeObject('customer')))
      expect(unknown.status).toBe(200)
      expect(await unknown.json()).toEqual({ received: true, outcome: 'ignored' })
    })

    it('acknowledges and ignores a signed body that is JSON but not an event object, changing nothing', async () => {
      const before = await readStats(server.db)
      for (const body of [null, [], 1, 'x', true]) {
        const response = await deliver(body as object)
        expect({ body, status: response.status }).toEqual({ body, status: 200 })
        expect(await response.json()).toEqual({ received: true, outcome: 'ignored' })
      }
      expect(await readStats(server.db)).toEqual(before)
    })
  })

  describe('POST /api/stripe/webhook: account.updated', () => {
    /** A creator whose account.updated with charges enabled, created at `now`, is the one applied. */
    async function enabledAt(now: number) {
      const creatorId = uniqueId('account')
      await onboard(creatorId)
      const accountId = (await accountOf(creatorId))!.stripe_account_id!
      const applied = await deliver(accountUpdated(accountId, true, now), { secret: CONNECT_WEBHOOK_SECRET })
      expect(await applied.json()).toEqual({ received: true, outcome: 'account-updated' })
      return { creatorId, accountId, rereads: () => stripe.requestsTo('GET', `/v1/accounts/${accountId}`).length }
    }
    const send = async (event: object) => (await deliver(event, { secret: CONNECT_WEBHOOK_SECRET })).json()

    it('applies what Stripe says now, re-read once, when an update of the same second contradicts the one applied', async () => {
      const now = Math.floor(Date.now() / 1000)
      const { creatorId, accountId, rereads } = await enabledAt(now)
      expect(rereads()).toBe(0)

      // Stripe says enabled: the disabling event of the same second was the earlier of the two.
      stripe.setChargesEnabled(accountId, true)
      const disabled = accountUpdated(accountId, false, now)
      expect(await send(disabled)).toEqual({ received: true, outcome: 'account-updated-from-stripe' })
      expect(rereads()).toBe(1)
      expect(await accountOf(creatorId)).toEqual({ stripe_account_id: accountId, charges_enabled: true })
      expect(await send(disabled)).toEqual({ received: true, outcome: 'duplicate' })

      // One of the same second that agrees with the state held changes nothing, and asks nothing.
      stripe.setChargesEnabled(accountId, false)
      expect(await send(accountUpdated(accountId, true, now))).toEqual({ received: true, outcome: 'account-updated' })
      expect(rereads()).toBe(1)
      expect(await accountOf(creatorId)).toEqual({ stripe_account_id: accountId, charges_enabled: true })

      // Stripe says disabled: this time the disabling event of the same second was the later one.
      expect(await send(accountUpdated(accountId, false, now))).toEqual({ received: true, outcome: 'account-updated-from-stripe' })
      expect(rereads()).toBe(2)
      expect(await accountOf(creatorId)).toEqual({ stripe_account_id: accountId, charges_enabled: false })
      expect(stripe.requestsTo('GET', `/v1/accounts/${accountId}`).every((request) => request.headers.authorization === `Bearer ${SECRET_KEY}`)).toBe(true)
    })

    it('answers 503 and changes nothing when Stripe cannot be asked about an update in doubt, and applies its redelivery', async () => {
      const now = Math.floor(Date.now() / 1000)
      const { creatorId, accountId, rereads } = await enabledAt(now)
      stripe.setChargesEnabled(accountId, false)
      stripe.failNext('GET', `/v1/accounts/${accountId}`)
      const disabled = accountUpdated(accountId, false, now)

      const failed = await deliver(disabled, { secret: CONNECT_WEBHOOK_SECRET })
      expect(failed.status).toBe(503)
      expect(await failed.json()).toEqual({ error: expect.stringContaining('deliver this event again') })
      expect(rereads()).toBe(1)
      expect(await accountOf(creatorId)).toEqual({ stripe_account_id: accountId, charges_enabled: true })
      expect(await server.db.query('select 1 from processed_webhook_event where id = ?', [disabled.id])).toHaveLength(0)
      expect(logged).toContainEqual(expect.objectContaining({ level: 40, eventId: disabled.id, msg: expect.stringContaining('could not re-read a Stripe account') }))

      // Stripe delivers it again, and this time can say.
      expect(await send(disabled)).toEqual({ received: true, outcome: 'account-updated-from-stripe' })
      expect(rereads()).toBe(2)
      expect(await accountOf(creatorId)).toEqual({ stripe_account_id: accountId, charges_enabled: false })
    })

    it('applies a newer update and ignores an older one without asking Stripe', async () => {
      const now = Math.floor(Date.now() / 1000)
      const { creatorId, accountId, rereads } = await enabledAt(now)
      stripe.setChargesEnabled(accountId, true)

      expect(await send(accountUpdated(accountId, false, now + 1))).toEqual({ received: true, outcome: 'account-updated' })
      expect(await accountOf(creatorId)).toEqual({ stripe_account_id: accountId, charges_enabled: false })
      expect(await send(accountUpdated(accountId, true, now))).toEqual({ received: true, outcome: 'account-update-out-of-date' })
      expect(await accountOf(creatorId)).toEqual({ stripe_account_id: accountId, charges_enabled: false })
      expect(rereads()).toBe(0)
    })
  })
})

/** Stripe's example checkout session, paid in dollars, as Boost opened it; `session` sets what the test is about. */
function checkoutCompleted(
  session: { id: string; amount_total: number; payment_intent: string; metadata: Record<string, string>; payment_status?: string; currency?: string },
  type = 'checkout.session.completed',
) {
  return stripeEvent(type, stripeObject('checkout.session', { status: 'complete', payment_status: 'paid', currency: 'usd', ...session }))
}

/** Stripe's example charge, $20 and refunded in full unless `overrides` say otherwise. */
function chargeRefunded(paymentIntent: string, overrides: Record<string, unknown> = {}) {
  return stripeEvent(
    'charge.refunded',
    stripeObject('charge', { id: `ch_${randomBytes(8).toString('hex')}`, payment_intent: paymentIntent, amount: 2000, amount_refunded: 2000, refunded: true, ...overrides }),
  )
}

/** Stripe's example account in a connected account's event, which names the account it is about. */
function accountUpdated(accountId: string, chargesEnabled: boolean, created?: number) {
  return stripeEvent('account.updated', stripeObject('account', { id: accountId, type: 'express', charges_enabled: chargesEnabled }), {
    account: accountId,
    ...(created === undefined ? {} : { created }),
  })
}
