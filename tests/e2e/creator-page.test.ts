// A creator's page in Chromium: the creator sets up their page and a goal from the console; a fan
// opens /c/<id>, boosts through the demo checkout, and sees their boost in the recent list and the
// goal move without reloading, as does the stream overlay's goal bar; an unknown creator is a 404;
// the page passes axe-core at 1280 and 390 px.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { seriousViolations } from './axe.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { connectOnEasySetup, hydrated } from './site-helpers.ts'

describe.skipIf(browserMissing)('the creator page in Chromium', () => {
  let server: ConsoleServer
  let browser: Browser
  let creatorContext: BrowserContext
  let creatorId: string

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer({ RATE_LIMIT_PER_MINUTE: '1000' }), launchBrowser()])
    creatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
  })
  afterAll(async () => {
    await creatorContext?.close()
    await browser?.close()
    await server?.stop()
  })

  async function open(page: Page, path: string) {
    await page.goto(`${server.url}${path}`)
    await hydrated(page)
  }

  it('lets a creator edit their page and set a goal from the console', async () => {
    const page = await creatorContext.newPage()
    const errors = collectErrors(page)
    creatorId = await connectOnEasySetup(page, server.url)

    await open(page, '/account')
    const panel = page.locator('[data-your-page]')
    await panel.waitFor()
    await expect(panel.locator('[data-page-url]').textContent()).resolves.toBe(`${server.url}/c/${creatorId}`)
    await panel.getByRole('textbox', { name: 'Name' }).fill('Maya Lin')
    await panel.getByRole('textbox', { name: /^Bio/ }).fill('<b>bold</b>')
    await panel.getByRole('button', { name: 'Save page' }).click()
    await expect(panel.locator('[data-profile-error]').textContent()).resolves.toBe('bio: must not contain markup (< or >)')
    await panel.getByRole('textbox', { name: /^Bio/ }).fill('Painting murals live, every Tuesday.')
    await panel.getByTitle('teal').click()
    await expect(panel.getByRole('radio', { name: 'teal' }).isChecked()).resolves.toBe(true)
    await panel.getByRole('button', { name: 'Save page' }).click()
    await panel.getByRole('status').getByText('Saved').waitFor()

    await panel.getByRole('textbox', { name: 'Title' }).fill('New mic')
    await panel.getByRole('textbox', { name: 'Target' }).fill('0.5')
    await panel.getByRole('button', { name: 'Set goal' }).click()
    await expect(panel.locator('[data-goal-error]').textContent()).resolves.toBe('target: must be between $1.00 and $1,000,000.00')
    await panel.getByRole('textbox', { name: 'Target' }).fill('30')
    await panel.getByRole('button', { name: 'Set goal' }).click()
    await panel.getByRole('button', { name: 'Update goal' }).waitFor()
    await expect(panel.locator('[data-goal] [data-goal-raised]').textContent()).resolves.toBe('$0.00')
    expect(errors.filter((error) => !error.includes('400'))).toEqual([])
  })

  it('shows a fan the page, and their boost lands in the list, the goal and the overlay without a reload', async () => {
    const overlayContext = await browser.newContext({ viewport: { width: 800, height: 400 } })
    const overlay = await overlayContext.newPage()
    await open(overlay, `/porthole?overlay=1&metric=goal&creator=${creatorId}&alerts=0`)
    await overlay.locator('[data-overlay-goal="open"]').waitFor()
    await expect(overlay.locator('[data-overlay-goal-raised]').textContent()).resolves.toBe('$0.00')

    const fanContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    const fan = await fanContext.newPage()
    const errors = collectErrors(fan)
    await open(fan, `/c/${creatorId}`)
    await expect(fan.title()).resolves.toBe('Maya Lin on Boost')
    await expect(fan.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Maya Lin')
    await expect(fan.locator('[data-creator-bio]').textContent()).resolves.toBe('Painting murals live, every Tuesday.')
    await expect(fan.locator('[data-goal] [data-goal-raised]').textContent()).resolves.toBe('$0.00')
    await fan.getByText('No boosts yet. Be the first!').waitFor()
    await fan.evaluate(() => Object.assign(window, { sameDocument: true }))

    // Share: the QR code encodes the page's own address.
    await fan.getByRole('button', { name: 'QR code' }).click()
    await expect(fan.locator('dialog [data-qr-text]').getAttribute('data-qr-text')).resolves.toBe(`${server.url}/c/${creatorId}`)
    await fan.keyboard.press('Escape')

    const widget = fan.getByRole('complementary', { name: 'Boost Maya Lin' })
    await widget.locator('.w').waitFor()
    await widget.getByRole('button', { name: '$20', exact: true }).click()
    await widget.getByRole('textbox').fill('For the mic!')
    const opened = fanContext.waitForEvent('page')
    await widget.getByRole('button', { name: 'Boost $20' }).click()
    const checkout = await opened
    await checkout.waitForURL(/\/checkout\/demo\/demo_cs_/)
    await hydrated(checkout)
    await checkout.getByTestId('demo-pay').click()
    await checkout.waitForURL(/\/boost\/success\?sid=/)
    await checkout.close()

    const first = fan.locator('[data-recent-supporters] li').first()
    await first.waitFor({ timeout: 15_000 })
    await expect(first.textContent()).resolves.toMatch(/boosted \$20\.00“For the mic!”/)
    await expect.poll(() => fan.locator('[data-goal] [data-goal-raised]').textContent(), { timeout: 15_000 }).toBe('$20.00')
    await expect(fan.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('66')
    await expect.poll(() => overlay.locator('[data-overlay-goal-raised]').textContent(), { timeout: 15_000 }).toBe('$20.00')
    await expect(fan.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true)
    expect(errors).toEqual([])
    await fanContext.close()
    await overlayContext.close()
  })

  it('shows the goal in the embed on another site with data-goal="true"', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const errors = collectErrors(page)
    const html = `<!doctype html><title>Maya's blog</title><div id="b"></div><script src="${server.url}/boost.js" data-target="#b" data-creator-id="${creatorId}" data-goal="true" async></script>`
    // A site of another origin on this machine: Chromium lets only loopback pages reach a loopback server.
    const blog = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html))
    await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve))
    await page.goto(`http://127.0.0.1:${(blog.address() as AddressInfo).port}/`)
    const goal = page.locator('#b .gl')
    await goal.waitFor()
    await expect(goal.locator('p').textContent()).resolves.toBe('New mic $20 of $30')
    await expect(goal.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('66')
    expect(errors).toEqual([])
    await context.close()
    blog.close()
  })

  it('answers a real 404 for an unknown creator', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${server.url}/c/nobody-here`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('404 Page Not Found')
    await page.close()
  })

  it('passes axe-core at 1280 and 390 px, light and dark', async () => {
    for (const [width, colorScheme] of [[1280, 'light'], [390, 'dark']] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, bypassCSP: true })
      const page = await context.newPage()
      await open(page, `/c/${creatorId}`)
      await page.waitForLoadState('networkidle').catch(() => {})
      await expect(seriousViolations(page)).resolves.toEqual([])
      await context.close()
    }
  })
})
