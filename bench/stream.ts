// 10,000 concurrent stream clients: how long until a committed boost has reached every one of them
// (p50/p99 over all deliveries), and the server's memory per connection. The server runs as
// `WEB_CONCURRENCY` processes, one per core (the target's figures), and then as one process
// on the same machine, for comparison.
import { once } from 'node:events'
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { openDatabase } from '../server/db.ts'
import { createLedger } from '../server/services/ledger/index.ts'
import { BOOST_CHANNEL } from '../server/services/liveNotifications.ts'
import { spawnServer } from '../tests/support/serverProcess.ts'
import { createPostgresDatabase, percentile, report, round, type Figure } from './support.ts'
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
/** Server processes for the target's figures: one per core, as a production server is run. */
const PROCESSES = Number(process.env.BENCH_STREAM_PROCESSES ?? os.cpus().length)
// Node flags for the server process, e.g. BENCH_STREAM_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
const SERVER_ARGS = process.env.BENCH_STREAM_SERVER_ARGS?.split(' ').filter(Boolean) ?? []

type Measured = {
  latencies: number[]
  roundLatencies: number[][]
  /** Per boost, the time until its last client had it. */
  lastPerBoost: number[]
  coldLast: number
  serverCpu: { user: number; system: number }
  clientsCpuMs: number
  rssPerConnectionKiB: number
}

/** The next reply of a client thread; the exchange is lock-step, so nothing arrives unasked. */
async function reply<T extends ClientsReply['type']>(worker: Worker, type: T): Promise<Extract<ClientsReply, { type: T }>> {
  const [message] = (await once(worker, 'message')) as [ClientsReply]
  if (message.type !== type) throw new Error(`stream clients answered ${message.type}, expected ${type}`)
  return message as Extract<ClientsReply, { type: T }>
}

/** One server of `processes` processes on a fresh database, its clients, and every boost's deliveries. */
async function measure(processes: number): Promise<Measured> {
  const database = await createPostgresDatabase()
  // Every client is this machine's one address: the per-address stream limit is lifted to let them all in.
  const server = await spawnServer({ DATABASE_URL: database.url, WEB_CONCURRENCY: String(processes), STREAMS_PER_ADDRESS: String(CLIENTS) }, { nodeArgs: SERVER_ARGS })
  const { hostname, port } = new URL(server.url)
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
    const measured: Measured = {
      latencies: [],
      roundLatencies: Array.from({ length: ROUNDS }, () => []),
      lastPerBoost: [],
      coldLast: 0,
      serverCpu: { user: 0, system: 0 },
      clientsCpuMs: 0,
      rssPerConnectionKiB: round(((rssAfter - rssBefore) * 1024) / CLIENTS / 1024, 1),
    }
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
      if (i === 0) measured.coldLast = last
      if (i < WARM_UP) continue
      for (const time of times) {
        measured.latencies.push(time - committed)
        measured.roundLatencies[Math.floor((i - WARM_UP) / BOOSTS)]!.push(time - committed)
      }
      measured.lastPerBoost.push(last)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const cpuAfter = server.cpuMs()
    measured.serverCpu = { user: cpuAfter.user - cpuBefore.user, system: cpuAfter.system - cpuBefore.system }
    const clientsCpu = process.cpuUsage(clientsCpuBefore)
    measured.clientsCpuMs = (clientsCpu.user + clientsCpu.system) / 1000
    await Promise.all(workers.map((worker) => worker.terminate()))
    return measured
  } finally {
    await db.close()
    await server.stop()
    await database.drop()
  }
}

const perBoost = (ms: number) => round(ms / (ROUNDS * BOOSTS), 1)
const clients = CLIENTS.toLocaleString('en-US')
const cluster = await measure(PROCESSES)
const single = PROCESSES > 1 ? await measure(1) : cluster
const inProcesses = `${PROCESSES} server process${PROCESSES === 1 ? '' : 'es'}`

const figures: Figure[] = [
  { name: `delivery p50 (commit → client, ${clients} clients, ${inProcesses})`, value: round(percentile(cluster.latencies, 50), 1), unit: 'ms' },
  { name: 'delivery p99', value: percentile(cluster.latencies, 99), unit: 'ms', target: { below: 100 } },
  ...cluster.roundLatencies.map((inRound, index) => ({
    name: `delivery p99, round ${index + 1} of ${ROUNDS}`,
    value: percentile(inRound, 99),
    unit: 'ms',
    target: { below: 100 },
  })),
  { name: 'time until the last client has a boost, p50 over boosts', value: round(percentile(cluster.lastPerBoost, 50), 1), unit: 'ms' },
  // What one fan-out costs the server whatever else runs on the machine; the kernel's share is the sockets' sends.
  { name: 'server CPU per boost, in its own code (all processes)', value: perBoost(cluster.serverCpu.user), unit: 'ms' },
  { name: 'server CPU per boost, in the kernel (all processes)', value: perBoost(cluster.serverCpu.system), unit: 'ms' },
  // The clients' reads are taken from the same cores the server runs on.
  { name: "the benchmark clients' CPU per boost (user + kernel)", value: perBoost(cluster.clientsCpuMs), unit: 'ms' },
  { name: 'server memory per connection', value: cluster.rssPerConnectionKiB, unit: 'KiB' },
]
if (single !== cluster) {
  figures.push(
    { name: 'one server process: delivery p99', value: round(percentile(single.latencies, 99), 1), unit: 'ms', comparison: `p50 ${round(percentile(single.latencies, 50), 1)} ms` },
    ...single.roundLatencies.map((inRound, index) => ({ name: `one server process: delivery p99, round ${index + 1} of ${ROUNDS}`, value: round(percentile(inRound, 99), 1), unit: 'ms' })),
    { name: 'one server process: time until the last client has a boost, p50', value: round(percentile(single.lastPerBoost, 50), 1), unit: 'ms' },
    { name: 'one server process: CPU per boost, own code / kernel', value: perBoost(single.serverCpu.user + single.serverCpu.system), unit: 'ms', comparison: `${perBoost(single.serverCpu.user)} / ${perBoost(single.serverCpu.system)} ms` },
  )
}

report('stream', figures, [
  `${ROUNDS} rounds in a row of ${BOOSTS} boosts, each delivered to all ${CLIENTS} clients (${cluster.latencies.length} deliveries), after ${WARM_UP} warm-up boosts; then the same with one server process`,
  `the first boost after the server started reached its last client after ${round(cluster.coldLast, 1)} ms`,
  `the server is ${inProcesses} sharing one port (WEB_CONCURRENCY=${PROCESSES}; the primary hands each connection to the next process), on PostgreSQL; the clients are bare HTTP/1.1 sockets spread over ${THREADS} threads of the benchmark process, on the same ${os.cpus().length} cores`,
])
