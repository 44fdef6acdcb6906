// Prerendered pages served by Boost next to the same file served by a bare node:http static
// server in the same run: requests per second and p50/p99 latency with 32 concurrent clients.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIfNeeded } from '../scripts/build-if-needed.ts'
import { spawnServer } from '../tests/support/serverProcess.ts'
import { percentile, report, round, runConcurrently } from './support.ts'

const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 5000)
const CONCURRENCY = 32
const PAGES = ['/', '/terms']

buildIfNeeded()
const dataDir = mkdtempSync(join(tmpdir(), 'boost-bench-'))
const server = await spawnServer({ DATA_DIR: dataDir })
const boostUrl = server.url

const files = new Map(PAGES.map((page) => [page, readFileSync(join('dist/client', page === '/' ? 'index.html' : `${page}/index.html`))]))
const staticServer = http.createServer((request, response) => {
  const body = files.get(request.url ?? '/')
  response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
  response.end(body)
})
await new Promise<void>((resolve) => staticServer.listen(0, '127.0.0.1', resolve))
const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`

async function load(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const times: number[] = []
  const get = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now()
      http.get(`${base}${path}`, { agent }, (response) => {
        response.resume()
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`))
          times.push(performance.now() - started)
          resolve()
        })
      }).on('error', reject)
    })
  await runConcurrently(500, CONCURRENCY, (i) => get(PAGES[i % PAGES.length]!))
  times.length = 0
  const elapsed = await runConcurrently(REQUESTS, CONCURRENCY, (i) => get(PAGES[i % PAGES.length]!))
  agent.destroy()
  return { rps: round(REQUESTS / (elapsed / 1000), 0), p50: round(percentile(times, 50), 2), p99: round(percentile(times, 99), 2) }
}

try {
  const boost = await load(boostUrl)
  const bare = await load(staticUrl)
  report('pages', [
    { name: 'prerendered pages through Boost', value: boost.rps, unit: 'requests/s' },
    { name: 'same files from a bare node:http server', value: bare.rps, unit: 'requests/s', comparison: 'baseline' },
    { name: 'Boost / bare static server', value: round(boost.rps / bare.rps, 2), unit: 'ratio' },
    { name: 'Boost p50 / p99 latency', value: boost.p50, unit: `ms / ${boost.p99} ms` },
    { name: 'bare server p50 / p99 latency', value: bare.p50, unit: `ms / ${bare.p99} ms` },
  ], [`${REQUESTS} requests over ${PAGES.join(', ')} with ${CONCURRENCY} keep-alive clients; Boost adds security headers, request ids and logging`])
} finally {
  staticServer.close()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
