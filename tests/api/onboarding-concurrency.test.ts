// Onboarding one new creator id from many requests at once makes ONE payout account at Stripe:
// the first request gets it, its link and the creator's cookie; the others are refused. Against
// the Stripe stand-in with the official SDK, on PGlite and PostgreSQL; and from two servers on one
// PostgreSQL, where only the database's lock keeps them apart.
import { describe, expect, it } from 'vitest'
import { postgresOnly, testDatabases } from '../support/databases.ts'
import { post } from '../support/http.ts'
import { startTestServer, type TestServer, useStripeTestServer } from '../support/server.ts'
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.ts'

const CONCURRENT = 10

describe.each(testDatabases)('POST /api/creators/:id/stripe/onboard, concurrently, on $name', (database) => {
  let server!: TestServer
  let stripe: StripeStandIn
  let counter = 0
  const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`

  useStripeTestServer(database, (started, standIn) => ((server = started), (stripe = standIn)), {
    STRIPE_SECRET_KEY: 'sk_test_boost_stand_in',
    STRIPE_WEBHOOK_SECRET: 'whsec_platform_endpoint_secret',
    RATE_LIMIT_PER_MINUTE: '10000',
  })

  const accountRequestsFor = (creatorId: string) =>
    stripe.requestsTo('POST', '/v1/accounts').filter((request) => request.form['metadata[creator_id]'] === creatorId)

  async function onboardAtOnce(creatorId: string, headers: Record<string, string> = {}) {
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, () => post(server.url, `/api/creators/${creatorId}/stripe/onboard`, undefined, headers)),
    )
    return Promise.all(
      responses.map(async (response) => ({
        status: response.status,
        body: (await response.json()) as { url?: string; error?: string },
        cookie: response.headers.getSetCookie().some((value) => value.startsWith('boost_session=')),
      })),
    )
  }

  it('creates one Stripe account for ten requests at once, and stores that one', async () => {
    const creatorId = uniqueId('crowd')
    const answers = await onboardAtOnce(creatorId)

    const accounts = accountRequestsFor(creatorId)
    expect(accounts).toHaveLength(1)
    expect(accounts[0]!.idempotencyKey).toMatch(/^boost-account-[0-9a-f]{64}$/)
    const rows = await server.db.query<{ stripe_account_id: string | null }>('select stripe_account_id from creator where id = ?', [creatorId])
    expect(rows).toHaveLength(1)
    const accountId = rows[0]!.stripe_account_id!
    expect(accountId).toMatch(/^acct_/)
    const links = stripe.requestsTo('POST', '/v1/account_links').filter((request) => request.form.account === accountId)
    expect(links).toHaveLength(1)

    const winners = answers.filter((answer) => answer.status === 200)
    expect(winners).toHaveLength(1)
    expect(winners[0]).toMatchObject({ cookie: true, body: { url: expect.stringContaining(`/setup/e/${accountId}/`) } })
    const losers = answers.filter((answer) => answer.status !== 200)
    expect(losers).toHaveLength(CONCURRENT - 1)
    for (const loser of losers) {
      expect(loser.status).toBe(403)
      expect(loser.body).toEqual({ error: 'This creator ID is being connected from another browser. Finish there, or choose another creator ID.' })
      expect(loser.cookie).toBe(false)
    }
  })

  it('does the same for requests that name the server as their origin', async () => {
    const creatorId = uniqueId('same-origin')
    const answers = await onboardAtOnce(creatorId, { origin: server.url, 'sec-fetch-site': 'same-origin' })
    expect(accountRequestsFor(creatorId)).toHaveLength(1)
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([200, ...Array<number>(CONCURRENT - 1).fill(403)])
  })
})

describe.each(postgresOnly)('POST /api/creators/:id/stripe/onboard, concurrently on two servers, on $name', (database) => {
  it('creates one Stripe account for ten requests split across two servers on one database, and stores that one', async () => {
    const stripe = await startStripeStandIn()
    const { config, drop } = await database.create()
    const env = { STRIPE_SECRET_KEY: 'sk_test_boost_stand_in', STRIPE_WEBHOOK_SECRET: 'whsec_platform_endpoint_secret', STRIPE_API_BASE: stripe.url, RATE_LIMIT_PER_MINUTE: '10000' }
    const servers = [await startTestServer(config, env), await startTestServer(config, env)]
    try {
      const creatorId = `two-servers-${Date.now().toString(36)}`
      const responses = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, index) => post(servers[index % 2]!.url, `/api/creators/${creatorId}/stripe/onboard`)),
      )

      const accounts = stripe.requestsTo('POST', '/v1/accounts').filter((request) => request.form['metadata[creator_id]'] === creatorId)
      expect(accounts).toHaveLength(1)
      const rows = await servers[0]!.db.query<{ stripe_account_id: string | null }>('select stripe_account_id from creator where id = ?', [creatorId])
      expect(rows).toHaveLength(1)
      expect(rows[0]!.stripe_account_id).toMatch(/^acct_/)
      expect(responses.map((response) => response.status).sort((a, b) => a - b)).toEqual([200, ...Array<number>(CONCURRENT - 1).fill(403)])
    } finally {
      for (const server of servers) await server.stop()
      await drop()
      await stripe.close()
    }
  })
})
