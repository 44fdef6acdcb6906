import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'

const baseUrl = inject('baseUrl')

describe.skipIf(browserMissing)('home page in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('has its content in the server-rendered HTML, before any script runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`)
    await expect(page.locator('h1').textContent()).resolves.toContain('Boost')
    await expect(page.getByText('$5, $10, $20 boosts that show up instantly.').count()).resolves.toBe(1)
    await context.close()
  })

  it('hydrates, and a click changes what the page shows, with no console errors', async () => {
    const page = await browser.newPage()
    const errors = collectErrors(page)
    await page.goto(`${baseUrl}/`)
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await page.getByRole('button', { name: '$20' }).click()
    await expect(page.getByTestId('selected-boost').textContent()).resolves.toBe('Selected boost: $20')
    await expect(page.getByRole('button', { name: '$20' }).getAttribute('aria-pressed')).resolves.toBe('true')
    expect(errors).toEqual([])
    await page.close()
  })

  it('renders the not-found page with a 404 status', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${baseUrl}/no-such-page`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1').textContent()).resolves.toBe('404 Page Not Found')
    await expect(page.getByText('Did you forget to add the page to the router?').count()).resolves.toBe(1)
    await page.close()
  })
})
