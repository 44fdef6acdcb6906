// 10,000 concurrent stream clients on one server process: how long until a committed boost has
// reached every one of them (p50/p99 over all deliveries), and the server's memory per connection.
import http from 'node:http'
import { openDatabase } from '../server/db.ts'
import { createLedger } from '../server/services/ledger.ts'
import { BOOST_CHANNEL } from '../server/services/live.ts'
import { spawnServer } from '../tests/support/serverProcess.ts'
import { createPostgresDatabase, percentile, report, round } from './support.ts'

const CLIENTS = Number(process.env.BENCH_STREAM_CLIENTS ?? 10_000)
const BOOSTS = Number(process.env.BENCH_STREAM_BOOSTS ?? 20)

const database = await createPostgresDatabase()
const server = await spawnServer({ DATABASE_URL: database.url })
const baseUrl = server.url

const received = new Map<number, number[]>()
const sockets: http.ClientRequest[] = []
function connect(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/stream/boosts`, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      let buffer = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        const now = performance.now()
        buffer += chunk
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const id = /^id: (\d+)$/m.exec(frame)
          if (id && frame.includes('data: ')) {
            const list = received.get(Number(id[1])) ?? []
            list.push(now)
            received.set(Number(id[1]), list)
          }
        }
      })
      resolve()
    })
    request.on('error', reject)
    sockets.push(request)
  })
}

const db = await openDatabase({ kind: 'postgres', url: database.url })
try {
  await new Promise((resolve) => setTimeout(resolve, 500))
  const rssBefore = server.rssKb()
  for (let i = 0; i < CLIENTS; i += 500) await Promise.all(Array.from({ length: Math.min(500, CLIENTS - i) }, connect))
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const rssAfter = server.rssKb()

  // The server learns of these boosts the way it learns of another instance's: a NOTIFY.
  const ledger = createLedger(db, () => void db.query('select pg_notify(?, ?)', [BOOST_CHANNEL, '']))
  const latencies: number[] = []
  const perBoostAll: number[] = []
  for (let i = 0; i < BOOSTS; i++) {
    const { event } = await ledger.record({ ref: `cs_stream_${i}`, creatorId: 'bench-creator', channel: 'fiat', grossCents: 500, currency: 'usd', demo: false })
    const committed = performance.now()
    const deadline = committed + 10_000
    while ((received.get(event.id)?.length ?? 0) < CLIENTS && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2))
    const times = received.get(event.id) ?? []
    for (const time of times) latencies.push(time - committed)
    perBoostAll.push(Math.max(...times) - committed)
    if (times.length < CLIENTS) throw new Error(`boost ${event.id} reached ${times.length} of ${CLIENTS} clients`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  report(
    'stream',
    [
      { name: `delivery p50 (commit → client, ${CLIENTS.toLocaleString('en-US')} clients)`, value: round(percentile(latencies, 50), 1), unit: 'ms' },
      { name: 'delivery p99', value: round(percentile(latencies, 99), 1), unit: 'ms', target: '< 100 ms' },
      { name: 'time until the last client has a boost, p50 over boosts', value: round(percentile(perBoostAll, 50), 1), unit: 'ms' },
      { name: 'server memory per connection', value: round(((rssAfter - rssBefore) * 1024) / CLIENTS / 1024, 1), unit: 'KiB' },
    ],
    [`${BOOSTS} boosts, each delivered to all ${CLIENTS} clients (${latencies.length} deliveries); the recorder and the clients share one process, the server runs in its own`],
  )
} finally {
  for (const socket of sockets) socket.destroy()
  await db.close()
  await server.stop()
  await database.drop()
}
