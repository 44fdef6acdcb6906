// A creator's page in Chromium: the creator sets up their page and a goal from the console, and
// can end it and start another; a fan opens /c/<id>, scans its QR code, boosts through the demo
// checkout, and sees their boost in the recent list and the goal move without reloading, as does
// the stream overlay's goal bar, and both celebrate once a boost reaches the goal; the name a fan
// types in the widget shows in the page's lists and on the overlay's alert, and is remembered; without
// JavaScript the page still shows everything it rendered; an unknown creator is a 404; the page
// passes axe-core at 1280 and 390 px in both schemes, with and without its share dialog open.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import jsQR from 'jsqr'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CreatorResponse } from '../../core/api/payments.ts'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { seriousViolations } from './axe.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { pngPixels, saveScreenshot } from './fans-helpers.ts'
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

  /** Boosts from the page's widget and pays in the demo checkout's tab, as a fan does, under `name` when one is given; answers the tab, on the thank-you page. */
  async function boostFromPage(fan: Page, amount: string, message: string, name?: string) {
    const widget = fan.getByRole('complementary', { name: 'Boost Maya Lin' })
    await widget.locator('.w').waitFor()
    await widget.getByRole('button', { name: amount, exact: true }).click()
    await widget.getByRole('textbox', { name: 'Message (optional)' }).fill(message)
    if (name !== undefined) await widget.getByRole('textbox', { name: 'Your name (optional)' }).fill(name)
    const checkout = await openCheckoutFrom(fan, amount)
    await checkout.getByTestId('demo-pay').click()
    await checkout.waitForURL(/\/boost\/success\?sid=/)
    return checkout
  }

  /** Clicks the widget's boost button and answers the demo checkout's tab it opens. */
  async function openCheckoutFrom(fan: Page, amount: string): Promise<Page> {
    const widget = fan.getByRole('complementary', { name: 'Boost Maya Lin' })
    const opened = fan.context().waitForEvent('page')
    await widget.getByRole('button', { name: `Boost ${amount}` }).click()
    const checkout = await opened
    await checkout.waitForURL(/\/checkout\/demo\/demo_cs_/)
    await hydrated(checkout)
    return checkout
  }

  it('lets a creator edit their page and set a goal from the console', async () => {
    const page = await creatorContext.newPage()
    const errors = collectErrors(page)
    creatorId = await connectOnEasySetup(page, server.url)

    await open(page, '/account')
    const panel = page.locator('[data-your-page]')
    await panel.waitFor()
    await expect(panel.locator('[data-page-url]').textContent()).resolves.toBe(`${server.url}/c/${creatorId}`)
    // PUBLIC_URL is an IP address here: the page says passkeys cannot work on it, and what to set instead.
    await expect(page.locator('[data-passkey-address-problem]').textContent()).resolves.toContain('Passkeys need a host name, and PUBLIC_URL is http://127.0.0.1:')
    await panel.getByRole('textbox', { name: 'Name' }).fill('Maya Lin')
    await panel.getByRole('textbox', { name: /^Bio/ }).fill('<b>bold</b>')
    await panel.getByRole('button', { name: 'Save page' }).click()
    await expect(panel.locator('[data-profile-error]').textContent()).resolves.toBe('The bio must not contain markup (< or >).')
    await panel.getByRole('textbox', { name: /^Bio/ }).fill('Painting murals live, every Tuesday.')
    await panel.getByTitle('teal').click()
    await expect(panel.getByRole('radio', { name: 'teal' }).isChecked()).resolves.toBe(true)
    await panel.getByRole('button', { name: 'Save page' }).click()
    await panel.getByRole('status').getByText('Saved').waitFor()

    await panel.getByRole('textbox', { name: 'Title' }).fill('New mic')
    await panel.getByRole('textbox', { name: 'Target' }).fill('0.5')
    await panel.getByRole('button', { name: 'Set goal' }).click()
    await expect(panel.locator('[data-goal-error]').textContent()).resolves.toBe('The target must be between $1.00 and $1,000,000.00.')
    await panel.getByRole('textbox', { name: 'Target' }).fill('30')
    await panel.getByRole('button', { name: 'Set goal' }).click()
    await panel.getByRole('button', { name: 'Update goal' }).waitFor()
    await expect(panel.locator('[data-goal] [data-goal-raised]').textContent()).resolves.toBe('$0.00')
    expect(errors.filter((error) => !error.includes('400'))).toEqual([])
  })

  it('lets a creator clear their name, end their goal from the console and start a new one', async () => {
    const page = await creatorContext.newPage()
    const errors = collectErrors(page)
    await open(page, '/account')
    const panel = page.locator('[data-your-page]')
    await panel.locator('[data-goal]').waitFor()
    const api = async () => (await (await fetch(`${server.url}/api/creators/${creatorId}`)).json()) as CreatorResponse

    // An emptied name is cleared (the page falls back to the id), not left as it was.
    await panel.getByRole('textbox', { name: 'Name' }).fill('')
    await panel.getByRole('button', { name: 'Save page' }).click()
    await panel.getByRole('status').getByText('Saved').waitFor()
    await expect(api()).resolves.toMatchObject({ name: null })
    await panel.getByRole('textbox', { name: 'Name' }).fill('Maya Lin')
    await panel.getByRole('button', { name: 'Save page' }).click()
    await expect.poll(async () => (await api()).name).toBe('Maya Lin')

    await panel.getByRole('button', { name: 'End goal' }).click()
    await panel.getByText('No goal yet', { exact: false }).waitFor()
    await expect(panel.locator('[data-goal]').count()).resolves.toBe(0)
    await expect(panel.getByRole('button', { name: 'End goal' }).count()).resolves.toBe(0)
    await expect(api()).resolves.toMatchObject({ goal: null })

    await panel.getByRole('textbox', { name: 'Title' }).fill('New mic')
    await panel.getByRole('textbox', { name: 'Target' }).fill('30')
    await panel.getByRole('button', { name: 'Set goal' }).click()
    await panel.getByRole('button', { name: 'Update goal' }).waitFor()
    await expect(panel.locator('[data-goal] [data-goal-raised]').textContent()).resolves.toBe('$0.00')
    await expect(api()).resolves.toMatchObject({ goal: { title: 'New mic' } })
    expect(errors).toEqual([])
    await page.close()
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

    // Share: the QR code, read from its pixels, is the page's canonical address.
    const canonical = await fan.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toBe(`${server.url}/c/${creatorId}`)
    await fan.getByRole('button', { name: 'QR code' }).click()
    const pixels = await pngPixels(fan, await fan.locator('dialog [data-qr-text]').screenshot())
    expect(jsQR(pixels.data, pixels.width, pixels.height)?.data).toBe(canonical)
    await fan.keyboard.press('Escape')

    await (await boostFromPage(fan, '$20', 'For the mic!', 'Ana Silva')).close()

    const first = fan.locator('[data-recent-supporters] li').first()
    await first.waitFor({ timeout: 15_000 })
    await expect(first.textContent()).resolves.toMatch(/^ASAna Silva boosted \$20\.00“For the mic!”/)
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

  it('celebrates on the page and in the overlay, without a reload, when a fan’s boost reaches the goal', async () => {
    const overlayContext = await browser.newContext({ viewport: { width: 800, height: 400 } })
    const overlay = await overlayContext.newPage()
    await open(overlay, `/porthole?overlay=1&creator=${creatorId}&metric=goal`)
    await overlay.locator('[data-overlay-goal="open"]').waitFor()

    const fanContext = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })
    const fan = await fanContext.newPage()
    const errors = collectErrors(fan)
    await open(fan, `/c/${creatorId}`)
    await expect(fan.locator('[data-goal]').getAttribute('data-goal')).resolves.toBe('open')
    await fan.evaluate(() => Object.assign(window, { sameDocument: true }))
    await (await boostFromPage(fan, '$10', 'There it is!', 'Zoë Quinn')).close()

    await overlay.locator('[data-alert-supporter]').getByText('Zoë Quinn').waitFor({ timeout: 15_000 })
    await expect(overlay.locator('[data-alert-message]').textContent()).resolves.toBe('“There it is!”')
    await fan.locator('[data-recent-supporter]').getByText('Zoë Quinn').waitFor({ timeout: 15_000 })
    await fan.locator('[data-goal="reached"]').getByText('Goal reached! Thank you, everyone.').waitFor({ timeout: 15_000 })
    await expect(fan.locator('[data-goal] [data-goal-raised]').textContent()).resolves.toBe('$30.00')
    await overlay.locator('[data-overlay-goal="reached"]').getByRole('status').getByText('Goal reached!').waitFor({ timeout: 15_000 })
    await expect(overlay.locator('[data-overlay-goal-raised]').textContent()).resolves.toBe('$30.00')
    await expect(fan.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true)
    // The widget remembers the fan's name for their next boost, after a reload too.
    await open(fan, `/c/${creatorId}`)
    await fan.getByRole('complementary', { name: 'Boost Maya Lin' }).getByRole('button', { name: '$5', exact: true }).click()
    await expect(fan.getByRole('textbox', { name: 'Your name (optional)' }).inputValue()).resolves.toBe('Zoë Quinn')
    expect(errors).toEqual([])
    await fanContext.close()
    await overlayContext.close()
  })

  it('shows the name, bio, goal and supporters without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${server.url}/c/${creatorId}`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Maya Lin')
    await expect(page.locator('[data-creator-bio]').textContent()).resolves.toBe('Painting murals live, every Tuesday.')
    await expect(page.locator('[data-goal="reached"] h2').textContent()).resolves.toBe('New mic')
    await expect(page.locator('[data-goal] [data-goal-raised]').textContent()).resolves.toBe('$30.00')
    await expect(page.locator('[data-recent-supporters] li').allTextContents()).resolves.toEqual([
      expect.stringMatching(/^ZQZoë Quinn boosted \$10\.00“There it is!”/),
      expect.stringMatching(/^ASAna Silva boosted \$20\.00“For the mic!”/),
    ])
    await expect(page.locator('[data-top-supporters] li').allTextContents()).resolves.toEqual(['1Ana Silva200 XP', '2Zoë Quinn100 XP'])
    await context.close()
  })

  it('after paying from the creator page, thanks the fan truthfully, with the creator’s note and the way back to them', async () => {
    const settings = await creatorContext.newPage()
    await open(settings, '/account')
    const notePanel = settings.locator('[data-thank-you-note-panel]')
    await notePanel.getByRole('textbox', { name: /^Your note/ }).fill('Thank you! Every boost buys paint.')
    await notePanel.getByRole('button', { name: 'Save note' }).click()
    await notePanel.getByText('Saved').waitFor()
    await settings.close()

    const fanContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    const fan = await fanContext.newPage()
    const errors = collectErrors(fan)
    await open(fan, `/c/${creatorId}`)
    const thanks = await boostFromPage(fan, '$5', 'Keep painting')
    const thanksErrors = collectErrors(thanks)
    await hydrated(thanks)
    await expect(thanks.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Boost Successful!')
    await expect(thanks.locator('[data-boost-creator]').textContent()).resolves.toContain('Maya Lin')
    await expect(thanks.locator('[data-thank-you-note] blockquote').textContent()).resolves.toBe('“Thank you! Every boost buys paint.”')
    await expect(thanks.locator('[data-creator-net]').textContent()).resolves.toBe('$4.42')
    await expect(thanks.locator('[data-money-moved]').textContent()).resolves.toBe('Demo · no money moved')
    await expect(thanks.getByText('A receipt has been emailed to you').count()).resolves.toBe(0)
    const back = thanks.getByRole('link', { name: 'Back to Maya Lin' })
    await expect(back.getAttribute('href')).resolves.toBe(`/c/${creatorId}`)
    await expect(thanks.getByRole('link', { name: 'Back to Demo' }).count()).resolves.toBe(0)
    await thanks.getByRole('link', { name: 'View and print your receipt' }).click()
    await thanks.waitForURL(/\/receipt\/[\w-]{32}$/)
    await expect(thanks.locator('[data-receipt-amount]').textContent()).resolves.toContain('$5.00')
    await thanks.goBack()
    await back.click()
    await thanks.waitForURL(`${server.url}/c/${creatorId}`)
    expect(errors).toEqual([])
    expect(thanksErrors).toEqual([])
    await fanContext.close()
  })

  it('returns the widget in the original tab to its form when the fan cancels on the checkout page', async () => {
    const fanContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    const fan = await fanContext.newPage()
    await open(fan, `/c/${creatorId}`)
    const widget = fan.getByRole('complementary', { name: 'Boost Maya Lin' })
    await widget.locator('.w').waitFor()
    await widget.getByRole('button', { name: '$10', exact: true }).click()
    const checkout = await openCheckoutFrom(fan, '$10')
    await widget.getByText('Waiting for your payment').waitFor()
    await checkout.getByTestId('demo-cancel').click()
    await checkout.waitForURL(/\/boost\/cancel\?sid=/)
    await expect(checkout.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Boost Cancelled')
    await expect(checkout.getByRole('link', { name: 'Back to Maya Lin' }).getAttribute('href')).resolves.toBe(`/c/${creatorId}`)
    // The original tab's widget is back on its form, saying nothing was charged.
    await fan.bringToFront()
    await widget.getByText('Checkout cancelled').waitFor({ timeout: 10_000 })
    await expect(widget.getByRole('button', { name: 'Boost $10' }).isVisible()).resolves.toBe(true)
    await expect(widget.getByText('Waiting for your payment').isVisible()).resolves.toBe(false)
    await fanContext.close()
  })

  it('says no boost was made for a made-up session id', async () => {
    const page = await browser.newPage()
    await open(page, '/boost/success?sid=demo_cs_madeUpSession123')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('We could not find this boost')
    await expect(page.getByText('Boost Successful!').count()).resolves.toBe(0)
    await expect(page.locator('[data-achievement]').count()).resolves.toBe(0)
    await page.close()
  })

  it('answers a real 404 for an unknown creator, saying no creator has that address, with a way home', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${server.url}/c/nobody-here`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('No creator here')
    await expect(page.locator('[data-not-found-reason]').textContent()).resolves.toContain('No creator has this address on Boost.')
    await expect(page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).resolves.toBe('/')
    await page.close()
  })

  it('passes axe-core at 1280 and 390 px, light and dark, with and without the share dialog open', async () => {
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, bypassCSP: true })
        const page = await context.newPage()
        await open(page, `/c/${creatorId}`)
        await page.waitForLoadState('networkidle').catch(() => {})
        // The fan's name fields join the widget at the first sign of interest.
        await page.getByRole('textbox', { name: 'Message (optional)' }).focus()
        await page.getByRole('checkbox', { name: 'Boost anonymously' }).waitFor()
        await expect(seriousViolations(page), `${width} ${colorScheme}`).resolves.toEqual([])
        await saveScreenshot(page, `creator-page-supporters-${width}-${colorScheme}`)
        await page.getByRole('button', { name: 'QR code' }).click()
        await page.getByRole('dialog').waitFor()
        await expect(seriousViolations(page), `${width} ${colorScheme}, share dialog open`).resolves.toEqual([])
        await context.close()
      }
    }
  })
})
