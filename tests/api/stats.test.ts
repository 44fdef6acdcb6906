import { describe, expect, it } from 'vitest'
import { readStats } from '../../server/services/stats.ts'
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
      currency: 'usd',
      byCurrency: {},
      lastAdjustmentId: null,
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

  it('never adds two currencies: the money fields are the reporting currency’s, each currency stands on its own', async () => {
    const ledger = server.services.ledger
    for (const currency of ['usd', 'eur', 'gbp', 'aud']) await ledger.record(boostInput({ creatorId: 'stats-money', grossCents: 10_000, currency }))
    const refunded = await ledger.record(boostInput({ creatorId: 'stats-money', grossCents: 2000, currency: 'eur' }))
    await ledger.reverse(refunded.event.ref)

    const body = (await stats('?creatorId=stats-money')).body
    const oneHundred = { boosts: 1, grossCents: 10_000, platformFeeCents: 250, processorFeeCents: 320, netCents: 9430, refundedCents: 0 }
    expect(body).toMatchObject({
      currency: 'usd',
      totalBoosts: '4',
      boostsCount: 4,
      xpTotal: 4000,
      totalGross: '10000',
      totalPlatformFees: '250',
      totalProcessorFees: '320',
      totalNet: '9430',
      revenueCents: 10_000,
      totalRevenue: 100,
      channels: { fiat: { count: 1, grossCents: 10_000 }, crypto: { count: 0, grossCents: 0 } },
    })
    expect(body.byCurrency).toEqual({ aud: oneHundred, eur: { ...oneHundred, refundedCents: 2000 }, gbp: oneHundred, usd: oneHundred })
    // Another reporting currency (REPORTING_CURRENCY=eur) reports euros in the same fields.
    expect(await readStats(server.db, 'stats-money', 'eur')).toMatchObject({ currency: 'eur', totalGross: '10000', revenueCents: 10_000, boostsCount: 4 })
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
