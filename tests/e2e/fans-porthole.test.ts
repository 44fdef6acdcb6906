// The porthole and its stream overlay in Chromium: six digits in every style, buttons that never
// take the counter below zero, sounds off until asked, compact mode, and an overlay that paints
// nothing but the counter and alerts each new boost with its message as plain text.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { contextAs, demoBoost, hydrated, identify, pngPixels } from './fans-helpers.ts'
import { connectDemoCreator } from '../support/creators.ts'

const baseUrl = inject('baseUrl')
const MODES = ['led', 'digital', 'block', 'flip', 'dot'] as const

describe.skipIf(browserMissing)('the porthole in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  async function open(path: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const context = await contextAs(browser)
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${baseUrl}${path}`)
    await hydrated(page)
    return { page, errors, close: () => context.close() }
  }

  const demo = (page: Page) => page.locator('[data-porthole-demo] [data-counter]')

  it('starts at 12345 and its buttons never take it below 0', async () => {
    const { page, errors, close } = await open('/porthole')
    await expect(demo(page).getAttribute('data-value')).resolves.toBe('12345')
    await expect(demo(page).locator('.counter-digit').allTextContents()).resolves.toEqual(['0', '1', '2', '3', '4', '5'])
    for (let click = 0; click < 12; click++) await page.locator('[data-step="-1000"]').click()
    await expect(demo(page).getAttribute('data-value')).resolves.toBe('345')
    await page.locator('[data-step="-1000"]').click()
    await expect(demo(page).getAttribute('data-value')).resolves.toBe('0')
    await expect(demo(page).locator('.counter-digit').allTextContents()).resolves.toEqual(['0', '0', '0', '0', '0', '0'])
    for (const step of ['-1000', '-100', '-10']) await expect(page.locator(`[data-step="${step}"]`).isDisabled()).resolves.toBe(true)
    await page.locator('[data-step="10"]').click()
    await page.locator('[data-step="-100"]').click()
    await expect(demo(page).getAttribute('data-value')).resolves.toBe('0')
    await page.locator('[data-step="1000"]').click()
    await page.locator('[data-step="100"]').click()
    await expect(demo(page).getAttribute('data-value')).resolves.toBe('1100')
    expect(errors).toEqual([])
    await close()
  })

  it('renders six digits in each of the five styles, the live counters too', async () => {
    const { page, errors, close } = await open('/porthole')
    await page.locator('[data-live-counter="xp"][data-status="ready"]').waitFor({ timeout: 15_000 })
    for (const mode of MODES) {
      await page.locator(`[data-choice="mode-${mode}"]`).check({ force: true })
      await expect(demo(page).getAttribute('data-mode')).resolves.toBe(mode)
      await expect(demo(page).locator('.counter-digit').count(), mode).resolves.toBe(6)
      for (const metric of ['xp', 'boosts', 'revenue']) {
        const live = page.locator(`[data-live-counter="${metric}"] [data-counter]`)
        await expect(live.getAttribute('data-mode')).resolves.toBe(mode)
        await expect(live.locator('.counter-digit').count(), `${metric} in ${mode}`).resolves.toBe(6)
      }
    }
    // Each style draws the right digits: 12345 in seven segments and in dots.
    await page.locator('[data-choice="mode-digital"]').check({ force: true })
    const litSegments = await demo(page)
      .locator('.counter-digit')
      .evaluateAll((digits) => digits.map((digit) => digit.querySelectorAll('.segment[data-on="true"]').length))
    expect(litSegments).toEqual([6, 2, 5, 5, 4, 5])
    await page.locator('[data-choice="mode-dot"]').check({ force: true })
    const litDots = await demo(page)
      .locator('.counter-digit')
      .evaluateAll((digits) => digits.map((digit) => digit.querySelectorAll('.dot[data-on="true"]').length))
    expect(litDots.every((count) => count > 0)).toBe(true)
    await page.locator('[data-choice="mode-flip"]').check({ force: true })
    await page.locator('[data-step="10"]').click()
    // The folding flap lives for one animation (600 ms), so it is looked for while it is there:
    // only the tens digit changes, so exactly one card folds.
    await page.waitForFunction(() => document.querySelectorAll('[data-porthole-demo] [data-counter] .flip-flap-top').length === 1)
    await expect(demo(page).locator('.counter-digit').allTextContents()).resolves.toHaveLength(6)

    await page.locator('[data-choice="accent-magenta"]').check({ force: true })
    await expect(demo(page).getAttribute('data-accent')).resolves.toBe('magenta')
    expect(new URL(page.url()).searchParams.get('mode')).toBe('flip')
    expect(new URL(page.url()).searchParams.get('accent')).toBe('magenta')
    expect(errors).toEqual([])
    await close()
  })

  it('keeps sounds off until switched on, and has a compact mode', async () => {
    const { page, errors, close } = await open('/porthole?mode=block&accent=gold')
    await expect(demo(page).getAttribute('data-mode')).resolves.toBe('block')
    await expect(demo(page).getAttribute('data-accent')).resolves.toBe('gold')
    const sounds = page.locator('[data-sounds]')
    await expect(sounds.getAttribute('aria-checked')).resolves.toBe('false')
    await page.locator('[data-step="100"]').click()
    await expect(page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('power-up')))).resolves.toBe(false)
    await sounds.click()
    await expect(sounds.getAttribute('aria-checked')).resolves.toBe('true')
    // Switching sounds on loads the power-up, our own WAV, at volume 0.3; 12445 → 12545 passes 12500 and plays it.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /power-up.*\.wav/.test(entry.name))))
      .toBe(true)
    type HowlerGlobal = { Howler?: { _howls: Array<{ state(): string; volume(): number }> } }
    await expect
      .poll(() => page.evaluate(() => (window as unknown as HowlerGlobal).Howler?._howls.map((howl) => [howl.state(), howl.volume()])))
      .toEqual([['loaded', 0.3]])
    await page.locator('[data-step="100"]').click()
    await page.locator('[data-compact-toggle]').click()
    await expect(page.locator('[data-porthole]').getAttribute('data-compact')).resolves.toBe('true')
    await expect(demo(page).getAttribute('data-size')).resolves.toBe('md')
    expect(new URL(page.url()).searchParams.get('compact')).toBe('1')
    expect(errors).toEqual([])
    await close()
  })

  it('overlay: only the counter on a transparent page, following the creator live, with an alert per boost', async () => {
    // A creator of this server: an id unknown here would get the overlay's setup note instead.
    const creator = 'overlay-creator'
    await connectDemoCreator({ url: baseUrl }, creator)
    const { page, errors, close } = await open(`/porthole?overlay=1&metric=boosts&mode=flip&accent=gold&creator=${creator}`)
    const counter = page.locator('[data-live-counter="boosts"]')
    await page.locator('[data-live-counter="boosts"][data-stream="connected"]').waitFor({ timeout: 15_000 })
    await page.locator('[data-alerts-connected="true"]').waitFor({ timeout: 15_000 })
    await expect(counter.locator('[data-counter]').getAttribute('data-mode')).resolves.toBe('flip')
    await expect(counter.locator('[data-counter]').getAttribute('data-accent')).resolves.toBe('gold')
    await expect(page.locator('[data-nav-pill], header, footer').count()).resolves.toBe(0)
    await expect(page.locator('[data-live-counter]').count()).resolves.toBe(1)
    const backgrounds = await page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor])
    expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)'])

    const shot = await pngPixels(page, await page.screenshot({ omitBackground: true }))
    const alphaAt = (x: number, y: number) => shot.data[(y * shot.width + x) * 4 + 3]
    expect(alphaAt(shot.width - 2, shot.height - 2)).toBe(0)
    expect(alphaAt(0, shot.height - 2)).toBe(0)
    const box = (await counter.boundingBox())!
    expect(alphaAt(Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2))).toBe(255)

    const before = Number(await counter.locator('[data-counter]').getAttribute('data-value'))
    const supporter = await identify(baseUrl)
    const message = '<img src=x onerror="document.title=1"> thanks & <b>gg</b>'
    await demoBoost(baseUrl, { amount: 7, creatorId: creator, supporterId: supporter.supporterId, message })
    const alert = page.locator('[data-boost-alert]')
    await alert.waitFor({ timeout: 15_000 })
    await expect(alert.locator('[data-alert-amount]').textContent()).resolves.toBe('$7.00')
    await expect(alert.locator('[data-alert-supporter]').textContent()).resolves.toBe(supporter.anonId.slice(-6))
    await expect(alert.locator('[data-alert-message]').textContent()).resolves.toBe(`“${message}”`)
    await expect(alert.locator('img, b').count()).resolves.toBe(0)
    await expect.poll(() => counter.locator('[data-counter]').getAttribute('data-value')).toBe(String(before + 1))

    // Another creator's boost is not this overlay's.
    await demoBoost(baseUrl, { amount: 9, creatorId: 'someone-else' })
    await alert.waitFor({ state: 'detached', timeout: 10_000 })
    await expect(counter.locator('[data-counter]').getAttribute('data-value')).resolves.toBe(String(before + 1))
    expect(await page.title()).not.toBe('1')
    expect(errors).toEqual([])
    await close()
  })
})
