// `npm run drill:soak`: two minutes of mixed load on one server process: demo checkouts and
// completions, reads, and 2,000 open stream clients; half the boosts go to a creator with a public
// page, a goal, blocked words and a webhook endpoint on a receiver run here, with messages that
// carry links and profanity. Passes with zero errors, every boost delivered to every stream
// client, every boost.created delivered once with a valid signature, the goal equal to the sum of
// its boosts, no message shown unmoderated, and the live heap after full collections flat after
// warm-up (the resident-memory curve is printed beside it).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Webhook } from 'standardwebhooks'
import { goalTargetLimits } from '../../core/creatorPage.ts'
import { cookieJar } from '../support/cookieJar.ts'
import { createPostgresDatabase } from '../support/postgres.ts'
import { spawnServer } from '../support/serverProcess.ts'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120)
const CLIENTS = Number(process.env.SOAK_STREAM_CLIENTS ?? 2000)
const WORKERS = Number(process.env.SOAK_WORKERS ?? 8)
const HEAP_LIMIT_MB = 256

/** The creator with a page, a goal, moderation and a webhook endpoint. */
const PAGE_CREATOR = 'soak-page'
const BLOCKED_WORDS = ['rosebud', 'spoiler']
// Messages fans send the page creator, and what must never reach a fan as written: links,
// profanity and the creator's blocked words.
const MESSAGES = [
  'Thanks for the stream!',
  'free skins at https://skins.example.com/deal',
  'what the fuck was that play',
  'no Rosebud spoilers please',
  'visit evilsite.gg you shitlord',
]
const UNMODERATED = ['skins.example.com', 'fuck', 'rosebud', 'spoiler', 'evilsite.gg', 'shit']

const errors: string[] = []
/** Where a message appeared as written: the stream, the page, the goal read, the events list, a webhook. */
const unmoderatedSeen: string[] = []
function checkModerated(where: string, text: string) {
  const lower = text.toLowerCase()
  const found = UNMODERATED.find((word) => lower.includes(word))
  if (found && unmoderatedSeen.length < 1000) unmoderatedSeen.push(`${where}: "${found}"`)
}

