// One fan across every site, in Chromium: a blog on another origin embeds the widget; the fan
// boosts there and pays in the demo checkout's tab, which the widget opens through Boost's hand-off
// page; the thank-you page keeps the boost for the fan on Boost's origin; /me lists it with its
// XP; a second boost from the creator's page on Boost's origin joins the same fan. The blog's
// anonymous id never travels in any address's query. On PGlite and PostgreSQL.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { hydrated, saveScreenshot } from './site-helpers.ts'

const CREATOR = 'across-sites-maya'

describe.skipIf(browserMissing).each(testDatabases)('one fan across every site in Chromium, on $name', (database) => {
  let server: ConsoleServer
  let browser: Browser
  let context: BrowserContext
  let blog: Server
  let blogUrl: string
  let dropDatabase: (() => Promise<void>) | undefined

  beforeAll(async () => {
    const created = await database.create()
    dropDatabase = created.drop
    const databaseEnv: Record<string, string> = created.config.kind === 'postgres' ? { DATABASE_URL: created.config.url } : {}
    // Boost names itself localhost; the blog is served from 127.0.0.1, another origin with storage of its own.
    ;[server, browser] = await Promise.all([startConsoleServer({ RATE_LIMIT_PER_MINUTE: '1000', ...databaseEnv }, { hostname: 'localhost' }), launchBrowser()])
    await connectDemoCreator(server, CREATOR, 'Maya Lin')
    blog = createServer((request, response) => {
      if (request.url === '/favicon.ico') return response.writeHead(204).end()
      if (request.url !== '/post') return response.writeHead(404).end()
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><title>A mural blog</title></head><body>
        <h1>Murals of the week</h1><div id="boost"></div>
        <script src="${server.url}/boost.js" data-target="#boost" data-creator-id="${CREATOR}" data-name="Maya Lin" async></script></body></html>`)
    })
    await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve))
    blogUrl = `http://127.0.0.1:${(blog.address() as AddressInfo).port}`
    expect(new URL(blogUrl).origin).not.toBe(new URL(server.url).origin)
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await new Promise((resolve) => blog?.close(resolve))
    await server?.stop()
    await dropDatabase?.()
  })

  /** Clicks the widget's boost button for `amount`, pays in the tab it opens, and waits for the thank-you page to keep the boost. */
  async function boostAndPay(page: Page, amount: string): Promise<Page> {
    const widget = page.locator('[data-boost-mounted]:not(script)').first()
    await widget.locator('.w').waitFor()
    await widget.getByRole('button', { name: amount, exact: true }).click()
    const opened = context.waitForEvent('page')
    await widget.getByRole('button', { name: `Boost ${amount}` }).click()
    const checkout = await opened
    await checkout.waitForURL(new RegExp(`^${server.url}/checkout/demo/demo_cs_`))
    await hydrated(checkout)
    await checkout.getByTestId('demo-pay').click()
    await checkout.waitForURL(/\/boost\/success\?sid=/)
    await checkout.getByText('Saved to your fan page', { exact: true }).waitFor()
    return checkout
  }

  async function fanPage(page: Page): Promise<{ boosts: string[]; xp: string | null }> {
    await page.goto(`${server.url}/me`)
    await hydrated(page)
    const boosts = page.locator('[data-fan-boost]')
    await boosts.first().waitFor()
    return { boosts: await boosts.allInnerTexts(), xp: await page.locator('[data-fan-xp] [data-xp-total]').getAttribute('data-xp-total') }
  }

  it('keeps a boost made on a blog for the fan on Boost, and joins a later boost on Boost’s own page to the same fan', { timeout: 120_000 }, async () => {
    const addresses: string[] = []
    context.on('request', (request) => addresses.push(request.url()))
    const page = await context.newPage()
    const errors = collectErrors(page)

    await page.goto(`${blogUrl}/post`)
    const checkout = await boostAndPay(page, '$5')
    const checkoutErrors = collectErrors(checkout)
    const sessionId = new URL(checkout.url()).searchParams.get('sid')!
    // The hand-off was taken once it was used.
    await expect(checkout.evaluate((sid) => sessionStorage.getItem(`boost:handoff:${sid}`), sessionId)).resolves.toBeNull()
    await checkout.close()
    await page.locator('[data-boost-mounted]:not(script)').getByText('Thank you!').waitFor()

    // The blog keeps its own anonymous id; Boost's origin has another of its own.
    const blogAnonId = await page.evaluate(() => localStorage.getItem('boost:anon-id'))
    expect(blogAnonId).toBeTruthy()

    const home = await context.newPage()
    const homeErrors = collectErrors(home)
    const first = await fanPage(home)
    expect(first.boosts).toHaveLength(1)
    expect(first.boosts[0]).toMatch(/Maya Lin[\s\S]*\$5\.00/)
    expect(first.xp).toBe('50')
    const boostAnonId = await home.evaluate(() => localStorage.getItem('boost:anon-id'))
    expect(boostAnonId).toBeTruthy()
    expect(boostAnonId).not.toBe(blogAnonId)
    const fanId = await home.evaluate(() => localStorage.getItem('boost:supporter-id'))

    // A second boost from the creator's page on Boost's origin belongs to the same fan.
    await home.goto(`${server.url}/c/${CREATOR}`)
    await hydrated(home)
    const again = await boostAndPay(home, '$10')
    await again.close()
    const both = await fanPage(home)
    expect(both.boosts).toHaveLength(2)
    expect(both.boosts.join('\n')).toMatch(/\$10\.00[\s\S]*\$5\.00|\$5\.00[\s\S]*\$10\.00/)
    expect(both.xp).toBe('150')
    await expect(home.evaluate(() => localStorage.getItem('boost:supporter-id'))).resolves.toBe(fanId)

    // The blog's tab went through Boost's hand-off page; the blog's id went to Boost in its fragment
    // and a claim's body, never in an address's query or path.
    expect(addresses.some((address) => address.startsWith(`${server.url}/checkout/open/${sessionId}`))).toBe(true)
    expect(addresses.filter((address) => address.includes(blogAnonId!))).toEqual([])

    for (const width of [1280, 390]) {
      await home.setViewportSize({ width, height: 900 })
      await saveScreenshot(home, `fan-across-sites-${database.name}-${width}`)
    }
    // /me asks GET /api/fan before this browser is anyone's fan; Chromium logs that 401.
    const unexpected = (logged: string[]) => logged.filter((error) => !error.includes('status of 401 (Unauthorized)'))
    expect(unexpected(errors)).toEqual([])
    expect(unexpected(checkoutErrors)).toEqual([])
    expect(unexpected(homeErrors)).toEqual([])
  })
})
