// The HTTP path of a boost, through a real server process as `npm start` runs it:
// - signed Stripe checkout.session.completed events for checkouts Boost opened (PostgreSQL, 32 at
//   a time), without a message and with one, next to the ledger alone (recordBoost, 32 writers) in
//   the same run; and signed invoice.paid events, each a monthly boost's first month, beside them;
// - the demo checkout and its completion through the public API, 16 clients, on PGlite (the
//   default configuration) and on PostgreSQL.
// BENCH_HTTP_PROFILE=<dir> starts each server with --cpu-prof, writing its profile there on exit;
// BENCH_HTTP_ONLY=webhook|demo-pglite|demo-postgres runs one part.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import Stripe from 'stripe'
import { buildIfNeeded } from '../scripts/build-if-needed.ts'
import { openDatabase } from '../server/db.ts'
import { createLedger } from '../server/services/ledger/index.ts'
import { spawnServer, type ServerProcess } from '../tests/support/serverProcess.ts'
import { stripeEvent, stripeObject } from '../tests/support/stripeFixtures.ts'
import { startStripeStandIn } from '../tests/support/stripeStandIn.ts'
import { createPostgresDatabase, type Figure, percentile, report, round, runConcurrently } from './support.ts'

const WEBHOOKS = Number(process.env.BENCH_HTTP_WEBHOOKS ?? 4000)
const DEMO_BOOSTS = Number(process.env.BENCH_HTTP_DEMO_BOOSTS ?? 2000)
const WARM_UP = 300
/** Each figure is timed this many times, the median reported: one timing on a shared 2-core machine wanders by ±15 % (demo rounds on one server: 225 to 325 boosts/s). */
const ROUNDS = 3
const WEBHOOK_SENDERS = 32
const DEMO_CLIENTS = 16
// bench/ledger/index.ts's shape: 500 supporters, 50 creators.
const SUPPORTERS = 500
const CREATORS = 50
/** What the soak drill sets: every client here is one address, which the per-client limits would stop at once. */
const RATE_LIMIT_PER_MINUTE = '100000000'
const SECRET_KEY = 'sk_test_boost_bench'
const WEBHOOK_SECRET = 'whsec_boost_bench'
const PROFILE_DIR = process.env.BENCH_HTTP_PROFILE
const only = process.env.BENCH_HTTP_ONLY

const nodeArgs = (name: string) => (PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`] : [])

type Answer = { status: number; body: Record<string, unknown> }

function client(baseUrl: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets })
  function send(method: 'GET' | 'POST', path: string, payload: string, headers: Record<string, string> = {}, retried = false): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${baseUrl}${path}`, {
        method,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), ...headers },
      }, (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }))
      })
      // A keep-alive socket the server closed as idle just as it was reused: retried once, as HTTP clients do.
      request.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNRESET' && request.reusedSocket && !retried ? resolve(send(method, path, payload, headers, true)) : reject(error))
      request.end(payload)
    })
  }
  async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
    const answer = await send('POST', path, JSON.stringify(body), headers)
    if (answer.status !== 200) throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
    return answer.body
  }
  return { send, post, close: () => agent.destroy() }
}

async function identifySupporters(api: ReturnType<typeof client>): Promise<string[]> {
  const ids: string[] = []
  await runConcurrently(SUPPORTERS, 16, async (i) => void (ids[i] = String((await api.post('/api/supporters/identify', { anonId: `anon_${randomUUID()}` })).supporterId)))
  return ids
}

async function countBoosts(url: string): Promise<number> {
  const pool = new pg.Client({ connectionString: url })
  await pool.connect()
  try {
    return Number((await pool.query<{ count: string }>('select count(*) from boost_event')).rows[0]!.count)
  } finally {
    await pool.end()
  }
}

