// A fan's own side over HTTP: claiming a paid boost on Boost's origin joins the boost's supporter
// (made on any site) to the fan, once; the fan's page, export and deletion; and the refusals that
// keep one fan's data from anyone else. On both databases.
import { describe, expect, it } from 'vitest'
import { testDatabases } from '../support/databases.ts'
import { cookieJar, type CookieJar } from '../support/cookieJar.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { newAnonId } from '../support/fixtures.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

type Summary = {
  supporterId: string
  progress: { xpTotal: number; weeklyXp: number; weeklyRank: number | null; badges: { name: string }[]; referral: { code: string } | null }
  boosts: { creatorId: string; creatorName: string | null; amountCents: number; currency: string; message: string | null; receiptUrl: string }[]
  passkeys: unknown[]
}

describe.each(testDatabases)('fans on $name', (database) => {
  let server!: TestServer
  // Every request of these tests comes from one address; the limits have a test of their own below.
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '10000' })

  async function post(path: string, body: unknown) {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  /** A widget on some site: its anonymous id, and the supporter id identify gave it. */
  async function widget(anonId = newAnonId()): Promise<{ anonId: string; supporterId: string }> {
    const { status, body } = await post('/api/supporters/identify', { anonId })
    expect(status).toBe(200)
    return { anonId, supporterId: body.supporterId as string }
  }

  /** Opens and pays a demo checkout as the widget would; answers the session id. */
  async function boost(creatorId: string, supporterId: string | null, amount: number, message?: string, name?: string): Promise<string> {
    // The widget's demo mode: any creator id takes a boost, connected or not.
    const opened = await post('/api/checkout', { amount, currency: 'usd', creator_id: creatorId, supporter_id: supporterId, demo: true, ...(message ? { message } : {}), ...(name ? { name } : {}) })
    expect(opened.status).toBe(200)
    const sessionId = opened.body.sessionId as string
    expect((await post(`/api/checkout/demo/${sessionId}/complete`, {})).status).toBe(200)
    return sessionId
  }

  async function claim(browser: CookieJar, body: Record<string, unknown>) {
    const response = await browser.request('/api/fan/claim', { method: 'POST', body })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  async function summary(browser: CookieJar): Promise<Summary> {
    const response = await browser.request('/api/fan')
    expect(response.status).toBe(200)
    return (await response.json()) as Summary
  }

  async function creatorNumbers(creatorId: string) {
    const stats = await (await fetch(`${server.url}/api/boost-stats?creatorId=${creatorId}`)).json()
    const page = (await (await fetch(`${server.url}/api/creators/${creatorId}`)).json()) as { goal: unknown }
    return { stats, goal: page.goal }
  }

  async function weeklyRowsOf(supporterIds: string[]): Promise<number> {
    const rows = await server.db.query<{ n: unknown }>(`select count(*) as n from weekly_xp where supporter_id in (${supporterIds.map(() => '?').join(', ')})`, supporterIds)
    return Number(rows[0]?.n)
  }

  describe('POST /api/fan/claim', () => {
    it('joins a boost made on another site to this browser’s supporter, so XP, weekly rows and boosts add up once', async () => {
      await connectDemoCreator(server, 'fan-maya', 'Maya Lin')
      const otherSite = await widget()
      const boostOrigin = await widget()
      await boost('fan-maya', boostOrigin.supporterId, 5, 'first from here')
      const sid = await boost('fan-maya', otherSite.supporterId, 20, 'hello from the blog')
      const browser = cookieJar(server.url)

      const claimed = await claim(browser, { sessionId: sid, anonId: otherSite.anonId, deviceAnonId: boostOrigin.anonId })
      expect(claimed).toEqual({ status: 200, body: { supporterId: otherSite.supporterId, joined: true } })
      expect(browser.cookie('boost_fan')).toBeTruthy()
      expect(browser.cookie('boost_session')).toBeUndefined()

      const fan = await summary(browser)
      expect(fan.progress).toMatchObject({ xpTotal: 250, weeklyXp: 250, weeklyRank: 1 })
      expect(fan.boosts).toEqual([
        expect.objectContaining({ creatorId: 'fan-maya', creatorName: 'Maya Lin', amountCents: 2000, currency: 'usd', message: 'hello from the blog', receiptUrl: expect.stringMatching(/^\/receipt\/[\w-]{32}$/) }),
        expect.objectContaining({ amountCents: 500, message: 'first from here' }),
      ])
      // One row on the weekly board, with both boosts' XP: the joined supporter has none left.
      const board = (await (await fetch(`${server.url}/api/leaderboard/weekly?creatorId=fan-maya`)).json()) as { xp: number }[]
      expect(board.map((row) => row.xp)).toEqual([250])
      expect(await weeklyRowsOf([boostOrigin.supporterId])).toBe(0)
      // Both anonymous ids now stand for the fan: each site's widget shows the same XP.
      expect((await widget(boostOrigin.anonId)).supporterId).toBe(otherSite.supporterId)
      expect((await widget(otherSite.anonId)).supporterId).toBe(otherSite.supporterId)
      const viaOldId = (await (await fetch(`${server.url}/api/gamification/summary?supporterId=${boostOrigin.supporterId}`)).json()) as { xpTotal: number }
      expect(viaOldId.xpTotal).toBe(250)

      // A boost from a widget that still holds the joined supporter's id is the fan's.
      await boost('fan-maya', boostOrigin.supporterId, 10)
      expect((await summary(browser)).progress.xpTotal).toBe(350)
    })

    it('is claimed once: again by the same fan changes nothing; by anyone else, or with the wrong proof, it is refused', async () => {
      const site = await widget()
      const stranger = await widget()
      const sid = await boost('fan-once', site.supporterId, 5)
      const browser = cookieJar(server.url)

      expect((await claim(browser, { sessionId: sid, anonId: stranger.anonId })).status).toBe(403)
      expect((await claim(browser, { sessionId: 'demo_cs_doesnotexist', anonId: site.anonId })).status).toBe(404)
      expect((await claim(browser, { sessionId: sid, anonId: site.anonId })).status).toBe(200)
      expect(await claim(browser, { sessionId: sid, anonId: site.anonId })).toEqual({ status: 200, body: { supporterId: site.supporterId, joined: false } })
      // Someone who saw the session id and even the anonymous id gets nothing once it is claimed.
      const other = cookieJar(server.url)
      const refused = await claim(other, { sessionId: sid, anonId: site.anonId })
      expect(refused.status).toBe(409)
      expect(refused.body.error).toMatch(/already claimed/)
      expect(other.cookie('boost_fan')).toBeUndefined()
    })

    it('refuses an unpaid checkout, a boost made without a supporter, a malformed body and a cross-site request', async () => {
      const site = await widget()
      const opened = await post('/api/checkout', { amount: 5, currency: 'usd', creator_id: 'fan-unpaid', supporter_id: site.supporterId, demo: true })
      const browser = cookieJar(server.url)
      expect((await claim(browser, { sessionId: opened.body.sessionId, anonId: site.anonId })).status).toBe(409)
      const nobody = await boost('fan-unpaid', null, 5)
      expect((await claim(browser, { sessionId: nobody, anonId: site.anonId })).status).toBe(409)
      const malformed = await claim(browser, { sessionId: 'x', anonId: 'no spaces allowed' })
      expect(malformed.status).toBe(400)
      expect(malformed.body.error).toEqual(expect.any(String))

      const paid = await boost('fan-unpaid', site.supporterId, 5)
      const crossSite = await browser.request('/api/fan/claim', { method: 'POST', body: { sessionId: paid, anonId: site.anonId }, headers: { origin: 'https://evil.example' } })
      expect(crossSite.status).toBe(403)
      const fetchSite = await browser.request('/api/fan/claim', { method: 'POST', body: { sessionId: paid, anonId: site.anonId }, headers: { 'sec-fetch-site': 'cross-site' } })
      expect(fetchSite.status).toBe(403)
      expect(browser.cookie('boost_fan')).toBeUndefined()
    })

    it('does not join a supporter that is already another fan’s', async () => {
      const alice = await widget()
      const bob = await widget()
      const aliceBrowser = cookieJar(server.url)
      const bobBrowser = cookieJar(server.url)
      expect((await claim(aliceBrowser, { sessionId: await boost('fan-two', alice.supporterId, 5), anonId: alice.anonId })).status).toBe(200)
      expect((await claim(bobBrowser, { sessionId: await boost('fan-two', bob.supporterId, 5), anonId: bob.anonId })).status).toBe(200)
      // Bob's browser names Alice's anonymous id as its own: Alice stays Alice.
      const third = await boost('fan-two', bob.supporterId, 5)
      expect(await claim(bobBrowser, { sessionId: third, anonId: bob.anonId, deviceAnonId: alice.anonId })).toEqual({ status: 200, body: { supporterId: bob.supporterId, joined: false } })
      expect((await summary(aliceBrowser)).progress.xpTotal).toBe(50)
      expect((await summary(bobBrowser)).progress.xpTotal).toBe(100)
    })

    it('keeps a joined supporter through the retention pass, so its anonymous id still stands for the fan', async () => {
      const site = await widget()
      const here = await widget()
      const browser = cookieJar(server.url)
      expect((await claim(browser, { sessionId: await boost('fan-kept', site.supporterId, 5), anonId: site.anonId, deviceAnonId: here.anonId })).status).toBe(200)
      await server.db.query(`update supporter set created_at = now() - interval '400 days' where anon_id = ?`, [here.anonId])
      await server.services.retention.run()
      expect((await widget(here.anonId)).supporterId).toBe(site.supporterId)
    })

    it('lets one of many concurrent claims of a checkout through', async () => {
      const site = await widget()
      const sid = await boost('fan-race', site.supporterId, 5)
      const browsers = Array.from({ length: 5 }, () => cookieJar(server.url))
      const answers = await Promise.all(browsers.map((browser) => claim(browser, { sessionId: sid, anonId: site.anonId })))
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409])
      expect(await server.db.query('select * from fan_claim where checkout_session_id = ?', [sid])).toHaveLength(1)
    })
  })

  describe('GET /api/fan, GET /api/fan/export and DELETE /api/fan', () => {
    it('answer 401 without a fan session, and a creator’s session is not one', async () => {
      const creator = await connectDemoCreator(server, 'fan-not-a-fan')
      for (const browser of [cookieJar(server.url), creator]) {
        expect((await browser.request('/api/fan')).status).toBe(401)
        expect((await browser.request('/api/fan/export')).status).toBe(401)
        expect((await browser.request('/api/fan', { method: 'DELETE' })).status).toBe(401)
        expect((await browser.request('/api/fan/passkeys/options', { method: 'POST' })).status).toBe(401)
      }
    })

    it('exports every boost with its message as written, XP, badges, referral and anonymous ids, as a download', async () => {
      const site = await widget()
      const here = await widget()
      const sid = await boost('fan-export', site.supporterId, 20, 'thanks! https://spam.example/win', 'Ana https://ana.example')
      await boost('fan-export', here.supporterId, 150, 'second')
      const browser = cookieJar(server.url)
      expect((await claim(browser, { sessionId: sid, anonId: site.anonId, deviceAnonId: here.anonId })).status).toBe(200)
      const code = ((await post('/api/referrals/create', { supporterId: here.supporterId })).body.code as string)

      const response = await browser.request('/api/fan/export')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="boost-fan-\d{4}-\d{2}-\d{2}\.json"$/)
      const data = (await response.json()) as Record<string, unknown>
      expect(data).toMatchObject({
        supporterId: site.supporterId,
        xpTotal: 1700,
        badges: ['Fan', 'Superfan'],
        anonymousIds: expect.arrayContaining([expect.objectContaining({ anonId: site.anonId }), expect.objectContaining({ anonId: here.anonId })]),
        referral: { code, activations: 0 },
        weeklyXp: [expect.objectContaining({ xp: 1700 })],
        passkeys: [],
        sessions: [expect.objectContaining({ device: expect.any(String) })],
      })
      const boosts = data.boosts as { message: string | null; publicMessage: string | null; amountCents: number }[]
      expect(boosts.map((item) => item.amountCents)).toEqual([15000, 2000])
      expect(boosts[1]).toMatchObject({
        message: 'thanks! https://spam.example/win',
        publicMessage: expect.not.stringContaining('spam.example'),
        name: 'Ana https://ana.example',
        publicName: expect.not.stringContaining('ana.example'),
        anonymous: false,
      })
    })

    it('forgets the fan: words, ids, XP, weekly rows, referral code and sessions go; every creator’s totals and goal stay exact', async () => {
      const owner = await connectDemoCreator(server, 'fan-forget', 'Forget Me Not')
      expect((await owner.request('/api/creators/fan-forget/goal', { method: 'PUT', body: { title: 'New mic', target: 100, currency: 'usd' } })).status).toBe(200)
      const site = await widget()
      const here = await widget()
      const keeper = await widget()
      const sid = await boost('fan-forget', site.supporterId, 20, 'remember me', 'Rosa Forgotten')
      await boost('fan-forget', here.supporterId, 5, 'me too', 'Rosa')
      await boost('fan-forget', keeper.supporterId, 7, 'I stay', 'Kim Kept')
      const browser = cookieJar(server.url)
      expect((await claim(browser, { sessionId: sid, anonId: site.anonId, deviceAnonId: here.anonId })).status).toBe(200)
      const code = ((await post('/api/referrals/create', { supporterId: site.supporterId })).body.code as string)
      const before = await creatorNumbers('fan-forget')
      expect(before.goal).toMatchObject({ raisedCents: 3200 })

      const forgotten = await browser.request('/api/fan', { method: 'DELETE' })
      expect(forgotten.status).toBe(200)
      expect(await forgotten.json()).toEqual({ forgotten: true, boostsKeptAnonymously: 2 })
      expect(browser.cookie('boost_fan')).toBeUndefined()

      expect(await creatorNumbers('fan-forget')).toEqual(before)
      const kept = await server.db.query<{ supporter_id: unknown; message: unknown; public_message: unknown; supporter_name: unknown; public_supporter_name: unknown; gross_cents: unknown }>(
        'select supporter_id, message, public_message, supporter_name, public_supporter_name, gross_cents from boost_event where creator_id = ? order by id',
        ['fan-forget'],
      )
      expect(kept.map((row) => [row.supporter_id, row.message, row.public_message, row.supporter_name, row.public_supporter_name, Number(row.gross_cents)])).toEqual([
        [null, null, null, null, null, 2000],
        [null, null, null, null, null, 500],
        [keeper.supporterId, 'I stay', 'I stay', 'Kim Kept', 'Kim Kept', 700],
      ])
      expect(await server.db.query('select id from checkout_session where supporter_name in (?, ?)', ['Rosa Forgotten', 'Rosa'])).toEqual([])
      const events = (await (await fetch(`${server.url}/api/boost-events?creatorId=fan-forget`)).json()) as { supporterName: string | null }[]
      expect(events).toHaveLength(3)
      expect(events.map((item) => item.supporterName).filter((name) => name !== null)).toEqual(['Kim Kept'])
      expect(await server.db.query('select id from supporter where anon_id in (?, ?)', [site.anonId, here.anonId])).toEqual([])
      expect(await server.db.query('select message from checkout_session where message in (?, ?)', ['remember me', 'me too'])).toEqual([])
      expect(await weeklyRowsOf([site.supporterId, here.supporterId])).toBe(0)
      expect(await server.db.query('select code from referral where code = ?', [code])).toEqual([])
      expect(await server.db.query('select id from fan_session where supporter_id = ?', [site.supporterId])).toEqual([])
      const board = (await (await fetch(`${server.url}/api/leaderboard/weekly?creatorId=fan-forget`)).json()) as { xp: number }[]
      expect(board.map((row) => row.xp)).toEqual([70])
      expect((await browser.request('/api/fan')).status).toBe(401)
      // The old anonymous id is nobody now: a widget still holding it starts afresh.
      const again = await widget(site.anonId)
      expect(again.supporterId).not.toBe(site.supporterId)
    })
  })

  describe('rate limits', () => {
    useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '3' })

    it('answers 429 past the limit on the fan’s page, claims and passkey sign-ins', async () => {
      const browser = cookieJar(server.url)
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await browser.request('/api/fan')).status)
      expect(statuses).toEqual([401, 401, 401, 429])
      // Claims, exports and deletions draw on the same allowance as the page.
      expect((await claim(browser, { sessionId: 'demo_cs_unknown1', anonId: 'anon_unknown1' })).status).toBe(429)
      const signIns = []
      for (let i = 0; i < 4; i++) signIns.push((await browser.request('/api/fan/signin/options', { method: 'POST' })).status)
      expect(signIns).toEqual([200, 200, 200, 429])
    })
  })
})
