// Alert latency: from a signed Stripe checkout.session.completed's arrival over HTTP to the `alert`
// event on 1,000 overlay alert streams of its creator (moderation on: blocked words, masking and
// links removed from every message), beside the same boost on 1,000 plain boost streams of that
// creator in the same run. Each webhook is sent alone, once the last one reached every client.
// The server runs as `npm start` would on this machine: one process per core, on PostgreSQL.
import { once } from 'node:events'
import http from 'node:http'
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import Stripe from 'stripe'
import { buildIfNeeded } from '../scripts/build-if-needed.ts'
import { spawnServer } from '../tests/support/serverProcess.ts'
import { stripeEvent, stripeObject } from '../tests/support/stripeFixtures.ts'
import { startStripeStandIn } from '../tests/support/stripeStandIn.ts'
import type { AlertClientsReply, AlertClientsRequest } from './alertClients.ts'
import { createPostgresDatabase, type Figure, percentile, report, round } from './support.ts'

const OVERLAYS = Number(process.env.BENCH_ALERTS_OVERLAYS ?? 1000)
const BOOST_STREAMS = Number(process.env.BENCH_ALERTS_BOOST_STREAMS ?? 1000)
const WEBHOOKS = Number(process.env.BENCH_ALERTS_WEBHOOKS ?? 20)
const ROUNDS = 3
const WARM_UP = 5
const PROCESSES = Number(process.env.BENCH_ALERTS_PROCESSES ?? os.cpus().length)
const THREADS = 2
const CREATOR = 'bench-alerts-creator'
const SECRET_KEY = 'sk_test_boost_bench'
const WEBHOOK_SECRET = 'whsec_boost_bench'
const TARGET_P99_MS = 150
/** Messages as fans write them: clean, a link, profanity, a blocked word, a look-alike spelling. */
const MESSAGES = ['Great stream, thank you!', 'check out spam.gg for free skins', 'this is fucking amazing', 'no spoilers about rosebud please', 'f.u.c.k yes, GG']

type Signed = { payload: string; signature: string; sessionId: string }

async function reply(worker: Worker): Promise<Extract<AlertClientsReply, { type: 'times' }>> {
  const [message] = (await once(worker, 'message')) as [AlertClientsReply]
  if (message.type !== 'times') throw new Error(`alert clients answered ${message.type}`)
  return message
}

/** Clients on `paths`, spread over THREADS worker threads; resolves once every one is connected. */
async function clients(host: string, port: number, paths: string[]): Promise<Worker[]> {
  const workers = Array.from({ length: THREADS }, (_, thread) => new Worker(new URL('./alertClients.ts', import.meta.url), { workerData: { host, port, paths: paths.filter((_, i) => i % THREADS === thread) } }))
  await Promise.all(workers.map(async (worker) => {
    const [message] = (await once(worker, 'message')) as [AlertClientsReply]
    if (message.type !== 'connected') throw new Error('alert clients did not connect')
  }))
  return workers
}

/** Every client's arrival time of `boostId`; fails the run when one never had it. */
async function arrivals(workers: Worker[], boostId: number, expected: number): Promise<number[]> {
  const request: AlertClientsRequest = { type: 'collect', boostId, deadline: Date.now() + 10_000 }
  const replies = workers.map(reply)
  for (const worker of workers) worker.postMessage(request)
  const times = (await Promise.all(replies)).flatMap((answer) => answer.times)
  if (times.length < expected) throw new Error(`boost ${boostId} reached ${times.length} of ${expected} clients`)
  return times
}

