// A supporter's boosts in Chromium: the XP popup when their boost lands, "You" on the weekly
// leaderboard with the right XP, the badge popup when 500 XP is crossed, the stats modal, and the
// leaderboard's labels, tiers, failure and retry.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { rankTier } from '../../core/ranks.ts'
import { browserMissing, collectErrors, launchBrowser, pageIdle, requestsInFlight } from '../support/browser.ts'
import { contextAs, demoBoost, hydrated, identify, watchingOwnBoosts } from './fans-helpers.ts'

const baseUrl = inject('baseUrl')

describe.skipIf(browserMissing)('achievements and the weekly leaderboard in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('pops "XP Earned!" for a new supporter’s boost, shows "You" with its XP, and unlocks Superfan past 500 XP', { timeout: 120_000 }, async () => {
    const supporter = await identify(baseUrl)
    const context = await contextAs(browser, { supporter })
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${baseUrl}/leaderboard`)
    await hydrated(page)
    await watchingOwnBoosts(page)

    await demoBoost(baseUrl, { amount: 10, creatorId: 'some-creator', supporterId: supporter.supporterId })
    const xp = page.locator('[data-achievement="xp"]')
    await xp.waitFor({ timeout: 15_000 })
    await expect(xp.textContent()).resolves.toContain('XP Earned!')
    await expect(xp.textContent()).resolves.toContain('You earned 100 XP for supporting a creator')
    await expect(xp.getAttribute('data-color')).resolves.toBe('green')

    const you = page.locator('[data-leaderboard-entry][data-you="true"]')
    await you.waitFor({ timeout: 15_000 })
    await expect(you.locator('[data-entry-label]').textContent()).resolves.toBe('You')
    await expect(you.locator('[data-entry-xp]').getAttribute('data-entry-xp')).resolves.toBe('100')
    await expect(page.locator('[data-achievement="badge"]').count()).resolves.toBe(0)

    // Visible 4 s, then a 300 ms fade, then gone.
    await xp.waitFor({ state: 'detached', timeout: 8000 })

    await demoBoost(baseUrl, { amount: 45, creatorId: 'some-creator', supporterId: supporter.supporterId })
    const badge = page.locator('[data-achievement="badge"]')
    await badge.waitFor({ timeout: 15_000 })
    await expect(badge.textContent()).resolves.toContain('New Badge Unlocked!')
    await expect(badge.textContent()).resolves.toContain("You've earned the Superfan badge")
    await expect(badge.getAttribute('data-color')).resolves.toBe('silver')
    await expect(page.locator('[data-achievement="xp"]').textContent()).resolves.toContain('You earned 450 XP')
    await expect.poll(() => you.locator('[data-entry-xp]').getAttribute('data-entry-xp'), { timeout: 15_000 }).toBe('550')

    await page.locator('[data-view-my-stats]').click()
    const modal = page.locator('[data-stats-modal]')
    await expect.poll(() => modal.locator('[data-xp-total]').getAttribute('data-xp-total'), { timeout: 10_000 }).toBe('550')
    await expect(modal.locator('[data-badge="SUPERFAN"]').getAttribute('data-earned')).resolves.toBe('true')
    await expect(modal.locator('[data-badge="SUPERFAN"]').getAttribute('data-tier-color')).resolves.toBe('silver')
    await expect(modal.locator('[data-next-badge="COSMIC"]').textContent()).resolves.toContain('550 / 2,000 XP')
    await page.keyboard.press('Escape')
    await expect.poll(() => modal.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false)

    // The top badge is gold, and then there is no next one.
    await demoBoost(baseUrl, { amount: 150, creatorId: 'some-creator', supporterId: supporter.supporterId })
    const cosmic = page.locator('[data-achievement="badge"][data-color="gold"]')
    await cosmic.waitFor({ timeout: 15_000 })
    await expect(cosmic.textContent()).resolves.toContain("You've earned the Cosmic badge")
    await page.locator('[data-view-my-stats]').click()
    await expect.poll(() => modal.locator('[data-xp-total]').getAttribute('data-xp-total'), { timeout: 10_000 }).toBe('2050')
    await expect(modal.locator('[data-next-badge="max"]').textContent()).resolves.toBe('Max level reached!')
    await page.keyboard.press('Escape')

    expect(errors).toEqual([])
    await context.close()
  })

  it('celebrates a boost a Boost widget on the page reports, identifying this browser by the widget’s anonymous id', async () => {
    const context = await contextAs(browser)
    const page = await context.newPage()
    const errors = collectErrors(page)
    const summaryReads = requestsInFlight(page, '/api/gamification/summary')
    await page.goto(`${baseUrl}/leaderboard`)
    await hydrated(page)
    // What the widget does on a first boost: an anonymous id under the shared key, identify, checkout.
    const supporter = await identify(baseUrl)
    await page.evaluate((anonId) => localStorage.setItem('boost:anon-id', anonId), supporter.anonId)
    const sessionId = await demoBoost(baseUrl, { amount: 12, creatorId: 'some-creator', supporterId: supporter.supporterId })
    const session = (await (await fetch(`${baseUrl}/api/checkout/sessions/${sessionId}`)).json()) as { boostId: number; xpAwarded: number }
    await page.evaluate(({ boostId, xpAwarded }) => {
      const host = document.createElement('div')
      document.body.append(host)
      host.dispatchEvent(new CustomEvent('boost:success', { detail: { boostId, xpAwarded, sessionId: 'x' }, bubbles: true, composed: true }))
    }, session)
    const xp = page.locator('[data-achievement="xp"]')
    await xp.first().waitFor({ timeout: 15_000 })
    await expect(xp.first().textContent()).resolves.toContain('You earned 120 XP for supporting a creator')
    await expect(page.evaluate(() => localStorage.getItem('boost:supporter-id'))).resolves.toBe(supporter.supporterId)
    await page.locator('[data-view-my-stats]').waitFor()
    // Once only: the stream watcher has joined (any second celebration would start from it, with a
    // fresh summary read), the summary reads are answered, and the page has had a frame to show more.
    await watchingOwnBoosts(page)
    await pageIdle(page)
    await expect.poll(() => summaryReads.size, { timeout: 10_000 }).toBe(0)
    await pageIdle(page)
    await expect(xp.count()).resolves.toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('labels other supporters by the last 6 characters of their anonymous id, with rank tiers, and hides View My Stats without a supporter', async () => {
    const other = await identify(baseUrl)
    await demoBoost(baseUrl, { amount: 3000, creatorId: 'some-creator', supporterId: other.supporterId })
    const context = await contextAs(browser)
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${baseUrl}/leaderboard`)
    await hydrated(page)
    // Other suites share this server's week, so find the entry by its label and check its tier by its rank.
    const entry = page.locator('[data-leaderboard-entry]').filter({ has: page.locator('[data-entry-label]', { hasText: other.anonId.slice(-6) }) })
    await entry.waitFor()
    await expect(entry.locator('[data-entry-label]').textContent()).resolves.toBe(other.anonId.slice(-6))
    await expect(entry.locator('[data-entry-xp]').getAttribute('data-entry-xp')).resolves.toBe('30000')
    const tiers = await page.locator('[data-leaderboard-entry]').evaluateAll((entries) =>
      entries.map((element) => [Number(element.getAttribute('data-rank')), element.querySelector('[data-tier]')?.textContent] as const),
    )
    expect(tiers.length).toBeGreaterThan(0)
    for (const [rank, tier] of tiers) expect(tier, `rank ${rank}`).toBe(rankTier(rank))
    expect(tiers[0]).toEqual([1, 'Champion'])
    await expect(page.locator('[data-leaderboard-entry][data-you="true"]').count()).resolves.toBe(0)
    await expect(page.getByText('Live Boost Counter').count()).resolves.toBe(1)
    for (const title of ['Earning XP', 'Badges', 'Weekly reset']) await expect(page.getByRole('heading', { name: title, exact: true }).count()).resolves.toBe(1)
    await expect(page.locator('[data-view-my-stats]').count()).resolves.toBe(0)
    await expect(page.getByRole('button', { name: 'Refresh Leaderboard' }).count()).resolves.toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('says "No stats available" in the stats modal when the server has none', async () => {
    const supporter = await identify(baseUrl)
    const context = await contextAs(browser, { supporter })
    await context.route('**/api/gamification/summary**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Unknown supporter"}' }))
    const page = await context.newPage()
    await page.goto(`${baseUrl}/leaderboard`)
    await hydrated(page)
    await page.locator('[data-view-my-stats]').click()
    await page.locator('[data-stats-modal] [data-no-stats]').waitFor({ timeout: 10_000 })
    await expect(page.locator('[data-no-stats]').textContent()).resolves.toBe('No stats available')
    await context.close()
  })

  it('arrives with the board rendered, and when a refresh fails three retries on shows "Failed to load leaderboard" above it until Try Again loads it', async () => {
    const context = await contextAs(browser)
    const page = await context.newPage()
    let requests = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/leaderboard/weekly') requests += 1
    })
    // Without scripts the board is already there: the server read it.
    const html = await (await page.request.get(`${baseUrl}/leaderboard`)).text()
    expect(html).toMatch(/data-leaderboard-entry|data-leaderboard-empty/)
    await page.goto(`${baseUrl}/leaderboard`)
    await hydrated(page)
    const board = page.locator('[data-leaderboard-entry], [data-leaderboard-empty]')
    const shown = await board.count()
    expect(shown).toBeGreaterThan(0)
    expect(requests).toBe(0)

    await context.route('**/api/leaderboard/weekly**', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }))
    await page.getByRole('button', { name: 'Refresh Leaderboard' }).click()
    const failure = page.locator('[data-leaderboard-error]')
    // Retries wait 1 s, 2 s and 4 s.
    await failure.waitFor({ timeout: 20_000 })
    await expect(failure.textContent()).resolves.toContain('Failed to load leaderboard')
    expect(requests).toBe(4)
    await expect(board.count()).resolves.toBe(shown)
    await context.unroute('**/api/leaderboard/weekly**')
    await failure.getByRole('button', { name: 'Try Again' }).click()
    await failure.waitFor({ state: 'detached', timeout: 10_000 })
    expect(requests).toBe(5)
    await expect(board.count()).resolves.toBe(shown)
    await context.close()
  })
})