// The creator's webhook receiver: every request answered 200, counted by its webhook-id and boost.
let webhookSecret = ''
const byWebhookId = new Map<string, number>()
const byBoostId = new Map<number, number>()
let deliveries = 0
let badSignatures = 0
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8')
    deliveries += 1
    try {
      new Webhook(webhookSecret).verify(body, request.headers as Record<string, string>)
    } catch {
      badSignatures += 1
    }
    const id = String(request.headers['webhook-id'])
    byWebhookId.set(id, (byWebhookId.get(id) ?? 0) + 1)
    const { type, data } = JSON.parse(body) as { type: string; data: { id: string } }
    if (type === 'boost.created') byBoostId.set(Number(data.id), (byBoostId.get(Number(data.id)) ?? 0) + 1)
    checkModerated('webhook', body)
    response.writeHead(200).end()
  })
})
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/boost`

const usePglite = process.env.SOAK_DATABASE === 'pglite'
const postgres = usePglite ? undefined : await createPostgresDatabase()
const dataDir = mkdtempSync(join(tmpdir(), 'boost-soak-'))
const server = await spawnServer({
  RATE_LIMIT_PER_MINUTE: '100000000',
  // Every stream client is this machine's one address.
  STREAMS_PER_ADDRESS: String(CLIENTS),
  DATA_DIR: dataDir,
  // The receiver is on this machine.
  WEBHOOKS_ALLOW_PRIVATE: '1',
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  // A capped old space makes V8 collect fully every so often, so the live heap is sampled through the run.
}, { nodeArgs: ['--trace-gc', `--max-old-space-size=${HEAP_LIMIT_MB}`] })
const baseUrl = server.url
const rssMb = () => Math.round(server.rssKb() / 1024)
// What the JavaScript heap holds after each full collection (V8's --trace-gc): what is still
// alive, without the garbage the resident size also counts between collections.
const liveHeap: { second: number; mb: number }[] = []
let soakStarted = Date.now()
server.process.stdout!.on('data', (chunk: Buffer) => {
  for (const match of chunk.toString().matchAll(/Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(/g)) {
    liveHeap.push({ second: Math.round((Date.now() - soakStarted) / 1000), mb: Math.round(Number(match[1])) })
  }
})

/** The page creator connected through demo onboarding, their words blocked, a goal set and the receiver added, as from the console. */
async function setUpPageCreator() {
  const browser = cookieJar(baseUrl)
  const must = async (response: Promise<Response>, what: string) => {
    const answer = await response
    if (answer.status >= 400) throw new Error(`${what} answered ${answer.status} ${await answer.text()}`)
    return answer
  }
  const onboarded = await must(browser.request(`/api/creators/${PAGE_CREATOR}/stripe/onboard`, { method: 'POST', body: { name: 'Soak Creator' } }), 'onboarding')
  const { url } = (await onboarded.json()) as { url: string }
  await must(browser.request(new URL(url).pathname + new URL(url).search), 'demo connect')
  await must(browser.request(`/api/creators/${PAGE_CREATOR}/alerts`, { method: 'PUT', body: { blockedWords: BLOCKED_WORDS } }), 'blocking words')
  await must(browser.request(`/api/creators/${PAGE_CREATOR}/goal`, { method: 'PUT', body: { title: 'A new desk', target: goalTargetLimits('usd').max / 100 } }), 'setting the goal')
  const added = await must(browser.request(`/api/creators/${PAGE_CREATOR}/webhooks`, { method: 'POST', body: { url: receiverUrl, events: ['boost.created'] } }), 'adding the webhook')
  webhookSecret = ((await added.json()) as { secret: string }).secret
}
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
          // Every client gets the same events: one reads them all for messages shown as written.
          if (index === 0) checkModerated('stream', buffer.slice(0, end))
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
/** The page creator's boosts: id to gross cents. */
const pageBoosts = new Map<number, number>()
let checkouts = 0
let reads = 0
try {
  await setUpPageCreator()
  for (let i = 0; i < CLIENTS; i += 250) await Promise.all(Array.from({ length: Math.min(250, CLIENTS - i) }, (_, k) => openStream(i + k)))
  const memory: { second: number; rssMb: number }[] = [{ second: 0, rssMb: rssMb() }]
  const started = Date.now()
  soakStarted = started
  liveHeap.length = 0
  const sampler = setInterval(() => memory.push({ second: Math.round((Date.now() - started) / 1000), rssMb: rssMb() }), 10_000)
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      const identity = (await call('POST', '/api/supporters/identify', { anonId: `anon_soak_worker_${worker}_0000` })) as { supporterId?: string }
      for (let turn = 0; Date.now() - started < SECONDS * 1000; turn++) {
        // Every other boost goes to the page creator, with a message.
        const toPage = turn % 2 === 1
        const amount = 1 + (checkouts % 50)
        const session = (await call('POST', '/api/checkout', {
          amount, currency: 'usd', creator_id: toPage ? PAGE_CREATOR : `soak-creator-${worker % 4}`, supporter_id: identity.supporterId, demo: true,
          ...(toPage ? { message: MESSAGES[(turn * WORKERS + worker) % MESSAGES.length] } : {}),
        })) as { sessionId?: string }
        checkouts += 1
        if (session?.sessionId) {
          await call('POST', `/api/checkout/demo/${session.sessionId}/complete`, {})
          const status = (await call('GET', `/api/checkout/sessions/${session.sessionId}`)) as { boostId?: number }
          if (status?.boostId) recorded.add(status.boostId)
          if (status?.boostId && toPage) pageBoosts.set(status.boostId, amount * 100)
        }
        await call('GET', '/api/boost-stats')
        await call('GET', '/api/leaderboard/weekly?limit=10')
        await call('GET', `/api/boost-events?limit=20&creatorId=soak-creator-${worker % 4}`)
        checkModerated('page', String(await call('GET', `/c/${PAGE_CREATOR}`)))
        checkModerated('goal', JSON.stringify(await call('GET', `/api/creators/${PAGE_CREATOR}`)))
        checkModerated('events', JSON.stringify(await call('GET', `/api/boost-events?limit=20&creatorId=${PAGE_CREATOR}`)))
        reads += 6
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
  const webhooksMissing = () => [...pageBoosts.keys()].filter((id) => !byBoostId.has(id)).length
  while (webhooksMissing() > 0 && Date.now() < deadline + 20_000) await new Promise((resolve) => setTimeout(resolve, 200))
  const lost = webhooksMissing()
  // The same delivery twice (a webhook-id seen again), and one boost sent under two deliveries.
  const duplicates = [...byWebhookId.values()].reduce((sum, count) => sum + count - 1, 0)
  const sentTwice = [...byBoostId.values()].filter((count) => count > 1).length
  const unexpected = [...byBoostId.keys()].filter((id) => !pageBoosts.has(id)).length
  const { goal } = (await call('GET', `/api/creators/${PAGE_CREATOR}`)) as { goal: { raisedCents: number } | null }
  const boostedCents = [...pageBoosts.values()].reduce((sum, cents) => sum + cents, 0)
  const goalRight = goal?.raisedCents === boostedCents

  const afterWarmUp = memory.filter((sample) => sample.second >= 30)
  const growth = afterWarmUp.length >= 2 ? afterWarmUp.at(-1)!.rssMb - afterWarmUp[0]!.rssMb : 0
  // A leak shows as what stays alive after full collections growing; the resident size also counts
  // garbage waiting for the next collection, which a busy minute piles up without anything leaking.
  const liveAfterWarmUp = liveHeap.filter((sample) => sample.second >= 30)
  const liveGrowth = liveAfterWarmUp.length >= 2 ? liveAfterWarmUp.at(-1)!.mb - liveAfterWarmUp[0]!.mb : null
  console.log(`soak: ${SECONDS} s on ${postgres ? 'PostgreSQL' : 'PGlite'}, ${WORKERS} workers, ${CLIENTS} stream clients`)
  console.log(`soak: ${checkouts} checkouts, ${recorded.size} boosts recorded, ${reads} reads, ${errors.length} errors`)
  console.log(`soak: ${recorded.size * CLIENTS - undelivered} of ${recorded.size * CLIENTS} deliveries arrived (${undelivered} missing)`)
  console.log(`soak: webhooks: ${pageBoosts.size} boosts to ${PAGE_CREATOR}, ${deliveries} deliveries received, ${lost} lost, ${duplicates} duplicates by webhook-id, ${sentTwice} boosts sent twice, ${unexpected} unexpected, ${badSignatures} bad signatures`)
  console.log(`soak: goal: raised ${goal?.raisedCents ?? 'no goal'} cents, boosts sum to ${boostedCents} cents${goalRight ? '' : ' (MISMATCH)'}`)
  console.log(`soak: moderation: ${unmoderatedSeen.length} unmoderated messages seen on the stream, page, goal, events or webhooks`)
  console.log(`soak: server memory (MB) by second: ${memory.map((sample) => `${sample.second}s=${sample.rssMb}`).join(', ')}`)
  console.log(`soak: growth after warm-up (30 s on): ${growth} MB resident, ${liveGrowth ?? 'unknown (fewer than two full collections)'} MB live heap`)
  console.log(`soak: live heap after full collections (MB) by second: ${liveHeap.map((sample) => `${sample.second}s=${sample.mb}`).join(', ') || 'none'}`)
  for (const error of errors.slice(0, 10)) console.log(`soak: error: ${error}`)
  for (const seen of unmoderatedSeen.slice(0, 10)) console.log(`soak: unmoderated: ${seen}`)
  const flat = liveGrowth === null ? growth <= 64 : liveGrowth <= 32
  const webhooksRight = lost === 0 && duplicates === 0 && sentTwice === 0 && unexpected === 0 && badSignatures === 0
  if (errors.length > 0 || undelivered > 0 || !flat || !webhooksRight || !goalRight || unmoderatedSeen.length > 0) {
    console.log(`soak: FAILED${flat ? '' : ' (memory grew)'}`)
    process.exitCode = 1
  } else {
    console.log('soak: passed: zero errors, every boost to every client, every webhook once and signed, the goal equal to its boosts, no message unmoderated, memory flat after warm-up')
  }
} finally {
  for (const socket of sockets) socket.destroy()
  agent.destroy()
  await server.stop()
  receiver.close()
  await postgres?.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
