// A boost recorded for a supporter at the very moment that supporter is joined into a fan (a
// claim on the thank-you page): once both have finished, the boost, its XP and its weekly row
// belong to the fan exactly once, whichever came first. On PGlite and PostgreSQL; on PostgreSQL
// also with the two held at the same row lock, the boost's checkout opened after the join began.
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { xpForCents } from '../../core/xp.ts'
import { cookieJar } from '../support/cookieJar.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { identify, post } from '../support/http.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

const CREATOR = 'race-creator'

describe.each(testDatabases)('joining a supporter into a fan while one of its boosts is recorded, on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '10000' })
  beforeAll(() => connectDemoCreator(server, CREATOR))

  async function openCheckout(supporterId: string, amount: number): Promise<string> {
    const response = await post(server.url, '/api/checkout', { amount, currency: 'usd', creator_id: CREATOR, supporter_id: supporterId })
    expect(response.status).toBe(200)
    return ((await response.json()) as { sessionId: string }).sessionId
  }

  const pay = (sessionId: string) => post(server.url, `/api/checkout/demo/${sessionId}/complete`)

  /** Two supporters: the one a blog's widget made, whose paid boost is claimed, and this browser's own on Boost, joined into it by the claim. */
  async function blogAndDevice() {
    const blog = await identify(server.url)
    const device = await identify(server.url)
    const claimed = await openCheckout(blog.supporterId, 5)
    expect((await pay(claimed)).status).toBe(200)
    const browser = cookieJar(server.url)
    const claim = () => browser.request('/api/fan/claim', { method: 'POST', body: { sessionId: claimed, anonId: blog.anonId, deviceAnonId: device.anonId } })
    return { blog, device, claimed, claim, browser }
  }

  /** Where every boost, XP point and weekly row of the two supporters is now. */
  async function holdings(fan: string, alias: string, refs: string[]) {
    const owners = await server.db.query<{ ref: string; supporter_id: string }>(
      `select ref, supporter_id from boost_event where ref in (${refs.map(() => '?').join(', ')}) order by ref`,
      refs,
    )
    const supporters = await server.db.query<{ id: string; xp_total: unknown; merged_into_id: string | null }>('select id, xp_total, merged_into_id from supporter where id in (?, ?)', [fan, alias])
    const weekly = await server.db.query<{ supporter_id: string; xp: unknown }>('select supporter_id, xp from weekly_xp where supporter_id in (?, ?)', [fan, alias])
    return {
      boostOwners: owners.map((row) => row.supporter_id),
      xp: Object.fromEntries(supporters.map((row) => [row.id === fan ? 'fan' : 'alias', Number(row.xp_total)])),
      aliasOf: supporters.find((row) => row.id === alias)?.merged_into_id,
      weekly: weekly.map((row) => ({ fan: row.supporter_id === fan, xp: Number(row.xp) })),
    }
  }

  /** The $5 boost claimed and the $20 one that raced the claim are both the fan's, counted once: none left with the alias. */
  async function expectBothWithTheFan(fan: string, alias: string, refs: string[], browser: ReturnType<typeof cookieJar>) {
    const both = xpForCents(500) + xpForCents(2000)
    expect(await holdings(fan, alias, refs.sort())).toEqual({ boostOwners: [fan, fan], xp: { fan: both, alias: 0 }, aliasOf: fan, weekly: [{ fan: true, xp: both }] })
    const answer = (await (await browser.request('/api/fan')).json()) as { boosts: unknown[]; progress: { xpTotal: number } }
    expect(answer.boosts).toHaveLength(2)
    expect(answer.progress.xpTotal).toBe(both)
  }

  it('a checkout opened before the claim and paid as it is claimed ends with the fan, once', async () => {
    const { blog, device, claimed, claim, browser } = await blogAndDevice()
    const racing = await openCheckout(device.supporterId, 20)
    const [claimAnswer, paid] = await Promise.all([claim(), pay(racing)])
    expect(claimAnswer.status).toBe(200)
    expect(paid.status).toBe(200)

    await expectBothWithTheFan(blog.supporterId, device.supporterId, [claimed, racing], browser)
  })

  it.skipIf(database.name !== 'postgres')('a checkout opened after the join began and recorded while it waits ends with the fan, once', async () => {
    const { blog, device, claimed, claim, browser } = await blogAndDevice()
    const url = (server.config.database as { url: string }).url
    const holder = new pg.Client({ connectionString: url })
    const watcher = new pg.Client({ connectionString: url })
    await Promise.all([holder.connect(), watcher.connect()])
    const waitingForLocks = async (count: number) => {
      // The claim and the payment are each parked behind the held row lock once Postgres lists them waiting.
      for (;;) {
        const { rows } = await watcher.query<{ n: string }>(`select count(*) as n from pg_locks l join pg_stat_activity a on a.pid = l.pid where not l.granted and a.datname = current_database()`)
        if (Number(rows[0]!.n) >= count) return
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    try {
      // Another transaction holds this browser's own supporter row: the join stops at it, its checkouts already moved.
      await holder.query('begin')
      await holder.query('select id from supporter where id = $1 for update', [device.supporterId])
      const claiming = claim()
      await waitingForLocks(1)
      const racing = await openCheckout(device.supporterId, 20)
      const paying = pay(racing)
      await waitingForLocks(2)
      await holder.query('commit')
      const [claimAnswer, paid] = await Promise.all([claiming, paying])
      expect(claimAnswer.status).toBe(200)
      expect(paid.status).toBe(200)

      await expectBothWithTheFan(blog.supporterId, device.supporterId, [claimed, racing], browser)
    } finally {
      await holder.query('rollback').catch(() => undefined)
      await Promise.all([holder.end(), watcher.end()])
    }
  })
})
