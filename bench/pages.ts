// Prerendered pages served by Boost next to the same file served by a bare node:http static
// server in the same run: requests per second and p50/p99 latency with 50 keep-alive clients. Then
// a creator's page (/c/<id>, rendered with its goal and last 20 boosts, kept until their next
// boost) next to a prerendered page, with 50 keep-alive clients each, as the issue asks: once
// quiet, once while boosts arrive, so every boost makes the kept page stale and it is rendered again.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIfNeeded } from '../scripts/build-if-needed.ts'
import { spawnServer } from '../tests/support/serverProcess.ts'
import { percentile, report, round, runConcurrently } from './support.ts'

const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 5000)
const CONCURRENCY = 50
const PAGES = ['/', '/terms']
const CREATOR_ID = 'bench-creator'
/** Boosts a second to the creator while the page is read: each one makes the kept page stale. */
const BOOSTS_PER_SECOND = 10
const ROUNDS = 3
const PER_ROUND = Math.round(REQUESTS / ROUNDS)

buildIfNeeded()
const dataDir = mkdtempSync(join(tmpdir(), 'boost-bench-'))
const server = await spawnServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000' })
const boostUrl = server.url

const files = new Map(PAGES.map((page) => [page, readFileSync(join('dist/client', page === '/' ? 'index.html' : `${page}/index.html`))]))
const staticServer = http.createServer((request, response) => {
  const body = files.get(request.url ?? '/')
  response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
  response.end(body)
})
await new Promise<void>((resolve) => staticServer.listen(0, '127.0.0.1', resolve))
const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`

type Run = { times: number[]; elapsed: number; requests: number; etags: Set<string> }

async function run(base: string, paths: string[], requests: number, concurrency = CONCURRENCY): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const times: number[] = []
  const etags = new Set<string>()
  const get = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now()
      http.get(`${base}${path}`, { agent }, (response) => {
        response.resume()
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`))
          times.push(performance.now() - started)
          etags.add(String(response.headers.etag))
          resolve()
        })
      }).on('error', reject)
    })
  await runConcurrently(500, concurrency, (i) => get(paths[i % paths.length]!))
  times.length = 0
  etags.clear()
  const elapsed = await runConcurrently(requests, concurrency, (i) => get(paths[i % paths.length]!))
  agent.destroy()
  return { times, elapsed, requests, etags }
}

/** Requests per second and p50/p99 over one or more runs taken together. */
function summary(runs: Run[]) {
  const requests = runs.reduce((sum, part) => sum + part.requests, 0)
  const elapsed = runs.reduce((sum, part) => sum + part.elapsed, 0)
  const times = runs.flatMap((part) => part.times)
  return { rps: round(requests / (elapsed / 1000), 0), p50: round(percentile(times, 50), 2), p99: round(percentile(times, 99), 2), versions: new Set(runs.flatMap((part) => [...part.etags])).size }
}

const load = async (base: string, paths = PAGES) => summary([await run(base, paths, REQUESTS)])

