// Navigation on a phone in Chromium: the public pages' Menu (keyboard, Escape, focus back on its
// button, Tab into it), and the console's tab bar of four tools and More, grouped apart from the operator's pages.
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, launchBrowser } from '../support/browser.ts'
import { seriousViolations } from './axe.ts'
import { hydrated } from './site-helpers.ts'

const baseUrl = inject('baseUrl')

describe.skipIf(browserMissing)('navigation on a phone in Chromium', () => {
  let browser: Browser
  let context: BrowserContext
  beforeAll(async () => {
    browser = await launchBrowser()
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true })
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
  })

  it.each(['/', '/docs', '/leaderboard'])('opens the main sections from Menu on %s, by touch and by keyboard, and Escape closes it', async (path) => {
    const page = await context.newPage()
    await page.goto(`${baseUrl}${path}`)
    await hydrated(page)
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false')
    await menu.tap()
    const panel = page.locator('[data-phone-menu-panel]')
    await panel.waitFor()
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(panel.getByRole('link').allTextContents()).resolves.toEqual(['Docs', 'API', 'Pricing', 'Leaderboard', 'For creators'])
    // The panel follows its button: Tab goes into it.
    await menu.focus()
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Docs')
    // The docs page's own tables are checked with the docs; here, the menu's pages without them.
    if (path !== '/docs') await expect(seriousViolations(page)).resolves.toEqual([])
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden' })
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).resolves.toBe(await menu.getAttribute('aria-controls'))

    await menu.focus()
    await page.keyboard.press('Enter')
    await panel.waitFor()
    await panel.getByRole('link', { name: 'Pricing' }).click()
    await page.waitForURL(`${baseUrl}/fees`)
    await page.close()
  })

  it('gives the console four tabs and More, which holds the operator’s pages, the account and the way home', async () => {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/analytics`)
    await hydrated(page)
    const tabs = page.getByRole('navigation', { name: 'Console tabs' })
    await expect(tabs.getByRole('link').allTextContents()).resolves.toEqual(['Setup', 'Analytics', 'Alerts', 'Webhooks'])
    // Each tab is wide enough to press: 390 px over five.
    for (const box of await tabs.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width))) expect(box).toBeGreaterThanOrEqual(70)
    const more = tabs.getByRole('button', { name: 'More' })
    await more.tap()
    const menu = page.locator('[data-console-more-menu]')
    await menu.waitFor()
    await expect(menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual(['/onboard', '/boost', '/admin/checklist', '/account', '/'])
    await expect(seriousViolations(page)).resolves.toEqual([])
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('More')
    await page.close()
  })
})
