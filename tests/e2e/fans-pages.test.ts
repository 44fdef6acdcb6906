// The fans' pages in Chromium: server-rendered content, the success page showing the real boost of
// its session (and celebrating it once), and nothing for a made-up one, the cancel page, the
// receipt, no sideways scrolling at 390 px, and a screenshot of each at 1280 and 390 px, light and dark.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser, pageIdle, requestsInFlight } from '../support/browser.ts'
import { contextAs, demoBoost, hydrated, identify, saveScreenshot, type Supporter } from './fans-helpers.ts'

const baseUrl = inject('baseUrl')

describe.skipIf(browserMissing)('the fans’ pages in Chromium', () => {
  let browser: Browser
  let supporter: Supporter
  let sessionId: string
  beforeAll(async () => {
    browser = await launchBrowser()
    supporter = await identify(baseUrl)
    sessionId = await demoBoost(baseUrl, { amount: 20, creatorId: 'maya-chen', supporterId: supporter.supporterId, message: 'Loved the set!' })
    await fetch(`${baseUrl}/api/referrals/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ supporterId: supporter.supporterId }),
    })
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('has each page’s heading in the server-rendered HTML', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const headings: Array<[string, string, string]> = [
      ['/leaderboard', 'Weekly Leaderboard', 'Weekly Leaderboard | Boost'],
      ['/porthole', 'Porthole Counter', 'Porthole Counter | Boost'],
      [`/boost/success?sid=${sessionId}`, 'Boost Successful!', 'Boost Successful! | Boost'],
      ['/boost/cancel', 'Boost Cancelled', 'Boost Cancelled | Boost'],
    ]
    for (const [path, heading, title] of headings) {
      const response = await page.goto(`${baseUrl}${path}`)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('h1').textContent(), path).resolves.toBe(heading)
      await expect(page.title(), path).resolves.toBe(title)
      await expect(page.locator('meta[name="description"]').getAttribute('content'), path).resolves.toBeTruthy()
    }
    await context.close()
  })

  it('shows the session’s boost on the success page, celebrates it once, and links back', async () => {
    const context = await contextAs(browser, { supporter })
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${baseUrl}/boost/success?sid=${sessionId}`)
    await hydrated(page)
    await expect(page.locator('[data-session-id]').textContent()).resolves.toBe(sessionId)
    await page.locator('[data-boost-details][data-status="complete"]').waitFor({ timeout: 10_000 })
    await expect(page.locator('[data-boost-amount]').textContent()).resolves.toBe('$20.00')
    await expect(page.locator('[data-boost-xp]').textContent()).resolves.toBe('+200 XP')
    // What the creator receives after the card fee and the platform fee, as the checkout showed it; no money moved on a demo server.
    await expect(page.locator('[data-creator-net]').textContent()).resolves.toBe('$18.62')
    await expect(page.locator('[data-money-moved]').textContent()).resolves.toBe('Demo · no money moved')
    await expect(page.locator('[data-receipt]').textContent()).resolves.toContain('This server takes demo payments: no money moved.')
    await expect(page.getByText('A receipt has been emailed to you').count()).resolves.toBe(0)
    await expect(page.getByRole('link', { name: 'View and print your receipt' }).getAttribute('href')).resolves.toMatch(/^\/receipt\/[\w-]{32}$/)
    await expect(page.getByRole('link', { name: 'Back to Demo' }).getAttribute('href')).resolves.toBe('/boost-demo')
    await expect(page.getByRole('link', { name: 'View Analytics' }).getAttribute('href')).resolves.toBe('/analytics')
    await page.locator('[data-achievement="xp"]').waitFor({ timeout: 10_000 })
    await expect(page.locator('[data-achievement="xp"]').textContent()).resolves.toContain('You earned 200 XP for supporting a creator')
    await page.locator('[data-xp-dashboard] [data-xp-total="200"]').waitFor({ timeout: 10_000 })

    // Once celebrated, a reload does not celebrate again: the celebration would ask for a fresh summary
    // once the boost shows complete, then show its popups; both have had their turn before the count.
    const summaryReads = requestsInFlight(page, '/api/gamification/summary')
    await page.reload()
    await hydrated(page)
    await page.locator('[data-boost-details][data-status="complete"]').waitFor({ timeout: 10_000 })
    await page.locator('[data-xp-dashboard] [data-xp-total="200"]').waitFor({ timeout: 10_000 })
    await pageIdle(page)
    await expect.poll(() => summaryReads.size, { timeout: 10_000 }).toBe(0)
    await pageIdle(page)
    await expect(page.locator('[data-achievement]').count()).resolves.toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('says "Unable to load XP data" in the dashboard when the summary fails', async () => {
    const context = await contextAs(browser, { supporter })
    await context.route('**/api/gamification/summary**', (route) => route.fulfill({ status: 500, body: 'boom' }))
    const page = await context.newPage()
    const summaryReads = requestsInFlight(page, '/api/gamification/summary')
    // The page also celebrates the completed session, which reads the summary; once that read has failed too, only Try Again can load it.
    const celebrationFailed = page.waitForEvent('console', { predicate: (message) => message.text().includes('could not read the supporter summary'), timeout: 10_000 })
    await page.goto(`${baseUrl}/boost/success?sid=${sessionId}`)
    await hydrated(page)
    const dashboard = page.locator('[data-xp-dashboard]')
    await dashboard.getByText('Unable to load XP data').waitFor({ timeout: 10_000 })
    await celebrationFailed
    // The fans' boost watcher loads late and reads the summary once too; only when that read has failed
    // as well is the dashboard's Try Again the one way left to load it.
    await page.waitForSelector('[data-own-boost-watcher]', { state: 'attached', timeout: 20_000 })
    await pageIdle(page)
    await expect.poll(() => summaryReads.size, { timeout: 10_000 }).toBe(0)
    await context.unroute('**/api/gamification/summary**')
    await dashboard.getByRole('button', { name: 'Try Again' }).click()
    await dashboard.locator('[data-xp-total="200"]').waitFor({ timeout: 10_000 })
    await context.close()
  })

  it('says no boost was found, and celebrates nothing, when the link has no session or a made-up one', async () => {
    const context = await contextAs(browser, { supporter })
    const page = await context.newPage()
    for (const path of ['/boost/success', '/boost/success?sid=demo_cs_madeUpSession123']) {
      await page.goto(`${baseUrl}${path}`)
      await hydrated(page)
      await expect(page.locator('h1').textContent(), path).resolves.toBe('We could not find this boost')
      await expect(page.title(), path).resolves.toBe('Boost not found | Boost')
      await pageIdle(page)
      await expect(page.locator('[data-achievement]').count(), path).resolves.toBe(0)
    }
    await expect(page.locator('[data-session-id]').textContent()).resolves.toBe('demo_cs_madeUpSession123')
    await context.close()
  })

  it('says nothing was charged on the cancel page, with two ways back to the demo', async () => {
    const context = await contextAs(browser)
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${baseUrl}/boost/cancel`)
    await hydrated(page)
    await expect(page.getByText('No payment was processed.').count()).resolves.toBe(1)
    await expect(page.getByText('No charges were made to your card.').count()).resolves.toBe(1)
    await expect(page.getByRole('link', { name: 'Back to Demo' }).getAttribute('href')).resolves.toBe('/boost-demo')
    await expect(page.getByRole('link', { name: 'Try Again' }).getAttribute('href')).resolves.toBe('/boost-demo')
    expect(errors).toEqual([])
    await context.close()
  })

  it('fits 390 px without sideways scrolling, and saves screenshots at 1280 and 390 px, light and dark', { timeout: 240_000 }, async () => {
    const receiptPath = ((await (await fetch(`${baseUrl}/api/checkout/sessions/${sessionId}`)).json()) as { receiptUrl: string }).receiptUrl
    const pages: Array<[string, string]> = [
      ['leaderboard', '/leaderboard'],
      ['porthole', '/porthole'],
      ['porthole-overlay', '/porthole?overlay=1&metric=xp&mode=dot&accent=magenta&creator=maya-chen'],
      ['boost-success', `/boost/success?sid=${sessionId}`],
      ['boost-cancel', '/boost/cancel'],
      ['boost-receipt', receiptPath],
    ]
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const context = await contextAs(browser, { width, colorScheme, supporter })
        const page = await context.newPage()
        const errors = collectErrors(page)
        for (const [name, path] of pages) {
          await page.goto(`${baseUrl}${path}`)
          await hydrated(page)
          await page.locator('[data-leaderboard-entry], [data-counter], h1').first().waitFor()
          // Screenshots show the page loaded: no placeholder still waiting for its data, every live counter read.
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-live-counter]:not([data-status="ready"])'))
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
          expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0)
          await saveScreenshot(page, `fans-${name}-${width}-${colorScheme}`)
        }
        if (width === 1280 && colorScheme === 'light') {
          await page.goto(`${baseUrl}/leaderboard`)
          await hydrated(page)
          await page.locator('[data-view-my-stats]').click()
          await page.locator('[data-stats-modal] [data-xp-stats]').waitFor()
          await page.locator('[data-stats-modal]').evaluate((modal) =>
            Promise.all(modal.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity).map((animation) => animation.finished)),
          )
          await saveScreenshot(page, 'fans-leaderboard-stats-modal-1280-light')
          await page.keyboard.press('Escape')
          await page.locator('[data-qr-toggle]').click()
          await saveScreenshot(page, 'fans-leaderboard-qr-1280-light')
        }
        // Each browser here opens the same thank-you page as the boost's supporter: the first keeps the
        // boost for its fan, the others' claim is refused (409, the boost is another fan's), and Chromium logs that answer.
        expect(errors.filter((error) => !error.includes('status of 409 (Conflict)')), `${colorScheme} ${width}`).toEqual([])
        await context.close()
      }
    }
  })
})
