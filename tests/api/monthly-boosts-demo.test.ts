// Monthly boosts with demo payments, over real HTTP on PGlite and PostgreSQL: the demo checkout
// begins one and pays its first month, the demo renewal pays the next ones through the ledger like
// any boost, and the fan (signed in, or through the manage link) cancels, resumes and changes the
// amount; another fan, an unknown link and bad input change nothing.
import { describe, expect, it } from 'vitest'
import type { AlertWire } from '../../core/api/alerts.ts'
import type { MonthlyBoostDetail } from '../../core/api/subscriptions.ts'
import type { CookieJar } from '../support/cookieJar.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { post } from '../support/http.ts'
import { takeMonthlyBoost } from '../support/monthlyBoosts.ts'
import { type TestServer, useTestServer } from '../support/server.ts'
import { connectSse } from '../support/sse.ts'

const DAY_MS = 24 * 3600 * 1000

describe.each(testDatabases)('monthly boosts with demo payments on $name', (database) => {
  let server!: TestServer
  let counter = 0
  const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`

  // The creator's webhook endpoint is on this machine; nothing answers it, and only what is queued is read.
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '10000', WEBHOOKS_ALLOW_PRIVATE: '1' })

  async function json<T = Record<string, unknown>>(response: Response): Promise<{ status: number; body: T }> {
    return { status: response.status, body: (await response.json()) as T }
  }

  /** A fan who took a monthly boost of `amount` dollars and claimed it on the thank-you page. */
  const monthlyFan = (creatorId: string, amount: number) => takeMonthlyBoost(server.url, creatorId, amount)

  async function subscriptionsOf(fan: CookieJar): Promise<MonthlyBoostDetail[]> {
    const { status, body } = await json<{ subscriptions: MonthlyBoostDetail[] }>(await fan.request('/api/fan'))
    expect(status).toBe(200)
    return body.subscriptions
  }

  async function creatorNumbers(creatorId: string) {
    const stats = (await (await fetch(`${server.url}/api/boost-stats?creatorId=${creatorId}`)).json()) as { byCurrency: Record<string, { boosts: number; grossCents: number }> }
    const creator = (await (await fetch(`${server.url}/api/creators/${creatorId}`)).json()) as { monthly: unknown }
    return { totals: stats.byCurrency, monthly: creator.monthly }
  }

  const renew = async (id: string) => json<MonthlyBoostDetail & { error?: string }>(await post(server.url, `/api/demo/subscriptions/${id}/renew`))

  it('begins with the first month paid, renews as boosts, and the fan changes, cancels and resumes it', async () => {
    const creatorId = uniqueId('monthly')
    await connectDemoCreator(server, creatorId, 'Ana’s Studio')
    const { sessionId, fan } = await monthlyFan(creatorId, 5)

    const session = await json(await fetch(`${server.url}/api/checkout/sessions/${sessionId}`))
    expect(session.body).toMatchObject({ status: 'complete', amount: 5, monthly: { amountPerMonth: 5 } })
    const monthly = session.body.monthly as { nextPaymentAt: string; manageUrl: string }
    expect(new Date(monthly.nextPaymentAt).getTime() - Date.now()).toBeGreaterThan(27 * DAY_MS)
    expect(monthly.manageUrl).toMatch(/^\/subscriptions\/manage\/[A-Za-z0-9_-]{32}$/)

    const [subscription] = await subscriptionsOf(fan)
    expect(subscription).toMatchObject({ creatorId, creatorName: 'Ana’s Studio', amountCents: 500, currency: 'usd', status: 'active', cancelAtPeriodEnd: false, manageUrl: monthly.manageUrl })
    expect(subscription!.payments).toEqual([expect.objectContaining({ months: 1, amountCents: 500, receiptUrl: expect.stringMatching(/^\/receipt\//) })])
    expect(await creatorNumbers(creatorId)).toMatchObject({ totals: { usd: { boosts: 1, grossCents: 500 } }, monthly: { supporters: 1, byCurrency: { usd: 500 }, newThisMonth: 1, cancelledThisMonth: 0 } })

    const renewed = await renew(subscription!.id)
    expect(renewed.status).toBe(200)
    expect(renewed.body.payments.map((payment) => payment.months)).toEqual([2, 1])
    expect(renewed.body.currentPeriodStart).toBe(subscription!.currentPeriodEnd)
    const exported = (await (await fan.request('/api/fan/export')).json()) as { subscriptions: MonthlyBoostDetail[] }
    expect(exported.subscriptions).toEqual([expect.objectContaining({ id: subscription!.id, payments: [expect.objectContaining({ months: 2 }), expect.objectContaining({ months: 1 })] })])
    // Every payment of it leads the fan to the receipt of the checkout that began it.
    const { boosts } = (await (await fan.request('/api/fan')).json()) as { boosts: { amountCents: number; receiptUrl: string }[] }
    expect(boosts).toEqual([expect.objectContaining({ receiptUrl: subscription!.payments[0]!.receiptUrl }), expect.objectContaining({ receiptUrl: subscription!.payments[0]!.receiptUrl })])
    const events = (await (await fetch(`${server.url}/api/boost-events?creatorId=${creatorId}`)).json()) as { months: number | null; renewal: boolean; message: string | null }[]
    expect(events.map(({ months, renewal, message }) => ({ months, renewal, message }))).toEqual([
      { months: 2, renewal: true, message: null },
      { months: 1, renewal: false, message: 'every month!' },
    ])

    // A new amount applies from the next payment on.
    const changed = await json<MonthlyBoostDetail>(await fan.request(`/api/fan/subscriptions/${subscription!.id}`, { method: 'PATCH', body: { amount: '7.50' } }))
    expect(changed).toMatchObject({ status: 200, body: { amountCents: 750, payments: [{ months: 2, amountCents: 500 }, { months: 1 }] } })
    expect((await renew(subscription!.id)).body.payments[0]).toMatchObject({ months: 3, amountCents: 750 })
    expect(await creatorNumbers(creatorId)).toMatchObject({ totals: { usd: { boosts: 3, grossCents: 1750 } }, monthly: { supporters: 1, byCurrency: { usd: 750 } } })

    // Through the receipt's manage link, without signing in.
    const token = monthly.manageUrl.split('/').pop()!
    const cancelled = await json<MonthlyBoostDetail>(await post(server.url, `/api/subscriptions/manage/${token}/cancel`))
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true, nextPaymentAt: null })
    expect(cancelled.body.cancelledAt).not.toBeNull()
    expect((await creatorNumbers(creatorId)).monthly).toEqual({ supporters: 0, byCurrency: {}, newThisMonth: 1, cancelledThisMonth: 1 })
    const refused = await renew(subscription!.id)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatch(/^This monthly boost was cancelled: it ends on \d{4}-\d\d-\d\d and does not renew$/)

    const resumed = await json<MonthlyBoostDetail>(await post(server.url, `/api/subscriptions/manage/${token}/resume`))
    expect(resumed.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, cancelledAt: null })
    // Resumed, it is no longer one that was cancelled this month.
    expect((await creatorNumbers(creatorId)).monthly).toMatchObject({ supporters: 1, cancelledThisMonth: 0 })
    expect((await renew(subscription!.id)).body.payments).toHaveLength(4)

    // Cancelled, and its period over: it has ended, and neither renews nor resumes.
    await fan.request(`/api/fan/subscriptions/${subscription!.id}/cancel`, { method: 'POST' })
    await server.db.query(`update subscription set current_period_end = now() - interval '1 minute' where id = ?`, [subscription!.id])
    expect((await json<MonthlyBoostDetail>(await fan.request(`/api/subscriptions/manage/${token}`))).body.status).toBe('ended')
    const late = await renew(subscription!.id)
    expect(late.status).toBe(409)
    expect(late.body.error).toMatch(/^This monthly boost ended on \d{4}-\d\d-\d\d: it does not renew$/)
    const resumeLate = await json(await post(server.url, `/api/subscriptions/manage/${token}/resume`))
    expect(resumeLate).toEqual({ status: 409, body: { error: 'This monthly boost has ended: start a new one from the creator’s page' } })
    expect(await creatorNumbers(creatorId)).toMatchObject({ totals: { usd: { boosts: 4, grossCents: 2500 } }, monthly: { supporters: 0, newThisMonth: 1, cancelledThisMonth: 1 } })
  })

  it('counts the monthly boosts begun and cancelled in this calendar month (UTC) only', async () => {
    const creatorId = uniqueId('this-month')
    await connectDemoCreator(server, creatorId)
    const { fan: lastMonths } = await monthlyFan(creatorId, 4)
    const { fan: cancels } = await monthlyFan(creatorId, 6)
    await monthlyFan(creatorId, 8)
    const [older] = await subscriptionsOf(lastMonths)
    const [leaving] = await subscriptionsOf(cancels)
    expect((await cancels.request(`/api/fan/subscriptions/${leaving!.id}/cancel`, { method: 'POST' })).status).toBe(200)
    expect((await lastMonths.request(`/api/fan/subscriptions/${older!.id}/cancel`, { method: 'POST' })).status).toBe(200)
    expect((await creatorNumbers(creatorId)).monthly).toEqual({ supporters: 1, byCurrency: { usd: 800 }, newThisMonth: 3, cancelledThisMonth: 2 })

    // One begun and cancelled a moment before this month began belongs to last month's numbers.
    await server.db.query(
      `update subscription set created_at = date_trunc('month', now() at time zone 'utc') at time zone 'utc' - interval '1 second',
        cancelled_at = date_trunc('month', now() at time zone 'utc') at time zone 'utc' - interval '1 second' where id = ?`,
      [older!.id],
    )
    expect((await creatorNumbers(creatorId)).monthly).toEqual({ supporters: 1, byCurrency: { usd: 800 }, newThisMonth: 2, cancelledThisMonth: 1 })
  })

  it('records renewals asked for at once as consecutive months, each once', async () => {
    const creatorId = uniqueId('together')
    await connectDemoCreator(server, creatorId)
    const { fan } = await monthlyFan(creatorId, 3)
    const [subscription] = await subscriptionsOf(fan)
    const answers = await Promise.all([renew(subscription!.id), renew(subscription!.id), renew(subscription!.id)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const { payments, currentPeriodEnd } = (await subscriptionsOf(fan))[0]!
    expect(payments.map((payment) => payment.months)).toEqual([4, 3, 2, 1])
    // Each renewal moved the period on by a month from where the one before left it.
    expect(new Date(currentPeriodEnd).getTime() - new Date(subscription!.currentPeriodEnd).getTime()).toBeGreaterThan(85 * DAY_MS)
    expect(await creatorNumbers(creatorId)).toMatchObject({ totals: { usd: { boosts: 4, grossCents: 1200 } } })
  })

  it('stops a forgotten fan’s monthly boosts: each ends with its paid month and renews no more', async () => {
    const creatorId = uniqueId('forget')
    await connectDemoCreator(server, creatorId)
    const { fan } = await monthlyFan(creatorId, 4)
    const [subscription] = await subscriptionsOf(fan)
    expect((await fan.request('/api/fan', { method: 'DELETE' })).status).toBe(200)
    const [row] = await server.db.query<{ status: string; cancel_at_period_end: boolean }>('select status, cancel_at_period_end from subscription where id = ?', [subscription!.id])
    expect(row).toEqual({ status: 'cancelled', cancel_at_period_end: true })
    expect((await renew(subscription!.id)).status).toBe(409)
    expect(await creatorNumbers(creatorId)).toMatchObject({ totals: { usd: { boosts: 1, grossCents: 400 } }, monthly: { supporters: 0 } })
  })

  it('tells the creator’s overlays which month each payment is: a new monthly supporter, then a renewal', async () => {
    const creatorId = uniqueId('overlay')
    await connectDemoCreator(server, creatorId)
    const overlay = await connectSse(`${server.url}/api/stream/alerts?creatorId=${creatorId}`)
    try {
      await overlay.waitFor(1, 'settings')
      const { fan } = await monthlyFan(creatorId, 5)
      await overlay.waitFor(1, 'alert')
      const [subscription] = await subscriptionsOf(fan)
      expect((await renew(subscription!.id)).status).toBe(200)
      const alerts = (await overlay.waitFor(2, 'alert')).map((event) => JSON.parse(event.data) as AlertWire)
      expect(alerts.map(({ kind, amount, supporterName, months }) => ({ kind, amount, supporterName, months }))).toEqual([
        { kind: 'boost', amount: 500, supporterName: 'Ana', months: 1 },
        { kind: 'boost', amount: 500, supporterName: 'Ana', months: 2 },
      ])
    } finally {
      overlay.close()
    }
  })

  it('tells the creator’s webhooks of a new monthly boost, each renewal and a cancellation, and says which boosts renew', async () => {
    const creatorId = uniqueId('hooks')
    const creator = await connectDemoCreator(server, creatorId)
    const endpoint = await creator.request(`/api/creators/${creatorId}/webhooks`, {
      method: 'POST',
      body: { url: 'http://127.0.0.1:9/boost', events: ['boost.created', 'subscription.created', 'subscription.renewed', 'subscription.cancelled'] },
    })
    expect(endpoint.status).toBe(200)
    const { fan } = await monthlyFan(creatorId, 10)
    const [subscription] = await subscriptionsOf(fan)
    await renew(subscription!.id)
    await fan.request(`/api/fan/subscriptions/${subscription!.id}/cancel`, { method: 'POST' })
    await fan.request(`/api/fan/subscriptions/${subscription!.id}/cancel`, { method: 'POST' })

    const queued = await server.db.query<{ event: string; body: string | null }>(
      `select d.event, d.body from webhook_delivery d join webhook_endpoint w on w.id = d.endpoint_id where w.creator_id = ? order by d.id`,
      [creatorId],
    )
    expect(queued.map((row) => row.event).sort()).toEqual(['boost.created', 'boost.created', 'subscription.cancelled', 'subscription.created', 'subscription.renewed'])
    const renewedBody = JSON.parse(queued.find((row) => row.event === 'subscription.renewed')!.body!) as { data: { months: number; subscription: { id: string; amountCents: number } } }
    expect(renewedBody.data).toMatchObject({ months: 2, subscription: { id: subscription!.id, amountCents: 1000 } })
    const cancelledBody = JSON.parse(queued.find((row) => row.event === 'subscription.cancelled')!.body!) as { data: { status: string } }
    expect(cancelledBody.data.status).toBe('cancelled')
  })

  it('acts on the fan’s own monthly boosts and the one a manage link opens only', async () => {
    const creatorId = uniqueId('owner')
    await connectDemoCreator(server, creatorId)
    const { fan } = await monthlyFan(creatorId, 5)
    const { fan: stranger } = await monthlyFan(creatorId, 6)
    const [subscription] = await subscriptionsOf(fan)

    for (const [path, method, body] of [
      [`/api/fan/subscriptions/${subscription!.id}/cancel`, 'POST', undefined],
      [`/api/fan/subscriptions/${subscription!.id}/resume`, 'POST', undefined],
      [`/api/fan/subscriptions/${subscription!.id}`, 'PATCH', { amount: 9 }],
    ] as const) {
      expect(await json(await stranger.request(path, { method, ...(body ? { body } : {}) }))).toEqual({ status: 404, body: { error: 'No such monthly boost' } })
      expect((await fetch(`${server.url}${path}`, { method, headers: { origin: server.url } })).status).toBe(401)
    }
    const unknownToken = 'A'.repeat(32)
    expect(await json(await fetch(`${server.url}/api/subscriptions/manage/${unknownToken}`))).toEqual({ status: 404, body: { error: 'No such monthly boost' } })
    expect((await post(server.url, `/api/subscriptions/manage/${unknownToken}/cancel`)).status).toBe(404)
    expect(await json(await fetch(`${server.url}/api/subscriptions/manage/short`))).toEqual({ status: 400, body: { error: 'Not a manage link' } })
    expect((await post(server.url, `/api/demo/subscriptions/${crypto.randomUUID()}/renew`)).status).toBe(404)
    expect((await subscriptionsOf(fan))[0]).toMatchObject({ status: 'active', amountCents: 500, payments: [{ months: 1 }] })
  })

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const creatorId = uniqueId('input')
    await connectDemoCreator(server, creatorId)
    const weekly = await json(await post(server.url, '/api/checkout', { amount: 5, currency: 'usd', creator_id: creatorId, interval: 'week' }))
    expect(weekly).toEqual({ status: 400, body: { error: 'interval: must be "month" for a monthly boost, or left out for a one-off' } })
    const [{ n }] = (await server.db.query<{ n: unknown }>('select count(*) as n from checkout_session where creator_id = ?', [creatorId])) as [{ n: unknown }]
    expect(Number(n)).toBe(0)

    const { fan } = await monthlyFan(creatorId, 5)
    const [subscription] = await subscriptionsOf(fan)
    const change = async (body: unknown) => json(await fan.request(`/api/fan/subscriptions/${subscription!.id}`, { method: 'PATCH', body }))
    expect(await change({ amount: 'lots' })).toEqual({ status: 400, body: { error: 'amount: must be a number in major units, such as 5 or 19.99' } })
    expect(await change({ amount: 0.5 })).toEqual({ status: 400, body: { error: 'amount: must be between $1.00 and $5,000.00' } })
    expect(await change({ amount: 5001 })).toEqual({ status: 400, body: { error: 'amount: must be between $1.00 and $5,000.00' } })
    expect((await change({})).status).toBe(400)
    expect(await json(await fan.request('/api/fan/subscriptions/not-an-id/cancel', { method: 'POST' }))).toEqual({ status: 400, body: { error: 'must be a monthly boost id' } })
    expect((await subscriptionsOf(fan))[0]).toMatchObject({ amountCents: 500, status: 'active' })
  })
})
