// A monthly goal ("$500 a month") over real HTTP on PGlite and PostgreSQL: it counts what the
// active monthly boosts in its currency bring each month (not one-off boosts, renewals or other
// currencies), follows amount changes and cancellations, is reached once, and choosing another
// kind starts a new goal.
import { describe, expect, it } from 'vitest'
import type { CreatorResponse } from '../../core/api/payments.ts'
import type { MonthlyBoostDetail } from '../../core/api/subscriptions.ts'
import type { CookieJar } from '../support/cookieJar.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { identify, post } from '../support/http.ts'
import { takeMonthlyBoost } from '../support/monthlyBoosts.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('monthly goals on $name', (database) => {
  let server!: TestServer
  let counter = 0
  const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`

  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '10000' }, { pages: true })

  async function goalOf(creatorId: string): Promise<CreatorResponse['goal']> {
    const response = await fetch(`${server.url}/api/creators/${creatorId}`)
    expect(response.status).toBe(200)
    return ((await response.json()) as CreatorResponse).goal
  }

  async function setGoal(owner: CookieJar, creatorId: string, body: Record<string, unknown>) {
    const response = await owner.request(`/api/creators/${creatorId}/goal`, { method: 'PUT', body })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  async function oneOffBoost(creatorId: string, amount: number) {
    const widget = await identify(server.url)
    const opened = await post(server.url, '/api/checkout', { amount, currency: 'usd', creator_id: creatorId, supporter_id: widget.supporterId })
    const { sessionId } = (await opened.json()) as { sessionId: string }
    expect((await post(server.url, `/api/checkout/demo/${sessionId}/complete`)).status).toBe(200)
  }

  async function monthlyBoostOf(fan: CookieJar): Promise<MonthlyBoostDetail> {
    const { subscriptions } = (await (await fan.request('/api/fan')).json()) as { subscriptions: MonthlyBoostDetail[] }
    return subscriptions[0]!
  }

  it('counts the active monthly boosts in its currency each month, and is reached once', async () => {
    const creatorId = uniqueId('monthly-goal')
    const owner = await connectDemoCreator(server, creatorId)
    const set = await setGoal(owner, creatorId, { title: 'Studio rent', target: 15, currency: 'usd', kind: 'monthly' })
    expect(set).toMatchObject({ status: 200, body: { title: 'Studio rent', kind: 'monthly', targetCents: 1500, currency: 'usd', raisedCents: 0, reachedAt: null } })

    // A one-off boost and a monthly boost in another currency are not what this goal counts.
    await oneOffBoost(creatorId, 10)
    await takeMonthlyBoost(server.url, creatorId, 9, 'eur')
    expect(await goalOf(creatorId)).toMatchObject({ kind: 'monthly', raisedCents: 0 })

    const { fan: ana } = await takeMonthlyBoost(server.url, creatorId, 5)
    const { fan: ben } = await takeMonthlyBoost(server.url, creatorId, 8)
    expect(await goalOf(creatorId)).toMatchObject({ raisedCents: 1300, reachedAt: null })

    // A renewal pays a month again: what each month brings is the same.
    const anas = await monthlyBoostOf(ana)
    expect((await post(server.url, `/api/demo/subscriptions/${anas.id}/renew`)).status).toBe(200)
    expect(await goalOf(creatorId)).toMatchObject({ raisedCents: 1300 })

    // A higher amount counts from the moment it is set; the target is met.
    expect((await ana.request(`/api/fan/subscriptions/${anas.id}`, { method: 'PATCH', body: { amount: '7.50' } })).status).toBe(200)
    const reached = await goalOf(creatorId)
    expect(reached).toMatchObject({ raisedCents: 1550, reachedAt: expect.any(String) })

    // A cancelled monthly boost no longer counts; the goal stays reached, as it was once.
    const bens = await monthlyBoostOf(ben)
    expect((await ben.request(`/api/fan/subscriptions/${bens.id}/cancel`, { method: 'POST' })).status).toBe(200)
    expect(await goalOf(creatorId)).toMatchObject({ raisedCents: 750, reachedAt: reached!.reachedAt })

    // Editing it keeps it; a target above what it brings opens it again.
    const edited = await setGoal(owner, creatorId, { title: 'Studio rent and lights', target: 20, currency: 'usd', kind: 'monthly' })
    expect(edited.body).toMatchObject({ title: 'Studio rent and lights', kind: 'monthly', raisedCents: 750, reachedAt: null, startsAt: set.body.startsAt })
  })

  it('shows a fan’s cancellation on the creator’s page at once, though the page is kept for visitors', async () => {
    const creatorId = uniqueId('monthly-page')
    const owner = await connectDemoCreator(server, creatorId)
    expect((await setGoal(owner, creatorId, { title: 'Studio rent', target: 500, currency: 'usd', kind: 'monthly' })).status).toBe(200)
    const { fan } = await takeMonthlyBoost(server.url, creatorId, 5)
    const raised = async () => /data-goal-raised="[^"]*">([^<]+)</.exec(await (await fetch(`${server.url}/c/${creatorId}`)).text())?.[1]
    expect(await raised()).toBe('$5.00')
    // The first visit kept the page; the cancellation drops it, rather than leaving it a minute.
    expect((await fan.request(`/api/fan/subscriptions/${(await monthlyBoostOf(fan)).id}/cancel`, { method: 'POST' })).status).toBe(200)
    expect(await raised()).toBe('$0.00')
  })

  it('starts a new goal when the kind changes, and a total goal counts every boost since it started', async () => {
    const creatorId = uniqueId('goal-kind')
    const owner = await connectDemoCreator(server, creatorId)
    await takeMonthlyBoost(server.url, creatorId, 6)
    const total = await setGoal(owner, creatorId, { title: 'New mic', target: 100, currency: 'usd' })
    expect(total.body).toMatchObject({ kind: 'total', raisedCents: 0 })
    await oneOffBoost(creatorId, 10)
    await takeMonthlyBoost(server.url, creatorId, 4)
    expect(await goalOf(creatorId)).toMatchObject({ kind: 'total', raisedCents: 1400 })

    const monthly = await setGoal(owner, creatorId, { title: 'Each month', target: 50, currency: 'usd', kind: 'monthly' })
    expect(monthly).toMatchObject({ status: 200, body: { kind: 'monthly', raisedCents: 1000 } })
    const goals = await server.db.query<{ kind: string; ended: boolean }>('select kind, ended_at is not null as ended from creator_goal where creator_id = ? order by id', [creatorId])
    expect(goals).toEqual([{ kind: 'total', ended: true }, { kind: 'monthly', ended: false }])

    // A bad kind changes nothing.
    const refused = await setGoal(owner, creatorId, { title: 'Each week', target: 50, currency: 'usd', kind: 'weekly' })
    expect(refused).toEqual({ status: 400, body: { error: 'The kind of goal must be one of total, monthly.' } })
    expect(await goalOf(creatorId)).toMatchObject({ title: 'Each month', kind: 'monthly', raisedCents: 1000 })
  })
})
