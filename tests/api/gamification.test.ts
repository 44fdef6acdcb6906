import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { testDatabases } from '../support/databases.ts'
import { boostInput } from '../support/fixtures.ts'
import { identify } from '../support/http.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('GET /api/gamification/summary on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  const newSupporter = async () => (await identify(server.url)).supporterId
  async function summary(query: string) {
    const response = await fetch(`${server.url}/api/gamification/summary?${query}`)
    return { status: response.status, body: await response.json() }
  }
  const boost = (supporterId: string, grossCents: number, extra: Parameters<typeof boostInput>[0] = {}) =>
    server.services.ledger.record(boostInput({ supporterId, grossCents, ...extra }))

  it('shows a new supporter as a Fan with no XP, no referral and no rank this week', async () => {
    const supporterId = await newSupporter()
    expect(await summary(`supporterId=${supporterId}`)).toEqual({
      status: 200,
      body: {
        supporterId,
        xpTotal: 0,
        badges: [{ code: 'FAN', name: 'Fan', tier: 3, animated: false }],
        nextBadge: { code: 'SUPERFAN', name: 'Superfan', threshold: 500, progress: 0 },
        maxLevel: false,
        referral: null,
        weeklyXp: 0,
        weeklyRank: null,
      },
    })
  })

  it.each([
    [499, ['FAN'], { code: 'SUPERFAN', threshold: 500, progress: 499 / 500 }],
    [500, ['FAN', 'SUPERFAN'], { code: 'COSMIC', threshold: 2000, progress: 0 }],
    [1999, ['FAN', 'SUPERFAN'], { code: 'COSMIC', threshold: 2000, progress: 1499 / 1500 }],
    [2000, ['FAN', 'SUPERFAN', 'COSMIC'], null],
  ])('at %i XP lists badges %j and the next badge %j', async (xp, codes, next) => {
    const supporterId = await newSupporter()
    await boost(supporterId, xp * 10)
    const { status, body } = await summary(`supporterId=${supporterId}`)
    expect(status).toBe(200)
    expect(body.xpTotal).toBe(xp)
    expect(body.weeklyXp).toBe(xp)
    expect(body.badges.map((badge: { code: string }) => badge.code)).toEqual(codes)
    if (next) {
      expect(body.nextBadge).toMatchObject(next)
      expect(body.maxLevel).toBe(false)
    } else {
      expect(body.nextBadge).toBeNull()
      expect(body.maxLevel).toBe(true)
      expect(body.badges.at(-1)).toEqual({ code: 'COSMIC', name: 'Cosmic', tier: 1, animated: true })
    }
  })

  it('ranks supporters this week in the order of the weekly leaderboard', async () => {
    const first = await newSupporter()
    const second = await newSupporter()
    await boost(first, 900_000)
    await boost(second, 800_000)
    expect((await summary(`supporterId=${first}`)).body.weeklyRank).toBe(1)
    expect((await summary(`supporterId=${second}`)).body.weeklyRank).toBe(2)
    const board = (await (await fetch(`${server.url}/api/leaderboard/weekly?limit=1000`)).json()) as { rank: number; supporterId: string }[]
    expect(board.length).toBeGreaterThan(2)
    for (const entry of board) {
      expect((await summary(`supporterId=${entry.supporterId}`)).body.weeklyRank).toBe(entry.rank)
    }
  })

  it('gives equal weekly XP distinct ranks, the smaller supporter id first', async () => {
    const [a, b] = [await newSupporter(), await newSupporter()]
    await boost(a, 12_340)
    await boost(b, 12_340)
    const [low, high] = [a, b].sort()
    const lowRank = (await summary(`supporterId=${low}`)).body.weeklyRank
    expect((await summary(`supporterId=${high}`)).body.weeklyRank).toBe(lowRank + 1)
  })

  it('counts only boosts that stand toward XP with a creator', async () => {
    const supporterId = await newSupporter()
    await boost(supporterId, 1000, { creatorId: 'creator-a' })
    await boost(supporterId, 500, { creatorId: 'creator-b' })
    await boost(supporterId, 3000, { creatorId: 'creator-a', demo: true })
    const refunded = await boost(supporterId, 2000, { creatorId: 'creator-a' })
    await server.services.ledger.reverse(refunded.event.ref)
    expect((await summary(`supporterId=${supporterId}&creatorId=creator-a`)).body).toMatchObject({ xpTotal: 150, creatorXp: 100 })
    expect((await summary(`supporterId=${supporterId}&creatorId=creator-none`)).body.creatorXp).toBe(0)
    const without = (await summary(`supporterId=${supporterId}&creatorId=`)).body
    expect(without).not.toHaveProperty('creatorXp')
  })

  it('includes the supporter’s referral once they have one', async () => {
    const supporterId = await newSupporter()
    const created = await fetch(`${server.url}/api/referrals/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ supporterId }),
    })
    const referral = await created.json()
    expect((await summary(`supporterId=${supporterId}`)).body.referral).toEqual(referral)
  })

  it('answers an unknown supporter with a 404 JSON error', async () => {
    expect(await summary(`supporterId=${randomUUID()}`)).toEqual({ status: 404, body: { error: 'Unknown supporter' } })
  })

  it.each([
    ['no supporterId', ''],
    ['a supporterId that is not a UUID', 'supporterId=42'],
    ['two supporterIds', `supporterId=${randomUUID()}&supporterId=${randomUUID()}`],
    ['a malformed creatorId', `supporterId=${randomUUID()}&creatorId=Not%20A%20Creator`],
  ])('answers %s with a 400 JSON error', async (_case, query) => {
    const { status, body } = await summary(query)
    expect(status).toBe(400)
    expect(body.error).toMatch(/^(supporterId|creatorId): /)
  })
})
