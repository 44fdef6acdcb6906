import { describe, expect, it } from 'vitest'
import { testDatabases } from '../support/databases.ts'
import { boostInput } from '../support/fixtures.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('GET /api/boost-stats on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  async function stats(query = '') {
    const response = await fetch(`${server.url}/api/boost-stats${query}`, { headers: { origin: 'https://counter.example' } })
    return { status: response.status, body: await response.json(), cors: response.headers.get('access-control-allow-origin') }
  }

  it('answers zeros and no last event before any boost, to any origin', async () => {
    const { status, body, cors } = await stats()
    expect(status).toBe(200)
    expect(cors).toBe('*')
    expect(body).toEqual({
      totalBoosts: '0',
      totalGross: '0',
      totalPlatformFees: '0',
      totalProcessorFees: '0',
      totalNet: '0',
      boostsCount: 0,
      xpTotal: 0,
      revenueCents: 0,
      totalRevenue: 0,
      channels: { fiat: { count: 0, grossCents: 0 }, crypto: { count: 0, grossCents: 0 } },
      lastEvent: null,
    })
  })

  it('sums the boosts that stand, for the platform and for one creator', async () => {
    const ledger = server.services.ledger
    await ledger.record(boostInput({ creatorId: 'stats-a', grossCents: 500 }))
    await ledger.record(boostInput({ creatorId: 'stats-a', grossCents: 2000, channel: 'crypto' }))
    await ledger.record(boostInput({ creatorId: 'stats-a', grossCents: 9900, demo: true }))
    const refunded = await ledger.record(boostInput({ creatorId: 'stats-a', grossCents: 7000 }))
    await ledger.reverse(refunded.event.ref)
    const last = await ledger.record(boostInput({ creatorId: 'stats-b', grossCents: 2000 }))

    const creator = (await stats('?creatorId=stats-a')).body
    expect(creator).toMatchObject({
      totalBoosts: '2',
      totalGross: '2500',
      totalPlatformFees: String(13 + 50),
      totalProcessorFees: '45',
      totalNet: String(442 + 1950),
      boostsCount: 2,
      xpTotal: 250,
      revenueCents: 2500,
      totalRevenue: 25,
      channels: { fiat: { count: 1, grossCents: 500 }, crypto: { count: 1, grossCents: 2000 } },
    })
    // The creator's newest boost that stands: after it came a demo boost and a refunded one.
    expect(creator.lastEvent).toMatchObject({ creatorId: 'stats-a', amount: 2000, xpAwarded: 200 })
    const platform = (await stats()).body
    expect(platform).toMatchObject({ totalBoosts: '3', totalGross: '4500', totalRevenue: 45 })
    expect(platform.lastEvent).toEqual({
      boostId: last.event.id, creatorId: 'stats-b', amount: 2000, xpAwarded: 200, currency: 'usd', ts: last.event.ts.toISOString(),
    })
  })

  it('answers zeros for a creator with no boosts', async () => {
    const { status, body } = await stats('?creatorId=nobody-yet')
    expect(status).toBe(200)
    expect(body).toMatchObject({ totalBoosts: '0', boostsCount: 0, lastEvent: null })
  })

  it.each(['Has%20Spaces', 'ab', 'x'.repeat(65)])('answers creatorId=%s with a 400 JSON error', async (creatorId) => {
    const { status, body } = await stats(`?creatorId=${creatorId}`)
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'creatorId: Please enter a valid creator ID: 3-64 lowercase letters, digits, - or _' })
  })
})
