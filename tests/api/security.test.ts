// The security promises of the API: who may call what from where, floods, headers, and that
// hostile strings stay text everywhere they travel.
import { beforeAll, describe, expect, it } from 'vitest'
import { pglite, testDatabases } from '../support/databases.ts'
import { post } from '../support/http.ts'
import { type TestServer, useTestServer } from '../support/server.ts'
import { connectSse } from '../support/sse.ts'

const XSS = `<img src=x onerror="alert('xss')"><script>alert(1)</script>`
const PUBLIC_WIDGET_ENDPOINTS = [
  ['GET', '/api/checkout/limits?currency=usd'],
  ['POST', '/api/checkout'],
  ['POST', '/api/supporters/identify'],
  ['GET', '/api/boost-stats'],
  ['GET', '/api/leaderboard/weekly'],
] as const

describe.each(testDatabases)('security on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  it.each(PUBLIC_WIDGET_ENDPOINTS)('%s %s answers any origin, without credentials', async (method, path) => {
    const preflight = await fetch(`${server.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://creator-site.example', 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    const response = await fetch(`${server.url}${path}`, { method, headers: { origin: 'https://creator-site.example', 'content-type': 'application/json' }, ...(method === 'POST' ? { body: '{}' } : {}) })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('reflects no origin on any endpoint', async () => {
    for (const path of ['/api/boost-events', '/api/creators/some-creator', '/healthz', '/api/gamification/summary?supporterId=x']) {
      const response = await fetch(`${server.url}${path}`, { headers: { origin: 'https://evil.example' } })
      expect(response.headers.get('access-control-allow-origin'), path).not.toBe('https://evil.example')
      expect(response.headers.get('access-control-allow-credentials'), path).toBeNull()
    }
  })

  it('refuses a cross-site POST to the cookie-authenticated onboarding endpoint', async () => {
    const response = await post(server.url, '/api/creators/victim-creator/stripe/onboard', {}, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', cookie: 'boost_creator=forged' })
    expect(response.status).toBe(403)
    expect((await response.json()).error).toEqual(expect.any(String))
    const [row] = await server.db.query('select id from creator where id = ?', ['victim-creator'])
    expect(row).toBeUndefined()
  })

  it('keeps XSS payloads as text in the events list, the CSV and the stream', async () => {
    const [{ supporterId }] = [await (await post(server.url, '/api/supporters/identify', { anonId: 'anon_security_check_1' })).json()]
    const stream = await connectSse(`${server.url}/api/stream/boosts`)
    const checkout = await (await post(server.url, '/api/checkout', { amount: 5, currency: 'usd', creator_id: 'xss-creator', demo: true, supporter_id: supporterId, message: XSS })).json()
    expect(checkout.url).toEqual(expect.any(String))
    const completed = await post(server.url, `/api/checkout/demo/${checkout.sessionId}/complete`, {})
    expect(completed.status).toBe(200)
    const [message] = await stream.waitFor(1)
    expect(JSON.parse(message!.data).message).toBe(XSS)
    expect(message!.data).not.toContain('\n')
    stream.close()
    const events = await (await fetch(`${server.url}/api/boost-events?creatorId=xss-creator`)).json()
    expect(events[0].message).toBe(XSS)
    const csvResponse = await fetch(`${server.url}/api/boost-events.csv?creatorId=xss-creator`)
    expect(csvResponse.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(await csvResponse.text()).toContain(`"${XSS.replaceAll('"', '""')}"`)
  })

  it('escapes spreadsheet formulas in the CSV', async () => {
    for (const message of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)']) {
      const checkout = await (await post(server.url, '/api/checkout', { amount: 5, currency: 'usd', creator_id: 'csv-creator', demo: true, message })).json()
      await post(server.url, `/api/checkout/demo/${checkout.sessionId}/complete`, {})
    }
    const csv = await (await fetch(`${server.url}/api/boost-events.csv?creatorId=csv-creator`)).text()
    for (const line of csv.split('\r\n').slice(1).filter(Boolean)) expect(line).not.toMatch(/(^|,)"?[=+\-@]/)
  })
})

describe('floods', () => {
  let server!: TestServer
  // The production limits, whatever RATE_LIMIT_PER_MINUTE the tests were started with.
  beforeAll(() => {
    delete process.env.RATE_LIMIT_PER_MINUTE
  })
  useTestServer(pglite, (started) => (server = started))

  it.each([
    ['/api/checkout', { amount: 5, currency: 'usd', creator_id: 'flood-creator', demo: true }],
    ['/api/supporters/identify', { anonId: 'anon_flood_check_1' }],
  ])('POST %s answers 429 with Retry-After once a client floods it', async (path, body) => {
    let limited: Response | undefined
    for (let i = 0; i < 400 && !limited; i++) {
      const response = await post(server.url, path, body)
      if (response.status === 429) limited = response
      else await response.arrayBuffer()
    }
    expect(limited?.status).toBe(429)
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited!.json()).error).toBe('Too many requests, slow down')
  })
})

describe.each(testDatabases)('with live payments on $name', (database) => {
  let server!: TestServer
  const ADMIN_TOKEN = 'a-long-admin-token-for-tests'
  useTestServer(database, (started) => (server = started), { STRIPE_SECRET_KEY: 'sk_test_security', STRIPE_WEBHOOK_SECRET: 'whsec_security', STRIPE_API_BASE: 'http://127.0.0.1:9', ADMIN_TOKEN })

  it('refuses platform analytics without the admin token and allows them with it', async () => {
    for (const path of ['/api/boost-events', '/api/boost-events.csv']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(401)
      expect((await fetch(`${server.url}${path}`, { headers: { authorization: 'Bearer wrong-token-of-same-size!' } })).status, path).toBe(401)
      expect((await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status, path).toBe(200)
    }
  })
})
