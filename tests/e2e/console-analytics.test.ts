// /analytics and /admin/checklist in Chromium: the spinner, paging through Recent Boosts, the
// platform view, the spec's fetch errors, and with live payments the admin token sent as an
// Authorization header; the checklist's items in demo and live mode.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser, pageIdle } from '../support/browser.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { hydrated, recordDemoBoost } from './site-helpers.ts'

const ADMIN_TOKEN = 'console-admin-token-0123456789'

describe.skipIf(browserMissing)('/analytics and /admin/checklist in Chromium', () => {
  let demo: ConsoleServer
  let live: ConsoleServer
  let browser: Browser
  let context: BrowserContext

  beforeAll(async () => {
    ;[demo, live, browser] = await Promise.all([
      startConsoleServer({ RATE_LIMIT_PER_MINUTE: '1000' }),
      startConsoleServer({
        STRIPE_SECRET_KEY: 'sk_test_console',
        STRIPE_WEBHOOK_SECRET: 'whsec_console',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
        ADMIN_TOKEN,
      }),
      launchBrowser(),
    ])
    // Requests a service worker answers bypass page.route; the PWA suite tests the worker.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    for (let index = 0; index < 30; index++) await recordDemoBoost(demo.url, { amount: 5 + index, creatorId: 'paging-creator' })
    await recordDemoBoost(demo.url, { amount: 7, creatorId: 'other-creator' })
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await Promise.all([demo?.stop(), live?.stop()])
  })

  async function open(url: string): Promise<{ page: Page; errors: string[] }> {
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(url)
    await hydrated(page)
    return { page, errors }
  }

  const rows = (page: Page) => page.locator('[data-recent-boosts] tbody tr')

  /**
   * The platform view, then paging-creator's boosts from its Creator column: the page comes with the
   * numbers of its first scope, so another scope's are the ones it asks for, where a route can hold
   * or change them.
   */
  async function switchToPagingCreator(page: Page): Promise<void> {
    await page.goto(`${demo.url}/analytics?view=platform`)
    await hydrated(page)
    await page.locator('[data-recent-boosts]').getByRole('link', { name: 'paging-creator' }).first().click()
    await page.getByRole('heading', { name: 'Your boosts' }).waitFor()
  }

  it('shows a spinner while another scope loads, then pages through Recent Boosts 25 at a time', async () => {
    const page = await context.newPage()
    const errors = collectErrors(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/boost-stats*', async (route) => {
      await held
      await route.continue()
    })
    await switchToPagingCreator(page)
    await page.getByRole('status').filter({ hasText: 'Loading analytics…' }).waitFor()
    release()
    await rows(page).first().waitFor()
    await expect(page.locator('[data-stat="boosts"] [data-stat-value]').textContent()).resolves.toBe('30')
    await expect(rows(page).count()).resolves.toBe(25)
    // Newest first: the last recorded ($34) leads.
    await expect(rows(page).first().locator('td').nth(2).textContent()).resolves.toBe('$34.00')
    await expect(page.getByRole('button', { name: 'Newer' }).isDisabled()).resolves.toBe(true)
    await page.getByRole('button', { name: 'Older' }).click()
    await expect.poll(() => rows(page).count()).toBe(5)
    await expect(page.getByText('Page 2', { exact: true }).isVisible()).resolves.toBe(true)
    await expect(rows(page).last().locator('td').nth(2).textContent()).resolves.toBe('$5.00')
    await expect(page.getByRole('button', { name: 'Older' }).isDisabled()).resolves.toBe(true)
    await page.getByRole('button', { name: 'Newer' }).click()
    await expect.poll(() => rows(page).count()).toBe(25)
    expect(errors).toEqual([])
    await page.close()
  })

  it('comes with its numbers, asking for nothing on load; another scope reads the stats once and the boost events once', async () => {
    const page = await context.newPage()
    const errors = collectErrors(page)
    const reads: string[] = []
    page.on('request', (request: Request) => {
      const { pathname } = new URL(request.url())
      if (pathname === '/api/boost-stats' || pathname === '/api/boost-events') reads.push(pathname)
    })
    // Still on the page as the server sent it, before any script ran.
    await page.goto(`${demo.url}/analytics?creatorId=paging-creator`, { waitUntil: 'commit' })
    await page.locator('[data-stat="boosts"] [data-stat-value]').waitFor()
    await expect(page.locator('[data-stat="boosts"] [data-stat-value]').textContent()).resolves.toBe('30')
    await expect(rows(page).count()).resolves.toBe(25)
    await page.locator('[data-daily-chart] [data-chart-static]').waitFor()
    await hydrated(page)
    // Hydrated: the page's effects have run; idle: what they asked for has started.
    await pageIdle(page)
    expect(reads).toEqual([])
    // The chart and the first page of another scope come from one answer.
    await page.getByLabel('Whose boosts').selectOption('')
    await page.getByRole('heading', { name: 'Platform analytics' }).waitFor()
    await rows(page).first().waitFor()
    await expect.poll(() => [...reads].sort()).toEqual(['/api/boost-events', '/api/boost-stats'])
    // And no second read follows once the answers are in.
    await pageIdle(page)
    expect(reads.sort()).toEqual(['/api/boost-events', '/api/boost-stats'])
    expect(errors).toEqual([])
    await page.close()
  })

  describe('the charts', () => {
    const DAY = 86_400_000
    /** The chart's boosts (the newest 500), spread over today and the two days before: boost i on day i % 3. */
    async function spreadOverDays(page: Page): Promise<number[]> {
      const grossByDaysAgo = [0, 0, 0]
      await page.route('**/api/boost-events?*limit=500*', async (route) => {
        const answer = await route.fetch()
        const events = (await answer.json()) as { ts: string; gross: string | number }[]
        const today = new Date().toISOString().slice(0, 10)
        events.forEach((event, index) => {
          const daysAgo = index % 3
          event.ts = new Date(Date.parse(`${today}T12:00:00Z`) - daysAgo * DAY).toISOString()
          grossByDaysAgo[daysAgo]! += Number(event.gross)
        })
        await route.fulfill({ response: answer, json: events })
      })
      return grossByDaysAgo
    }

    /** A new tab on the creator's analytics (asked for after the platform view), its boosts spread over days, hydrated; the errors it logs. */
    async function openSpreadOverDays() {
      const page = await context.newPage()
      const errors = collectErrors(page)
      const grossByDaysAgo = await spreadOverDays(page)
      await switchToPagingCreator(page)
      return { page, errors, grossByDaysAgo }
    }

    const dailyChart = (page: Page) => page.locator('[data-daily-chart] figure')
    const tooltip = (page: Page) => page.locator('[data-daily-chart] .recharts-tooltip-wrapper')
    const dayLabel = (daysAgo: number) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.now() - daysAgo * DAY))
    /** Recharts' tooltip for a day: the label, then Boosts and Gross in recharts' own order. */
    const tip = (daysAgo: number, grossCents: number) => `${dayLabel(daysAgo)}Boosts : 10Gross : $${(grossCents / 100).toFixed(2)}`

    it('draws a static chart first, one bar per day with boosts, its height proportional to the day’s gross, without recharts', async () => {
      const { page, errors, grossByDaysAgo } = await openSpreadOverDays()
      const bars = dailyChart(page).locator('[data-chart-static] [data-series="gross"] path')
      await expect.poll(() => bars.count()).toBe(3)
      // Days 11, 12 and 13 of the 14: two days ago, yesterday, today.
      await expect(bars.evaluateAll((paths) => paths.map((path) => path.getAttribute('data-index')))).resolves.toEqual(['11', '12', '13'])
      const heights = await bars.evaluateAll((paths) => paths.map((path) => (path as SVGGraphicsElement).getBBox().height))
      const gross = [grossByDaysAgo[2]!, grossByDaysAgo[1]!, grossByDaysAgo[0]!]
      for (let index = 0; index < 3; index++) expect(heights[index]! / heights[0]!).toBeCloseTo(gross[index]! / gross[0]!, 2)
      // The line has a dot on every day, zero days too; the donut one slice (no crypto boosts).
      const dots = dailyChart(page).locator('[data-chart-static] [data-series="boosts"] circle')
      await expect(dots.count()).resolves.toBe(14)
      await expect(page.locator('[data-channel-split] [data-chart-static] [data-slice="Card"]').count()).resolves.toBe(1)
      await expect(page.locator('.recharts-surface').count()).resolves.toBe(0)
      expect(errors).toEqual([])
      await page.close()
    })

    it('loads recharts when the pointer reaches the chart, in the same box, and shows the day’s gross in its tooltip', async () => {
      const { page, errors, grossByDaysAgo } = await openSpreadOverDays()
      const todayBar = dailyChart(page).locator('[data-chart-static] [data-series="gross"] path[data-index="13"]')
      await todayBar.waitFor()
      const before = await dailyChart(page).boundingBox()
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })
      await todayBar.hover()
      await dailyChart(page).locator('.recharts-surface').waitFor()
      expect(scripts.length).toBeGreaterThan(0)
      expect(await dailyChart(page).boundingBox()).toEqual(before)
      await expect(dailyChart(page).locator('[data-chart-static]').count()).resolves.toBe(0)
      // The pointer moves on over the bar recharts drew in the same place.
      await dailyChart(page).locator('.recharts-bar-rectangle').last().hover()
      await expect.poll(() => tooltip(page).textContent()).toBe(tip(0, grossByDaysAgo[0]!))
      expect(errors).toEqual([])
      await page.close()
    })

    it('takes keyboard focus with a visible ring, shows today’s tooltip, and moves it with the arrow keys', async () => {
      const { page, grossByDaysAgo } = await openSpreadOverDays()
      await dailyChart(page).locator('[data-chart-static] [data-series="gross"] path').first().waitFor()
      // Tab from the element before the chart, as a keyboard user arrives.
      await page.locator('[data-daily-chart]').evaluate((panel) => {
        const before = document.createElement('button')
        before.textContent = 'before'
        panel.prepend(before)
        before.focus()
      })
      await page.keyboard.press('Tab')
      await expect(dailyChart(page).evaluate((figure) => figure === document.activeElement && figure.matches(':focus-visible'))).resolves.toBe(true)
      await expect(dailyChart(page).evaluate((figure) => getComputedStyle(figure).outlineStyle)).resolves.toBe('solid')
      await expect.poll(() => tooltip(page).textContent()).toBe(tip(0, grossByDaysAgo[0]!))
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => tooltip(page).textContent()).toBe(tip(1, grossByDaysAgo[1]!))
      await page.keyboard.press('Tab')
      await expect.poll(() => tooltip(page).evaluate((wrapper) => getComputedStyle(wrapper).visibility)).toBe('hidden')
      await page.close()
    })
  })

  it('shows every creator in the platform view, with a creator column and the channel split', async () => {
    const { page, errors } = await open(`${demo.url}/analytics?view=platform`)
    await page.getByRole('heading', { name: 'Platform analytics' }).waitFor()
    await rows(page).first().waitFor()
    await expect(page.locator('[data-stat="boosts"] [data-stat-value]').textContent()).resolves.toBe('31')
    await expect(rows(page).first().locator('td').first().textContent()).resolves.toBe('other-creator')
    await expect(page.locator('[data-channel="Card (fiat)"]').textContent()).resolves.toContain('31 boosts')
    await expect(page.locator('[data-fee-breakdown]').textContent()).resolves.toContain('Platform fee')
    await page.locator('[data-channel-split] [data-chart-static] [data-slice="Card"]').waitFor()
    await rows(page).first().getByRole('link', { name: 'other-creator' }).click()
    await page.getByRole('heading', { name: 'Your boosts' }).waitFor()
    await expect(page.getByLabel('Whose boosts').inputValue()).resolves.toBe('other-creator')
    await expect.poll(() => page.locator('[data-stat="boosts"] [data-stat-value]').textContent()).toBe('1')
    expect(new URL(page.url()).searchParams.get('creatorId')).toBe('other-creator')
    expect(errors).toEqual([])
    await page.close()
  })

  it('says "Failed to fetch boost stats" and "Failed to fetch boost events" on failing answers, and recovers on Try again', async () => {
    const page = await context.newPage()
    await page.route('**/api/boost-stats*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }))
    await page.route('**/api/boost-events?*', (route) => route.fulfill({ status: 503, body: 'down' }))
    await switchToPagingCreator(page)
    const alerts = page.locator('[data-fetch-error]')
    await expect.poll(() => alerts.allTextContents()).toEqual(['Failed to fetch boost statsTry again', 'Failed to fetch boost eventsTry again'])
    await page.unrouteAll()
    await alerts.first().getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => alerts.count()).toBe(1)
    await alerts.first().getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => alerts.count()).toBe(0)
    await expect.poll(() => rows(page).count()).toBe(25)
    await page.close()
  })

  it('shows the checklist in demo mode: items red or green, with how to fix the red ones', async () => {
    const { page, errors } = await open(`${demo.url}/admin/checklist`)
    await expect(page.title()).resolves.toBe('Go-live checklist | Boost creator console')
    const item = (id: string) => page.locator(`[data-check="${id}"]`)
    await item('migrations-current').waitFor()
    await expect(item('migrations-current').getAttribute('data-ok')).resolves.toBe('true')
    await expect(item('stripe-keys').getAttribute('data-ok')).resolves.toBe('false')
    await expect(item('stripe-keys').textContent()).resolves.toContain('How to fix:')
    await expect(item('migrations-current').textContent()).resolves.not.toContain('How to fix:')
    await expect(page.locator('[data-checklist-ready]').textContent()).resolves.toContain('5 of 7 to fix before going live')
    expect(errors).toEqual([])
    await page.close()
  })

  describe('with live payments', () => {
    it('asks for the admin token for the platform view and sends it as Authorization', async () => {
      const page = await context.newPage()
      const sent: Request[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/boost-events')) sent.push(request)
      })
      await page.goto(`${live.url}/analytics`)
      await hydrated(page)
      await page.getByRole('heading', { name: 'Platform analytics need the admin token' }).waitFor()
      expect(sent).toEqual([])

      await page.getByLabel('Admin token', { exact: true }).fill('not-the-admin-token-at-all')
      await page.getByRole('button', { name: 'Unlock' }).click()
      await page.getByText('The server refused that token. Check ADMIN_TOKEN and try again.').waitFor()

      await page.getByLabel('Admin token', { exact: true }).fill(ADMIN_TOKEN)
      await page.getByRole('button', { name: 'Unlock' }).click()
      await page.getByText('No boosts yet. Start by testing the demo widget!').waitFor()
      expect(await sent.at(-1)!.headerValue('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`)

      // The token lasts for this tab: the checklist opens with it too.
      await page.goto(`${live.url}/admin/checklist`)
      await hydrated(page)
      await page.locator('[data-check="stripe-keys"][data-ok="true"]').waitFor()
      await expect(page.locator('[data-check="admin-token"]').getAttribute('data-ok')).resolves.toBe('true')
      await expect(page.locator('[data-checklist-ready]').textContent()).resolves.toContain('Live payments')
      await page.close()
    })

    it('asks for the admin token on the checklist in a fresh tab', async () => {
      const fresh = await browser.newContext()
      const page = await fresh.newPage()
      await page.goto(`${live.url}/admin/checklist`)
      await hydrated(page)
      await page.getByRole('heading', { name: 'The checklist needs the admin token' }).waitFor()
      await fresh.close()
    })
  })
})
