// The home page's live counters in Chromium against the real ledger: a boost recorded through the
// API moves them without a reload; a cut stream shows as lost, then the counters recover by
// themselves; failing stats show "Connection Error". The page goes through a small proxy so the
// test can cut the network under the stream.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { hydrated, recordDemoBoost } from './site-helpers.ts'

const baseUrl = inject('baseUrl')

type Proxy = { url: string; cutStreams(): number; failStats(body: string | null): void; close(): Promise<void> }

/** Forwards everything to the server; can drop open event streams and fail the stats endpoint. */
async function startProxy(target: string): Promise<Proxy> {
  const streams = new Set<Socket>()
  let statsFailure: string | null = null
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (statsFailure !== null && req.url?.startsWith('/api/boost-stats')) {
      res.writeHead(503, { 'Content-Type': 'application/json' }).end(statsFailure)
      return
    }
    if (statsFailure !== null && req.url?.startsWith('/api/stream/')) {
      res.writeHead(503).end()
      return
    }
    const upstream = request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.destroy())
    if (req.url?.startsWith('/api/stream/')) {
      streams.add(req.socket)
      req.socket.once('close', () => streams.delete(req.socket))
    }
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cutStreams() {
      const count = streams.size
      for (const socket of streams) socket.destroy()
      return count
    },
    failStats(body) {
      statsFailure = body
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function counterValues(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-live-counter]')].map((element) => [
        element.dataset.liveCounter!,
        Number(element.querySelector<HTMLElement>('[data-counter]')!.dataset.value),
      ]),
    ),
  )
}

async function streamStates(page: Page): Promise<string[]> {
  return page.locator('[data-live-counter]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-stream') ?? ''))
}

async function connected(page: Page) {
  await expect.poll(() => streamStates(page), { timeout: 15_000 }).toEqual(['connected', 'connected', 'connected'])
}

describe.skipIf(browserMissing)('live counters on the home page in Chromium', () => {
  let browser: Browser
  let proxy: Proxy
  beforeAll(async () => {
    browser = await launchBrowser()
    proxy = await startProxy(baseUrl)
  })
  beforeEach(() => {
    proxy.failStats(null)
  })
  afterAll(async () => {
    await browser?.close()
    await proxy?.close()
  })

  it('moves when a boost is recorded through the API, without a reload', async () => {
    const page = await browser.newPage()
    const errors = collectErrors(page)
    await page.goto(`${proxy.url}/`)
    await hydrated(page)
    await connected(page)
    // The first load pulses the frames too; start from still counters so the boost's pulse shows.
    await expect.poll(() => page.locator('[data-counter][data-pulse="true"]').count(), { timeout: 5000 }).toBe(0)
    const before = await counterValues(page)
    await page.evaluate(() => {
      // Remember every glow and pulse, however brief.
      const seen = { pulses: 0, glowingDigits: 0 }
      ;(window as unknown as { seen: typeof seen }).seen = seen
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as HTMLElement
          if (record.attributeName === 'data-pulse' && element.dataset.pulse === 'true') seen.pulses += 1
        }
        seen.glowingDigits = Math.max(seen.glowingDigits, document.querySelectorAll('.counter-digit[data-changed="true"]').length)
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-pulse', 'data-changed'] })
    })
    // On a phone's slow CPU the new digits, their glow and the frame's pulse still land together.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
    await recordDemoBoost(baseUrl, { amount: 20, creatorId: 'site-e2e-counters' })
    await expect
      .poll(() => counterValues(page), { timeout: 10_000 })
      .toEqual({ boosts: before.boosts! + 1, xp: before.xp! + 200, revenue: before.revenue! + 20 })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const seen = await page.evaluate(() => (window as unknown as { seen: { pulses: number; glowingDigits: number } }).seen)
    expect(seen.pulses).toBe(3)
    expect(seen.glowingDigits).toBeGreaterThanOrEqual(3)
    await expect.poll(() => page.locator('[data-counter][data-pulse="true"]').count(), { timeout: 3000 }).toBe(0)
    await recordDemoBoost(baseUrl, { amount: 5, creatorId: 'site-e2e-counters' })
    await expect
      .poll(() => counterValues(page), { timeout: 10_000 })
      .toEqual({ boosts: before.boosts! + 2, xp: before.xp! + 250, revenue: before.revenue! + 25 })
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows the stream as lost when it is cut, then recovers and keeps counting', async () => {
    const page = await browser.newPage()
    await page.goto(`${proxy.url}/`)
    await hydrated(page)
    await connected(page)
    expect(proxy.cutStreams()).toBeGreaterThan(0)
    await expect.poll(() => streamStates(page), { timeout: 5000 }).toEqual(['disconnected', 'disconnected', 'disconnected'])
    await expect(page.locator('[data-live-counter="boosts"] [data-live-status]').textContent()).resolves.toBe('Stream connection lost')
    // A boost while the stream is down still arrives: by polling, or replayed when the stream reconnects.
    const before = await counterValues(page)
    await recordDemoBoost(baseUrl, { amount: 10, creatorId: 'site-e2e-counters' })
    await connected(page)
    await expect(page.locator('[data-live-counter="boosts"] [data-live-status]').textContent()).resolves.toBe('Live')
    await expect.poll(() => counterValues(page), { timeout: 10_000 }).toEqual({ boosts: before.boosts! + 1, xp: before.xp! + 100, revenue: before.revenue! + 10 })
    await recordDemoBoost(baseUrl, { amount: 1, creatorId: 'site-e2e-counters' })
    await expect.poll(() => counterValues(page), { timeout: 10_000 }).toEqual({ boosts: before.boosts! + 2, xp: before.xp! + 110, revenue: before.revenue! + 11 })
    await page.close()
  })

  it('says "Connection Error" with the reason when the stats cannot be loaded', async () => {
    proxy.failStats('{"error":"Stats are resting"}')
    const page = await browser.newPage()
    await page.goto(`${proxy.url}/`)
    await hydrated(page)
    const alert = page.locator('[data-live-counter="boosts"] [role="alert"]')
    await alert.waitFor({ timeout: 10_000 })
    await expect(alert.textContent()).resolves.toBe('Connection Error503: {"error":"Stats are resting"}')
    proxy.failStats(null)
    await connected(page)
    await expect.poll(() => page.locator('[data-live-counter] [role="alert"]').count(), { timeout: 10_000 }).toBe(0)
    await page.close()
  })
})
