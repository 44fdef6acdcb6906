// Back and forward restore pages from Chromium's back/forward cache instead of loading them again:
// public pages are sent storable (revalidated on each use), and the live counters close their
// stream while the page is kept and reopen it from the last event when it comes back.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { hydrated, recordDemoBoost } from './site-helpers.ts'

const baseUrl = inject('baseUrl')

/** Leaves the page for another and comes back; true when the same document was restored. */
async function awayAndBack(page: Page): Promise<boolean> {
  await page.evaluate(() => {
    ;(window as unknown as { kept: boolean }).kept = true
  })
  await page.goto(`${baseUrl}/terms`)
  // A page restored from the cache fires pageshow, not load.
  await page.goBack({ waitUntil: 'commit' })
  return page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true)
}

function boostsCounter(page: Page): Promise<number> {
  return page.locator('[data-live-counter="boosts"] [data-counter]').evaluate((element) => Number((element as HTMLElement).dataset.value))
}

function streamState(page: Page): Promise<string | null> {
  return page.locator('[data-live-counter="boosts"]').getAttribute('data-stream')
}

describe.skipIf(browserMissing)('the back/forward cache in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser({ backForwardCache: true })
  })
  afterAll(async () => {
    await browser?.close()
  })

  // A console page installs the offline service worker on its first visit, and the worker claims
  // the open pages once active: Chromium evicts a kept page that a worker claims
  // ("serviceworker-claimed"), so the test leaves once the worker controls the page.
  const CONSOLE_PAGES = new Set(['/analytics'])

  it.each(['/fees', '/docs', '/leaderboard', '/analytics'])('restores %s from the cache on back', async (path) => {
    const page = await browser.newPage()
    const errors = collectErrors(page)
    await page.goto(`${baseUrl}${path}`)
    await hydrated(page)
    if (CONSOLE_PAGES.has(path)) await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await expect(awayAndBack(page)).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('restores the home page and its counters catch up on the boosts made while it was away', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/`)
    await hydrated(page)
    await expect.poll(() => streamState(page), { timeout: 15_000 }).toBe('connected')
    const before = await boostsCounter(page)
    await page.evaluate(() => {
      ;(window as unknown as { kept: boolean }).kept = true
    })
    await page.goto(`${baseUrl}/terms`)
    await recordDemoBoost(baseUrl, { amount: 5, creatorId: 'bfcache-e2e' })
    await page.goBack({ waitUntil: 'commit' })
    await expect(page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true)).resolves.toBe(true)
    await expect.poll(() => streamState(page), { timeout: 15_000 }).toBe('connected')
    await expect.poll(() => boostsCounter(page), { timeout: 10_000 }).toBe(before + 1)
    await page.close()
  })
})
