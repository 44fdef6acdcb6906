// Every console page in Chromium at 1280 and 390 px, light and dark, with real data: a creator
// connected through Easy Setup, boosts recorded, the analytics and the checklist. Each screenshot
// goes to test-results/screenshots/console-*.png; the page must not scroll sideways or log errors.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { hydrated, recordDemoBoost, saveScreenshot } from './site-helpers.ts'

const VARIANTS = [
  { width: 1280, colorScheme: 'light' },
  { width: 390, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
  { width: 390, colorScheme: 'dark' },
] as const

describe.skipIf(browserMissing)('console screenshots in Chromium', () => {
  let server: ConsoleServer
  let browser: Browser
  let creatorId: string

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer({ RATE_LIMIT_PER_MINUTE: '1000' }), launchBrowser()])
    // A creator connected the way creators connect.
    const setup = await browser.newContext()
    const page = await setup.newPage()
    await page.goto(`${server.url}/easy`)
    await hydrated(page)
    await page.waitForURL(/creator=/)
    creatorId = new URL(page.url()).searchParams.get('creator')!
    await page.getByPlaceholder('Your name (optional)').fill('Maya Rose')
    await page.getByRole('button', { name: 'Connect with Stripe' }).click()
    await page.waitForURL(/state=done/)
    await setup.close()
    for (const amount of [5, 20, 10, 50, 20, 5, 100, 20]) await recordDemoBoost(server.url, { amount, creatorId })
    for (const amount of [10, 5]) await recordDemoBoost(server.url, { amount, creatorId: 'another-creator' })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const PAGES: { name: string; path: () => string; ready: (page: Page) => Promise<unknown> }[] = [
    { name: 'easy', path: () => '/easy?creator=creator-screenshot', ready: (page) => page.getByRole('button', { name: 'Connect with Stripe' }).waitFor() },
    {
      name: 'easy-ready',
      path: () => `/easy?creator=${creatorId}&state=done`,
      ready: (page) => page.locator('[data-live-preview] .w').first().waitFor(),
    },
    { name: 'onboard', path: () => '/onboard', ready: (page) => page.getByRole('button', { name: 'Connect Stripe Account' }).waitFor() },
    { name: 'onboard-done', path: () => `/onboard?state=done&creator=${creatorId}`, ready: (page) => page.getByText(/is connected to acct_demo_/).waitFor() },
    { name: 'boost', path: () => '/boost', ready: (page) => page.locator('[data-demo-preview] .w').first().waitFor() },
    {
      name: 'analytics',
      path: () => `/analytics?creatorId=${creatorId}`,
      ready: (page) => page.locator('[data-daily-chart] [data-chart-static] [data-series="gross"] path').first().waitFor(),
    },
    { name: 'analytics-platform', path: () => '/analytics?view=platform', ready: (page) => page.locator('[data-channel-split] [data-chart-static] [data-slice="Card"]').waitFor() },
    { name: 'checklist', path: () => '/admin/checklist', ready: (page) => page.locator('[data-check="admin-token"]').waitFor() },
  ]

  for (const { width, colorScheme } of VARIANTS) {
    it(`renders every console page at ${width} px, ${colorScheme}, without sideways scrolling or errors`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, reducedMotion: 'reduce', serviceWorkers: 'block' })
      try {
        for (const { name, path, ready } of PAGES) {
          const page = await context.newPage()
          const errors = collectErrors(page)
          await page.goto(`${server.url}${path()}`)
          await hydrated(page)
          await ready(page)
          await page.evaluate(() => document.fonts.ready)
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
          expect(overflow, `${name} at ${width} px`).toBe(0)
          await saveScreenshot(page, `console-${name}-${width}-${colorScheme}`)
          expect(errors, `${name} at ${width} px, ${colorScheme}`).toEqual([])
          await page.close()
        }
      } finally {
        await context.close()
      }
    })
  }
})
