// Alerts a creator makes their own, in Chromium: on /alerts they upload an animated GIF and a
// sound, write their alert text, pick a place and size, hide the counter, and add a variant from
// 20 EUR with the GIF and the sound; the live preview draws each look as the form changes. Test
// alerts of the default and of the variant then show on an overlay at 1920 x 1080 (and 1280 x
// 720) in that place and size, whole on the screen, the variant with its GIF and its sound.
// Screenshots go to the system's temporary folder, to be looked at.
import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { animatedGif, wavTone } from '../support/alertFiles.ts'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { connectOnEasySetup, hydrated } from './site-helpers.ts'

const SHOTS = join(tmpdir(), 'boost-alert-looks')

describe.skipIf(browserMissing)('alerts a creator makes their own, in Chromium', () => {
  let server: ConsoleServer
  let browser: Browser
  let creatorContext: BrowserContext
  let overlayContext: BrowserContext
  let studio: Page
  let overlay: Page
  let creatorId: string

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    ;[server, browser] = await Promise.all([startConsoleServer({ RATE_LIMIT_PER_MINUTE: '1000' }), launchBrowser()])
    creatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    overlayContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    // How long each sound the overlay starts is: the variant's own WAV is 0.4 s.
    await overlayContext.addInitScript(() => {
      const played: number[] = []
      Object.assign(window, { played })
      const start = AudioBufferSourceNode.prototype.start
      AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<AudioBufferSourceNode['start']>) {
        if (this.buffer) played.push(Math.round(this.buffer.duration * 10) / 10)
        return start.apply(this, args)
      }
    })
  })
  afterAll(async () => {
    await overlayContext?.close()
    await creatorContext?.close()
    await browser?.close()
    await server?.stop()
  })

  const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage, animations: 'disabled' })
  const settings = () => studio.locator('[data-alert-settings]')
  const preview = () => studio.locator('[data-alert-preview]')

  it('sets up a template, layout and a variant with an uploaded GIF and sound, previewed live', async () => {
    studio = await creatorContext.newPage()
    const errors = collectErrors(studio)
    creatorId = await connectOnEasySetup(studio, server.url)
    await studio.goto(`${server.url}/alerts`)
    await hydrated(studio)
    await studio.getByRole('heading', { name: 'Stream alerts' }).waitFor()

    const upload = settings().getByLabel('Upload an image or sound')
    await upload.setInputFiles({ name: 'party.gif', mimeType: 'image/gif', buffer: animatedGif(160) })
    await settings().locator('[data-alert-file$=".gif"]').waitFor()
    await upload.setInputFiles({ name: 'ding.wav', mimeType: 'audio/wav', buffer: wavTone(400) })
    await settings().locator('[data-alert-file$=".wav"]').waitFor()
    // A text file named like a GIF is refused, in words.
    await upload.setInputFiles({ name: 'fake.gif', mimeType: 'image/gif', buffer: Buffer.from('just some words') })
    await expect(settings().locator('[data-alert-files-error]').textContent()).resolves.toBe('This file is not an image (PNG, JPEG, WebP or GIF) or a sound (MP3, OGG or WAV)')

    const template = settings().getByRole('textbox', { name: 'Alert text' }).first()
    await template.fill('{name} says {nope}')
    await settings().getByText('This text has an unknown token {nope}', { exact: false }).waitFor()
    await template.fill('{name} sent {amount}. Legend!')
    await expect(preview().locator('[data-alert-headline]').textContent()).resolves.toBe('Maya sent $5.00. Legend!')
    await settings().getByRole('slider', { name: /^On screen for/ }).first().fill('2')
    await settings().getByRole('radio', { name: 'Bottom right' }).check()
    await settings().getByRole('slider', { name: /^Size/ }).fill('150')
    await settings().getByRole('checkbox', { name: 'Show the counter on the overlay' }).uncheck()

    await settings().getByRole('button', { name: 'Add a variant' }).click()
    const variant = settings().locator('[data-alert-variant="1"]')
    await variant.getByRole('textbox', { name: 'From a boost of' }).fill('20')
    await variant.getByRole('combobox', { name: 'Currency' }).selectOption('eur')
    await variant.getByRole('textbox', { name: 'Alert text' }).fill('{name} is a HERO: {amount}')
    await variant.getByRole('combobox', { name: 'Image' }).selectOption({ label: 'party.gif' })
    await variant.getByRole('combobox', { name: 'Sound' }).selectOption({ label: 'ding.wav' })
    await variant.getByRole('slider', { name: /^On screen for/ }).fill('4')

    // The preview draws the variant with the overlay's own card, in the place and size chosen.
    await preview().getByRole('radio', { name: 'Variant 1 · from €20.00' }).click()
    await expect(preview().locator('[data-alert-headline]').textContent()).resolves.toBe('Maya is a HERO: €20.00')
    await expect(preview().locator('[data-alert-picture]').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).resolves.toBe(160)
    await expect(preview().locator('[data-alert-position]').getAttribute('data-alert-scale')).resolves.toBe('150')
    await shot(studio, 'studio-1280', true)

    await settings().getByRole('button', { name: 'Save alerts' }).click()
    await settings().getByRole('status').getByText('Saved: your overlays use it now').waitFor()
    expect(errors.filter((error) => !error.includes('415'))).toEqual([])
  })

  it('shows a test alert of each look on a 1920 x 1080 overlay, in its place and size, the variant with its GIF and sound', async () => {
    overlay = await overlayContext.newPage()
    const errors = collectErrors(overlay)
    const heard: string[] = []
    overlay.on('request', (request) => void (request.url().endsWith('.wav') && heard.push(new URL(request.url()).pathname)))
    await overlay.goto(`${server.url}/porthole?overlay=1&creator=${creatorId}`)
    await hydrated(overlay)
    await overlay.locator('[data-alerts-connected="true"]').waitFor()
    await overlay.locator('[data-alert-position="bottom-right"]').waitFor({ state: 'attached' })
    await expect(overlay.locator('[data-live-counter]').isVisible()).resolves.toBe(false)
    const soundUrl = `/api/creators/${creatorId}/alerts/assets/`
    await expect.poll(() => heard.some((path) => path.startsWith(soundUrl)), { timeout: 15_000 }).toBe(true)

    const card = overlay.locator('[data-boost-alert]:not([data-leaving="true"])')
    await preview().getByRole('radio', { name: 'Default' }).click()
    await preview().getByRole('button', { name: 'Test this one on my overlays' }).click()
    await card.locator('[data-alert-headline]', { hasText: 'test sent $5.00. Legend!' }).waitFor({ timeout: 15_000 })
    await expect(card.getAttribute('data-alert-accent')).resolves.toBe('green')
    await expectWholeIn(card, { width: 1920, height: 1080 }, 'bottom-right')
    await shot(overlay, 'overlay-1920-default')

    await preview().getByRole('radio', { name: 'Variant 1 · from €20.00' }).click()
    await preview().getByRole('button', { name: 'Test this one on my overlays' }).click()
    await card.locator('[data-alert-headline]', { hasText: 'test is a HERO: €20.00' }).waitFor({ timeout: 15_000 })
    await expect(card.getAttribute('data-alert-accent')).resolves.toBe('gold')
    const picture = card.locator('[data-alert-picture]')
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(160)
    await expect.poll(() => overlay.evaluate(() => (window as unknown as { played: number[] }).played)).toContain(0.4)
    await expect(picture.getAttribute('src')).resolves.toMatch(new RegExp(`^${soundUrl}[0-9a-f]{32}\\.gif$`))
    // 150%: the GIF's 160 pixels show as 240, once the card has popped in.
    await expect.poll(async () => Math.round((await picture.boundingBox())!.height)).toBe(240)
    const box = await expectWholeIn(card, { width: 1920, height: 1080 }, 'bottom-right')
    expect(box.width).toBeGreaterThan(240)
    await shot(overlay, 'overlay-1920-variant')

    // The same overlay in a 1280 x 720 canvas: still whole, nothing to crop.
    await overlay.setViewportSize({ width: 1280, height: 720 })
    await expectWholeIn(card, { width: 1280, height: 720 }, 'bottom-right')
    await shot(overlay, 'overlay-1280-variant')

    // At 200% on a 720-pixel canvas the variant's card is still whole (it would shrink to fit, never crop).
    const put = await studio.evaluate(
      async (path) => (await fetch(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ layout: { scale: 200 } }) })).status,
      `/api/creators/${creatorId}/alerts`,
    )
    expect(put).toBe(200)
    await overlay.locator('[data-alert-scale="200"]').waitFor({ state: 'attached' })
    await preview().getByRole('button', { name: 'Test this one on my overlays' }).click()
    await card.locator('[data-alert-headline]', { hasText: 'test is a HERO: €20.00' }).waitFor({ timeout: 15_000 })
    await expect.poll(async () => Math.round((await picture.boundingBox())!.height)).toBeGreaterThan(240)
    await expectWholeIn(card, { width: 1280, height: 720 }, 'bottom-right')
    await shot(overlay, 'overlay-1280-variant-200')
    expect(errors).toEqual([])
  })

  for (const { width, colorScheme } of [{ width: 1280, colorScheme: 'dark' }, { width: 390, colorScheme: 'light' }, { width: 390, colorScheme: 'dark' }] as const) {
    it(`lays /alerts out at ${width} px, ${colorScheme}, without sideways scrolling`, async () => {
      const page = await creatorContext.newPage()
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme })
      const errors = collectErrors(page)
      await page.goto(`${server.url}/alerts`)
      await hydrated(page)
      await page.locator('[data-alert-variant="1"]').waitFor()
      await page.locator('[data-alert-preview]').getByRole('radio', { name: 'Variant 1 · from €20.00' }).click()
      await page.locator('[data-alert-preview] [data-alert-picture]').waitFor()
      await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBe(0)
      await shot(page, `studio-${width}-${colorScheme}`, true)
      await page.locator('[data-alert-preview]').evaluate((element) => element.scrollIntoView())
      await shot(page, `studio-${width}-${colorScheme}-preview`)
      await page.locator('[data-alert-variant="1"]').evaluate((element) => element.scrollIntoView())
      await shot(page, `studio-${width}-${colorScheme}-variant`)
      expect(errors).toEqual([])
      await page.close()
    })
  }
})

/** The card is whole on a screen of `size`, in the quarter of its place. */
async function expectWholeIn(card: ReturnType<Page['locator']>, size: { width: number; height: number }, place: 'bottom-right') {
  const box = (await card.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(size.width)
  expect(box.y + box.height).toBeLessThanOrEqual(size.height)
  if (place === 'bottom-right') {
    expect(box.x + box.width).toBeGreaterThan(size.width - 60)
    expect(box.y + box.height).toBeGreaterThan(size.height - 60)
  }
  return box
}
