// One client address may hold only so many live streams open at once (the public boost stream and
// the overlays' alert stream together), and the console's "overlays live" counts overlay browsers,
// not the connections one browser, or one attacker, opens.
import { describe, expect, it } from 'vitest'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/server.ts'
import { connectSse, type SseConnection } from '../support/sse.ts'

describe.each(testDatabases)('live streams per client address on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { STREAMS_PER_ADDRESS: '3' })

  it('answers the stream past the limit with a 429 JSON error and Retry-After, and a closed stream frees its slot', async () => {
    const boosts = `${server.url}/api/stream/boosts`
    const alerts = `${server.url}/api/stream/alerts?creatorId=limit-creator`
    const open: SseConnection[] = [await connectSse(boosts), await connectSse(alerts), await connectSse(boosts)]
    // Both streams are refused once the address holds three, of either kind.
    for (const url of [boosts, alerts]) {
      const refused = await fetch(url, { headers: { accept: 'text/event-stream' } })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await refused.json()).toEqual({ error: 'Too many open streams from this address: close one first' })
    }

    open.shift()!.close()
    await expect
      .poll(async () => {
        const response = await fetch(alerts, { headers: { accept: 'text/event-stream' } })
        await response.body?.cancel()
        return response.status
      })
      .toBe(200)
    for (const stream of open) stream.close()
  })
})

describe('a malformed stream request', () => {
  let server!: TestServer
  useTestServer(testDatabases[0]!, (started) => (server = started), { STREAMS_PER_ADDRESS: '3' })

  it('holds no slot once refused', async () => {
    for (let i = 0; i < 4; i++) {
      const refused = await fetch(`${server.url}/api/stream/alerts?creatorId=Not%20An%20Id`)
      expect(refused.status).toBe(400)
      await refused.body?.cancel()
    }
    const open = [await connectSse(`${server.url}/api/stream/boosts`), await connectSse(`${server.url}/api/stream/boosts`), await connectSse(`${server.url}/api/stream/boosts`)]
    for (const stream of open) stream.close()
  })
})

describe('live streams per client address behind a proxy', () => {
  let server!: TestServer
  useTestServer(testDatabases[0]!, (started) => (server = started), { STREAMS_PER_ADDRESS: '1', TRUST_PROXY: 'on' })

  it('counts the address the proxy appended, whatever the client wrote to the left of it', async () => {
    const url = `${server.url}/api/stream/boosts`
    const first = await connectSse(url, undefined, { 'x-forwarded-for': '203.0.113.1, 198.51.100.7' })
    const forged = await fetch(url, { headers: { accept: 'text/event-stream', 'x-forwarded-for': '203.0.113.2, 198.51.100.7' } })
    expect(forged.status).toBe(429)
    await forged.body?.cancel()
    const neighbour = await connectSse(url, undefined, { 'x-forwarded-for': '198.51.100.8' })
    first.close()
    neighbour.close()
  })
})

describe.each(testDatabases)('overlays live on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  it('counts one overlay browser once however many streams it opens, and each stream without an id as one', async () => {
    const creatorId = `overlay-browser-${database.name}`
    const url = `${server.url}/api/stream/alerts?creatorId=${creatorId}`
    const browser = Array.from({ length: 5 }, () => connectSse(`${url}&overlayId=Wm9lZ3RyZWUtb3ZlcmxheQ`))
    const streams = await Promise.all([...browser, connectSse(url)])
    await expect.poll(() => server.services.hub.overlaysLive(creatorId)).toBe(2)
    for (const stream of streams) stream.close()
    await expect.poll(() => server.services.hub.overlaysLive(creatorId)).toBe(0)
  })
})
