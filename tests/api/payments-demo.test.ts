// Payments with no Stripe keys: the whole server is a demo. Onboarding, checkout, the demo
// checkout's completion and what a boost then moves, over real HTTP, on PGlite and PostgreSQL.
import { describe, expect, it, vi } from 'vitest'
import { readStats } from '../../server/services/stats.ts'
import { inOneMinute } from '../support/clock.ts'
import { pglite, postgresOnly, testDatabases } from '../support/databases.ts'
import { createSupporter } from '../support/fixtures.ts'
import { connectSse } from '../support/sse.ts'
import { post } from '../support/http.ts'
import { startTestServer, type TestServer, useTestServer } from '../support/server.ts'
import { stripeEvent, stripeObject } from '../support/stripeFixtures.ts'

const CREATOR_ID_MESSAGE = 'Please enter a valid creator ID: 3-64 lowercase letters, digits, - or _'

describe.each(testDatabases)('demo payments on $name', (database) => {
  let server!: TestServer
  let counter = 0
  const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`

  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '10000' })

  /** Onboards a demo creator and follows the demo link from the same browser; returns the creator's session cookie. */
  async function connectDemoCreator(creatorId: string, returnTo?: 'easy' | 'onboard') {
    const onboarded = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`, returnTo ? { returnTo } : undefined)
    expect(onboarded.status).toBe(200)
    const { url } = (await onboarded.json()) as { url: string }
    const cookie = sessionCookie(onboarded)
    const connect = await fetch(url, { redirect: 'manual', headers: { cookie } })
    return { url, onboarded, connect, cookie }
  }

  async function checkout(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await post(server.url, '/api/checkout', body, headers)
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }
  }

  describe('GET /api/checkout/limits', () => {
    it('answers the platform range in major units for a currency, to any origin', async () => {
      const response = await fetch(`${server.url}/api/checkout/limits?currency=usd`, { headers: { origin: 'https://fan-site.example' } })
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(await response.json()).toEqual({ currency: 'usd', min: 1, max: 5000, demo: true })
    })

    it('has a range for every accepted currency, and defaults to usd', async () => {
      const gbp = await fetch(`${server.url}/api/checkout/limits?currency=GBP`)
      expect(await gbp.json()).toEqual({ currency: 'gbp', min: 1, max: 4000, demo: true })
      const none = await fetch(`${server.url}/api/checkout/limits`)
      expect(await none.json()).toEqual({ currency: 'usd', min: 1, max: 5000, demo: true })
    })

    it('refuses an unsupported currency with 400', async () => {
      const response = await fetch(`${server.url}/api/checkout/limits?currency=jpy`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'currency: must be one of usd, eur, gbp, cad, aud' })
    })

    it('narrows the range to the creator’s own, never widening it', async () => {
      const creatorId = uniqueId('narrow')
      await connectDemoCreator(creatorId)
      await server.db.query('update creator set min_cents = 500, max_cents = 900000 where id = ?', [creatorId])
      const response = await fetch(`${server.url}/api/checkout/limits?currency=usd&creatorId=${creatorId}`)
      expect(await response.json()).toEqual({ currency: 'usd', min: 5, max: 5000, demo: true })
      const clamped = await checkout({ amount: 2, currency: 'usd', creator_id: creatorId })
      expect(clamped.body).toMatchObject({ clamped: true, amount: 5 })
    })
  })

  describe('POST /api/checkout', () => {
    it('clamps at both ends and says so', async () => {
      const creatorId = uniqueId('clamp')
      const low = await checkout({ amount: 0.5, currency: 'usd', creator_id: creatorId, demo: true })
      expect(low.status).toBe(200)
      expect(low.body).toMatchObject({ clamped: true, amount: 1 })
      const high = await checkout({ amount: '6000', currency: 'usd', creator_id: creatorId, demo: true })
      expect(high.body).toMatchObject({ clamped: true, amount: 5000 })
      const within = await checkout({ amount: '19.99', currency: 'USD', creator_id: creatorId, demo: true })
      expect(within.body).toMatchObject({ clamped: false, amount: 19.99 })
    })

    it('refuses a non-numeric amount with a clear 400', async () => {
      for (const amount of ['abc', '-5', '', '1e3', null, true]) {
        const response = await checkout({ amount, currency: 'usd', creator_id: 'someone' })
        expect(response.status, String(amount)).toBe(400)
        expect(response.body).toEqual({ error: 'amount: must be a number in major units, such as 5 or 19.99' })
      }
    })

    it('refuses a bad creator id, currency, supporter id or an over-long message', async () => {
      expect((await checkout({ amount: 5, creator_id: 'No Spaces' })).body).toEqual({ error: `creator_id: ${CREATOR_ID_MESSAGE}` })
      expect((await checkout({ amount: 5, currency: 'xyz', creator_id: 'someone' })).status).toBe(400)
      expect((await checkout({ amount: 5, creator_id: 'someone', supporter_id: 'not-a-uuid' })).status).toBe(400)
      const long = await checkout({ amount: 5, creator_id: 'someone', message: '🎉'.repeat(281) })
      expect(long).toMatchObject({ status: 400, body: { error: 'message: must be at most 280 characters' } })
      const fits = await checkout({ amount: 5, creator_id: 'someone', message: '🎉'.repeat(280), demo: true })
      expect(fits.status).toBe(200)
    })

    it('in the widget’s demo mode, takes a checkout for an unknown creator id at once, and makes it a demo creator when the boost is paid', async () => {
      const creatorId = uniqueId('fresh')
      const response = await checkout({ amount: 5, currency: 'usd', creator_id: creatorId, demo: true })
      expect(response.status).toBe(200)
      expect(response.body.url).toMatch(new RegExp(`^${server.url}/checkout/demo/demo_cs_[\\w-]+$`))
      const rowOf = async () => (await server.db.query<{ demo: boolean; stripe_account_id: string | null }>('select demo, stripe_account_id from creator where id = ?', [creatorId]))[0]
      // An unpaid checkout leaves no creator behind.
      expect(await rowOf()).toBeUndefined()
      expect((await fetch(`${server.url}/api/creators/${creatorId}`)).status).toBe(404)
      expect((await post(server.url, `/api/checkout/demo/${response.body.sessionId}/complete`, {})).status).toBe(200)
      expect(await rowOf()).toEqual({ demo: true, stripe_account_id: null })
      // Not connected, so anyone may still onboard it.
      const creator = await fetch(`${server.url}/api/creators/${creatorId}`)
      expect(await creator.json()).toEqual({ connected: null, chargesEnabled: false, name: null, bio: null, color: 'violet', goal: null, monthly: { supporters: 0, byCurrency: {}, newThisMonth: 0, cancelledThisMonth: 0 } })
    })

    it('answers the same session to a retry with the same Idempotency-Key', async () => {
      const body = { amount: 7, currency: 'usd', creator_id: uniqueId('idem'), demo: true }
      const first = await checkout(body, { 'idempotency-key': 'retry-me-1' })
      const again = await checkout(body, { 'idempotency-key': 'retry-me-1' })
      const other = await checkout(body, { 'idempotency-key': 'retry-me-2' })
      const unkeyed = await checkout(body)
      expect(again.body).toEqual(first.body)
      expect(other.body.sessionId).not.toBe(first.body.sessionId)
      expect(unkeyed.body.sessionId).not.toBe(first.body.sessionId)
      const changed = await checkout({ ...body, amount: 8 }, { 'idempotency-key': 'retry-me-1' })
      expect(changed.body.sessionId).not.toBe(first.body.sessionId)
    })

    it('answers a preflight from any origin, allowing the Idempotency-Key header', async () => {
      const response = await fetch(`${server.url}/api/checkout`, {
        method: 'OPTIONS',
        headers: { origin: 'https://fan-site.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key')
    })
  })

  describe('the demo flow, end to end', () => {
    it('onboards, checks out, completes once, and the boost shows in events, stats and the stream', async () => {
      const creatorId = uniqueId('e2e')
      const supporter = await createSupporter(server.db)
      const { onboarded, connect, cookie } = await connectDemoCreator(creatorId, 'easy')
      expect(connect.status).toBe(302)
      expect(connect.headers.get('location')).toBe(`${server.url}/easy?state=done&creator=${creatorId}`)
      expect(cookie).toMatch(/^boost_session=/)
      const setCookie = onboarded.headers.getSetCookie().join('\n')
      expect(setCookie).toContain('HttpOnly')
      expect(setCookie).toContain('SameSite=Lax')
      expect(setCookie).toContain('Path=/')
      expect(setCookie).not.toContain('Secure')

      const creator = await fetch(`${server.url}/api/creators/${creatorId}`)
      const status = (await creator.json()) as { connected: string }
      expect(status).toEqual({ connected: expect.stringMatching(/^acct_demo_[0-9a-f]+$/), chargesEnabled: true, name: null, bio: null, color: 'violet', goal: null, monthly: { supporters: 0, byCurrency: {}, newThisMonth: 0, cancelledThisMonth: 0 } })

      const stream = await connectSse(`${server.url}/api/stream/boosts?creatorId=${creatorId}`)
      const before = await readStats(server.db)
      const started = await checkout({ amount: 20, currency: 'usd', creator_id: creatorId, supporter_id: supporter.id, message: '  Great\nstream!  ' })
      expect(started.status).toBe(200)
      const sessionId = String(started.body.sessionId)
      expect(started.body).toEqual({ url: `${server.url}/checkout/demo/${sessionId}`, clamped: false, amount: 20, sessionId })

      const open = await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)
      expect(open.headers.get('access-control-allow-origin')).toBe('*')
      const fees = { gross: 2000, stripeFee: 88, platformFee: 50, creatorNet: 1862 }
      const creatorView = { name: null, color: 'violet', hasPage: true }
      expect(await open.json()).toEqual({
        status: 'open', amount: 20, currency: 'usd', creatorId, demo: false, provider: 'demo', creator: creatorView, fees,
        returnUrl: null, thankYouNote: null, receiptUrl: null, receiptEmail: null, monthly: null,
      })

      const completions = await Promise.all([1, 2, 3].map(() => post(server.url, `/api/checkout/demo/${sessionId}/complete`)))
      for (const completion of completions) {
        expect(completion.status).toBe(200)
        expect(await completion.json()).toEqual({ redirect: `/boost/success?sid=${sessionId}` })
      }
      const again = await post(server.url, `/api/checkout/demo/${sessionId}/complete`)
      expect(again.status).toBe(200)

      const rows = await server.db.query<{ ref: string; gross_cents: unknown; demo: boolean; message: string }>(
        'select ref, gross_cents, demo, message from boost_event where ref = ?',
        [sessionId],
      )
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ ref: sessionId, demo: false, message: 'Great stream!' })

      const complete = await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)
      expect(await complete.json()).toEqual({
        status: 'complete', amount: 20, currency: 'usd', creatorId, demo: false, boostId: expect.any(Number), xpAwarded: 200, provider: 'demo', creator: creatorView, fees,
        returnUrl: null, thankYouNote: null, receiptUrl: expect.stringMatching(/^\/receipt\/[\w-]{32}$/), receiptEmail: null, monthly: null,
      })

      const events = await fetch(`${server.url}/api/boost-events?creatorId=${creatorId}`)
      expect(events.status).toBe(200)
      const listed = (await events.json()) as { ref: string; gross: string; platformFee: string; processorFee: string; netCreator: string }[]
      expect(listed).toHaveLength(1)
      expect(listed[0]).toMatchObject({ ref: sessionId, gross: '2000', platformFee: '50', processorFee: '88', netCreator: '1862' })

      const after = await readStats(server.db)
      expect(after.boostsCount - before.boostsCount).toBe(1)
      expect(after.revenueCents - before.revenueCents).toBe(2000)
      const [xp] = await server.db.query<{ xp_total: unknown }>('select xp_total from supporter where id = ?', [supporter.id])
      expect(Number(xp?.xp_total)).toBe(200)

      const [message] = await stream.waitFor(1)
      expect(JSON.parse(message!.data)).toMatchObject({ amount: 2000, xpAwarded: 200, creatorId })
      stream.close()
      await stream.closed
      expect(stream.events.filter((event) => event.event === 'message')).toHaveLength(1)
    })

    it('refuses to complete an unknown or expired (24 h) demo checkout with 404', async () => {
      const unknown = await post(server.url, '/api/checkout/demo/demo_cs_doesnotexist/complete')
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toEqual({ error: 'Unknown or expired checkout session' })

      const started = await checkout({ amount: 5, creator_id: uniqueId('expired'), demo: true })
      const sessionId = String(started.body.sessionId)
      await server.db.query(`update checkout_session set expires_at = now() - interval '1 second' where id = ?`, [sessionId])
      const expired = await post(server.url, `/api/checkout/demo/${sessionId}/complete`)
      expect(expired.status).toBe(404)
      expect(await server.db.query('select 1 from boost_event where ref = ?', [sessionId])).toHaveLength(0)
      const status = await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)
      expect(await status.json()).toMatchObject({ status: 'expired' })
    })

    it('answers 404 for the state of an unknown session', async () => {
      const response = await fetch(`${server.url}/api/checkout/sessions/cs_test_unknown123`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Unknown checkout session' })
    })
  })

  describe('POST /api/creators/:id/stripe/onboard', () => {
    it('refuses an invalid creator id with the message the pages show', async () => {
      for (const id of ['ab', 'Has-Caps', 'x'.repeat(65), 'dots.not.ok']) {
        const response = await post(server.url, `/api/creators/${encodeURIComponent(id)}/stripe/onboard`)
        expect(response.status, id).toBe(400)
        expect(await response.json()).toEqual({ error: CREATOR_ID_MESSAGE })
      }
    })

    it('returns a demo onboarding link back to the calling page', async () => {
      const creatorId = uniqueId('link')
      const fromEasy = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`, { email: `${creatorId}@creators.example` }, { referer: `${server.url}/easy?creator=${creatorId}` })
      const { url } = (await fromEasy.json()) as { url: string }
      expect(url).toMatch(new RegExp(`^${server.url}/api/creators/${creatorId}/demo-connect\\?token=[\\w.-]+&returnTo=easy$`))
    })

    it('does not connect a creator until the demo link is opened', async () => {
      const creatorId = uniqueId('pending')
      await post(server.url, `/api/creators/${creatorId}/stripe/onboard`)
      const visit = await fetch(`${server.url}/api/creators/${creatorId}`)
      expect(await visit.json()).toEqual({ connected: null, chargesEnabled: false, name: null, bio: null, color: 'violet', goal: null, monthly: { supporters: 0, byCurrency: {}, newThisMonth: 0, cancelledThisMonth: 0 } })
      const refused = await checkout({ amount: 5, creator_id: creatorId })
      // Not connected, so the widget says so before any payment is opened, on a demo server too.
      expect(refused).toMatchObject({ status: 409, body: { error: 'This creator has not connected payments yet' } })
    })

    it('refuses a hijack: onboarding a connected creator without its cookie is 403 and changes nothing', async () => {
      const creatorId = uniqueId('owned')
      const { cookie } = await connectDemoCreator(creatorId)
      const [before] = await server.db.query<{ stripe_account_id: string }>('select stripe_account_id from creator where id = ?', [creatorId])

      const hijack = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`, { email: 'attacker@evil.example' })
      expect(hijack.status).toBe(403)
      expect(await hijack.json()).toEqual({ error: expect.stringContaining('already connected') })
      expect(hijack.headers.getSetCookie()).toEqual([])
      const forged = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`, undefined, { cookie: forgeCookie(cookie) })
      expect(forged.status).toBe(403)

      const owner = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`, undefined, { cookie })
      expect(owner.status).toBe(200)
      const { url } = (await owner.json()) as { url: string }
      const reconnect = await fetch(url, { redirect: 'manual', headers: { cookie: sessionCookie(owner) } })
      expect(reconnect.status).toBe(302)
      const [after] = await server.db.query<{ stripe_account_id: string; email: string | null }>('select stripe_account_id, email from creator where id = ?', [creatorId])
      expect(after).toEqual({ stripe_account_id: before!.stripe_account_id, email: null })
    })

    it('refuses a second browser while the first one’s onboarding is pending', async () => {
      const creatorId = uniqueId('race')
      const first = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`)
      expect(first.status).toBe(200)
      expect(sessionCookie(first)).toMatch(/^boost_session=/)
      const second = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`)
      expect(second.status).toBe(403)
      expect(await second.json()).toEqual({ error: expect.stringContaining('another browser') })
    })

    it('refuses cross-site requests with 403', async () => {
      const creatorId = uniqueId('csrf')
      const crossOrigin = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`, undefined, { origin: 'https://evil.example' })
      expect(crossOrigin.status).toBe(403)
      expect(await crossOrigin.json()).toEqual({ error: 'Cross-site requests are not allowed here' })
      const crossSite = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`, undefined, { 'sec-fetch-site': 'cross-site' })
      expect(crossSite.status).toBe(403)
      const sameSite = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`, undefined, { 'sec-fetch-site': 'same-site' })
      expect(sameSite.status).toBe(403)
      const ours = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`, undefined, { origin: server.url, 'sec-fetch-site': 'same-origin' })
      expect(ours.status).toBe(200)
    })
  })

  describe('GET /api/creators/:id/demo-connect', () => {
    it('refuses a tampered link or one made for another creator', async () => {
      const creatorId = uniqueId('tamper')
      const onboarded = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`)
      const headers = { cookie: sessionCookie(onboarded) }
      const link = new URL(((await onboarded.json()) as { url: string }).url)
      const token = link.searchParams.get('token')!
      const tampered = new URL(link)
      tampered.searchParams.set('token', `${token.slice(0, -2)}xx`)
      expect((await fetch(tampered, { redirect: 'manual', headers })).status).toBe(403)
      const elsewhere = new URL(link)
      elsewhere.pathname = `/api/creators/${uniqueId('other')}/demo-connect`
      expect((await fetch(elsewhere, { redirect: 'manual', headers })).status).toBe(403)
      const [row] = await server.db.query<{ charges_enabled: boolean }>('select charges_enabled from creator where id = ?', [creatorId])
      expect(row?.charges_enabled).toBe(false)
    })

    it('sends an expired link back to the retry page, as Stripe does', async () => {
      const creatorId = uniqueId('late')
      const onboarded = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`)
      const { url } = (await onboarded.json()) as { url: string }
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60 * 1000 })
      try {
        const late = await fetch(url, { redirect: 'manual', headers: { cookie: sessionCookie(onboarded) } })
        expect(late.status).toBe(302)
        expect(late.headers.get('location')).toBe(`${server.url}/onboard?state=retry&creator=${creatorId}`)
      } finally {
        vi.useRealTimers()
      }
    })
  })

  describe('POST /api/stripe/webhook', () => {
    it('does not exist while payments are a demo', async () => {
      const response = await post(server.url, '/api/stripe/webhook', stripeEvent('checkout.session.completed', stripeObject('checkout.session', { payment_status: 'paid' })))
      expect(response.status).toBe(404)
    })
  })
})

