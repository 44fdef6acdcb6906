// Creator webhook latency: from a boost's commit to its boost.created arriving at a local
// receiver, for a few hundred boosts from 8 concurrent writers, on PostgreSQL and on PGlite.
// The worker is woken by the commit; its 1 s poll is the fallback, so p99 shows whether wakes work.
import { createServer } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { openDatabase } from '../server/db.ts'
import { createLogger } from '../server/logger.ts'
import { createLedger } from '../server/services/ledger/index.ts'
import { createWebhooks } from '../server/services/webhooks.ts'
import { createPostgresDatabase, type Figure, percentile, report, round, runConcurrently } from './support.ts'

const BOOSTS = Number(process.env.BENCH_WEBHOOK_BOOSTS ?? 300)
const WRITERS = 8

const arrived = new Map<string, number>()
let allArrived: (() => void) | undefined
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { ref: string } }
    if (!arrived.has(data.ref)) arrived.set(data.ref, performance.now())
    response.writeHead(204).end()
    if (arrived.size === BOOSTS) allArrived?.()
  })
})
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`

async function measure(kind: 'postgres' | 'pglite'): Promise<Figure[]> {
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : undefined
  const db = await openDatabase(postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite-memory' })
  const webhooks = createWebhooks(db, { webhooks: { retryBaseMs: 5000, allowPrivate: true, timeoutMs: 10_000 } }, createLogger('silent'))
  try {
    const ledger = createLedger(db, () => {}, () => webhooks.wake())
    for (let creator = 0; creator < 10; creator++) await webhooks.add(`bench-creator-${creator}`, { url: receiverUrl, events: ['boost.created'] })
    arrived.clear()
    const committed = new Map<string, number>()
    const done = new Promise<void>((resolve) => (allArrived = resolve))
    await runConcurrently(BOOSTS, WRITERS, async (i) => {
      const ref = `cs_${kind}_${i}`
      await ledger.record({ ref, creatorId: `bench-creator-${i % 10}`, channel: 'fiat', grossCents: 500, currency: 'usd', demo: false })
      committed.set(ref, performance.now())
    })
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 60_000))])
    const latencies = [...committed].flatMap(([ref, at]) => (arrived.has(ref) ? [arrived.get(ref)! - at] : []))
    const name = kind === 'postgres' ? 'PostgreSQL' : 'PGlite'
    // Every attempt past the first waited out a retry: a delivery the receiver never refused should need none.
    const [counted] = await db.query<{ retried: unknown }>(`select count(*) as retried from webhook_delivery where attempts > 1`)
    return [
      { name: `commit to receiver p50 (${name})`, value: round(percentile(latencies, 50), 1), unit: 'ms' },
      { name: `commit to receiver p99 (${name})`, value: percentile(latencies, 99), unit: 'ms', target: { below: 1000 }, comparison: 'the worker\'s 1 s poll: a wake that works arrives well before it' },
      { name: `delivered (${name})`, value: latencies.length, unit: `of ${BOOSTS}` },
      { name: `deliveries that needed a retry (${name})`, value: Number(counted?.retried), unit: `of ${BOOSTS}`, target: { atMost: 0 }, comparison: 'the receiver refuses none' },
    ]
  } finally {
    await webhooks.close()
    await db.close()
    await postgres?.drop()
  }
}

const DEAD_ENDPOINTS = 100
const HEALTHY_BOOSTS = 50

/**
 * A healthy creator's deliveries while other creators' 100 endpoints accept connections and never
 * answer (each attempt waits out the 10 s timeout): a dead endpoint must cost only its own creator.
 */
async function measureBesideDeadEndpoints(): Promise<Figure[]> {
  const hanging = new Set<Socket>()
  const dead = createServer(() => {})
  dead.on('connection', (socket) => hanging.add(socket))
  await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve))
  const deadUrl = `http://127.0.0.1:${(dead.address() as AddressInfo).port}/hook`
  const postgres = await createPostgresDatabase()
  const db = await openDatabase({ kind: 'postgres', url: postgres.url })
  const webhooks = createWebhooks(db, { webhooks: { retryBaseMs: 5000, allowPrivate: true, timeoutMs: 10_000 } }, createLogger('silent'))
  try {
    const ledger = createLedger(db, () => {}, () => webhooks.wake())
    for (let endpoint = 0; endpoint < DEAD_ENDPOINTS; endpoint++) {
      await webhooks.add(`bench-dead-${endpoint % 10}`, { url: `${deadUrl}/${endpoint}`, events: ['boost.created'] })
    }
    await webhooks.add('bench-healthy', { url: receiverUrl, events: ['boost.created'] })
    arrived.clear()
    // Every dead endpoint gets a delivery first, so all 100 hang while the healthy boosts follow.
    for (let creator = 0; creator < 10; creator++) {
      await ledger.record({ ref: `cs_dead_${creator}`, creatorId: `bench-dead-${creator}`, channel: 'fiat', grossCents: 500, currency: 'usd', demo: false })
    }
    const committed = new Map<string, number>()
    for (let i = 0; i < HEALTHY_BOOSTS; i++) {
      const ref = `cs_healthy_${i}`
      await ledger.record({ ref, creatorId: 'bench-healthy', channel: 'fiat', grossCents: 500, currency: 'usd', demo: false })
      committed.set(ref, performance.now())
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const deadline = performance.now() + 30_000
    while ([...committed.keys()].some((ref) => !arrived.has(ref)) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    // A delivery that never arrived counts as the whole wait: it cannot hide from the worst case.
    const latencies = [...committed].map(([ref, at]) => (arrived.get(ref) ?? performance.now()) - at)
    return [
      { name: `healthy endpoint, commit to receiver p99, beside ${DEAD_ENDPOINTS} endpoints that never answer (PostgreSQL)`, value: percentile(latencies, 99), unit: 'ms', target: { below: 1000 } },
      { name: 'same, the slowest delivery', value: Math.max(...latencies), unit: 'ms', target: { below: 1000 }, comparison: 'each dead endpoint holds its attempt for the 10 s timeout' },
      { name: 'connections held open by the dead endpoints meanwhile', value: hanging.size, unit: `of ${DEAD_ENDPOINTS}` },
    ]
  } finally {
    await webhooks.close()
    for (const socket of hanging) socket.destroy()
    dead.close()
    await db.close()
    await postgres.drop()
  }
}

try {
  const figures = [...(await measure('postgres')), ...(await measure('pglite')), ...(await measureBesideDeadEndpoints())]
  report('webhooks', figures, [
    `${BOOSTS} boosts from ${WRITERS} concurrent writers to 10 creators, each with one endpoint on a local receiver; measured from ledger.record's return (after commit) to the request's arrival`,
    `then, on PostgreSQL, ${HEALTHY_BOOSTS} boosts 20 ms apart to a creator with one healthy endpoint, after one boost to each of 10 creators whose ${DEAD_ENDPOINTS} endpoints accept connections and never answer`,
  ])
} finally {
  receiver.close()
}
