// Overlays and the review queue as a streamer meets them in Chromium: an overlay URL naming no
// creator here, and a goal overlay with no goal, say so as setup notes (and the goal appears once
// set); /alerts lists each overlay live, then reconnecting once it is lost; a backlog of held
// messages is selected and approved at once, from the keyboard, without alerts; and when the server
// goes away the broadcast keeps its numbers with nothing but a discreet plate. Screenshots of each
// are saved under /tmp/overlay-shots to be looked at.
import { mkdirSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserMissing, launchBrowser } from '../support/browser.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { demoBoost } from './fans-helpers.ts'
import { connectOnEasySetup, hydrated } from './site-helpers.ts'

const SHOTS = '/tmp/overlay-shots'

describe.skipIf(browserMissing)('overlay setup notes, reconnecting overlays and bulk review in Chromium', () => {
  let server: ConsoleServer
  let browser: Browser
  let creatorContext: BrowserContext
  let overlayContext: BrowserContext
  let studio: Page
  let creatorId: string

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    ;[server, browser] = await Promise.all([startConsoleServer({ RATE_LIMIT_PER_MINUTE: '1000' }), launchBrowser()])
    creatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    overlayContext = await browser.newContext({ viewport: { width: 640, height: 360 } })
    // Every alert an overlay's stream brings, as sent.
    await overlayContext.addInitScript(() => {
      const heard: string[] = []
      Object.assign(window, { heard })
      const listen = EventSource.prototype.addEventListener
      EventSource.prototype.addEventListener = function (this: EventSource, ...args: Parameters<EventSource['addEventListener']>) {
        if (args[0] === 'alert') listen.call(this, 'alert', (event) => heard.push((event as MessageEvent<string>).data))
        return listen.apply(this, args)
      } as EventSource['addEventListener']
    })
    studio = await creatorContext.newPage()
    creatorId = await connectOnEasySetup(studio, server.url)
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
  /** A call to the API from the signed-in console, as its own forms make them. */
  const api = (path: string, method: string, body: unknown) =>
    studio.evaluate(async ([path, method, body]) => (await fetch(path as string, { method: method as string, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status, [path, method, body])

  it('tells whoever sets up an overlay that its creator does not exist, instead of counting nothing', async () => {
    const overlay = await overlayContext.newPage()
    await open(overlay, '/porthole?overlay=1&creator=nobody-here-at-all')
    const note = overlay.locator('[data-overlay-setup="unknown-creator"]')
    await note.waitFor()
    await expect(note.getByRole('heading').textContent()).resolves.toBe('No creator “nobody-here-at-all” on this Boost server')
    await expect(note.textContent()).resolves.toContain('Copy your overlay URL from Alerts → Your overlay')
    await expect(overlay.locator('[data-counter]').count()).resolves.toBe(0)
    await overlay.screenshot({ path: `${SHOTS}/overlay-unknown-creator.png` })

    await open(overlay, '/porthole?overlay=1&creator=Not%20Valid!')
    await overlay.locator('[data-overlay-setup="bad-creator"]').getByText('“Not Valid!” cannot be a creator id.').waitFor()
    await overlay.close()
  })

  it('says how to set a goal on a goal overlay without one, and shows the goal once it is set', async () => {
    const overlay = await overlayContext.newPage()
    await open(overlay, `/porthole?overlay=1&metric=goal&alerts=0&creator=${creatorId}`)
    const note = overlay.locator('[data-overlay-setup="no-goal"]')
    await note.waitFor()
    await expect(note.textContent()).resolves.toContain('Set a goal in the Your page panel of /account')
    await overlay.screenshot({ path: `${SHOTS}/overlay-no-goal.png` })
    expect(await api(`/api/creators/${creatorId}/goal`, 'PUT', { title: 'New microphone', target: 200 })).toBe(200)
    await overlay.locator('[data-overlay-goal="open"]').waitFor({ timeout: 15_000 })
    await expect(note.count()).resolves.toBe(0)
    await overlay.close()
  })

  it('lists each overlay on /alerts, live, then reconnecting once it is lost', async () => {
    await open(studio, '/alerts')
    const overlay = await overlayContext.newPage()
    await open(overlay, `/porthole?overlay=1&metric=goal&creator=${creatorId}`)
    await overlay.locator('[data-alerts-connected="true"]').waitFor()
    const listed = studio.locator('[data-overlay-connection][data-overlay-view="goal"]')
    await studio.locator('[data-overlay-connection="live"][data-overlay-view="goal"]').waitFor({ timeout: 15_000 })
    await expect(listed.textContent()).resolves.toMatch(/^Goal bar…\w{4}Live$/)

    // The overlay's browser loses its connection: the console says so by the next time it asks.
    await overlay.close()
    await studio.locator('[data-overlay-connection="reconnecting"][data-overlay-view="goal"]').waitFor({ timeout: 15_000 })
    await expect(listed.textContent()).resolves.toMatch(/lost at .*Reconnecting$/)
    await expect(studio.locator('[data-overlays-live]').textContent()).resolves.toContain('1 reconnecting')
    for (const width of [1280, 390])
      for (const colorScheme of ['light', 'dark'] as const) {
        await studio.setViewportSize({ width, height: 900 })
        await studio.emulateMedia({ colorScheme })
        await studio.screenshot({ path: `${SHOTS}/alerts-top-${width}-${colorScheme}.png` })
        await studio.locator('[data-overlay-panel]').screenshot({ path: `${SHOTS}/alerts-overlays-${width}-${colorScheme}.png` })
      }
    await studio.setViewportSize({ width: 1280, height: 900 })
    await studio.emulateMedia({ colorScheme: 'light' })
  })

  it('approves a backlog of held messages at once, from the keyboard, without playing their alerts', async () => {
    expect(await api(`/api/creators/${creatorId}/alerts`, 'PUT', { holdForReview: true })).toBe(200)
    const overlay = await overlayContext.newPage()
    await open(overlay, `/porthole?overlay=1&creator=${creatorId}`)
    await overlay.locator('[data-alerts-connected="true"]').waitFor()
    for (const [amount, message] of [[3, 'First!'], [4, 'Hello from Lisbon'], [5, 'Great stream, see spam.gg']] as const) await demoBoost(server.url, { amount, creatorId, message })
    await open(studio, '/alerts')
    await studio.locator('[data-review-queue="3"]').waitFor({ timeout: 15_000 })
    for (const width of [1280, 390])
      for (const colorScheme of ['light', 'dark'] as const) {
        await studio.setViewportSize({ width, height: 900 })
        await studio.emulateMedia({ colorScheme })
        await studio.locator('#review').screenshot({ path: `${SHOTS}/alerts-review-${width}-${colorScheme}.png` })
      }
    await studio.setViewportSize({ width: 1280, height: 900 })

    // Select all, then "Don't play alerts", then Approve selected, by keyboard alone.
    const selectAll = studio.getByRole('checkbox', { name: 'Select all' })
    await selectAll.focus()
    await studio.keyboard.press('Space')
    await expect(studio.locator('[data-review-bulk]').textContent()).resolves.toContain('3 of 3 selected')
    await studio.getByRole('checkbox', { name: /Don’t play alerts for these/ }).focus()
    await studio.keyboard.press('Space')
    await studio.getByRole('button', { name: 'Approve selected' }).focus()
    await studio.keyboard.press('Enter')
    await studio.locator('[data-review-queue="0"]').waitFor({ timeout: 15_000 })
    await studio.getByText('3 messages approved').first().waitFor()

    // Fans see them; the overlay heard nothing of them: a test alert sent now is the first it hears.
    const events = (await (await fetch(`${server.url}/api/boost-events?creatorId=${creatorId}`)).json()) as { message: string | null }[]
    expect(events.map((event) => event.message)).toEqual(expect.arrayContaining(['First!', 'Hello from Lisbon', 'Great stream, see [link removed]']))
    await studio.getByRole('button', { name: 'Send test alert' }).click()
    const heard = async () => (await overlay.evaluate(() => (window as unknown as { heard: string[] }).heard)).map((data) => (JSON.parse(data) as { kind: string }).kind)
    await expect.poll(heard, { timeout: 15_000 }).toEqual(['test'])
    await overlay.close()
  })

  it('keeps the broadcast clean when the server goes away: the numbers stay, with a discreet plate', async () => {
    await demoBoost(server.url, { amount: 7, creatorId })
    const counter = await overlayContext.newPage()
    await open(counter, `/porthole?overlay=1&creator=${creatorId}`)
    await counter.locator('[data-live-counter][data-stream="connected"]').waitFor()
    await counter.locator('[data-alerts-connected="true"]').waitFor()
    const goal = await overlayContext.newPage()
    await open(goal, `/porthole?overlay=1&metric=goal&alerts=0&creator=${creatorId}`)
    await goal.locator('[data-overlay-goal]').waitFor()
    const value = await counter.locator('[data-counter]').getAttribute('data-value')

    await server.stop()
    await counter.locator('[data-live-status]').getByText('Reconnecting').waitFor({ timeout: 15_000 })
    await counter.locator('[data-alerts-connected="false"]').waitFor({ timeout: 15_000 })
    await goal.locator('[data-overlay-reconnecting]').waitFor({ timeout: 15_000 })
    await expect(counter.locator('[data-counter]').getAttribute('data-value')).resolves.toBe(value)
    for (const page of [counter, goal]) {
      await expect(page.getByRole('alert').count()).resolves.toBe(0)
      await expect(page.getByText(/error/i).count()).resolves.toBe(0)
      await expect(page.locator('[data-overlay-setup]').count()).resolves.toBe(0)
    }
    await expect(goal.locator('[data-overlay-goal]').count()).resolves.toBe(1)
    await counter.screenshot({ path: `${SHOTS}/overlay-server-away-counter.png` })
    await goal.screenshot({ path: `${SHOTS}/overlay-server-away-goal.png` })
  })
})
