// Retention: what a pass deletes (checkouts nobody paid, old webhook ids, past rate-limit windows,
// supporters and creators who left nothing, expired sessions and passkey challenges) and everything
// it must keep, Stripe checkouts whose payment may still be recorded among it; the timer that runs
// passes by itself; and a demo server that makes a creator row only once a boost is paid. Rows are
// made through the API (Stripe's sessions as POST /api/checkout stores them), then backdated.
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { goLiveChecklist } from '../../server/services/checklist.ts'
import { postgresOnly, testDatabases } from '../support/databases.ts'
import { createStripeSession } from '../support/fixtures.ts'
import { identify, post } from '../support/http.ts'
import { startTestServer, type TestServer, useTestServer } from '../support/server.ts'
import { stripeEvent, stripeObject } from '../support/stripeFixtures.ts'

const HOUR = "interval '1 hour'"
const DAY = "interval '1 day'"
const WEBHOOK_SECRET = 'whsec_retention'

describe.each(testDatabases)('services.retention.run() on $name', (database) => {
  let server!: TestServer
  let counter = 0
  const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`

  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '10000' })

  const run = async () => (await server.services.retention.run())!

  async function checkout(creatorId: string, supporterId?: string): Promise<string> {
    const response = await post(server.url, '/api/checkout', { amount: 5, currency: 'usd', creator_id: creatorId, demo: true, ...(supporterId ? { supporter_id: supporterId } : {}) })
    expect(response.status).toBe(200)
    return ((await response.json()) as { sessionId: string }).sessionId
  }

  async function pay(sessionId: string) {
    const response = await post(server.url, `/api/checkout/demo/${sessionId}/complete`)
    expect(response.status).toBe(200)
  }

  async function sessionState(sessionId: string) {
    const response = await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  async function existing(table: 'checkout_session' | 'supporter' | 'creator', ids: string[]): Promise<string[]> {
    const rows = await server.db.query<{ id: string }>(`select id from ${table} where id in (${ids.map(() => '?').join(', ')})`, ids)
    return rows.map((row) => row.id).sort()
  }

  /** Sets `column` to now minus `amount` (SQL interval text) on one row. */
  async function backdate(table: 'checkout_session' | 'supporter' | 'creator', column: string, id: string, amount: string) {
    await server.db.query(`update ${table} set ${column} = now() - ${amount} where id = ?`, [id])
  }

  describe('checkout sessions', () => {
    it('deletes checkouts nobody paid a day past their expiry, and keeps paid, recent and refund-awaited ones', async () => {
      const creatorId = uniqueId('checkouts')
      const lapsed = await checkout(creatorId)
      const markedExpired = await checkout(creatorId)
      const justExpired = await checkout(creatorId)
      const paid = await checkout(creatorId)
      const recordedStillOpen = await checkout(creatorId)
      const refundAwaited = await checkout(creatorId)
      const fresh = await checkout(creatorId)
      await pay(paid)
      await pay(recordedStillOpen)
      // A server stopped between recording the boost and marking its session complete.
      await server.db.query(`update checkout_session set status = 'open', completed_at = null where id = ?`, [recordedStillOpen])
      await server.db.query(`update checkout_session set status = 'expired' where id = ?`, [markedExpired])
      await server.db.query('insert into pending_reversal (ref, created_at) values (?, now())', [refundAwaited])
      for (const id of [lapsed, markedExpired, refundAwaited]) await backdate('checkout_session', 'expires_at', id, `25 * ${HOUR}`)
      await backdate('checkout_session', 'expires_at', justExpired, `23 * ${HOUR}`)
      for (const id of [paid, recordedStillOpen]) await backdate('checkout_session', 'expires_at', id, `10 * ${DAY}`)

      expect((await run()).checkoutSessions).toBe(2)

      const all = [lapsed, markedExpired, justExpired, paid, recordedStillOpen, refundAwaited, fresh]
      expect(await existing('checkout_session', all)).toEqual([justExpired, paid, recordedStillOpen, refundAwaited, fresh].sort())
      expect(await sessionState(lapsed)).toEqual({ status: 404, body: { error: 'Unknown checkout session' } })
      expect((await sessionState(justExpired)).body).toMatchObject({ status: 'expired' })
      expect((await sessionState(paid)).body).toMatchObject({ status: 'complete', boostId: expect.any(Number) })
      expect((await sessionState(recordedStillOpen)).body).toMatchObject({ status: 'complete', boostId: expect.any(Number) })
      expect((await sessionState(fresh)).body).toMatchObject({ status: 'open' })
      expect((await run()).checkoutSessions).toBe(0)
    })
  })

  describe('creators', () => {
    it('creates no creator row for a checkout nobody pays; the first paid demo boost makes the demo creator, in events and stats', async () => {
      const creatorId = uniqueId('unknown')
      const sessionId = await checkout(creatorId)
      expect(await existing('creator', [creatorId])).toEqual([])
      expect((await fetch(`${server.url}/api/creators/${creatorId}`)).status).toBe(404)
      expect((await sessionState(sessionId)).body).toMatchObject({ status: 'open', creatorId })

      await pay(sessionId)
      const [row] = await server.db.query<{ demo: boolean; stripe_account_id: string | null }>('select demo, stripe_account_id from creator where id = ?', [creatorId])
      expect(row).toEqual({ demo: true, stripe_account_id: null })
      const status = await fetch(`${server.url}/api/creators/${creatorId}`)
      expect(await status.json()).toEqual({ connected: null, chargesEnabled: false, name: null, bio: null, color: 'violet', goal: null, monthly: { supporters: 0, byCurrency: {}, newThisMonth: 0, cancelledThisMonth: 0 } })
      const events = (await (await fetch(`${server.url}/api/boost-events?creatorId=${creatorId}`)).json()) as { ref: string; gross: string }[]
      expect(events).toEqual([expect.objectContaining({ ref: sessionId, gross: '500' })])
      const stats = (await (await fetch(`${server.url}/api/boost-stats?creatorId=${creatorId}`)).json()) as { boostsCount: number }
      expect(stats.boostsCount).toBe(1)
      expect((await sessionState(sessionId)).body).toMatchObject({ status: 'complete', creatorId })

      // A second boost for the creator, and anyone may still onboard it.
      await pay(await checkout(creatorId))
      const onboard = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`)
      expect(onboard.status).toBe(200)
    })

    it('deletes creator rows left with no account, boost or checkout after 30 days, and keeps every other creator', async () => {
      const insertCreator = (id: string) => server.db.query('insert into creator (id, charges_enabled, demo, created_at) values (?, false, true, now())', [id])
      const unused = uniqueId('unused')
      const unusedRecent = uniqueId('unused-recent')
      const boosted = uniqueId('boosted')
      const checkingOut = uniqueId('checking-out')
      const onboarded = uniqueId('onboarded')
      await insertCreator(unused)
      await insertCreator(unusedRecent)
      await insertCreator(checkingOut)
      await checkout(checkingOut)
      await pay(await checkout(boosted))
      expect((await post(server.url, `/api/creators/${onboarded}/stripe/onboard`)).status).toBe(200)
      for (const id of [unused, boosted, checkingOut, onboarded]) await backdate('creator', 'created_at', id, `31 * ${DAY}`)
      await backdate('creator', 'created_at', unusedRecent, `29 * ${DAY}`)

      expect((await run()).creators).toBe(1)
      expect(await existing('creator', [unused, unusedRecent, boosted, checkingOut, onboarded])).toEqual([unusedRecent, boosted, checkingOut, onboarded].sort())
    })
  })

  describe('supporters', () => {
    it('deletes supporters idle for 30 days who hold nothing, and keeps any with XP, a boost, a referral code or an open checkout', async () => {
      const creatorId = uniqueId('fans')
      const idle = await identify(server.url)
      const recent = await identify(server.url)
      const boosted = await identify(server.url)
      const refunded = await identify(server.url)
      const referrer = await identify(server.url)
      const checkingOut = await identify(server.url)
      await pay(await checkout(creatorId, boosted.supporterId))
      const refundedSession = await checkout(creatorId, refunded.supporterId)
      await pay(refundedSession)
      expect(await server.services.ledger.reverse(refundedSession)).toMatchObject({ status: 'reversed' })
      expect((await post(server.url, '/api/referrals/create', { supporterId: referrer.supporterId })).status).toBe(200)
      await checkout(creatorId, checkingOut.supporterId)
      for (const { supporterId } of [idle, boosted, refunded, referrer, checkingOut]) await backdate('supporter', 'created_at', supporterId, `31 * ${DAY}`)
      await backdate('supporter', 'created_at', recent.supporterId, `29 * ${DAY}`)

      expect((await run()).supporters).toBe(1)
      const kept = [recent, boosted, refunded, referrer, checkingOut].map((supporter) => supporter.supporterId)
      expect(await existing('supporter', [idle.supporterId, ...kept])).toEqual(kept.sort())

      // The browser comes back: identify makes its supporter anew.
      const again = await post(server.url, '/api/supporters/identify', { anonId: idle.anonId })
      expect(again.status).toBe(200)
      const { supporterId } = (await again.json()) as { supporterId: string }
      expect(supporterId).not.toBe(idle.supporterId)
    })
  })

  describe('webhook events', () => {
    it('deletes event ids older than 30 days but always keeps the newest, so the go-live checklist still reads the last webhook', async () => {
      const insertEvent = (id: string, age: string) =>
        server.db.query(`insert into processed_webhook_event (id, type, processed_at) values (?, 'charge.refunded', now() - ${age})`, [id])
      const oldest = uniqueId('evt')
      const newestOld = uniqueId('evt')
      await insertEvent(oldest, `40 * ${DAY}`)
      await insertEvent(newestOld, `35 * ${DAY}`)
      expect((await run()).webhookEvents).toBe(1)
      expect(await server.db.query<{ id: string }>('select id from processed_webhook_event')).toEqual([{ id: newestOld }])
      const stale = (await goLiveChecklist({ config: server.config, db: server.db })).items.find((item) => item.id === 'webhook-recent')!
      expect(stale).toMatchObject({ ok: false, detail: expect.stringMatching(/^The newest Stripe event was processed 35 days ago/) })

      const recent = uniqueId('evt')
      await insertEvent(recent, `1 * ${HOUR}`)
      expect((await run()).webhookEvents).toBe(1)
      expect(await server.db.query<{ id: string }>('select id from processed_webhook_event')).toEqual([{ id: recent }])
      const fresh = (await goLiveChecklist({ config: server.config, db: server.db })).items.find((item) => item.id === 'webhook-recent')!
      expect(fresh.ok).toBe(true)
    })
  })

  describe('rate-limit windows', () => {
    it('deletes windows older than ten minutes in batches, and keeps the ones still counting', async () => {
      await checkout(uniqueId('limited'))
      const counting = () => server.db.query<{ key: string }>(`select key || ' ' || window_start as key from rate_limit_window order by 1`)
      const before = await counting()
      expect(before.length).toBeGreaterThan(0)
      await server.db.query(
        `insert into rate_limit_window (key, window_start, count)
         select 'retention-test:' || n, date_trunc('minute', now()) - interval '11 minutes', 1 from generate_series(1, 1234) as n`,
      )
      await server.db.query(`insert into rate_limit_window (key, window_start, count) values ('retention-test:recent', date_trunc('minute', now()) - interval '5 minutes', 1)`)

      expect((await run()).rateLimitWindows).toBe(1234)
      const left = await server.db.query<{ key: string }>(`select key from rate_limit_window where key like 'retention-test:%'`)
      expect(left).toEqual([{ key: 'retention-test:recent' }])
      const after = (await counting()).filter((row) => !row.key.startsWith('retention-test:'))
      expect(after).toEqual(before)
    })
  })

  describe('creator sessions and passkey challenges', () => {
    it('deletes sessions past their sliding expiry and challenges past their five minutes, and keeps live ones', async () => {
      const creatorId = uniqueId('sessions')
      const onboarded = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`, {})
      expect(onboarded.status).toBe(200)
      const cookie = onboarded.headers.getSetCookie()[0]!.split(';')[0]!
      const me = () => fetch(`${server.url}/api/me`, { headers: { cookie } })
      expect((await me()).status).toBe(200)
      await post(server.url, '/api/signin/options')
      await post(server.url, '/api/signin/options')
      await server.db.query(`update webauthn_challenge set expires_at = now() - interval '1 second' where challenge in (select challenge from webauthn_challenge limit 1)`)

      const first = await run()
      expect(first).toMatchObject({ creatorSessions: 0, webauthnChallenges: 1 })
      expect(await server.db.query('select challenge from webauthn_challenge')).toHaveLength(1)
      expect((await me()).status).toBe(200)

      await server.db.query(`update creator_session set expires_at = now() - interval '1 second' where creator_id = ?`, [creatorId])
      expect((await run()).creatorSessions).toBe(1)
      expect(await server.db.query('select id from creator_session where creator_id = ?', [creatorId])).toEqual([])
      expect((await me()).status).toBe(401)
    })
  })

  describe('alert signals and overlay presence', () => {
    it('deletes signals older than a day and presence no instance refreshed for an hour, and keeps the rest', async () => {
      const creatorId = uniqueId('alerts')
      await server.db.query(
        `insert into alert_signal (creator_id, kind, payload, ts) values (?, 'alert', '{}', now() - interval '25 hours'), (?, 'alert', '{}', now() - interval '23 hours')`,
        [creatorId, creatorId],
      )
      await server.db.query(
        `insert into overlay_presence (instance_id, creator_id, overlays, seen_at) values ('gone-instance', ?, 1, now() - interval '2 hours'), ('live-instance', ?, 1, now())`,
        [creatorId, creatorId],
      )
      expect(await run()).toMatchObject({ alertSignals: 1, overlayPresence: 1 })
      expect(await server.db.query('select id from alert_signal where creator_id = ?', [creatorId])).toHaveLength(1)
      expect(await server.db.query('select instance_id from overlay_presence where creator_id = ?', [creatorId])).toEqual([{ instance_id: 'live-instance' }])
    })
  })
})

describe.each(postgresOnly)('services.retention.run() across instances on $name', (database) => {
  it('skips a pass while another instance runs one, and runs once it has finished', async () => {
    const { config, drop } = await database.create()
    const first = await startTestServer(config)
    const second = await startTestServer(config)
    try {
      await first.db.query(`insert into rate_limit_window (key, window_start, count) values ('retention-test:old', now() - interval '1 hour', 1)`)
      // The first instance's pass holds the lock while the second one tries.
      const skipped = await first.db.transaction(async (tx) => {
        await tx.execute(`select pg_advisory_xact_lock(hashtextextended('boost:retention', 0))`)
        return second.services.retention.run()
      })
      expect(skipped).toBeNull()
      expect(await first.db.query('select 1 from rate_limit_window where key = ?', ['retention-test:old'])).toHaveLength(1)
      expect(await second.services.retention.run()).toMatchObject({ rateLimitWindows: 1 })
    } finally {
      await first.stop()
      await second.stop()
      await drop()
    }
  })
})

describe.each(testDatabases)('services.retention.run() with Stripe payments on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), {
    STRIPE_SECRET_KEY: 'sk_test_retention',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RATE_LIMIT_PER_MINUTE: '10000',
  })

  const run = async () => (await server.services.retention.run())!

  async function stripeCheckout(): Promise<{ sessionId: string; paymentIntent: string }> {
    const sessionId = `cs_test_${randomBytes(12).toString('hex')}`
    await createStripeSession(server.db, { id: sessionId, creatorId: `retention-${randomBytes(4).toString('hex')}`, amountCents: 500 })
    return { sessionId, paymentIntent: `pi_${randomBytes(8).toString('hex')}` }
  }

  /** Signs and posts Stripe's event about the session, paid unless `paymentStatus` says otherwise. */
  async function deliver(type: string, { sessionId, paymentIntent }: { sessionId: string; paymentIntent: string }, paymentStatus = 'paid') {
    const session = stripeObject('checkout.session', {
      id: sessionId, status: 'complete', payment_status: paymentStatus, amount_total: 500, currency: 'usd', payment_intent: paymentIntent,
    })
    const payload = JSON.stringify(stripeEvent(type, session))
    const response = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      body: payload,
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { outcome: string }).outcome
  }

  const backdateExpiry = (sessionId: string, amount: string) =>
    server.db.query(`update checkout_session set expires_at = now() - ${amount} where id = ?`, [sessionId])
  const boosts = async (ref: string) => (await server.db.query('select id from boost_event where ref = ?', [ref])).length

  it('records an async payment that succeeds days after its checkout expired, even after a retention pass', async () => {
    const checkout = await stripeCheckout()
    expect(await deliver('checkout.session.completed', checkout, 'unpaid')).toBe('not-paid-yet')
    // SEPA can take two weeks to settle.
    await backdateExpiry(checkout.sessionId, `13 * ${DAY}`)

    expect((await run()).checkoutSessions).toBe(0)

    expect(await deliver('checkout.session.async_payment_succeeded', checkout)).toBe('recorded')
    expect(await boosts(checkout.sessionId)).toBe(1)
  })

  it('deletes a checkout whose async payment failed once its retry window has passed, and records nothing for it', async () => {
    const checkout = await stripeCheckout()
    expect(await deliver('checkout.session.completed', checkout, 'unpaid')).toBe('not-paid-yet')
    await backdateExpiry(checkout.sessionId, `5 * ${DAY}`)
    // Noted as settling, it stays.
    expect((await run()).checkoutSessions).toBe(0)

    expect(await deliver('checkout.session.async_payment_failed', checkout, 'unpaid')).toBe('payment-failed')
    expect(await server.db.query('select status, payment_intent from checkout_session where id = ?', [checkout.sessionId])).toEqual([{ status: 'expired', payment_intent: null }])
    expect((await run()).checkoutSessions).toBe(1)
    expect(await boosts(checkout.sessionId)).toBe(0)
  })

  it('keeps an unpaid Stripe checkout through Stripe’s 3 days of retries past its expiry, records a late completion, then deletes the ones never completed', async () => {
    const redelivered = await stripeCheckout()
    const retriedLast = await stripeCheckout()
    const abandoned = await stripeCheckout()
    await backdateExpiry(redelivered.sessionId, `3 * ${DAY}`)
    await backdateExpiry(retriedLast.sessionId, `95 * ${HOUR}`)
    await backdateExpiry(abandoned.sessionId, `97 * ${HOUR}`)

    expect((await run()).checkoutSessions).toBe(1)

    expect(await deliver('checkout.session.completed', redelivered)).toBe('recorded')
    expect(await deliver('checkout.session.completed', retriedLast)).toBe('recorded')
    expect(await boosts(redelivered.sessionId)).toBe(1)
    expect(await boosts(retriedLast.sessionId)).toBe(1)
    expect(await server.db.query('select id from checkout_session where id = ?', [abandoned.sessionId])).toEqual([])
    expect(await deliver('checkout.session.completed', abandoned)).toBe('ignored')
  })
})

describe.each(testDatabases)('the retention timer on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RETENTION_FIRST_PASS_MS: '50', RETENTION_INTERVAL_MS: '100' })

  it('runs passes by itself at RETENTION_INTERVAL_MS: an expired row disappears with no call', async () => {
    await server.db.query(`insert into rate_limit_window (key, window_start, count) values ('retention-timer:old', now() - interval '1 hour', 1)`)
    await expect.poll(async () => (await server.db.query('select 1 from rate_limit_window where key = ?', ['retention-timer:old'])).length, { timeout: 5000 }).toBe(0)
  })
})
