// Stream alerts in Chromium: a creator sets up their alerts on /alerts (errors inline) and their
// open overlay applies them at once: the smallest boost that alerts, the accent, the voice (the
// page's speech call observed) reading a message masked for profanity and links; a test alert;
// the console counting the overlay live, once per overlay browser; an overlay whose stream was
// refused opening it again by itself; and a message held for review
// reaching the overlay only once the creator approves it in the live queue. The page passes
// axe-core at 1280 and 390 px.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { seriousViolations } from './axe.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { demoBoost } from './fans-helpers.ts'
import { connectOnEasySetup, hydrated } from './site-helpers.ts'

describe.skipIf(browserMissing)('stream alerts in Chromium', () => {
  let server: ConsoleServer
  let browser: Browser
  let creatorContext: BrowserContext
  let overlayContext: BrowserContext
  let studio: Page
  let overlay: Page
  let creatorId: string

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer({ RATE_LIMIT_PER_MINUTE: '1000' }), launchBrowser()])
    creatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    overlayContext = await browser.newContext({ viewport: { width: 600, height: 400 } })
    // What the overlay asks the browser to say, instead of saying it; and every alert its stream brings, as sent.
    await overlayContext.addInitScript(() => {
      const spoken: string[] = []
      const heard: string[] = []
      Object.assign(window, { spoken, heard })
      speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => void spoken.push(utterance.text)
      const listen = EventSource.prototype.addEventListener
      EventSource.prototype.addEventListener = function (this: EventSource, ...args: Parameters<EventSource['addEventListener']>) {
        if (args[0] === 'alert') listen.call(this, 'alert', (event) => heard.push((event as MessageEvent<string>).data))
        return listen.apply(this, args)
      } as EventSource['addEventListener']
    })
  })
  afterAll(async () => {
    await overlayContext?.close()
    await creatorContext?.close()
    await browser?.close()
    await server?.stop()
  })

  async function open(page: Page, path: string) {
    await page.goto(`${server.url}${path}`)
    await hydrated(page)
  }

  const shownMessage = () => overlay.locator('[data-boost-alert] [data-alert-message]').textContent()
  const shownAmount = () => overlay.locator('[data-boost-alert]:not([data-leaving="true"]) [data-alert-amount]').textContent()

  it('applies the creator’s settings on the open overlay at once: threshold, accent, voice and masked messages', async () => {
    studio = await creatorContext.newPage()
    const errors = collectErrors(studio)
    creatorId = await connectOnEasySetup(studio, server.url)

    await open(studio, '/alerts')
    await studio.getByRole('heading', { name: 'Stream alerts' }).waitFor()
    await studio.locator('[data-overlays-live="0"]').waitFor()
    await expect(studio.locator('[data-overlay-url]').textContent()).resolves.toBe(`${server.url}/porthole?overlay=1&creator=${creatorId}`)

    overlay = await overlayContext.newPage()
    await open(overlay, `/porthole?overlay=1&creator=${creatorId}`)
    await overlay.locator('[data-alerts-connected="true"]').waitFor()
    await studio.locator('[data-overlays-live="1"]').waitFor({ timeout: 15_000 })
    await expect(studio.locator('[data-overlays-live]').textContent()).resolves.toContain('1 overlay live')

    const settings = studio.locator('[data-alert-settings]')
    await settings.getByRole('textbox', { name: 'Smallest boost that alerts' }).fill('lots')
    await settings.getByRole('button', { name: 'Save alerts' }).click()
    await expect(settings.locator('[data-alert-settings-error]').textContent()).resolves.toBe('minAmount: must be a number in major units, such as 5 or 19.99')
    await settings.getByRole('textbox', { name: 'Smallest boost that alerts' }).fill('2')
    await settings.getByRole('slider', { name: /^On screen for/ }).fill('3')
    await settings.getByRole('combobox', { name: 'Sound' }).selectOption('none')
    await settings.getByRole('checkbox', { name: 'Read messages aloud' }).check()
    await settings.getByRole('textbox', { name: 'From a boost of' }).fill('5')
    await settings.getByRole('spinbutton', { name: 'Read at most (characters)' }).fill('20')
    await settings.getByText('gold', { exact: true }).click()
    await settings.getByRole('button', { name: 'Save alerts' }).click()
    await settings.getByRole('status').getByText('Saved: your overlays use it now').waitFor()

    // Below the threshold: counted, no alert. Then one above it, profane and with a link.
    await demoBoost(server.url, { amount: 1, creatorId, message: 'too small to alert' })
    await demoBoost(server.url, { amount: 10, creatorId, message: 'What the fuck, visit spam.gg now' })
    await expect.poll(shownMessage, { timeout: 15_000 }).toBe('“What the f***, visit [link removed] now”')
    await expect(shownAmount()).resolves.toBe('$10.00')
    await expect(overlay.locator('[data-boost-alert]').getAttribute('data-alert-accent')).resolves.toBe('gold')
    await expect(overlay.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).resolves.toEqual(['What the f***, visit'])

    // A test alert reaches the same overlay and moves no number.
    await studio.getByRole('button', { name: 'Send test alert' }).click()
    await expect.poll(shownMessage, { timeout: 15_000 }).toBe('“This is a test alert. Nothing was paid.”')
    await expect(overlay.locator('[data-alert-supporter]').textContent()).resolves.toBe('test')
    expect(errors.filter((error) => !error.includes('400'))).toEqual([])
  })

  it('shows a held message on the overlay only once the creator approves it', async () => {
    const moderation = studio.locator('[data-moderation]')
    await moderation.getByRole('checkbox', { name: 'Hold messages for my review' }).check()
    await moderation.getByRole('textbox', { name: /^Blocked words/ }).fill('pineapple')
    await moderation.getByRole('button', { name: 'Save moderation' }).click()
    await moderation.getByRole('status').getByText('Saved').waitFor()

    const spoken = () => overlay.evaluate(() => (window as unknown as { spoken: string[] }).spoken)
    const heard = async () => (await overlay.evaluate(() => (window as unknown as { heard: string[] }).heard)).map((data) => (JSON.parse(data) as { message: string }).message)
    const heardBefore = (await heard()).length
    const spokenAtStart = (await spoken()).length
    await demoBoost(server.url, { amount: 6, creatorId, message: 'Pineapple belongs on pizza' })
    const held = studio.locator('[data-held]')
    await held.waitFor({ timeout: 15_000 })
    await expect(held.locator('[data-held-original]').textContent()).resolves.toBe('“Pineapple belongs on pizza”')
    await expect(held.textContent()).resolves.toMatch(/Fans would see: “P\*+ belongs on pizza”/)
    // The overlay hears nothing of it meanwhile: a test alert sent now comes on the same stream after
    // anything sent for the boost, and comes alone.
    await studio.getByRole('button', { name: 'Send test alert' }).click()
    await expect.poll(async () => (await heard()).slice(heardBefore), { timeout: 15_000 }).toEqual(['This is a test alert. Nothing was paid.'])
    await expect.poll(async () => (await spoken()).slice(spokenAtStart), { timeout: 15_000 }).toEqual([expect.stringMatching(/^This is a test/)])
    await expect(overlay.locator('[data-alert-amount]').allTextContents()).resolves.not.toContain('$6.00')
    const spokenBefore = (await spoken()).length

    await held.getByRole('button', { name: 'Approve' }).click()
    await studio.locator('[data-review-queue="0"]').waitFor()
    await expect.poll(shownMessage, { timeout: 15_000 }).toMatch(/^“P\*+ belongs on pizza”$/)
    await expect(shownAmount()).resolves.toBe('$6.00')
    await expect.poll(async () => (await spoken()).length).toBe(spokenBefore + 1)
    expect((await spoken()).at(-1)).toMatch(/^P\*+ belongs on/)
  })

  it('counts an overlay browser once in "overlays live", however many of its tabs are open', async () => {
    const elsewhere = await browser.newContext({ viewport: { width: 600, height: 400 } })
    const other = await elsewhere.newPage()
    await open(other, `/porthole?overlay=1&creator=${creatorId}`)
    await other.locator('[data-alerts-connected="true"]').waitFor()
    await studio.locator('[data-overlays-live="2"]').waitFor({ timeout: 15_000 })

    // A second tab of the first overlay's browser, then the other browser gone: one overlay is left.
    const secondTab = await overlayContext.newPage()
    await open(secondTab, `/porthole?overlay=1&creator=${creatorId}`)
    await secondTab.locator('[data-alerts-connected="true"]').waitFor()
    await elsewhere.close()
    await studio.locator('[data-overlays-live="1"]').waitFor({ timeout: 15_000 })
    await secondTab.close()
  })

  it('opens its alert stream again by itself after the server refused it', async () => {
    const context = await browser.newContext({ viewport: { width: 600, height: 400 } })
    const page = await context.newPage()
    let refused = 0
    // The first answer is the one a client holding too many streams gets; the next ones go through.
    await page.route('**/api/stream/alerts?*', async (route) => {
      if (refused > 0) return route.continue()
      refused += 1
      await route.fulfill({ status: 429, headers: { 'retry-after': '3' }, contentType: 'application/json', body: '{"error":"Too many open streams from this address: close one first"}' })
    })
    await open(page, `/porthole?overlay=1&creator=${creatorId}`)
    await page.locator('[data-alerts-connected="true"]').waitFor({ timeout: 20_000 })
    expect(refused).toBe(1)
    await context.close()
  })

  it('passes axe-core at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true, storageState: await creatorContext.storageState() })
      const page = await context.newPage()
      await open(page, '/alerts')
      await page.locator('[data-alert-settings]').waitFor()
      expect(await seriousViolations(page), `at ${width} px`).toEqual([])
      await context.close()
    }
  })
})
