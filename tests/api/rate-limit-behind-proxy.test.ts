// Rate limits behind a load balancer key on the address the trusted proxy appended to
// X-Forwarded-For, never on what the client wrote to the left of it.
import { beforeAll, describe, expect, it } from 'vitest'
import { inOneMinute } from '../support/clock.ts'
import { testDatabases } from '../support/databases.ts'
import { post } from '../support/http.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

const CHECKOUT = { amount: 5, currency: 'usd', creator_id: 'proxy-creator', demo: true }

/**
 * Sends `count` checkouts, each with the X-Forwarded-For `header(i)` gives, and returns their
 * statuses. Limits count per minute of the clock: the requests all fall in one window.
 */
function checkouts(server: TestServer, count: number, header: (i: number) => string): Promise<number[]> {
  return inOneMinute(async () => {
    const statuses: number[] = []
    for (let i = 0; i < count; i++) {
      const response = await post(server.url, '/api/checkout', CHECKOUT, { 'x-forwarded-for': header(i) })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    return statuses
  })
}

describe.each(testDatabases)('rate limits behind a proxy on $name', (database) => {
  let server!: TestServer
  // The production limits (30 checkouts a minute), whatever RATE_LIMIT_PER_MINUTE the tests run with.
  beforeAll(() => {
    delete process.env.RATE_LIMIT_PER_MINUTE
  })
  useTestServer(database, (started) => (server = started), { TRUST_PROXY: 'on' })

  it('limits a client that writes a new address of its own into X-Forwarded-For on every request', async () => {
    const statuses = await checkouts(server, 40, (i) => `203.0.113.${i}, 198.51.100.7`)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(30)).toEqual(Array(10).fill(429))
  })

  it('still tells clients apart by the address the proxy appended', async () => {
    const statuses = await checkouts(server, 5, () => '198.51.100.8')
    expect(statuses).toEqual(Array(5).fill(200))
  })
})

describe('rate limits behind two proxies', () => {
  let server!: TestServer
  beforeAll(() => {
    delete process.env.RATE_LIMIT_PER_MINUTE
  })
  useTestServer(testDatabases[0]!, (started) => (server = started), { TRUST_PROXY: 'on', TRUST_PROXY_HOPS: '2' })

  it('counts the client the outer proxy saw, whatever the client wrote before it', async () => {
    const statuses = await checkouts(server, 35, (i) => `192.0.2.${i}, 198.51.100.9, 10.0.0.2`)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
  })
})
