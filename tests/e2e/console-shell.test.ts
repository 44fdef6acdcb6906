// The console shell in Chromium: keyboard shortcuts (g then a key, ?, [) and their list, shortcuts
// pausing in fields, the folded sidebar remembered, tooltips after 700 ms and at once within
// 300 ms of the last, toasts one at a time that F8 reaches and a swipe dismisses, and the tab bar
// on phones.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser, pageIdle } from '../support/browser.ts'
import { hydrated } from './site-helpers.ts'

const baseUrl = inject('baseUrl')

describe.skipIf(browserMissing)('the console shell in Chromium', () => {
  let browser: Browser
  let context: BrowserContext

  beforeAll(async () => {
    browser = await launchBrowser()
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
  })

  async function open(path: string): Promise<Page> {
    const page = await context.newPage()
    await page.goto(`${baseUrl}${path}`)
    await hydrated(page)
    return page
  }

  const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Creator console' })

  it('goes to a section with "g" then its key, without reloading the page', async () => {
    const page = await open('/onboard')
    const errors = collectErrors(page)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.keyboard.press('g')
    await page.keyboard.press('a')
    await page.waitForURL(`${baseUrl}/analytics`)
    await page.getByRole('heading', { name: 'Platform analytics' }).waitFor()
    await expect(sidebar(page).getByRole('link', { name: /Analytics/ }).getAttribute('aria-current')).resolves.toBe('page')
    await page.keyboard.press('g')
    await page.keyboard.press('c')
    await page.waitForURL(`${baseUrl}/admin/checklist`)
    // The next shortcut goes to the page once it is on screen, not while the navigation still renders.
    await page.getByRole('heading', { name: 'Go-live checklist' }).waitFor()
    await page.keyboard.press('g')
    await page.keyboard.press('d')
    await page.waitForURL(`${baseUrl}/boost`)
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true)
    await expect(page.title()).resolves.toBe('Developer demo: configure and test the Boost widget | Boost')
    expect(errors).toEqual([])
    await page.close()
  })

  it('pauses shortcuts while typing in a field', async () => {
    const page = await open('/onboard')
    await page.getByRole('textbox', { name: 'Creator ID' }).fill('')
    await page.getByRole('textbox', { name: 'Creator ID' }).pressSequentially('ga?')
    await pageIdle(page)
    expect(page.url()).toBe(`${baseUrl}/onboard`)
    await expect(page.getByRole('textbox', { name: 'Creator ID' }).inputValue()).resolves.toBe('ga?')
    await expect(page.locator('[data-shortcuts-dialog]').isVisible()).resolves.toBe(false)
    await page.close()
  })

  it('lists the shortcuts on "?" and from the sidebar, and closes the list with Esc', async () => {
    const page = await open('/easy')
    await page.keyboard.press('?')
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await dialog.waitFor()
    await expect(dialog.locator('li').count()).resolves.toBe(12)
    await expect(dialog.locator('li').filter({ hasText: 'Go to Analytics' }).locator('kbd').allTextContents()).resolves.toEqual(['g', 'a'])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await sidebar(page).getByRole('button', { name: 'Keyboard shortcuts' }).click()
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.close()
  })

  it('folds the sidebar on "[" and remembers it after a reload', async () => {
    const page = await open('/easy')
    await expect(sidebar(page).getAttribute('data-folded')).resolves.toBe('false')
    await page.keyboard.press('[')
    await expect.poll(() => sidebar(page).getAttribute('data-folded')).toBe('true')
    await page.reload()
    await hydrated(page)
    await expect.poll(() => sidebar(page).getAttribute('data-folded')).toBe('true')
    await sidebar(page).getByRole('button', { name: 'Unfold sidebar' }).click()
    await expect.poll(() => sidebar(page).getAttribute('data-folded')).toBe('false')
    await page.close()
  })

  it('opens a tooltip after 700 ms, and the next one at once within 300 ms', async () => {
    const page = await open('/easy')
    await page.keyboard.press('[')
    const easy = sidebar(page).getByRole('link', { name: 'Easy Setup' })
    const onboard = sidebar(page).getByRole('link', { name: 'Onboard' })
    const tooltip = page.getByRole('tooltip')
    // Timed in the page: from the pointer entering a link to its tooltip appearing.
    await page.evaluate(() => {
      const times: Record<string, number> = {}
      Object.assign(window, { tooltipTimes: times })
      for (const link of document.querySelectorAll('aside[aria-label="Creator console"] nav a')) {
        link.addEventListener('pointerenter', () => (times[`enter ${link.getAttribute('href')}`] = performance.now()))
      }
      new MutationObserver(() => {
        const text = document.querySelector('[role="tooltip"]')?.textContent
        if (text && !times[text]) times[text] = performance.now()
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    const times = () => page.evaluate(() => (window as unknown as { tooltipTimes: Record<string, number> }).tooltipTimes)
    await easy.hover()
    await tooltip.waitFor()
    await expect(tooltip.textContent()).resolves.toBe('Easy Setup · g e')
    await expect(tooltip.getAttribute('data-state')).resolves.toBe('delayed-open')
    // A real pointer glides: Radix keeps a tooltip open while the pointer could be heading for it.
    const target = (await onboard.boundingBox())!
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 6 })
    await tooltip.filter({ hasText: 'Onboard · g o' }).waitFor()
    // A timer never fires early, so the first tooltip's wait has a floor; the next one skips the
    // wait, which its state says whatever the machine's speed.
    const seen = await times()
    expect(seen['Easy Setup · g e']! - seen['enter /easy']!).toBeGreaterThanOrEqual(690)
    await expect(tooltip.getAttribute('data-state')).resolves.toBe('instant-open')
    await page.keyboard.press('[')
    await page.close()
  })

  it('shows a tooltip at once on keyboard focus, beside its control and inside the window, and closes it on Escape, click and scroll', async () => {
    const page = await open('/easy')
    await page.keyboard.press('[')
    const onboard = sidebar(page).getByRole('link', { name: 'Onboard' })
    const tooltip = page.getByRole('tooltip')
    await onboard.focus()
    await tooltip.waitFor()
    await expect(tooltip.textContent()).resolves.toBe('Onboard · g o')
    // The control is described by its tooltip while it shows, for screen readers.
    await expect(onboard.getAttribute('aria-describedby')).resolves.toBe(await tooltip.getAttribute('id'))
    // Measured once its entrance (a 2 px rise) has finished.
    const settled = () => tooltip.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)).then(() => {}))
    await settled()
    const link = (await onboard.boundingBox())!
    const tip = (await tooltip.boundingBox())!
    // side="right": 8 px to the right of the link, centred on it.
    expect(tip.x - (link.x + link.width)).toBeCloseTo(8, 0)
    expect(tip.y + tip.height / 2).toBeCloseTo(link.y + link.height / 2, 0)
    await page.keyboard.press('Escape')
    await expect(tooltip.count()).resolves.toBe(0)
    await expect(onboard.getAttribute('aria-describedby')).resolves.toBeNull()

    // The navigation pill's Home button sits in the top right corner: its tooltip (below it) stays inside the window.
    const home = page.locator('[data-nav="home"]')
    await home.focus()
    await tooltip.filter({ hasText: 'Home' }).waitFor()
    await settled()
    const homeTip = (await tooltip.boundingBox())!
    expect(homeTip.x + homeTip.width).toBeLessThanOrEqual(1280 - 8 + 0.5)
    expect(homeTip.y).toBeGreaterThan((await home.boundingBox())!.y)
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')))
    await expect(tooltip.count()).resolves.toBe(1)
    await page.evaluate(() => document.dispatchEvent(new Event('scroll')))
    await expect(tooltip.count()).resolves.toBe(0)

    // A click closes it, and the focus the click leaves behind does not bring it back.
    const shortcuts = sidebar(page).getByRole('button', { name: 'Unfold sidebar' })
    await shortcuts.hover()
    await tooltip.filter({ hasText: 'Unfold sidebar ([)' }).waitFor()
    await shortcuts.click()
    await expect(tooltip.count()).resolves.toBe(0)
    await page.close()
  })

  it('shows one toast at a time, moves focus to it on F8, and dismisses it with a swipe', async () => {
    const page = await open('/analytics')
    await page.evaluate(() => {
      for (const message of ['First toast', 'Second toast']) window.dispatchEvent(new CustomEvent('boost:toast', { detail: { message, duration: 60_000 } }))
    })
    const toast = page.locator('.toast[data-state="open"]')
    await toast.waitFor()
    await expect(toast.count()).resolves.toBe(1)
    await expect(toast.textContent()).resolves.toContain('Second toast')
    await page.keyboard.press('F8')
    await expect(page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? null)).resolves.toMatch(/^Notifications/)
    const box = (await toast.boundingBox())!
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + 20 + step * 15, box.y + box.height / 2)
    await page.mouse.up()
    await page.locator('.toast[data-state="open"]').waitFor({ state: 'detached' })
    await page.close()
  })

  it('trades the sidebar for a tab bar on a phone', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })
    const page = await phone.newPage()
    await page.goto(`${baseUrl}/analytics`)
    await hydrated(page)
    await expect(sidebar(page).isVisible()).resolves.toBe(false)
    // Named apart from the sidebar's "Console sections", so each landmark has its own name.
    const tabs = page.getByRole('navigation', { name: 'Console tabs' })
    // The creator's four tools; the operator's pages wait under More.
    await expect(tabs.getByRole('link').allTextContents()).resolves.toEqual(['Setup', 'Analytics', 'Alerts', 'Webhooks'])
    await expect(tabs.getByRole('button', { name: 'More' }).isVisible()).resolves.toBe(true)
    await expect(tabs.getByRole('link', { name: 'Analytics' }).getAttribute('aria-current')).resolves.toBe('page')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBe(0)
    await phone.close()
  })
})
