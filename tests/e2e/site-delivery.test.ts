// How the built site travels: prerendered pages and hashed assets come precompressed (brotli or
// gzip, as the client accepts), revalidate through their ETag or stay cached for a year, and
// nothing private in the build folder is served; in Chromium a page's stylesheet comes first and
// its scripts at low priority, and the page still hydrates.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { formatMajor } from '../../core/money.ts'
import { XP_PER_DOLLAR, xpForCents } from '../../core/xp.ts'
import { browserMissing, launchBrowser } from '../support/browser.ts'
import { rawRequest } from '../support/rawRequest.ts'
import { contextAs, demoBoost, identify } from './fans-helpers.ts'
import { hydrated } from './site-helpers.ts'

const baseUrl = inject('baseUrl')

/** The paths of the scripts the page requests from now on. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(`${baseUrl}${path}`, headers, method)

describe('delivery of the built site', () => {
  it('ships no page the schema library: the server validates, and pages read its answers by hand', () => {
    const assets = join(import.meta.dirname, '../../dist/client/assets')
    const scripts = ['entries', 'chunks'].flatMap((dir) => readdirSync(join(assets, dir)).filter((name) => name.endsWith('.js')).map((name) => join(assets, dir, name)))
    expect(scripts.length).toBeGreaterThan(10)
    // zod keeps each schema's internals on `._zod`, a property name no minifier shortens.
    expect(scripts.filter((script) => readFileSync(script, 'utf8').includes('._zod'))).toEqual([])
  })

  it('answers a prerendered page in brotli, gzip or plain, all the same page', async () => {
    const plain = await get('/terms')
    expect(plain.status).toBe(200)
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('Terms of Service')

    const brotli = await get('/terms', { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toContain('Accept-Encoding')
    expect(brotli.body.byteLength).toBeLessThan(plain.body.byteLength / 2)
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)

    const gzip = await get('/terms', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
  })

  it('serves a folder page with and without its trailing slash, and HEAD without a body', async () => {
    const [bare, slash, index] = await Promise.all([get('/docs/embed'), get('/docs/embed/'), get('/docs/embed/index.html')])
    expect(bare.status).toBe(200)
    expect(slash.body.equals(bare.body)).toBe(true)
    expect(index.body.equals(bare.body)).toBe(true)
    const head = await get('/docs/embed', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(bare.body.byteLength))
    expect(head.body.byteLength).toBe(0)
  })

  it('lets a browser revalidate a page with its ETag', async () => {
    const first = await get('/', { 'accept-encoding': 'br' })
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.byteLength).toBe(0)
    expect((await get('/', { 'if-none-match': 'W/"something-else"' })).status).toBe(200)
  })

  it('caches hashed assets for a year, compressed', async () => {
    const page = (await get('/api')).body.toString()
    const scripts = [...page.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
    expect(scripts.length).toBeGreaterThan(1)
    // The page's largest script: tiny files are not worth a compressed copy.
    const plain = await Promise.all(scripts.map(async (path) => ({ path, answer: await get(path) })))
    const largest = plain.sort((a, b) => b.answer.body.byteLength - a.answer.body.byteLength)[0]!
    expect(largest.answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(largest.answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    const asset = await get(largest.path, { 'accept-encoding': 'br' })
    expect(asset.status).toBe(200)
    expect(asset.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(asset.body).equals(largest.answer.body)).toBe(true)
  })

  it('keeps the build manifest and the compressed copies to itself', async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404)
    expect((await get('/terms/index.html.br')).status).toBe(404)
  })

  it('renders the pages that are not prerendered, compressed on the way', async () => {
    const leaderboard = await get('/leaderboard', { 'accept-encoding': 'br' })
    expect(leaderboard.status).toBe(200)
    expect(leaderboard.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(leaderboard.body).toString()).toContain('<html')
  })
})

describe.skipIf(browserMissing)('what a page asks for first, in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
    // A creator with a page, so /c/<id> is the page rendered once and kept for every visitor.
    const onboard = await fetch(`${baseUrl}/api/creators/preload-creator/stripe/onboard`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Preload Creator' }),
    })
    // The demo link works for the browser that started onboarding alone: it carries that session.
    const cookie = onboard.headers.getSetCookie().find((value) => value.startsWith('boost_session='))?.split(';')[0] ?? ''
    await fetch(((await onboard.json()) as { url: string }).url, { redirect: 'manual', headers: { cookie } })
  })
  afterAll(() => browser?.close())

  // Prerendered, rendered per request, and rendered once and kept; hydrating whole, and only islands.
  it.each(['/boost/cancel', '/analytics', '/c/preload-creator', '/', '/leaderboard'])('fetches the stylesheet of %s at the highest priority and its entry and preloaded scripts at low, and hydrates', async (path) => {
    const page = await browser.newPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const priorities = new Map<string, string>()
    cdp.on('Network.requestWillBeSent', ({ request, type }) => {
      if (type === 'Stylesheet' || type === 'Script') priorities.set(new URL(request.url).pathname, request.initialPriority)
    })
    const html = await (await page.goto(`${baseUrl}${path}`))!.text()
    await hydrated(page)
    // The preloads the page came with (a chunk imported on demand later gets one of its own, needed at once).
    const preloaded = [...html.matchAll(/<link rel="modulepreload"([^>]*)>/g)].map(([, attributes]) => ({ script: /href="([^"]+)"/.exec(attributes!)![1]!, attributes: attributes! }))
    expect(preloaded.length).toBeGreaterThan(0)
    for (const { script, attributes } of preloaded) {
      expect(attributes, script).toContain('fetchpriority="low"')
      expect(priorities.get(script), script).toBe('Low')
    }
    const [entry] = [...html.matchAll(/<script src="([^"]+)" type="module"/g)].map(([, src]) => src!)
    expect(priorities.get(entry!), entry).toBe('Low')
    // Every script the page ran at start came with it: none was found late, in an import.
    const atStart = [...priorities.keys()].filter((url) => url.endsWith('.js'))
    expect(atStart.filter((script) => script !== entry && !preloaded.some((preload) => preload.script === script))).toEqual([])
    const stylesheets = [...priorities].filter(([url]) => url.endsWith('.css'))
    expect(stylesheets.length).toBeGreaterThan(0)
    for (const [, priority] of stylesheets) expect(priority).toBe('VeryHigh')
    await page.close()
  })

  it('ships /fees with no page script: the browser loads only its islands, and they work', async () => {
    const page = await browser.newPage()
    const scripts = scriptsRequested(page)
    // Arriving by a link from a page that hydrates whole: the client router hands the page to the server.
    await page.goto(`${baseUrl}/api`)
    await hydrated(page)
    await page.evaluate(() => delete document.documentElement.dataset.hydrated)
    scripts.length = 0
    await Promise.all([page.waitForURL(`${baseUrl}/fees`), page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click()])
    await hydrated(page)
    const entries = scripts.filter((script) => script.includes('/entries/'))
    expect(entries).toEqual([expect.stringMatching(/^\/assets\/entries\/pages_fees_client\.[\w-]+\.js$/)])

    const calculator = page.locator('[data-fee-calculator]')
    await calculator.getByLabel('Boost amount').fill('40')
    // $40: a card fee of 2.9% + 30¢, a platform fee of 2.5%, and the rest.
    const amounts = async () => (await calculator.locator('dd').allTextContents()).map((text) => text.split(' ')[0])
    await expect.poll(amounts).toEqual(['$1.46', '$1.00', '$37.54'])
    await page.getByRole('button', { name: 'Dark theme' }).click()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await page.getByRole('button', { name: 'System theme' }).click()
    await page.close()
  })

  it('ships a creator’s page as islands: its own entry alone, and its widget and share dialog work', async () => {
    const page = await browser.newPage()
    const scripts = scriptsRequested(page)
    await page.goto(`${baseUrl}/c/preload-creator`)
    await hydrated(page)
    expect(scripts.filter((script) => script.includes('/entries/'))).toEqual([expect.stringMatching(/^\/assets\/entries\/pages_c_-creatorId_client\.[\w-]+\.js$/)])
    await page.getByRole('button', { name: `Boost ${formatMajor(1000)}` }).waitFor()
    await page.getByRole('button', { name: 'QR code' }).click()
    await expect(page.getByRole('dialog', { name: 'Share Preload Creator’s page' }).isVisible()).resolves.toBe(true)
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog').count()).resolves.toBe(0)
    await page.close()
  })

  it.each([
    ['/docs', 'pages_docs_client'],
    ['/docs/embed', 'pages_docs_embed_client'],
    ['/contracts', 'pages_contracts_client'],
    ['/terms', 'pages_terms_client'],
  ])('ships %s with its islands’ entry alone, and its code blocks copy what they show', async (path, entry) => {
    const page = await browser.newPage()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const scripts = scriptsRequested(page)
    await page.goto(`${baseUrl}${path}`)
    await hydrated(page)
    expect(scripts.filter((script) => script.includes('/entries/'))).toEqual([expect.stringMatching(new RegExp(`^/assets/entries/${entry}\\.[\\w-]+\\.js$`))])
    for (const block of await page.locator('[data-code-block]').all()) {
      await block.getByRole('button', { name: 'Copy' }).click()
      const shown = await block.locator('pre').textContent()
      expect(shown).not.toContain('http://localhost:3000')
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown)
    }
    await page.close()
  })

  it('ships /api with its islands’ entry alone: code samples, the origin and each endpoint’s URL name this server', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const scripts = scriptsRequested(page)
    await page.goto(`${baseUrl}/api`)
    await hydrated(page)
    expect(scripts.filter((script) => script.includes('/entries/'))).toEqual([expect.stringMatching(/^\/assets\/entries\/pages_api_client\.[\w-]+\.js$/)])
    expect(await page.locator('main').textContent()).not.toContain('http://localhost:3000')
    await page.getByText(baseUrl, { exact: true }).waitFor()
    const tryIt = page.locator('[data-code-block]').first()
    await tryIt.getByRole('button', { name: 'Copy' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`curl ${baseUrl}/api/boost-stats`)
    const stats = page.locator('[data-endpoint]').filter({ has: page.getByRole('heading', { name: '/api/boost-stats', exact: true }) })
    await stats.getByRole('button', { name: 'Copy URL' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/api/boost-stats`)
    // An example answer names no origin: the block is the server's HTML, and only its copy button runs here.
    const example = stats.locator('[data-code-block]')
    await expect(example.locator('xpath=ancestor::*[@data-island]').count()).resolves.toBe(0)
    await example.getByRole('button', { name: 'Copy' }).click()
    const answer = await example.locator('pre').textContent()
    expect(JSON.parse(answer!)).toBeTypeOf('object')
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(answer)

    // The contents and a link to an endpoint land on what they name, however far down it is.
    const top = async (selector: string) => (await page.locator(selector).boundingBox())!.y
    await page.locator('a[href="#webhooks"]').first().click()
    await expect.poll(() => top('#webhooks')).toBeLessThan(300)
    const last = await page.locator('article[data-endpoint]').last().getAttribute('id')
    await page.goto(`${baseUrl}/api#${last}`)
    await expect.poll(() => top(`[id="${last}"]`)).toBeLessThan(300)
    await page.close()
  })

  it('ships / as islands: its own entry alone, and each island runs with the address the page was reached on', async () => {
    const page = await browser.newPage()
    const scripts = scriptsRequested(page)
    await page.goto(`${baseUrl}/`)
    await hydrated(page)
    expect(scripts.filter((script) => script.includes('/entries/'))).toEqual([expect.stringMatching(/^\/assets\/entries\/pages_index_client\.[\w-]+\.js$/)])

    // Prerendered for http://localhost:3000; the snippet and the QR code name this server once they run.
    await expect.poll(() => page.locator('[data-qr-text]').getAttribute('data-qr-text')).toBe(`${baseUrl}/easy`)
    await expect.poll(() => page.locator('[data-code-block] pre').textContent()).toContain(`src="${baseUrl}/boost.js"`)
    const preview = page.getByRole('group', { name: 'Boost amount' })
    await preview.getByRole('button', { name: formatMajor(2000) }).click()
    await page.getByRole('link', { name: `Boost ${formatMajor(2000)}` }).waitFor()
    await expect(page.getByText(`${xpForCents(2000).toLocaleString('en-US')} XP`, { exact: true }).count()).resolves.toBe(1)
    await expect(page.locator('[data-live-counter]').count()).resolves.toBe(3)
    await page.close()
  })

  it('ships /leaderboard as islands: its own entry alone, the board rendered with no request for it, Refresh refetches it once for both islands, and the stats open', async () => {
    const supporter = await identify(baseUrl)
    const context = await contextAs(browser, { supporter })
    const page = await context.newPage()
    const scripts: string[] = []
    let boardRequests = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      if (new URL(request.url()).pathname === '/api/leaderboard/weekly') boardRequests += 1
    })
    await page.goto(`${baseUrl}/leaderboard`)
    await hydrated(page)
    expect(scripts.filter((script) => script.includes('/entries/'))).toEqual([expect.stringMatching(/^\/assets\/entries\/pages_leaderboard_client\.[\w-]+\.js$/)])
    await page.locator('[data-leaderboard-entry], [data-leaderboard-empty]').first().waitFor()
    // The board came rendered; the buttons and the board are separate roots over one query client, and neither asked for it again.
    expect(boardRequests).toBe(0)

    // Another browser's boost, so nothing here celebrates it and refetches on its own (the 30 s poll aside).
    const other = await identify(baseUrl)
    await demoBoost(baseUrl, { amount: 4, creatorId: 'islands-creator', supporterId: other.supporterId })
    const entry = page.locator('[data-leaderboard-entry]').filter({ has: page.locator('[data-entry-label]', { hasText: other.anonId.slice(-6) }) })
    await expect(entry.count()).resolves.toBe(0)
    await page.getByRole('button', { name: 'Refresh Leaderboard' }).click()
    await expect.poll(() => entry.locator('[data-entry-xp]').getAttribute('data-entry-xp')).toBe(String(4 * XP_PER_DOLLAR))
    expect(boardRequests).toBe(1)

    await page.locator('[data-view-my-stats]').click()
    const modal = page.locator('[data-stats-modal]')
    await modal.locator('[data-xp-stats], [data-no-stats]').first().waitFor({ timeout: 10_000 })
    await page.keyboard.press('Escape')
    await expect.poll(() => modal.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false)
    await context.close()
  })

  it('ships /porthole as one island opening as its address sets it up, and its overlay still whole', async () => {
    const page = await browser.newPage()
    const scripts = scriptsRequested(page)
    await page.goto(`${baseUrl}/porthole?accent=gold`)
    await hydrated(page)
    expect(scripts.filter((script) => script.includes('/entries/'))).toEqual([expect.stringMatching(/^\/assets\/entries\/pages_porthole_index_client\.[\w-]+\.js$/)])

    const demo = page.locator('[data-porthole-demo] [data-counter]')
    await expect(demo.getAttribute('data-accent')).resolves.toBe('gold')
    await page.locator('[data-step="100"]').click()
    await expect.poll(() => demo.getAttribute('data-value')).toBe('12445')
    await page.locator('[data-choice="mode-dot"]').check({ force: true })
    await expect.poll(() => page.locator('[data-live-counter="xp"] [data-counter]').getAttribute('data-mode')).toBe('dot')
    expect(new URL(page.url()).search).toBe('?accent=gold&mode=dot')

    // The overlay shares the address and hydrates whole: the porthole's island settings stay its own.
    scripts.length = 0
    await page.goto(`${baseUrl}/porthole?overlay=1&metric=xp`)
    await hydrated(page)
    const entries = scripts.filter((script) => script.includes('/entries/'))
    expect(entries).toContainEqual(expect.stringMatching(/^\/assets\/entries\/pages_porthole_overlay\.[\w-]+\.js$/))
    expect(entries).not.toContainEqual(expect.stringMatching(/_client\./))
    await page.close()
  })
})