/** Signed checkout.session.completed events for `WARM_UP + WEBHOOKS` checkouts opened through the API, delivered 32 at a time: checkouts without a message (ROUNDS times), then with one. */
async function measureWebhooks(): Promise<{ rates: number[]; withMessageRate: number; invoiceRate: number }> {
  const stripe = await startStripeStandIn()
  const database = await createPostgresDatabase()
  const server = await spawnServer({
    DATABASE_URL: database.url,
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    RATE_LIMIT_PER_MINUTE,
  }, { nodeArgs: nodeArgs('webhook') })
  const api = client(server.url, WEBHOOK_SENDERS)
  try {
    const deliver = (payload: string) =>
      api.send('POST', '/api/stripe/webhook', payload, { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) })
    const creators: string[] = []
    const lookup = new pg.Client({ connectionString: database.url })
    await lookup.connect()
    for (let i = 0; i < CREATORS; i++) {
      const creatorId = `bench-creator-${i}`
      await api.post(`/api/creators/${creatorId}/stripe/onboard`, { name: `Bench Creator ${i}` })
      const accountId = (await lookup.query<{ id: string }>('select stripe_account_id as id from creator where id = $1', [creatorId])).rows[0]!.id
      const enabled = await deliver(JSON.stringify(stripeEvent('account.updated', stripeObject('account', { id: accountId, type: 'express', charges_enabled: true }), { account: accountId })))
      if (enabled.status !== 200) throw new Error(`account.updated answered ${enabled.status}`)
      creators.push(creatorId)
    }
    await lookup.end()
    const supporters = await identifySupporters(api)

    // Checkouts as a widget opens them, through Boost's API; their completions are signed now, so
    // only the deliveries are timed. The first run's checkouts carry no message; the second's
    // a message, moderated as the boost is recorded.
    const total = WARM_UP + WEBHOOKS
    const signedCompletions = async (message: string | undefined) => {
      const payloads: string[] = []
      await runConcurrently(total, 16, async (i) => {
        const amount = 5 + (i % 20)
        const opened = await api.post('/api/checkout', { amount, currency: 'usd', creator_id: creators[i % CREATORS], supporter_id: supporters[i % SUPPORTERS], message })
        const session = stripeObject('checkout.session', {
          id: opened.sessionId,
          status: 'complete',
          payment_status: 'paid',
          amount_total: amount * 100,
          currency: 'usd',
          payment_intent: `pi_${randomBytes(12).toString('hex')}`,
          // As Boost opens a Stripe checkout (services/payments/stripe.ts).
          metadata: { creator_id: creators[i % CREATORS], supporter_id: supporters[i % SUPPORTERS], ...(message ? { message } : {}) },
        })
        payloads[i] = JSON.stringify(stripeEvent('checkout.session.completed', session))
      })
      return payloads.map((payload) => ({ payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }))
    }
    const timedDeliveries = async (signed: { payload: string; signature: string }[]) => {
      const sendEvent = async (i: number) => {
        const { payload, signature } = signed[i]!
        const answer = await api.send('POST', '/api/stripe/webhook', payload, { 'stripe-signature': signature })
        if (answer.status !== 200 || answer.body.outcome !== 'recorded') throw new Error(`event ${i} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
      }
      await runConcurrently(WARM_UP, WEBHOOK_SENDERS, sendEvent)
      const elapsed = await runConcurrently(WEBHOOKS, WEBHOOK_SENDERS, (i) => sendEvent(WARM_UP + i))
      return round(WEBHOOKS / (elapsed / 1000), 0)
    }
    const rates: number[] = []
    for (let i = 0; i < ROUNDS; i++) rates.push(await timedDeliveries(await signedCompletions(undefined)))
    const withMessageRate = await timedDeliveries(await signedCompletions('Thanks for the stream!'))
    const invoiceRate = await timedDeliveries(await signedFirstInvoices(api, database.url, creators, supporters))
    const boosts = await countBoosts(database.url)
    if (boosts !== (ROUNDS + 2) * total) throw new Error(`${(ROUNDS + 2) * total} events were delivered, but ${boosts} boosts are recorded`)
    return { rates, withMessageRate, invoiceRate }
  } finally {
    api.close()
    await server.stop()
    await stripe.close()
    await database.drop()
  }
}

/**
 * Signed invoice.paid events, each the first month of a monthly checkout opened through the API, as
 * Stripe sends them once the subscription's first invoice is paid: each begins the monthly boost and
 * records its month. Nothing is asked of Stripe: the payment intent is asked for only when a refund names it.
 */
async function signedFirstInvoices(api: ReturnType<typeof client>, databaseUrl: string, creators: string[], supporters: string[]) {
  const total = WARM_UP + WEBHOOKS
  const opened: { sessionId: string; amount: number }[] = []
  await runConcurrently(total, 16, async (i) => {
    const amount = 5 + (i % 20)
    const checkout = await api.post('/api/checkout', { amount, currency: 'usd', creator_id: creators[i % CREATORS], supporter_id: supporters[i % SUPPORTERS], interval: 'month' })
    opened[i] = { sessionId: String(checkout.sessionId), amount }
  })
  const lookup = new pg.Client({ connectionString: databaseUrl })
  await lookup.connect()
  const monthlyIds = new Map((await lookup.query<{ id: string; subscription_id: string }>('select id, subscription_id from checkout_session where subscription_id is not null')).rows.map((row) => [row.id, row.subscription_id]))
  await lookup.end()
  const example = stripeObject('invoice') as { lines: { data: Record<string, unknown>[] } }
  return opened.map(({ sessionId, amount }, i) => {
    const invoiceId = `in_bench_${randomBytes(10).toString('hex')}`
    const invoice = stripeObject('invoice', {
      id: invoiceId,
      status: 'paid',
      billing_reason: 'subscription_create',
      amount_paid: amount * 100,
      amount_due: amount * 100,
      currency: 'usd',
      // As Boost opens a monthly checkout (services/payments/stripe.ts): the subscription names its monthly boost.
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: `sub_bench_${i}_${randomBytes(6).toString('hex')}`, metadata: { boost_subscription_id: monthlyIds.get(sessionId)! } } },
      lines: example.lines,
    })
    const payload = JSON.stringify(stripeEvent('invoice.paid', invoice))
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }
  })
}

/** What bench/ledger.ts measures: recordBoost alone, 32 writers, PostgreSQL, with no HTTP around it; ROUNDS timings. */
async function measureLedger(): Promise<number[]> {
  const database = await createPostgresDatabase()
  const db = await openDatabase({ kind: 'postgres', url: database.url }, { poolSize: WEBHOOK_SENDERS })
  try {
    const supporters = Array.from({ length: SUPPORTERS }, () => randomUUID())
    for (const id of supporters) await db.query('insert into supporter (id, anon_id, xp_total, referral_activated, created_at) values (?, ?, 0, false, now())', [id, `anon_${id}`])
    const ledger = createLedger(db, () => {})
    const input = (i: number, prefix: string) => ({
      ref: `${prefix}_${i}`,
      creatorId: `bench-creator-${i % CREATORS}`,
      supporterId: supporters[i % SUPPORTERS]!,
      channel: 'fiat' as const,
      grossCents: 500 + (i % 20) * 100,
      currency: 'usd',
      demo: false,
    })
    await runConcurrently(WARM_UP, WEBHOOK_SENDERS, async (i) => void (await ledger.record(input(i, 'warm'))))
    return await timedRounds(WEBHOOKS, (timing) => runConcurrently(WEBHOOKS, WEBHOOK_SENDERS, async (j) => void (await ledger.record(input(j, `cs_bench_${timing}`)))))
  } finally {
    await db.close()
    await database.drop()
  }
}

/** Runs `time` (the elapsed ms of `count` boosts) ROUNDS times, one after another; each timing as boosts/s. */
async function timedRounds(count: number, time: (timing: number) => Promise<number>): Promise<number[]> {
  const rates: number[] = []
  for (let timing = 0; timing < ROUNDS; timing++) rates.push(round(count / ((await time(timing)) / 1000), 0))
  return rates
}

/** Demo checkouts and their completions through the public API, 16 clients, as the widget and the demo checkout page make them; ROUNDS timings. */
async function measureDemo(kind: 'pglite' | 'postgres'): Promise<number[]> {
  const database = kind === 'postgres' ? await createPostgresDatabase() : undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'boost-bench-http-'))
  let server: ServerProcess | undefined
  try {
    server = await spawnServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE, ...(database ? { DATABASE_URL: database.url } : {}) }, { nodeArgs: nodeArgs(`demo-${kind}`) })
    const api = client(server.url, DEMO_CLIENTS)
    try {
      const supporters = await identifySupporters(api)
      const boost = async (i: number) => {
        const opened = await api.post('/api/checkout', { amount: 5 + (i % 20), currency: 'usd', creator_id: `bench-creator-${i % CREATORS}`, supporter_id: supporters[i % SUPPORTERS], demo: true })
        const completed = await api.post(`/api/checkout/demo/${String(opened.sessionId)}/complete`, {})
        if (typeof completed.redirect !== 'string') throw new Error(`completion ${i} answered ${JSON.stringify(completed)}`)
      }
      await runConcurrently(WARM_UP, DEMO_CLIENTS, boost)
      return await timedRounds(DEMO_BOOSTS, (timing) => runConcurrently(DEMO_BOOSTS, DEMO_CLIENTS, (i) => boost(WARM_UP + timing * DEMO_BOOSTS + i)))
    } finally {
      api.close()
    }
  } finally {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
    await database?.drop()
  }
}

buildIfNeeded()
const figures: Figure[] = []
const notes: string[] = []
if (!only || only === 'webhook') {
  const webhook = await measureWebhooks()
  const ledgerRates = await measureLedger()
  const rate = percentile(webhook.rates, 50)
  const ledger = percentile(ledgerRates, 50)
  figures.push(
    { name: `signed checkout.session.completed over HTTP (PostgreSQL, 32 at a time, median of ${ROUNDS})`, value: rate, unit: 'boosts/s', target: { atLeast: 1000 } },
    { name: `recordBoost alone (PostgreSQL, 32 writers, median of ${ROUNDS})`, value: ledger, unit: 'boosts/s', comparison: 'baseline' },
    { name: 'webhook over HTTP / ledger alone', value: rate / ledger, unit: 'ratio', target: { atLeast: 0.5 } },
    { name: 'same, for checkouts that carry a message (PostgreSQL, 32 at a time)', value: webhook.withMessageRate, unit: 'boosts/s', comparison: `${rate} boosts/s without` },
    { name: 'signed invoice.paid over HTTP, a monthly boost\'s first month (PostgreSQL, 32 at a time)', value: webhook.invoiceRate, unit: 'boosts/s', comparison: `${rate} boosts/s for checkout.session.completed` },
    { name: 'invoice.paid / checkout.session.completed', value: webhook.invoiceRate / rate, unit: 'ratio', target: { atLeast: 1 } },
  )
  notes.push(`webhook: each timing, in boosts/s: over HTTP ${webhook.rates.join(', ')}; the ledger alone ${ledgerRates.join(', ')}`)
}
for (const [kind, name, atLeast] of [['pglite', 'PGlite', 250], ['postgres', 'PostgreSQL', 600]] as const) {
  if (only && only !== `demo-${kind}`) continue
  const rates = await measureDemo(kind)
  figures.push({ name: `demo checkout + completion (${name}, 16 clients, median of ${ROUNDS})`, value: percentile(rates, 50), unit: 'boosts/s', target: { atLeast } })
  notes.push(`demo on ${name}: each timing, in boosts/s: ${rates.join(', ')}`)
}
report('http', figures, [
  ...notes,
  `webhook: ${WEBHOOKS} events after ${WARM_UP} warm-up ones, for checkouts opened through POST /api/checkout against the Stripe stand-in and signed beforehand; every one must answer 'recorded' and the boost count must match; the ledger alone runs in this process after the server stopped`,
  'webhook: invoice.paid: as many first invoices of monthly checkouts opened through the API, signed beforehand; each is one transaction that begins the monthly boost and records its first month, asking Stripe nothing',
  'webhook: each paid checkout is one transaction of five round trips (six with a message): the begin, the event claimed, the session completed (one update that returns it), the creator\'s moderation settings read when there is a message, the boost recorded in one prepared statement, the commit',
  `demo: ${ROUNDS} timings of ${DEMO_BOOSTS} boosts on one server, after ${WARM_UP} warm-up ones, each POST /api/checkout then POST /api/checkout/demo/:id/complete, keep-alive, ${SUPPORTERS} supporters, ${CREATORS} creators`,
  `the server runs with RATE_LIMIT_PER_MINUTE=${RATE_LIMIT_PER_MINUTE}, as the soak drill does: every client here is one address; the rate limit's counting still runs per request`,
  'the server is its own process (NODE_ENV=production, LOG_LEVEL=warn), the clients share its 2 cores',
])