const stripe = await startStripeStandIn()
const database = await createPostgresDatabase()
buildIfNeeded()
const server = await spawnServer({
  DATABASE_URL: database.url,
  WEB_CONCURRENCY: String(PROCESSES),
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: stripe.url,
  RATE_LIMIT_PER_MINUTE: '100000000',
  STREAMS_PER_ADDRESS: String(OVERLAYS + BOOST_STREAMS + 10),
})
const lookup = new pg.Client({ connectionString: database.url })
await lookup.connect()
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
const workers: Worker[] = []
try {
  const { hostname, port } = new URL(server.url)
  const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
  /** POSTs a signed event on a kept-alive connection, as Stripe does; resolves with the answer's status. */
  const deliver = (payload: string, signature: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.url}/api/stripe/webhook`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'stripe-signature': signature } }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      request.on('error', reject)
      request.end(payload)
    })

  // The creator, connected, with moderation on; the session their onboarding gave sets their alerts.
  const onboarded = await fetch(`${server.url}/api/creators/${CREATOR}/stripe/onboard`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench Streamer' }) })
  if (!onboarded.ok) throw new Error(`onboarding answered ${onboarded.status}`)
  const cookie = onboarded.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ')
  const accountId = (await lookup.query<{ id: string }>('select stripe_account_id as id from creator where id = $1', [CREATOR])).rows[0]!.id
  const enabled = JSON.stringify(stripeEvent('account.updated', stripeObject('account', { id: accountId, type: 'express', charges_enabled: true }), { account: accountId }))
  if ((await deliver(enabled, sign(enabled))) !== 200) throw new Error('account.updated was refused')
  // Every alert setting switched on: a template, a placement, and five variants by amount (the
  // boosts here are $3 to $12, so most choose one of them).
  const variant = (minAmount: number, accent: string) => ({
    currency: 'usd', minAmount, template: `{name} sent {amount} (${minAmount}+)! {message}`, sound: 'chime', soundAsset: null, volume: 80, image: null, accent, durationMs: 4000,
  })
  const settings = {
    minAmount: 0, showMessage: true, sound: 'coin', tts: { enabled: true, minAmount: 1, maxChars: 140 }, accent: 'gold', blockedWords: ['rosebud', 'spoilers', 'pineapple'], holdForReview: false,
    template: '{name} boosted {amount}! {message}', layout: { position: 'bottom-right', scale: 150, showCounter: true },
    variants: [variant(4, 'green'), variant(6, 'magenta'), variant(8, 'gold'), variant(10, 'green'), variant(12, 'magenta')],
  }
  const changed = await fetch(`${server.url}/api/creators/${CREATOR}/alerts`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(settings) })
  if (!changed.ok) throw new Error(`alert settings answered ${changed.status}: ${await changed.text()}`)

  // Checkouts as the widget opens them, completed by events signed now: only the deliveries are timed.
  const total = WARM_UP + ROUNDS * WEBHOOKS
  const signed: Signed[] = []
  for (let i = 0; i < total; i++) {
    const amount = 3 + (i % 10)
    const message = MESSAGES[i % MESSAGES.length]!
    const opened = await fetch(`${server.url}/api/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount, currency: 'usd', creator_id: CREATOR, message, name: `Fan ${i}` }) })
    if (!opened.ok) throw new Error(`checkout answered ${opened.status}: ${await opened.text()}`)
    const { sessionId } = (await opened.json()) as { sessionId: string }
    const session = stripeObject('checkout.session', {
      id: sessionId,
      status: 'complete',
      payment_status: 'paid',
      amount_total: amount * 100,
      currency: 'usd',
      payment_intent: `pi_${randomBytes(12).toString('hex')}`,
      metadata: { creator_id: CREATOR, message },
    })
    const payload = JSON.stringify(stripeEvent('checkout.session.completed', session))
    signed.push({ payload, signature: sign(payload), sessionId })
  }

  const overlayPaths = Array.from({ length: OVERLAYS }, (_, i) => `/api/stream/alerts?creatorId=${CREATOR}&overlayId=bench-overlay-${String(i).padStart(8, '0')}&view=boosts`)
  const boostPaths = Array.from({ length: BOOST_STREAMS }, () => `/api/stream/boosts?creatorId=${CREATOR}`)
  const overlayWorkers = await clients(hostname, Number(port), overlayPaths)
  const boostWorkers = await clients(hostname, Number(port), boostPaths)
  workers.push(...overlayWorkers, ...boostWorkers)
  await new Promise((resolve) => setTimeout(resolve, 1000))

  const alertLatencies: number[][] = Array.from({ length: ROUNDS }, () => [])
  const boostLatencies: number[] = []
  const answerMs: number[] = []
  for (let i = 0; i < total; i++) {
    const { payload, signature, sessionId } = signed[i]!
    const sent = performance.timeOrigin + performance.now()
    const status = await deliver(payload, signature)
    const answered = performance.timeOrigin + performance.now()
    if (status !== 200) throw new Error(`webhook ${i} answered ${status}`)
    const boostId = Number((await lookup.query<{ id: string }>('select id from boost_event where ref = $1', [sessionId])).rows[0]?.id)
    if (!boostId) throw new Error(`webhook ${i} recorded no boost`)
    const [alerts, boosts] = await Promise.all([arrivals(overlayWorkers, boostId, OVERLAYS), arrivals(boostWorkers, boostId, BOOST_STREAMS)])
    if (i >= WARM_UP) {
      alertLatencies[Math.floor((i - WARM_UP) / WEBHOOKS)]!.push(...alerts.map((time) => time - sent))
      boostLatencies.push(...boosts.map((time) => time - sent))
      answerMs.push(answered - sent)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  // Moderation really ran: every message has its public form, and none of the words it masks got through.
  const [unmoderated] = (await lookup.query<{ missing: string; leaked: string }>(
    "select count(*) filter (where public_message is null) as missing, count(*) filter (where public_message ~* 'fuck|rosebud|spam\\.gg') as leaked from boost_event where message is not null",
  )).rows
  if (Number(unmoderated!.missing) > 0 || Number(unmoderated!.leaked) > 0) throw new Error(`moderation: ${unmoderated!.missing} messages without a public form, ${unmoderated!.leaked} with a masked word shown`)

  const allAlerts = alertLatencies.flat()
  const figures: Figure[] = [
    { name: `alert p50 (signed webhook arrives → \`alert\` on ${OVERLAYS.toLocaleString('en-US')} overlay streams, moderation on)`, value: round(percentile(allAlerts, 50), 1), unit: 'ms' },
    { name: 'alert p99', value: percentile(allAlerts, 99), unit: 'ms', target: { below: TARGET_P99_MS }, comparison: `boost stream p99 ${round(percentile(boostLatencies, 99), 1)} ms` },
    ...alertLatencies.map((inRound, index) => ({ name: `alert p99, round ${index + 1} of ${ROUNDS}`, value: round(percentile(inRound, 99), 1), unit: 'ms' })),
    { name: `plain boost stream p50 (the same webhooks → ${BOOST_STREAMS.toLocaleString('en-US')} boost streams of the creator)`, value: round(percentile(boostLatencies, 50), 1), unit: 'ms' },
    { name: 'plain boost stream p99', value: round(percentile(boostLatencies, 99), 1), unit: 'ms' },
    { name: 'webhook answered (200), p50', value: round(percentile(answerMs, 50), 1), unit: 'ms' },
  ]
  report('alerts', figures, [
    `${ROUNDS} rounds of ${WEBHOOKS} signed checkout.session.completed events over HTTP after ${WARM_UP} warm-up ones, each sent once the previous boost reached every client; ${OVERLAYS} overlay alert streams (each its own overlay id) and ${BOOST_STREAMS} boost streams of the same creator open at once, all delivered every boost`,
    'measured from just before the webhook request is written to each client reading the frame; the alert is the overlay\'s own `alert` event, built from the moderated message and the supporter\'s name',
    `moderation on: 3 blocked words, profanity masked and links removed from every message (a mix of clean, a link, profanity, a blocked word, a spaced-out spelling); messages are shown, not held; sound, voice and gold accent on; a template, a placement at 150%, and five variants by amount, which most boosts here reach`,
    `the server is ${PROCESSES} process${PROCESSES === 1 ? '' : 'es'} (WEB_CONCURRENCY) on PostgreSQL with live Stripe settings against the local stand-in; the clients are bare HTTP/1.1 sockets in ${THREADS * 2} threads of the benchmark process, on the same ${os.cpus().length} cores`,
  ])
} finally {
  await Promise.all(workers.map((worker) => worker.terminate()))
  agent.destroy()
  await lookup.end()
  await server.stop()
  await stripe.close()
  await database.drop()
}
