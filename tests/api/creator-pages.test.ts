// A creator's page over HTTP: the profile and goal a creator sets with their session (and nobody
// else can), a goal's progress read from the ledger through boosts, refunds and currencies, the
// creator's own weekly board, and /c/<id> rendered on the server, with a real 404.
import { describe, expect, it } from 'vitest'
import type { CreatorResponse } from '../../core/api/payments.ts'
import type { LeaderboardEntry } from '../../core/api/ledger.ts'
import { disputeBoost, type LedgerTx, recordBoost, refundBoost } from '../../server/services/ledger/index.ts'
import { cookieJar } from '../support/cookieJar.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { postgresOnly, testDatabases } from '../support/databases.ts'
import { boostInput } from '../support/fixtures.ts'
import { identify } from '../support/http.ts'
import { rawRequest } from '../support/rawRequest.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

async function creator(server: TestServer, creatorId: string): Promise<CreatorResponse> {
  const response = await fetch(`${server.url}/api/creators/${creatorId}`)
  expect(response.status).toBe(200)
  return (await response.json()) as CreatorResponse
}

const error = async (response: Response) => ((await response.json()) as { error: string }).error

/** How many goal.reached webhooks the creator's endpoints have had queued. */
async function goalReachedQueued(server: TestServer, creatorId: string): Promise<number> {
  const [row] = await server.services.db.query<{ queued: number }>(
    `select count(*)::int as queued from webhook_delivery d join webhook_endpoint w on w.id = d.endpoint_id where w.creator_id = ? and d.event = 'goal.reached'`,
    [creatorId],
  )
  return row!.queued
}

