// `npm run drill:soak`: two minutes of mixed load on one server process: demo checkouts and
// completions, reads, and 2,000 open stream clients. Passes with zero errors, every boost
// delivered to every stream client, and memory flat after warm-up (the curve is printed).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPostgresDatabase } from '../support/postgres.ts'
import { spawnServer } from '../support/serverProcess.ts'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120)
const CLIENTS = Number(process.env.SOAK_STREAM_CLIENTS ?? 2000)
const WORKERS = Number(process.env.SOAK_WORKERS ?? 8)

const usePglite = process.env.SOAK_DATABASE === 'pglite'
const postgres = usePglite ? undefined : await createPostgresDatabase()
const dataDir = mkdtempSync(join(tmpdir(), 'boost-soak-'))
const server = await spawnServer({ RATE_LIMIT_PER_MINUTE: '100000000', DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) })
const baseUrl = server.url
const rssMb = () => Math.round(server.rssKb() / 1024)

const errors: string[] = []
const streamIds: Set<number>[] = []
const sockets: http.ClientRequest[] = []
const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS * 2 })

function openStream(index: number): Promise<void> {
  const seen = new Set<number>()
  streamIds[index] = seen
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/stream/boosts`, { agent: false }, (response) => {
      let buffer = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        buffer += chunk
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const id = /^id: (\d+)$/m.exec(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
          if (id) seen.add(Number(id[1]))
        }
      })
      response.on('end', () => errors.push(`stream client ${index} was closed by the server`))
      resolve()
    })
    request.on('error', (error) => (sockets.length < CLIENTS ? reject(error) : errors.push(`stream ${index}: ${error.message}`)))
    sockets.push(request)
  })
}

/**
 * One request. A reset on a reused keep-alive socket (the server closed it as idle just as it was
 * reused) is retried once, as HTTP clients do; checkouts carry an Idempotency-Key so that is safe.
 */
function call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey = randomUUID(), retried = false): Promise<unknown> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const headers = { ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), 'idempotency-key': idempotencyKey }
    const request = http.request(`${baseUrl}${path}`, { method, agent, headers }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => {
        if ((response.statusCode ?? 500) >= 400) errors.push(`${method} ${path} → ${response.statusCode} ${text.slice(0, 120)}`)
        try {
          resolve(JSON.parse(text))
        } catch {
          resolve(text)
        }
      })
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' && request.reusedSocket && !retried) return resolve(call(method, path, body, idempotencyKey, true))
      errors.push(`${method} ${path}: ${error.message}`)
      resolve(undefined)
    })
    request.end(payload)
  })
}

const recorded = new Set<number>()
let checkouts = 0
let reads = 0
try {
  for (let i = 0; i < CLIENTS; i += 250) await Promise.all(Array.from({ length: Math.min(250, CLIENTS - i) }, (_, k) => openStream(i + k)))
  const memory: { second: number; rssMb: number }[] = [{ second: 0, rssMb: rssMb() }]
  const started = Date.now()
  const sampler = setInterval(() => memory.push({ second: Math.round((Date.now() - started) / 1000), rssMb: rssMb() }), 10_000)
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      const identity = (await call('POST', '/api/supporters/identify', { anonId: `anon_soak_worker_${worker}_0000` })) as { supporterId?: string }
      while (Date.now() - started < SECONDS * 1000) {
        const session = (await call('POST', '/api/checkout', { amount: 1 + (checkouts % 50), currency: 'usd', creator_id: `soak-creator-${worker % 4}`, supporter_id: identity.supporterId })) as { sessionId?: string }
        checkouts += 1
        if (session?.sessionId) {
          await call('POST', `/api/checkout/demo/${session.sessionId}/complete`, {})
          const status = (await call('GET', `/api/checkout/sessions/${session.sessionId}`)) as { boostId?: number }
          if (status?.boostId) recorded.add(status.boostId)
        }
        await call('GET', '/api/boost-stats')
        await call('GET', '/api/leaderboard/weekly?limit=10')
        await call('GET', `/api/boost-events?limit=20&creatorId=soak-creator-${worker % 4}`)
        reads += 3
      }
    }),
  )
  clearInterval(sampler)
  memory.push({ second: Math.round((Date.now() - started) / 1000), rssMb: rssMb() })
  // Give the last boosts a moment to reach every client.
  const deadline = Date.now() + 10_000
  const missing = () => streamIds.reduce((sum, seen) => sum + [...recorded].filter((id) => !seen.has(id)).length, 0)
  while (missing() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
  const undelivered = missing()

  const afterWarmUp = memory.filter((sample) => sample.second >= 30)
  const growth = afterWarmUp.length >= 2 ? afterWarmUp.at(-1)!.rssMb - afterWarmUp[0]!.rssMb : 0
  console.log(`soak: ${SECONDS} s on ${postgres ? 'PostgreSQL' : 'PGlite'}, ${WORKERS} workers, ${CLIENTS} stream clients`)
  console.log(`soak: ${checkouts} checkouts, ${recorded.size} boosts recorded, ${reads} reads, ${errors.length} errors`)
  console.log(`soak: ${recorded.size * CLIENTS - undelivered} of ${recorded.size * CLIENTS} deliveries arrived (${undelivered} missing)`)
  console.log(`soak: server memory (MB) by second: ${memory.map((sample) => `${sample.second}s=${sample.rssMb}`).join(', ')}`)
  console.log(`soak: growth after warm-up (30 s on): ${growth} MB`)
  for (const error of errors.slice(0, 10)) console.log(`soak: error: ${error}`)
  const flat = growth <= 64
  if (errors.length > 0 || undelivered > 0 || !flat) {
    console.log(`soak: FAILED${flat ? '' : ' (memory grew)'}`)
    process.exitCode = 1
  } else {
    console.log('soak: passed: zero errors, every boost to every client, memory flat after warm-up')
  }
} finally {
  for (const socket of sockets) socket.destroy()
  agent.destroy()
  await server.stop()
  await postgres?.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
