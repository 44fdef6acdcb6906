import { describe, expect, it } from 'vitest'
import { weekKey } from '../../core/week.ts'
import { testDatabases } from '../support/databases.ts'
import { boostInput } from '../support/fixtures.ts'
import { identify } from '../support/http.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

type Entry = { rank: number; supporterId: string; xp: number; tier: string; supporter: { anonId: string; name: string | null; anonymous: boolean } }

describe.each(testDatabases)('GET /api/leaderboard/weekly on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  async function board(query = ''): Promise<Entry[]> {
    const response = await fetch(`${server.url}/api/leaderboard/weekly${query}`)
    expect(response.status).toBe(200)
    return response.json()
  }

  it('is an empty list before anyone boosts this week', async () => {
    expect(await board()).toEqual([])
  })

  it('lists this week’s supporters by XP, highest first, equal XP by supporter id, with rank tiers', async () => {
    const supporters = await Promise.all(Array.from({ length: 12 }, () => identify(server.url)))
    // 12 supporters: XP 1200, 1100, …, with the last two tied at 200.
    const xpOf = supporters.map((_, i) => (i === 11 ? 200 : 1200 - i * 100))
    for (const [i, supporter] of supporters.entries()) {
      await server.services.ledger.record(boostInput({ supporterId: supporter.supporterId, grossCents: xpOf[i]! * 10 }))
    }
    const entries = await board()
    expect(entries).toHaveLength(12)
    expect(entries.map((entry) => entry.rank)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    expect(entries.map((entry) => entry.tier)).toEqual([
      'Champion', 'Runner-up', 'Third Place', 'Top 10', 'Top 10', 'Top 10', 'Top 10', 'Top 10', 'Top 10', 'Top 10', 'Booster', 'Booster',
    ])
    expect(entries.slice(0, 10).map((entry) => entry.supporterId)).toEqual(supporters.slice(0, 10).map((s) => s.supporterId))
    expect(entries.slice(10).map((entry) => entry.supporterId)).toEqual([supporters[10]!.supporterId, supporters[11]!.supporterId].sort())
    expect(entries[0]).toEqual({ rank: 1, supporterId: supporters[0]!.supporterId, xp: 1200, tier: 'Champion', supporter: { anonId: supporters[0]!.anonId.slice(-6), name: null, anonymous: false } })
  })

  it('answers at most `limit` entries, from the top', async () => {
    const all = await board('?limit=1000')
    const top = await board('?limit=3')
    expect(top).toEqual(all.slice(0, 3))
    expect(await board('?limit=1')).toEqual(all.slice(0, 1))
  })

  it('leaves out XP from other weeks and supporters whose XP this week was refunded', async () => {
    const lastWeek = await identify(server.url)
    await server.db.query('insert into weekly_xp (week_start, supporter_id, xp) values (?, ?, ?)', [
      weekKey(new Date(Date.now() - 7 * 24 * 60 * 60 * 1000)), lastWeek.supporterId, 1_000_000,
    ])
    const refunded = await identify(server.url)
    const { event } = await server.services.ledger.record(boostInput({ supporterId: refunded.supporterId, grossCents: 50_000 }))
    await server.services.ledger.reverse(event.ref)
    const ids = (await board()).map((entry) => entry.supporterId)
    expect(ids).not.toContain(lastWeek.supporterId)
    expect(ids).not.toContain(refunded.supporterId)
  })

  it.each(['0', '1001', 'abc', '2.5', '-1'])('answers limit=%s with a 400 JSON error', async (limit) => {
    const response = await fetch(`${server.url}/api/leaderboard/weekly?limit=${limit}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'limit: must be a whole number from 1 to 1000' })
  })

  it('may be read from any origin', async () => {
    const response = await fetch(`${server.url}/api/leaderboard/weekly`, { headers: { origin: 'https://overlay.example' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})