describe.each(testDatabases)('creator pages on $name', (database) => {
  let server!: TestServer
  // Private webhook addresses allowed: goal.reached is counted in the outbox of an endpoint on this server.
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000', WEBHOOKS_ALLOW_PRIVATE: '1' }, { pages: true })

  it('answers a creator’s profile with its defaults, and lets only their session change it', async () => {
    const maya = await connectDemoCreator(server, 'page-maya')
    expect(await creator(server, 'page-maya')).toMatchObject({ name: 'Maya Lin', bio: null, color: 'violet', goal: null, connected: expect.stringMatching(/^acct_demo_/) })

    const stranger = cookieJar(server.url)
    expect((await stranger.request('/api/creators/page-maya', { method: 'PATCH', body: { bio: 'mine' } })).status).toBe(401)
    const theo = await connectDemoCreator(server, 'page-theo', 'Theo')
    expect((await theo.request('/api/creators/page-maya', { method: 'PATCH', body: { bio: 'mine' } })).status).toBe(403)

    const changed = await maya.request('/api/creators/page-maya', { method: 'PATCH', body: { name: ' Maya ', bio: 'Painting live, Tuesdays.', color: 'teal' } })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toEqual({ name: 'Maya', bio: 'Painting live, Tuesdays.', color: 'teal', goal: null })
    expect(await creator(server, 'page-maya')).toMatchObject({ name: 'Maya', bio: 'Painting live, Tuesdays.', color: 'teal' })

    // Cleared, the name falls back to the creator's id on the page.
    const cleared = await maya.request('/api/creators/page-maya', { method: 'PATCH', body: { name: null } })
    expect(await cleared.json()).toMatchObject({ name: null, bio: 'Painting live, Tuesdays.' })
    expect(await (await fetch(`${server.url}/c/page-maya`)).text()).toContain('<title>page-maya on Boost</title>')
  })

  it('refuses control characters, markup, over-long text and unknown colours, changing nothing', async () => {
    const owner = await connectDemoCreator(server, 'page-refusals')
    const refused = async (body: unknown) => {
      const response = await owner.request('/api/creators/page-refusals', { method: 'PATCH', body })
      expect(response.status).toBe(400)
      return error(response)
    }
    await expect(refused({ bio: 'a\u0000b' })).resolves.toBe('The bio must not contain control characters or text-direction overrides.')
    await expect(refused({ bio: 'evil\u202Etxt' })).resolves.toBe('The bio must not contain control characters or text-direction overrides.')
    await expect(refused({ bio: '<script>alert(1)</script>' })).resolves.toBe('The bio must not contain markup (< or >).')
    await expect(refused({ name: '<b>Maya</b>' })).resolves.toBe('The name must not contain markup (< or >).')
    await expect(refused({ bio: 'x'.repeat(281) })).resolves.toBe('The bio must be at most 280 characters.')
    await expect(refused({ color: 'toString' })).resolves.toMatch(/^The colour must be one of violet, /)
    expect(await creator(server, 'page-refusals')).toMatchObject({ name: 'Maya Lin', bio: null, color: 'violet' })
  })

  it('counts a goal from the ledger: boosts after it in its currency, net of refunds, and reached once', async () => {
    const owner = await connectDemoCreator(server, 'page-goal')
    const { ledger } = server.services
    const before = boostInput({ creatorId: 'page-goal', grossCents: 5000 })
    await ledger.record(before)

    const set = await owner.request('/api/creators/page-goal/goal', { method: 'PUT', body: { title: 'New mic', target: 30, currency: 'usd' } })
    expect(set.status).toBe(200)
    expect(await set.json()).toMatchObject({ title: 'New mic', targetCents: 3000, currency: 'usd', raisedCents: 0, endsAt: null, reachedAt: null })

    const first = boostInput({ creatorId: 'page-goal', grossCents: 2000 })
    await ledger.record(first)
    await ledger.record(boostInput({ creatorId: 'page-goal', grossCents: 9000, currency: 'eur' }))
    await ledger.record(boostInput({ creatorId: 'other-creator', grossCents: 9000 }))
    expect((await creator(server, 'page-goal')).goal).toMatchObject({ raisedCents: 2000, reachedAt: null })

    // A refund of a boost from before the goal moves the creator's counter, never the goal.
    await ledger.refund(before.ref, 'all')
    await ledger.refund(first.ref, 500)
    expect((await creator(server, 'page-goal')).goal).toMatchObject({ raisedCents: 1500 })

    await ledger.record(boostInput({ creatorId: 'page-goal', grossCents: 1500 }))
    const reached = (await creator(server, 'page-goal')).goal!
    expect(reached).toMatchObject({ raisedCents: 3000, reachedAt: expect.any(String) })
    await ledger.record(boostInput({ creatorId: 'page-goal', grossCents: 100 }))
    expect((await creator(server, 'page-goal')).goal).toMatchObject({ raisedCents: 3100, reachedAt: reached.reachedAt })

    // Editing keeps the progress; a new currency starts a new goal; ending it leaves none.
    const edited = await owner.request('/api/creators/page-goal/goal', { method: 'PUT', body: { title: 'Better mic', target: 50, currency: 'usd' } })
    expect(await edited.json()).toMatchObject({ title: 'Better mic', targetCents: 5000, raisedCents: 3100, reachedAt: null })
    const euros = await owner.request('/api/creators/page-goal/goal', { method: 'PUT', body: { title: 'Euro trip', target: '100.50', currency: 'EUR' } })
    expect(await euros.json()).toMatchObject({ title: 'Euro trip', targetCents: 10050, currency: 'eur', raisedCents: 0 })
    expect((await owner.request('/api/creators/page-goal/goal', { method: 'DELETE' })).status).toBe(200)
    expect((await creator(server, 'page-goal')).goal).toBeNull()
    expect(await server.services.db.query('select count(*)::int as goals from creator_goal where creator_id = ? and ended_at is null', ['page-goal'])).toEqual([{ goals: 0 }])
  })

  it('keeps a reached goal reached through an edit, and opens it again only when the target rises above what it raised', async () => {
    const owner = await connectDemoCreator(server, 'page-goal-edit')
    const hook = await owner.request('/api/creators/page-goal-edit/webhooks', { method: 'POST', body: { url: `${server.url}/goal-hook`, events: ['goal.reached'] } })
    expect(hook.status).toBe(200)
    const put = async (body: unknown) => {
      const response = await owner.request('/api/creators/page-goal-edit/goal', { method: 'PUT', body })
      expect(response.status).toBe(200)
      return response.json()
    }
    const { ledger } = server.services
    await put({ title: 'Lights', target: 10 })
    await ledger.record(boostInput({ creatorId: 'page-goal-edit', grossCents: 1200 }))
    const reached = (await creator(server, 'page-goal-edit')).goal!
    expect(reached).toMatchObject({ raisedCents: 1200, reachedAt: expect.any(String) })

    // A new title, or a target still within what was raised: still reached, no second goal.reached.
    expect(await put({ title: 'Lights and a stand', target: 10 })).toMatchObject({ title: 'Lights and a stand', reachedAt: reached.reachedAt })
    expect(await put({ title: 'Lights and a stand', target: 12 })).toMatchObject({ targetCents: 1200, reachedAt: reached.reachedAt })
    expect((await creator(server, 'page-goal-edit')).goal).toMatchObject({ reachedAt: reached.reachedAt })
    expect(await goalReachedQueued(server, 'page-goal-edit')).toBe(1)

    // Above what was raised: open again, and reaching the new target queues goal.reached again.
    expect(await put({ title: 'Lights and a stand', target: 20 })).toMatchObject({ targetCents: 2000, raisedCents: 1200, reachedAt: null })
    expect(await goalReachedQueued(server, 'page-goal-edit')).toBe(1)
    await ledger.record(boostInput({ creatorId: 'page-goal-edit', grossCents: 800 }))
    expect((await creator(server, 'page-goal-edit')).goal).toMatchObject({ raisedCents: 2000, reachedAt: expect.any(String) })
    expect(await goalReachedQueued(server, 'page-goal-edit')).toBe(2)
  })

  it('takes a disputed boost out of a goal, puts it back when the dispute is won, and leaves a boost from before the goal out of it', async () => {
    const owner = await connectDemoCreator(server, 'page-goal-dispute')
    const { ledger } = server.services
    const raised = async () => (await creator(server, 'page-goal-dispute')).goal?.raisedCents
    const before = boostInput({ creatorId: 'page-goal-dispute', grossCents: 4000 })
    await ledger.record(before)
    expect((await owner.request('/api/creators/page-goal-dispute/goal', { method: 'PUT', body: { title: 'Easel', target: 100 } })).status).toBe(200)
    const won = boostInput({ creatorId: 'page-goal-dispute', grossCents: 2000 })
    const lost = boostInput({ creatorId: 'page-goal-dispute', grossCents: 1000 })
    await ledger.record(won)
    await ledger.record(lost)
    expect(await raised()).toBe(3000)

    await ledger.transaction((tx) => disputeBoost(tx, won.ref, 'open'))
    expect(await raised()).toBe(1000)
    await ledger.transaction((tx) => disputeBoost(tx, won.ref, 'won'))
    expect(await raised()).toBe(3000)
    await ledger.transaction((tx) => disputeBoost(tx, lost.ref, 'open'))
    await ledger.transaction((tx) => disputeBoost(tx, lost.ref, 'lost'))
    expect(await raised()).toBe(2000)

    // Disputes of a boost from before the goal move the creator's counter, never the goal.
    await ledger.transaction((tx) => disputeBoost(tx, before.ref, 'open'))
    expect(await raised()).toBe(2000)
    await ledger.transaction((tx) => disputeBoost(tx, before.ref, 'won'))
    expect(await raised()).toBe(2000)
  })

  it('keeps counting a goal started before goals kept their start snapshot by its boost and adjustment ids', async () => {
    const owner = await connectDemoCreator(server, 'page-goal-ids')
    const { db, ledger } = server.services
    const before = boostInput({ creatorId: 'page-goal-ids', grossCents: 4000 })
    await ledger.record(before)
    expect((await owner.request('/api/creators/page-goal-ids/goal', { method: 'PUT', body: { title: 'Lamp', target: 100 } })).status).toBe(200)
    await db.query(
      `update creator_goal set start_snapshot = null, after_adjustment_id = 0,
       after_boost_id = (select max(id) from boost_event where creator_id = ?) where creator_id = ?`,
      ['page-goal-ids', 'page-goal-ids'],
    )
    const after = boostInput({ creatorId: 'page-goal-ids', grossCents: 2000 })
    await ledger.record(after)
    await ledger.refund(before.ref, 'all')
    await ledger.refund(after.ref, 500)
    expect((await creator(server, 'page-goal-ids')).goal).toMatchObject({ raisedCents: 1500 })
  })

  it('refuses a goal with a bad title or kind, a target outside the currency’s limits, a past end, or another creator’s session', async () => {
    const owner = await connectDemoCreator(server, 'page-goal-refusals')
    const put = (body: unknown, browser = owner) => browser.request('/api/creators/page-goal-refusals/goal', { method: 'PUT', body })
    const cases: [unknown, string][] = [
      [{ title: '', target: 10 }, 'The title must not be empty.'],
      [{ title: '<i>mic</i>', target: 10 }, 'The title must not contain markup (< or >).'],
      [{ title: 'x'.repeat(81), target: 10 }, 'The title must be at most 80 characters.'],
      [{ title: 'Mic', target: 0.5 }, 'The target must be between $1.00 and $1,000,000.00.'],
      [{ title: 'Mic', target: 2_000_000 }, 'The target must be between $1.00 and $1,000,000.00.'],
      [{ title: 'Mic', target: 10, currency: 'jpy' }, 'The currency must be one of usd, eur, gbp, cad, aud.'],
      [{ title: 'Mic', target: 10, kind: 'weekly' }, 'The kind of goal must be one of total, monthly.'],
      [{ title: 'Mic', target: 10, endsAt: '2020-01-01T00:00:00Z' }, 'The end date must be in the future.'],
      [{ title: 'Mic', target: '12,34.56' }, 'The digits between separators do not make thousands: write the amount as 1000 or 1,000.'],
      [{ title: 'Mic', target: '€50' }, 'Enter the amount in USD as digits, such as 1,000 or 19.99.'],
      [{ title: 'Mic', target: '1.5 000', currency: 'eur' }, 'That amount mixes separators in a way that could mean two amounts: write it as 1000 or 1000.50.'],
      [{ title: 'Mic', target: true }, 'The target must be an amount, such as 500, $1,000 or 1.000,50.'],
    ]
    for (const [body, message] of cases) {
      const response = await put(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await error(response)).toBe(message)
    }
    const theo = await connectDemoCreator(server, 'page-goal-theo', 'Theo')
    expect((await put({ title: 'Mic', target: 10 }, theo)).status).toBe(403)
    expect((await theo.request('/api/creators/page-goal-refusals/goal', { method: 'DELETE' })).status).toBe(403)
    expect((await creator(server, 'page-goal-refusals')).goal).toBeNull()
  })

  it('reads a goal target as people type money in the goal’s currency', async () => {
    const owner = await connectDemoCreator(server, 'page-goal-typed')
    const put = (body: unknown) => owner.request('/api/creators/page-goal-typed/goal', { method: 'PUT', body })
    const typed: [unknown, number][] = [
      [{ title: 'Mic', target: '$1,000' }, 100000],
      [{ title: 'Mic', target: '1.000,50', currency: 'eur' }, 100050],
      [{ title: 'Mic', target: '1\u00a0250 €', currency: 'eur' }, 125000],
      [{ title: 'Mic', target: '£19.99', currency: 'gbp' }, 1999],
      [{ title: 'Mic', target: 30 }, 3000],
    ]
    for (const [body, targetCents] of typed) {
      const response = await put(body)
      expect(response.status, JSON.stringify(body)).toBe(200)
      expect((await creator(server, 'page-goal-typed')).goal, JSON.stringify(body)).toMatchObject({ targetCents })
    }
  })

  it('gives a creator their own weekly board', async () => {
    await connectDemoCreator(server, 'page-board')
    const fan = await identify(server.url)
    const other = await identify(server.url)
    await server.services.ledger.record(boostInput({ creatorId: 'page-board', supporterId: fan.supporterId, grossCents: 2000 }))
    await server.services.ledger.record(boostInput({ creatorId: 'page-board', supporterId: other.supporterId, grossCents: 500 }))
    await server.services.ledger.record(boostInput({ creatorId: 'elsewhere', supporterId: other.supporterId, grossCents: 10000 }))
    const response = await fetch(`${server.url}/api/leaderboard/weekly?creatorId=page-board`)
    expect(response.status).toBe(200)
    const board = (await response.json()) as LeaderboardEntry[]
    expect(board.map((entry) => [entry.rank, entry.supporterId, entry.xp])).toEqual([
      [1, fan.supporterId, 200],
      [2, other.supporterId, 50],
    ])
    expect((await fetch(`${server.url}/api/leaderboard/weekly?creatorId=Not%20An%20Id`)).status).toBe(400)
  })

  it('renders /c/<id> on the server with the profile, goal, recent boosts and share tags, markup inert; 404 otherwise', async () => {
    const owner = await connectDemoCreator(server, 'page-render', 'Ana "The Artist" & Co')
    await owner.request('/api/creators/page-render', { method: 'PATCH', body: { bio: 'Murals & “live” sketches', color: 'rose' } })
    await owner.request('/api/creators/page-render/goal', { method: 'PUT', body: { title: 'Bigger canvas', target: 100 } })
    const fan = await identify(server.url)
    await server.services.ledger.record(boostInput({ creatorId: 'page-render', supporterId: fan.supporterId, grossCents: 2500, message: '<img src=x onerror=alert(1)>' }))

    const response = await fetch(`${server.url}/c/page-render`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Ana &quot;The Artist&quot; &amp; Co on Boost</title>')
    expect(html).toContain(`<link rel="canonical" href="${server.url}/c/page-render"/>`)
    expect(html).toContain('<meta property="og:description" content="Murals &amp; “live” sketches"')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    expect(html).toContain('<meta name="twitter:title" content="Ana &quot;The Artist&quot; &amp; Co on Boost"/>')
    expect(html).toContain('<meta name="twitter:description" content="Murals &amp; “live” sketches"/>')
    expect(html).toContain('Bigger canvas')
    expect(html).toContain('$25.00')
    expect(html).toContain(`Supporter ${fan.anonId.slice(-6)}`)
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')

    expect((await fetch(`${server.url}/c/no-such-creator`)).status).toBe(404)
    expect((await fetch(`${server.url}/c/Bad%20Id`)).status).toBe(404)
    // Started onboarding, never connected: no page yet.
    await cookieJar(server.url).request('/api/creators/page-unconnected/stripe/onboard', { method: 'POST', body: {} })
    expect((await fetch(`${server.url}/c/page-unconnected`)).status).toBe(404)
  })

  it('keeps the rendered page for visitors until the creator’s next boost or edit, and never a signed-in creator’s', async () => {
    const owner = await connectDemoCreator(server, 'page-kept', 'Kept')
    const visit = () => fetch(`${server.url}/c/page-kept`)
    const first = await visit()
    const etag = first.headers.get('etag')
    expect(first.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[^']+')*;/)
    expect((await visit()).headers.get('etag')).toBe(etag)
    // fetch() would add Cache-Control: no-cache to a conditional request; a browser revalidating does not.
    expect((await rawRequest(`${server.url}/c/page-kept`, { 'if-none-match': etag!, 'accept-encoding': 'br' })).status).toBe(304)
    expect((await rawRequest(`${server.url}/c/page-kept`, { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br')

    await server.services.ledger.record(boostInput({ creatorId: 'page-kept', grossCents: 4200 }))
    await expect.poll(async () => (await visit()).headers.get('etag'), { timeout: 5000 }).not.toBe(etag)
    expect(await (await visit()).text()).toContain('$42.00')

    await owner.request('/api/creators/page-kept', { method: 'PATCH', body: { bio: 'Fresh bio' } })
    expect(await (await visit()).text()).toContain('Fresh bio')

    const own = await owner.request('/c/page-kept')
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    expect(own.headers.get('content-security-policy')).toMatch(/'nonce-[A-Za-z0-9_-]+'/)
    expect(await own.text()).toContain('Edit your page')
  })
})

// PGlite runs one transaction at a time: only PostgreSQL can commit a lower id after a higher one.
describe.each(postgresOnly)('creator goals on $name, with transactions committing out of order', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000' })

  /** Runs `work` in a transaction that stays open, its writes uncommitted, until `commit()`. */
  async function held<T>(work: (tx: LedgerTx) => Promise<T>) {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    let worked!: () => void
    const done = new Promise<void>((resolve) => (worked = resolve))
    const committed = server.services.ledger.transaction(async (tx) => {
      const result = await work(tx)
      worked()
      await released
      return result
    })
    await done
    return {
      commit() {
        release()
        return committed
      },
    }
  }

  // Each pair below is in two currencies: counter rows are per currency, so the open transaction
  // never holds a row the committed one waits for.

  it('takes out of a goal the refund of a boost that committed after the goal started, though its id is lower than a boost from before it', async () => {
    const owner = await connectDemoCreator(server, 'page-goal-race')
    const { ledger } = server.services
    const early = boostInput({ creatorId: 'page-goal-race', grossCents: 700, currency: 'eur' })
    const open = await held((tx) => recordBoost(tx, early))
    const late = await ledger.record(boostInput({ creatorId: 'page-goal-race', grossCents: 300, currency: 'usd' }))
    expect((await owner.request('/api/creators/page-goal-race/goal', { method: 'PUT', body: { title: 'Tripod', target: 100, currency: 'eur' } })).status).toBe(200)
    const recorded = await open.commit()
    expect(recorded.event.id).toBeLessThan(late.event.id)
    expect((await creator(server, 'page-goal-race')).goal).toMatchObject({ raisedCents: 700 })

    await ledger.refund(early.ref, 'all')
    expect((await creator(server, 'page-goal-race')).goal).toMatchObject({ raisedCents: 0 })
  })

  it('leaves out of a goal the refund of a boost from before it that committed after the goal started, though its id is lower than a refund from before it', async () => {
    const owner = await connectDemoCreator(server, 'page-goal-race-refund')
    const { ledger } = server.services
    const euros = boostInput({ creatorId: 'page-goal-race-refund', grossCents: 700, currency: 'eur' })
    const dollars = boostInput({ creatorId: 'page-goal-race-refund', grossCents: 300, currency: 'usd' })
    await ledger.record(euros)
    await ledger.record(dollars)
    const open = await held((tx) => refundBoost(tx, euros.ref, 'all'))
    await ledger.refund(dollars.ref, 'all')
    expect((await owner.request('/api/creators/page-goal-race-refund/goal', { method: 'PUT', body: { title: 'Tripod', target: 100, currency: 'eur' } })).status).toBe(200)
    await open.commit()
    await ledger.record(boostInput({ creatorId: 'page-goal-race-refund', grossCents: 500, currency: 'eur' }))
    expect((await creator(server, 'page-goal-race-refund')).goal).toMatchObject({ raisedCents: 500 })
  })

  it('marks a goal reached when two boosts that each fall short reach it together', async () => {
    const owner = await connectDemoCreator(server, 'page-goal-together')
    expect((await owner.request('/api/creators/page-goal-together/goal', { method: 'PUT', body: { title: 'Camera', target: 10 } })).status).toBe(200)
    const { ledger } = server.services
    // The first holds the goal until it commits; the second, recorded meanwhile, waits and then reads both.
    const first = await held((tx) => recordBoost(tx, boostInput({ creatorId: 'page-goal-together', grossCents: 600 })))
    const second = ledger.record(boostInput({ creatorId: 'page-goal-together', grossCents: 600 }))
    await first.commit()
    await second
    expect((await creator(server, 'page-goal-together')).goal).toMatchObject({ raisedCents: 1200, reachedAt: expect.any(String) })
  })
})
