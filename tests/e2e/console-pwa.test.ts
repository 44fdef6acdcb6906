// The console as an installable app in Chromium: a valid web app manifest with real PNG icons,
// a service worker registered from the console pages (and only there), Chromium's own
// installability check, the console shell loading with the network off, and nothing a signed-in
// creator read left behind for the next person at that browser once they sign out.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, chromiumPath, launchBrowser, pageIdle } from '../support/browser.ts'
import { demoBoost } from './fans-helpers.ts'
import { connectOnEasySetup, hydrated, recordDemoBoost } from './site-helpers.ts'

const baseUrl = inject('baseUrl')
const CONSOLE_PAGES = ['/easy', '/onboard', '/boost', '/analytics', '/alerts', '/webhooks', '/account', '/admin/checklist']

type Manifest = {
  name: string
  short_name: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose?: string }[]
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  expect(String.fromCharCode(...bytes.slice(12, 16))).toBe('IHDR')
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

describe('the console’s web app manifest', () => {
  it('names the app, starts at /easy, runs standalone, and has PNG icons of 192 and 512 px, maskable included', async () => {
    const response = await fetch(`${baseUrl}/manifest.webmanifest`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    const manifest = (await response.json()) as Manifest
    expect(manifest).toMatchObject({
      name: 'Boost Creator Console',
      short_name: 'Boost',
      start_url: '/easy',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    })
    const png = manifest.icons.filter((icon) => icon.type === 'image/png')
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable'])
    for (const icon of [...png, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const image = await fetch(new URL(icon.src, baseUrl))
      expect(image.status, icon.src).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(pngSize(new Uint8Array(await image.arrayBuffer())), icon.src).toEqual({ width, height })
    }
  })

  it('is linked from every console page’s head, with the touch icon', async () => {
    for (const path of CONSOLE_PAGES) {
      const html = await (await fetch(`${baseUrl}${path}`)).text()
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"/>')
      expect(html, path).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>')
    }
  })
})

describe.skipIf(browserMissing)('the console as an app in Chromium', () => {
  let browser: Browser
  let context: BrowserContext

  beforeAll(async () => {
    browser = await launchBrowser()
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
  })

  async function registrations(page: Page): Promise<string[]> {
    return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope))
  }

  it('registers no service worker from the public site', async () => {
    const site = await browser.newContext()
    // Every call to register, kept by the page: a page is hydrated once its effects, where a console registers, have run.
    await site.addInitScript(() => {
      const calls: string[] = []
      Object.assign(window, { registerCalls: calls })
      const register = ServiceWorkerContainer.prototype.register
      ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, url: string | URL, options?: RegistrationOptions) {
        calls.push(String(url))
        return register.call(this, url, options)
      }
    })
    const page = await site.newPage()
    for (const path of ['/', '/docs', '/leaderboard']) {
      await page.goto(`${baseUrl}${path}`)
      await hydrated(page)
      await pageIdle(page)
      await expect(page.evaluate(() => (window as unknown as { registerCalls: string[] }).registerCalls), path).resolves.toEqual([])
    }
    await expect(registrations(page)).resolves.toEqual([])
    await site.close()
  })

  it('registers its service worker from a console page, and Chromium finds it installable', async () => {
    // A profile on disk: Chromium never offers to install an app from an incognito-like context.
    const profile = mkdtempSync(join(tmpdir(), 'boost-pwa-profile-'))
    const persistent = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath!,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
      viewport: { width: 1280, height: 900 },
    })
    try {
      const page = await persistent.newPage()
      await page.goto(`${baseUrl}/analytics`)
      await hydrated(page)
      const worker = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return { scope: registration.scope, script: registration.active?.scriptURL ?? null }
      })
      expect(worker).toEqual({ scope: `${baseUrl}/`, script: `${baseUrl}/sw.js` })
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

      const cdp = await persistent.newCDPSession(page)
      const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] }
      expect(url).toBe(`${baseUrl}/manifest.webmanifest`)
      expect(errors).toEqual([])
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
      expect(installabilityErrors).toEqual([])
    } finally {
      await persistent.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  it('loads the console shell with the network off, says it is offline, and shows the last boosts it read', async () => {
    const { ref } = await recordDemoBoost(baseUrl, { amount: 5, creatorId: 'pwa-offline' })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/analytics`)
    await hydrated(page)
    await page.evaluate(() => navigator.serviceWorker.ready)
    // Read once more through the worker, which keeps the API's answers for offline use. A page
    // loaded once the worker is active is always its own (a navigation still under way when the
    // worker claimed its pages may not be).
    await page.reload()
    await hydrated(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.locator(`[data-boost-row="${ref}"]`).waitFor()
    // The shell was cached at install: every console page.
    const cached = await page.evaluate(async (paths) => {
      const names = await caches.keys()
      const shell = await caches.open(names.find((name) => name.startsWith('boost-console-shell-'))!)
      return Promise.all(paths.map(async (path) => Boolean(await shell.match(path))))
    }, CONSOLE_PAGES)
    expect(cached).toEqual(CONSOLE_PAGES.map(() => true))

    await context.setOffline(true)
    try {
      await page.reload()
      await hydrated(page)
      await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: /Analytics/ }).waitFor()
      await expect(page.locator('[data-console-shell]').getAttribute('data-online')).resolves.toBe('false')
      await page.locator('[data-offline-badge]').waitFor()
      // The events list is kept for offline use like the stats beside it.
      await page.locator(`[data-boost-row="${ref}"]`).waitFor()

      // Another console page, never opened in this tab, comes from the cache too.
      await page.goto(`${baseUrl}/boost`)
      await hydrated(page)
      await page.getByRole('heading', { name: 'Try the Boost widget, then take the code' }).waitFor()

      // Every console page opens, each saying it is offline: none is left to the browser's offline error.
      for (const path of ['/alerts', '/webhooks', '/account', '/easy', '/onboard', '/admin/checklist']) {
        await page.goto(`${baseUrl}${path}`)
        await hydrated(page)
        await page.locator('[data-offline-note]').waitFor()
        await page.getByRole('navigation', { name: 'Console sections' }).waitFor({ state: 'attached' })
      }

      // The public site is not the console's to serve offline.
      await expect(page.goto(`${baseUrl}/docs`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/)
    } finally {
      await context.setOffline(false)
    }
    await page.close()
  })

  it('keeps nothing a signed-in creator read: after sign-out, /analytics offline shows none of their messages', async () => {
    const own = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await own.newPage()
    const creatorId = await connectOnEasySetup(page, baseUrl)
    // Fans see it masked; only the creator, signed in, reads it as written.
    const original = 'Only for you, what the fuck'
    await demoBoost(baseUrl, { amount: 5, creatorId, message: original })
    await page.goto(`${baseUrl}/analytics?creatorId=${creatorId}`)
    await hydrated(page)
    await page.evaluate(() => navigator.serviceWorker.ready)
    // Read once more through the worker, which would keep what it may (a page loaded once the worker is active is its own).
    await page.reload()
    await hydrated(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await expect(page.content()).resolves.toContain(original)

    // The server marks what it answered for this creator as nobody's to keep.
    const events = await page.request.get(`${baseUrl}/api/boost-events?creatorId=${creatorId}`)
    expect(events.headers()['cache-control']).toBe('private, no-store')
    const analytics = await page.request.get(`${baseUrl}/analytics?creatorId=${creatorId}`)
    expect(analytics.headers()['cache-control']).toBe('private, no-store')

    // An answer an earlier worker kept (it kept private ones): the sign-out deletes the worker's API answers.
    await page.evaluate(async ({ creatorId, original }) => {
      const cache = await caches.open('boost-console-api-v1')
      await cache.put(`/api/boost-events?creatorId=${creatorId}`, new Response(JSON.stringify([{ message: original }])))
    }, { creatorId, original })
    await page.getByRole('button', { name: 'Sign out' }).first().click()
    await page.waitForURL(/\/signin\?signedOut=1/)
    await own.setOffline(true)
    try {
      // Offline the worker answers: with the console shell, or not at all; never with what the creator read.
      await page.goto(`${baseUrl}/analytics?creatorId=${creatorId}`).catch(() => null)
      await expect(page.content()).resolves.not.toContain(original)
      const kept = await page.evaluate(async () => {
        const texts: string[] = []
        for (const name of await caches.keys()) {
          const cache = await caches.open(name)
          for (const request of await cache.keys()) texts.push(await ((await cache.match(request))?.text() ?? ''))
        }
        return texts.join('\n')
      })
      expect(kept).not.toContain(original)
    } finally {
      await own.close()
    }
  })
})
