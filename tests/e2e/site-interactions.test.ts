// Interactions on the public site in Chromium: copy buttons, toasts, analytics events, the
// visited flag and the theme switch.
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { hydrated } from './site-helpers.ts'

const baseUrl = inject('baseUrl')

describe.skipIf(browserMissing)('public site interactions in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  describe('copy buttons', () => {
    let context: BrowserContext
    beforeAll(async () => {
      context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
    })
    afterAll(async () => {
      await context?.close()
    })

    it('copy the snippet, say "Copied!" for 2 s, then go back to "Copy"', async () => {
      const page = await context.newPage()
      // The page's clock, stopped once it has loaded: the 2 s are counted out by the test.
      await page.clock.install()
      await page.goto(`${baseUrl}/docs`)
      await hydrated(page)
      await page.clock.pauseAt(Date.now() + 1000)
      const block = page.locator('[data-code-block]').first()
      const button = block.getByRole('button')
      await expect(button.textContent()).resolves.toBe('Copy')
      await button.click()
      await expect.poll(() => button.textContent()).toBe('Copied!')
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied).toBe(await block.locator('pre').textContent())
      expect(copied).toContain(`src="${baseUrl}/boost.js"`)
      expect(copied).toContain('data-creator-id="your-creator-id"')
      await page.clock.runFor(1999)
      await expect(button.textContent()).resolves.toBe('Copied!')
      await page.clock.runFor(1)
      await expect.poll(() => button.textContent()).toBe('Copy')
      await page.close()
    })

    it('copy the overlay URL the visitor built', async () => {
      const page = await context.newPage()
      await page.goto(`${baseUrl}/docs`)
      await hydrated(page)
      const builder = page.locator('[data-overlay-builder]')
      await builder.getByLabel('Metric').selectOption('revenue')
      await builder.getByLabel('Style').selectOption('flip')
      await builder.getByLabel('Accent').selectOption('magenta')
      await builder.getByLabel('Creator id').fill('maya')
      await builder.getByRole('button', { name: 'Copy URL' }).click()
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
        `${baseUrl}/porthole?overlay=1&metric=revenue&mode=flip&accent=magenta&creator=maya`,
      )
      await page.close()
    })

    it('show a destructive "Failed to copy" toast when the clipboard refuses', async () => {
      const refusing = await browser.newContext()
      await refusing.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
        })
      })
      const page = await refusing.newPage()
      await page.goto(`${baseUrl}/docs/embed`)
      await hydrated(page)
      await page.locator('[data-code-block]').first().getByRole('button').click()
      const toast = page.locator('.toast[data-variant="destructive"]')
      await toast.waitFor()
      await expect(toast.textContent()).resolves.toContain('Failed to copy')
      await expect(toast.textContent()).resolves.toContain('Please copy manually')
      await expect(page.locator('[data-code-block] button').first().textContent()).resolves.toBe('Copy')
      await refusing.close()
    })
  })

  it('shows a toast for a boost:toast window event, for its duration, one at a time', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseUrl}/fees`)
    await hydrated(page)
    await page.evaluate(() => {
      window.dispatchEvent(new CustomEvent('boost:toast', { detail: { message: 'First message' } }))
      window.dispatchEvent(new CustomEvent('boost:toast', { detail: { message: 'Boost sent to Maya', duration: 800 } }))
    })
    const open = page.locator('.toast[data-state="open"]')
    await open.waitFor()
    await expect(open.count()).resolves.toBe(1)
    await expect(open.textContent()).resolves.toContain('Boost sent to Maya')
    await expect.poll(() => open.count(), { timeout: 3000 }).toBe(0)
    await context.close()
  })

  it('sends analytics events only to an analytics function the page has', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const events: unknown[] = []
    await page.exposeFunction('recordAnalytics', (event: unknown) => events.push(event))
    await page.route(`${baseUrl}/boost`, (route) => route.fulfill({ status: 204, body: '' }))
    await page.route(`${baseUrl}/leaderboard`, (route) => route.fulfill({ status: 204, body: '' }))
    const errors = collectErrors(page)
    await page.goto(`${baseUrl}/`)
    await hydrated(page)
    await page.getByRole('link', { name: 'Boost Now', exact: true }).click()
    expect(events).toEqual([])
    expect(errors).toEqual([])

    await page.addInitScript(() => {
      const record = (window as unknown as { recordAnalytics: (event: unknown) => void }).recordAnalytics
      ;(window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => record(args)
    })
    await page.goto(`${baseUrl}/`)
    await hydrated(page)
    await page.getByRole('link', { name: 'See Leaderboard', exact: true }).click()
    await expect.poll(() => events).toEqual([['event', 'homepage_cta_leaderboard', {}]])
    await page.goto(`${baseUrl}/`)
    await hydrated(page)
    await page.locator('a[data-qr-link]').click({ modifiers: ['ControlOrMeta'] })
    await page.locator('footer').getByRole('link', { name: 'Easy Setup', exact: true }).click({ modifiers: ['ControlOrMeta'] })
    await expect.poll(() => events.slice(1)).toEqual([
      ['event', 'homepage_qr_scan', {}],
      ['event', 'footer_easy', {}],
    ])
    await context.close()
  })

  it('welcomes a first visit, remembers the visit, and ?force=home welcomes again', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`)
    await hydrated(page)
    await page.locator('[data-welcome-banner]').waitFor()
    await expect(page.evaluate(() => localStorage.getItem('boost:visited'))).resolves.toBe('true')
    await page.reload()
    await hydrated(page)
    await page.locator('[data-welcome-banner]').waitFor({ state: 'detached' })
    await page.goto(`${baseUrl}/?force=home`)
    await hydrated(page)
    await page.locator('[data-welcome-banner]').waitFor()
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await expect(page.locator('[data-welcome-banner]').count()).resolves.toBe(0)
    await context.close()
  })

  it('switches to the dark theme and keeps it on the next page', async () => {
    const context = await browser.newContext({ colorScheme: 'light' })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/terms`)
    await hydrated(page)
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
    const light = await background()
    await page.getByRole('button', { name: 'Dark theme' }).click()
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark')
    expect(await background()).not.toBe(light)
    await page.goto(`${baseUrl}/privacy`)
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark')
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).resolves.toBe('true')
    await page.getByRole('button', { name: 'System theme' }).click()
    await expect(page.evaluate(() => document.documentElement.dataset.theme ?? null)).resolves.toBeNull()
    expect(await background()).toBe(light)
    await context.close()
  })

  it('shows a keyboard user where the focus is', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseUrl}/fees`)
    await hydrated(page)
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content')
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
    expect(outline).toBe('solid')
    await context.close()
  })
})