/** A demo boost to the creator, paid and recorded as a fan's would be. */
async function boostCreator(message: string) {
  const checkout = await fetch(`${boostUrl}/api/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: 5, creator_id: CREATOR_ID, message, demo: true }) })
  const { sessionId } = (await checkout.json()) as { sessionId: string }
  const completed = await fetch(`${boostUrl}/api/checkout/demo/${sessionId}/complete`, { method: 'POST' })
  if (!completed.ok) throw new Error(`completing a checkout answered ${completed.status}`)
}

/** Runs `work` while BOOSTS_PER_SECOND boosts a second arrive for the creator; answers how many did. */
async function whileBoosting<T>(work: () => Promise<T>): Promise<{ result: T; boosts: number }> {
  let running = true
  let boosts = 0
  const booster = (async () => {
    while (running) {
      const next = performance.now() + 1000 / BOOSTS_PER_SECOND
      await boostCreator(`Boost during the run ${boosts}`)
      boosts += 1
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())))
    }
  })()
  try {
    return { result: await work(), boosts }
  } finally {
    running = false
    await booster
  }
}

/** A connected demo creator with a goal and 20 boosts, made through the API as the console and fans make them. */
async function seedCreatorPage(): Promise<string> {
  const onboarded = await fetch(`${boostUrl}/api/creators/${CREATOR_ID}/stripe/onboard`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Bench Creator"}' })
  const cookie = onboarded.headers.getSetCookie()[0]!.split(';')[0]!
  const { url } = (await onboarded.json()) as { url: string }
  // The demo link works for the browser that started onboarding alone.
  await fetch(url, { redirect: 'manual', headers: { cookie } })
  const goal = await fetch(`${boostUrl}/api/creators/${CREATOR_ID}/goal`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: '{"title":"New mic","target":500}' })
  if (!goal.ok) throw new Error(`setting the goal answered ${goal.status}`)
  for (let i = 0; i < 20; i++) await boostCreator(`Boost ${i}`)
  return `/c/${CREATOR_ID}`
}

try {
  const boost = await load(boostUrl)
  const bare = await load(staticUrl)
  const creatorPath = await seedCreatorPage()
  // The creator page quiet, while boosts arrive, and /terms take turns in rounds, so other load
  // on the machine falls on each alike.
  const quietRuns: Run[] = []
  const boostedRuns: Run[] = []
  const prerenderedRuns: Run[] = []
  let boostsLanded = 0
  for (let turn = 0; turn < ROUNDS; turn++) {
    quietRuns.push(await run(boostUrl, [creatorPath], PER_ROUND))
    const boosting = await whileBoosting(() => run(boostUrl, [creatorPath], PER_ROUND))
    boostedRuns.push(boosting.result)
    boostsLanded += boosting.boosts
    prerenderedRuns.push(await run(boostUrl, ['/terms'], PER_ROUND))
  }
  const creatorPage = summary(quietRuns)
  const boosted = { result: summary(boostedRuns), boosts: boostsLanded }
  const prerendered = summary(prerenderedRuns)
  report('pages', [
    { name: 'prerendered pages through Boost', value: boost.rps, unit: 'requests/s' },
    { name: 'same files from a bare node:http server', value: bare.rps, unit: 'requests/s', comparison: 'baseline' },
    { name: 'Boost / bare static server', value: boost.rps / bare.rps, unit: 'ratio' },
    { name: 'Boost p50 / p99 latency', value: boost.p50, unit: `ms / ${boost.p99} ms` },
    { name: 'bare server p50 / p99 latency', value: bare.p50, unit: `ms / ${bare.p99} ms` },
    { name: 'creator page /c/<id>, no boosts arriving', value: creatorPage.rps, unit: 'requests/s', target: { atLeast: 1000 }, comparison: `${prerendered.rps} requests/s prerendered /terms` },
    { name: 'creator page p50 latency, no boosts arriving', value: creatorPage.p50, unit: 'ms', comparison: `${prerendered.p50} ms prerendered` },
    { name: 'creator page p99 latency, no boosts arriving', value: creatorPage.p99, unit: 'ms', target: { below: 50 }, comparison: `${prerendered.p99} ms prerendered` },
    { name: `creator page /c/<id> while ${BOOSTS_PER_SECOND} boosts/s arrive`, value: boosted.result.rps, unit: 'requests/s', comparison: `${prerendered.rps} requests/s prerendered /terms` },
    { name: 'creator page p50 / p99 latency while boosts arrive', value: boosted.result.p50, unit: `ms / ${boosted.result.p99} ms`, comparison: `${prerendered.p50} ms / ${prerendered.p99} ms prerendered` },
    { name: 'creator page while boosts arrive / prerendered /terms', value: boosted.result.rps / prerendered.rps, unit: 'ratio' },
    { name: 'prerendered /terms in the same run', value: prerendered.rps, unit: 'requests/s', comparison: 'baseline' },
    { name: 'prerendered p50 / p99 latency', value: prerendered.p50, unit: `ms / ${prerendered.p99} ms` },
  ], [
    `${REQUESTS} requests over ${PAGES.join(', ')} with ${CONCURRENCY} keep-alive clients; Boost adds security headers, request ids and logging`,
    `the creator page (quiet, and while boosts arrive) and /terms: ${PER_ROUND * ROUNDS} requests each with ${CONCURRENCY} keep-alive clients, in ${ROUNDS} rounds that take turns; the page has a goal and 20 boosts; with no boosts arriving the clients saw at most ${Math.max(...quietRuns.map((part) => part.etags.size))} version(s) of the page in a round`,
    `while boosts arrive: ${boosted.boosts} boosts (demo checkouts completed through the API) landed during the run and the clients saw ${boosted.result.versions} versions of the page (ETags), each boost making the kept page stale`,
  ])
} finally {
  staticServer.close()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
