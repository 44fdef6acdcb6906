// /onboard and Easy Setup's connect button in Chromium: validation ("Please enter a creator ID",
// nothing sent), the loading and redirect states, the server's error, the fallback and the network
// error, the states Stripe returns with, and "Connection Failed" on /easy.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser, pageIdle } from '../support/browser.ts'
import { hydrated } from './site-helpers.ts'

const baseUrl = inject('baseUrl')
const ONBOARD = '**/api/creators/*/stripe/onboard'

describe.skipIf(browserMissing)('/onboard in Chromium', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let sent: Request[]

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async () => {
    await context?.close()
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    page = await context.newPage()
    sent = []
    page.on('request', (request) => {
      if (request.url().includes('/stripe/onboard')) sent.push(request)
    })
  })

  async function open(path = '/onboard') {
    await page.goto(`${baseUrl}${path}`)
    await hydrated(page)
  }

  const input = () => page.getByRole('textbox', { name: 'Creator ID' })
  const submit = () => page.getByRole('button', { name: 'Connect Stripe Account' })
  const status = () => page.locator('[data-onboard-status]')

  it('has its title, description, a banner to /easy, and says "Please enter a creator ID" for an empty or blank id without sending anything', async () => {
    const errors = collectErrors(page)
    await open()
    await expect(page.title()).resolves.toBe('Connect a Stripe account | Boost creator console')
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(/creator ID/)
    await expect(page.locator('[data-easy-banner]').getAttribute('href')).resolves.toBe('/easy')
    await submit().click()
    await expect(status().getByRole('alert').textContent()).resolves.toBe('Please enter a creator ID')
    await expect(input().getAttribute('aria-invalid')).resolves.toBe('true')
    // Typing clears the error; the second submit brings it back, from the check that sends nothing.
    await input().fill('   ')
    await expect.poll(() => input().getAttribute('aria-invalid')).toBe('false')
    await input().press('Enter')
    await expect.poll(() => input().getAttribute('aria-invalid')).toBe('true')
    await expect(status().getByRole('alert').textContent()).resolves.toBe('Please enter a creator ID')
    await pageIdle(page)
    expect(sent).toEqual([])
    expect(errors).toEqual([])
  })

  it('shows "Creating onboarding link...", then "Redirecting to Stripe onboarding..." and goes to the returned URL', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(ONBOARD, async (route) => {
      await held
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ url: `${baseUrl}/onboard?state=done&creator=maya-rose` }) })
    })
    await open()
    await input().fill(' maya-rose ')
    await submit().click()
    await status().getByText('Creating onboarding link...').waitFor()
    await expect(submit().isDisabled()).resolves.toBe(true)
    release()
    await page.waitForURL(`${baseUrl}/onboard?state=done&creator=maya-rose`)
    expect(sent.map((request) => [request.url().replace(baseUrl, ''), request.postDataJSON()])).toEqual([
      ['/api/creators/maya-rose/stripe/onboard', { returnTo: 'onboard' }],
    ])
    await page.getByText('Onboarding Complete!').waitFor()
  })

  it('holds "Redirecting to Stripe onboarding..." while the browser leaves', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(ONBOARD, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ url: 'https://connect.stripe.invalid/setup' }) }),
    )
    await page.route('https://connect.stripe.invalid/**', async (route) => {
      await held
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Stripe</title>' })
    })
    await open()
    await input().fill('maya-rose')
    // Read in the page itself: Playwright's own actions and locators wait for the held navigation.
    const shown = await submit().evaluate(
      (button: HTMLButtonElement) =>
        new Promise<string>((resolve) => {
          const status = document.querySelector('[data-onboard-status]')!
          new MutationObserver(() => {
            if (status.textContent?.includes('Redirecting')) resolve(status.textContent)
          }).observe(status, { childList: true, subtree: true, characterData: true })
          button.click()
        }),
    )
    expect(shown).toBe('Redirecting to Stripe onboarding...')
    release()
    await page.waitForURL('https://connect.stripe.invalid/setup')
  })

  it('shows the server’s error, or "Failed to create onboarding link", or "Network error. Please try again."', async () => {
    await open()
    const answers: [Parameters<Page['route']>[1], string][] = [
      [(route) => route.fulfill({ status: 403, contentType: 'application/json', body: '{"error":"This creator belongs to another browser"}' }), 'This creator belongs to another browser'],
      [(route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }), 'Failed to create onboarding link'],
      [(route) => route.abort('internetdisconnected'), 'Network error. Please try again.'],
    ]
    for (const [answer, message] of answers) {
      await page.unroute(ONBOARD)
      await page.route(ONBOARD, answer)
      await input().fill('maya-rose')
      await submit().click()
      await expect.poll(() => status().getByRole('alert').textContent().catch(() => null)).toBe(message)
      await expect(submit().isEnabled()).resolves.toBe(true)
    }
  })

  it('shows the server’s own words for a malformed id', async () => {
    await open()
    await input().fill('Not An Id')
    await submit().click()
    await expect.poll(() => status().getByRole('alert').textContent().catch(() => null)).toBe('Please enter a valid creator ID: 3-64 lowercase letters, digits, - or _')
  })

  it('says "Please Try Again" after ?state=retry, with the creator id filled in, and "Onboarding Complete!" after ?state=done', async () => {
    await open('/onboard?state=retry&creator=maya-rose')
    await expect(page.locator('[data-onboard-state="retry"]').textContent()).resolves.toContain('Please Try Again')
    await expect(input().inputValue()).resolves.toBe('maya-rose')
    await open('/onboard?state=done&creator=maya-rose')
    const done = page.locator('[data-onboard-state="done"]')
    await expect(done.textContent()).resolves.toContain('Onboarding Complete!')
    await expect(done.getByRole('link', { name: 'Get your button' }).getAttribute('href')).resolves.toBe('/easy?creator=maya-rose&state=done')
  })
})

describe.skipIf(browserMissing)('Easy Setup’s Connect with Stripe when onboarding fails, in Chromium', () => {
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    browser = await launchBrowser()
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })).newPage()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('toasts "Connection Failed" with the server’s error, or with "Failed to create onboarding link"', async () => {
    await page.route(ONBOARD, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Stripe could not be reached"}' }))
    await page.goto(`${baseUrl}/easy?creator=toast-test`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Connect with Stripe' }).click()
    const toast = page.locator('.toast[data-state="open"]')
    await toast.waitFor()
    await expect(toast.textContent()).resolves.toContain('Connection FailedStripe could not be reached')
    await expect(page.getByRole('button', { name: 'Connect with Stripe' }).isEnabled()).resolves.toBe(true)

    await page.unroute(ONBOARD)
    await page.route(ONBOARD, (route) => route.fulfill({ status: 502, body: '' }))
    await page.getByRole('button', { name: 'Connect with Stripe' }).click()
    await expect.poll(() => page.locator('.toast[data-state="open"]').textContent()).toContain('Connection FailedFailed to create onboarding link')
    // One toast at a time: the second replaced the first.
    await expect(page.locator('.toast').count()).resolves.toBe(1)
  })
})
