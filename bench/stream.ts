// 10,000 concurrent stream clients on one server process: how long until a committed boost has
// reached every one of them (p50/p99 over all deliveries), and the server's memory per connection.
import { once } from 'node:events'
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { openDatabase } from '../server/db.ts'
import { createLedger } from '../server/services/ledger.ts'
import { BOOST_CHANNEL } from '../server/services/liveNotifications.ts'
import { spawnServer } from '../tests/support/serverProcess.ts'
import { createPostgresDatabase, percentile, report, round } from './support.ts'
import type { ClientsReply, ClientsRequest } from './streamClients.ts'

const CLIENTS = Number(process.env.BENCH_STREAM_CLIENTS ?? 10_000)
const BOOSTS = Number(process.env.BENCH_STREAM_BOOSTS ?? 20)
/** The p99 target holds only if it holds round after round: each round's p99 is reported. */
const ROUNDS = 3
// The first boosts after start run through cold code; they are delivered and checked, and the first
// one is reported on its own, but the percentiles describe a server that has been running.
const WARM_UP = 3
// The clients are spread over worker threads, as real clients are spread over machines.
const THREADS = Number(process.env.BENCH_STREAM_THREADS ?? Math.max(2, os.cpus().length))
// Node flags for the server process, e.g. BENCH_STREAM_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
const SERVER_ARGS = process.env.BENCH_STREAM_SERVER_ARGS?.split(' ').filter(Boolean) ?? []

const database = await createPostgresDatabase()
const server = await spawnServer({ DATABASE_URL: database.url }, { nodeArgs: SERVER_ARGS })
const { hostname, port } = new URL(server.url)

/** The next reply of a client thread; the exchange is lock-step, so nothing arrives unasked. */
async function reply<T extends ClientsReply['type']>(worker: Worker, type: T): Promise<Extract<ClientsReply, { type: T }>> {
  const [message] = (await once(worker, 'message')) as [ClientsReply]
  if (message.type !== type) throw new Error(`stream clients answered ${message.type}, expected ${type}`)
  return message as Extract<ClientsReply, { type: T }>
}

const db = await openDatabase({ kind: 'postgres', url: database.url })
try {
  await new Promise((resolve) => setTimeout(resolve, 500))
  const rssBefore = server.rssKb()
  const workers = Array.from({ length: THREADS }, (_, index) => {
    const count = Math.floor(CLIENTS / THREADS) + (index < CLIENTS % THREADS ? 1 : 0)
    return new Worker(new URL('./streamClients.ts', import.meta.url), { workerData: { host: hostname, port: Number(port), count } })
  })
  await Promise.all(workers.map((worker) => reply(worker, 'connected')))
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const rssAfter = server.rssKb()

  // The server learns of these boosts the way it learns of another instance's: a NOTIFY.
  const ledger = createLedger(db, () => void db.query('select pg_notify(?, ?)', [BOOST_CHANNEL, '']))
  const latencies: number[] = []
  const roundLatencies: number[][] = Array.from({ length: ROUNDS }, () => [])
  const perBoostAll: number[] = []
  let coldLast = 0
  let cpuBefore = server.cpuMs()
  let clientsCpuBefore = process.cpuUsage()
  for (let i = 0; i < WARM_UP + ROUNDS * BOOSTS; i++) {
    if (i === WARM_UP) {
      cpuBefore = server.cpuMs()
      clientsCpuBefore = process.cpuUsage()
    }
    const { event } = await ledger.record({ ref: `cs_stream_${i}`, creatorId: 'bench-creator', channel: 'fiat', grossCents: 500, currency: 'usd', demo: false })
    const committed = performance.timeOrigin + performance.now()
    const request: ClientsRequest = { type: 'collect', boostId: event.id, deadline: Date.now() + 10_000 }
    const replies = workers.map((worker) => reply(worker, 'times'))
    for (const worker of workers) worker.postMessage(request)
    const times = (await Promise.all(replies)).flatMap((answer) => answer.times)
    if (times.length < CLIENTS) throw new Error(`boost ${event.id} reached ${times.length} of ${CLIENTS} clients`)
    const last = Math.max(...times) - committed
    if (i === 0) coldLast = last
    if (i < WARM_UP) continue
    for (const time of times) {
      latencies.push(time - committed)
      roundLatencies[Math.floor((i - WARM_UP) / BOOSTS)]!.push(time - committed)
    }
    perBoostAll.push(last)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const cpuAfter = server.cpuMs()
  const clientsCpu = process.cpuUsage(clientsCpuBefore)
  await Promise.all(workers.map((worker) => worker.terminate()))

  report(
    'stream',
    [
      { name: `delivery p50 (commit → client, ${CLIENTS.toLocaleString('en-US')} clients)`, value: round(percentile(latencies, 50), 1), unit: 'ms' },
      { name: 'delivery p99', value: round(percentile(latencies, 99), 1), unit: 'ms', target: '< 100 ms' },
      ...roundLatencies.map((inRound, index) => ({ name: `delivery p99, round ${index + 1} of ${ROUNDS}`, value: round(percentile(inRound, 99), 1), unit: 'ms', target: '< 100 ms in each round' })),
      { name: 'time until the last client has a boost, p50 over boosts', value: round(percentile(perBoostAll, 50), 1), unit: 'ms' },
      // What one fan-out costs the server whatever else runs on the machine; the kernel's share is the sockets' sends.
      { name: 'server CPU per boost, in its own code', value: round((cpuAfter.user - cpuBefore.user) / (ROUNDS * BOOSTS), 1), unit: 'ms' },
      { name: 'server CPU per boost, in the kernel', value: round((cpuAfter.system - cpuBefore.system) / (ROUNDS * BOOSTS), 1), unit: 'ms' },
      // The clients' reads are taken from the same cores the server runs on.
      { name: "the benchmark clients' CPU per boost (user + kernel)", value: round((clientsCpu.user + clientsCpu.system) / 1000 / (ROUNDS * BOOSTS), 1), unit: 'ms' },
      { name: 'server memory per connection', value: round(((rssAfter - rssBefore) * 1024) / CLIENTS / 1024, 1), unit: 'KiB' },
    ],
    [
      `${ROUNDS} rounds in a row of ${BOOSTS} boosts, each delivered to all ${CLIENTS} clients (${latencies.length} deliveries), after ${WARM_UP} warm-up boosts`,
      `the first boost after the server started reached its last client after ${round(coldLast, 1)} ms`,
      `the server runs in its own process; the clients are bare HTTP/1.1 sockets spread over ${THREADS} threads of the benchmark process, on the same ${os.cpus().length} cores`,
    ],
  )
} finally {
  await db.close()
  await server.stop()
  await database.drop()
}
