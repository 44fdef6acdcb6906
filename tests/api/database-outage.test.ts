// PostgreSQL stopped for a few seconds under a steady stream of demo checkouts and completions, on
// a cluster of the test's own: the API answers 503 with Retry-After meanwhile, never 500, and
// afterwards every acknowledged boost is in the ledger once and the live stream carries new ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../support/postgres.ts'
import { post } from '../support/http.ts'
import { type PrivatePostgres, postgresBinaries, startPrivatePostgres } from '../support/privatePostgres.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { connectSse } from '../support/sse.ts'

const bin = postgresBinaries()
if (!bin && process.env.REQUIRE_POSTGRES === '1') throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL binaries under /usr/lib/postgresql')

describe.skipIf(!bin)('the database going away and coming back', () => {
  let cluster: PrivatePostgres
  let server: TestServer
  const logged: Record<string, unknown>[] = []

  beforeAll(async () => {
    cluster = await startPrivatePostgres(bin!)
    const database = await createPostgresDatabase(cluster.url)
    server = await startTestServer({ kind: 'postgres', url: database.url }, { RATE_LIMIT_PER_MINUTE: '100000' }, { log: (line) => logged.push(line) })
  }, 60_000)

  afterAll(async () => {
    await server?.stop()
    cluster?.remove()
  })

  it('answers 503 with Retry-After while PostgreSQL is down, records each acknowledged completion once, and recovers', async () => {
    const creatorId = `outage-${Date.now().toString(36)}`
    const onboarded = await post(server.url, `/api/creators/${creatorId}/stripe/onboard`)
    const cookie = onboarded.headers.getSetCookie()[0]!.split(';')[0]!
    const { url } = (await onboarded.json()) as { url: string }
    expect((await fetch(url, { redirect: 'manual', headers: { cookie } })).status).toBe(302)

    const unavailable: Response[] = []
    const failures: { status: number; body: string }[] = []
    const acknowledged: string[] = []
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

    async function supporter() {
      while (running) {
        const opened = await untilAnswered(() => post(server.url, '/api/checkout', { amount: 5, currency: 'usd', creator_id: creatorId }))
        const { sessionId } = (await opened.json()) as { sessionId: string }
        await untilAnswered(() => post(server.url, `/api/checkout/demo/${sessionId}/complete`))
        acknowledged.push(sessionId)
      }
    }

    const supporters = [supporter(), supporter(), supporter()]
    await expect.poll(() => acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(5)

    const retried = await post(server.url, '/api/checkout', { amount: 7, currency: 'usd', creator_id: creatorId })
    const { sessionId: retriedId } = (await retried.json()) as { sessionId: string }
    cluster.stop()
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 10_000 }).toBe(503)
    await expect.poll(() => unavailable.length, { timeout: 10_000 }).toBeGreaterThan(3)
    const duringOutage = await post(server.url, `/api/checkout/demo/${retriedId}/complete`)
    expect(duringOutage.status).toBe(503)
    cluster.start()
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 20_000 }).toBe(200)
    expect((await untilAnswered(() => post(server.url, `/api/checkout/demo/${retriedId}/complete`))).status).toBe(200)
    acknowledged.push(retriedId)
    const afterRecovery = acknowledged.length
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(afterRecovery + 5)
    running = false
    await Promise.all(supporters)

    expect(failures).toEqual([])
    for (const response of unavailable) {
      expect(response.headers.get('retry-after')).toBe('5')
      expect(await response.json()).toEqual({ error: 'Boost is briefly unavailable: try again in a moment' })
    }
    const rows = await server.db.query<{ ref: string; copies: number }>(
      'select ref, count(*)::int as copies from boost_event where creator_id = ? group by ref',
      [creatorId],
    )
    expect(rows.filter((row) => row.copies !== 1)).toEqual([])
    expect(new Set(rows.map((row) => row.ref))).toEqual(new Set(acknowledged))

    const outageLines = logged.filter((line) => /database (unreachable|reachable again)/.test(String(line.msg)))
    expect(outageLines.map((line) => line.msg)).toEqual(['database unreachable', 'database reachable again'])

    const stream = await connectSse(`${server.url}/api/stream/boosts?creatorId=${creatorId}`)
    const opened = await post(server.url, '/api/checkout', { amount: 5, currency: 'usd', creator_id: creatorId })
    const { sessionId } = (await opened.json()) as { sessionId: string }
    expect((await post(server.url, `/api/checkout/demo/${sessionId}/complete`)).status).toBe(200)
    const [recorded] = await server.db.query<{ id: number }>('select id from boost_event where ref = ?', [sessionId])
    const [message] = await stream.waitFor(1)
    expect(Number(JSON.parse(message!.data).boostId)).toBe(Number(recorded!.id))
    stream.close()
  }, 60_000)
})