describe('rate limits', () => {
  let server!: TestServer
  useTestServer(pglite, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '3' })

  it('answers 429 with Retry-After once a client opens too many checkouts in a minute', async () => {
    // The five requests share one window of the clock.
    const statuses: number[] = []
    let last: Response | undefined
    await inOneMinute(async () => {
      for (let i = 0; i < 5; i++) {
        last = await post(server.url, '/api/checkout', { amount: 5, currency: 'usd', creator_id: 'busy-creator', demo: true })
        statuses.push(last.status)
      }
    })
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    expect(await last!.json()).toEqual({ error: 'Too many requests, slow down' })
    const retryAfter = Number(last!.headers.get('retry-after'))
    // One second into its minute: the window ends 59 s later.
    expect(retryAfter).toBe(59)
  })
})

describe('the creator session cookie', () => {
  it.each(testDatabases)('is Secure when the public URL is https, on $name', async (database) => {
    const { config, drop } = await database.create()
    const server = await startTestServer(config, { PUBLIC_URL: 'https://boost.example' })
    try {
      const response = await fetch(`${server.url}/api/creators/secure-creator/stripe/onboard`, { method: 'POST' })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { url: string }).url).toMatch(/^https:\/\/boost\.example\/api\/creators\/secure-creator\/demo-connect\?/)
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith('boost_session='))
      expect(cookie).toMatch(/; Secure$/)
    } finally {
      await server.stop()
      await drop()
    }
  })

  describe.each(postgresOnly)('across instances on $name', (database) => {
    it('is honoured by every instance sharing the database, with no SESSION_SECRET set', async () => {
      const { config, drop } = await database.create()
      const first = await startTestServer(config)
      const second = await startTestServer(config)
      try {
        const onboarded = await fetch(`${first.url}/api/creators/shared-creator/stripe/onboard`, { method: 'POST' })
        const cookie = sessionCookie(onboarded)
        const { url } = (await onboarded.json()) as { url: string }
        // The demo link and session made by the first instance are honoured by the second one too.
        const connected = await fetch(url.replace(first.url, second.url), { redirect: 'manual', headers: { cookie } })
        expect(connected.status).toBe(302)
        const elsewhere = await fetch(`${second.url}/api/creators/shared-creator/stripe/onboard`, { method: 'POST', headers: { cookie } })
        expect(elsewhere.status).toBe(200)
        const stranger = await fetch(`${second.url}/api/creators/shared-creator/stripe/onboard`, { method: 'POST' })
        expect(stranger.status).toBe(403)
      } finally {
        await first.stop()
        await second.stop()
        await drop()
      }
    })
  })
})

/** The `name=value` part of the creator session cookie a response set. */
function sessionCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('boost_session='))
  return header ? header.split(';')[0]! : ''
}

/** A session token of the right shape that the server never issued. */
function forgeCookie(cookie: string): string {
  const [name] = cookie.split('=') as [string, string]
  return `${name}=${'A'.repeat(43)}`
}
