// Creator accounts in Chromium, with passkeys made and used by Chromium's virtual authenticator
// (the DevTools protocol's WebAuthn domain): a creator connects, saves a passkey, loses the
// browser's cookies and is back in their own console; recovery codes work once; signing out all
// other sessions ends them, and the browser that held one is refused; a phone signs out from the
// title bar's account menu; with live payments a second creator cannot read the first one's
// boosts, and Payouts opens the Stripe Express dashboard through a login link.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { connectOnEasySetup, hydrated } from './site-helpers.ts'

/** A platform authenticator with user verification, as a phone or laptop has; it holds discoverable passkeys. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await hydrated(page)
}

describe.skipIf(browserMissing)('creator accounts in Chromium (demo payments)', () => {
  let server: ConsoleServer
  let browser: Browser
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer({ RATE_LIMIT_PER_MINUTE: '1000' }, { hostname: 'localhost' }), launchBrowser()])
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    page = await context.newPage()
    await addVirtualAuthenticator(context, page)
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await server?.stop()
  })

  it('connects, saves a passkey, loses the cookies, is back in its own console with the passkey and ends the old browser’s session', async () => {
    const errors = collectErrors(page)
    const creatorId = await connectOnEasySetup(page, server.url)
    expect(creatorId).toMatch(/^creator-[a-z0-9]+$/)
    await hydrated(page)

    // Until a passkey exists, the ready view offers one and the rest of the console warns quietly.
    const offer = page.locator('[data-save-passkey-offer]')
    await expect(offer.getByRole('heading', { name: 'Save a passkey' }).isVisible()).resolves.toBe(true)
    await expect(page.locator('[data-only-key-warning]').count()).resolves.toBe(0)
    await open(page, `${server.url}/analytics`)
    await expect(page.locator('[data-only-key-warning]').textContent()).resolves.toMatch(/This browser is the only key/)
    await open(page, `${server.url}/easy`)
    await offer.getByRole('button', { name: 'Save a passkey' }).click()
    await page.getByText('Passkey saved', { exact: true }).waitFor()
    await offer.waitFor({ state: 'detached' })

    // A new browser, as far as the server can tell: no cookies at all. Another browser keeps the
    // session this one had, to be ended from the account page below.
    const kept = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    await kept.addCookies(await context.cookies())
    const keptPage = await kept.newPage()
    await expect(keptPage.request.get(`${server.url}/api/me`).then((response) => response.status())).resolves.toBe(200)
    await context.clearCookies()
    await open(page, `${server.url}/account`)
    await page.getByRole('heading', { name: 'Sign in to see your account' }).waitFor()
    await page.getByRole('link', { name: 'Sign in', exact: true }).first().click()
    await page.waitForURL(`${server.url}/signin`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await page.waitForURL(`${server.url}/analytics`)
    await hydrated(page)
    await expect(page.locator('[data-console-account]').getAttribute('data-console-account')).resolves.toBe(creatorId)
    await page.getByRole('heading', { name: 'Your boosts' }).waitFor()
    await expect(page.locator('[data-only-key-warning]').count()).resolves.toBe(0)

    // The account page lists the passkey, used just now, and both sessions: sign the old one out.
    await page.getByRole('link', { name: 'Account', exact: true }).click()
    await page.waitForURL(`${server.url}/account`)
    await hydrated(page)
    // The account loads after hydration: wait for its panel before counting what is in it.
    await page.locator('[data-passkeys]').waitFor()
    const passkeys = page.locator('[data-passkeys] [data-passkey]')
    await expect(passkeys.count()).resolves.toBe(1)
    await expect(passkeys.first().textContent()).resolves.toMatch(/^Passkey on Chrome on Linux.*last used/)
    await page.locator('[data-sessions="2"]').waitFor()
    await page.getByRole('button', { name: 'Sign out all others' }).click()
    await page.locator('[data-sessions="1"]').waitFor()
    await expect(page.locator('[data-session="current"]').textContent()).resolves.toContain('This browser')
    // The browser whose session ended is refused: its console asks it to sign in.
    await expect(keptPage.request.get(`${server.url}/api/me`).then((response) => response.status())).resolves.toBe(401)
    await open(keptPage, `${server.url}/account`)
    await keptPage.getByRole('heading', { name: 'Sign in to see your account' }).waitFor()
    await expect(keptPage.locator('[data-console-account]').count()).resolves.toBe(0)
    await kept.close()

    // The checklist speaks of this creator's account too: connected and a passkey, no recovery codes yet.
    await page.getByRole('link', { name: /^Checklist/ }).click()
    await page.waitForURL(`${server.url}/admin/checklist`)
    await page.locator('[data-account-checks]').waitFor()
    const done = (id: string) => page.locator(`[data-account-check="${id}"]`).getAttribute('data-ok')
    await expect(Promise.all(['payouts', 'passkey', 'recovery'].map(done))).resolves.toEqual(['true', 'true', 'false'])
    expect(errors).toEqual([])
  })

  it('signs in with a recovery code once and never again, signing out from the sidebar and from a phone’s account menu', async () => {
    await open(page, `${server.url}/account`)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Make recovery codes' }).click()
    await page.locator('[data-new-recovery-codes] li').nth(9).waitFor()
    const codes = await page.locator('[data-new-recovery-codes] li').allTextContents()
    expect(codes).toHaveLength(10)
    await page.getByRole('button', { name: 'I saved them' }).click()
    await page.locator('[data-recovery-codes="10"]').waitFor()

    // Sign out from the console shell, then back in with the first code.
    await page.getByRole('button', { name: 'Sign out' }).first().click()
    await page.waitForURL(`${server.url}/signin?signedOut=1`)
    await hydrated(page)
    await page.getByRole('status').getByText('You are signed out on this browser.').waitFor()
    const signInWithCode = async () => {
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!)
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    }
    await signInWithCode()
    await page.waitForURL(`${server.url}/analytics`)
    await hydrated(page)
    await page.locator('[data-console-account]').waitFor()

    // On a phone the sidebar is a tab bar: Sign out is in the title bar's account menu, by keyboard too.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.locator('aside [data-console-action="signout"]').isVisible()).resolves.toBe(false)
    const menuButton = page.getByRole('button', { name: /^Account of / })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true')
    await page.keyboard.press('Escape')
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toMatch(/^Account of /)
    await page.keyboard.press('Enter')
    for (const step of ['Account', 'Payouts', 'Sign out']) {
      await page.keyboard.press('Tab')
      await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(step)
    }
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/signin\?signedOut=1$/)
    await hydrated(page)
    await expect(page.request.get(`${server.url}/api/me`).then((response) => response.status())).resolves.toBe(401)
    await signInWithCode()
    await expect(page.locator('[data-signin-error]').textContent()).resolves.toBe('This recovery code is not valid, or it was already used')
    expect(new URL(page.url()).pathname).toBe('/signin')
  })
})

describe.skipIf(browserMissing)('creator accounts in Chromium (live payments)', () => {
  let stripe: StripeStandIn
  let server: ConsoleServer
  let browser: Browser

  beforeAll(async () => {
    stripe = await startStripeStandIn()
    ;[server, browser] = await Promise.all([
      startConsoleServer({ STRIPE_SECRET_KEY: 'sk_test_accounts', STRIPE_WEBHOOK_SECRET: 'whsec_accounts', STRIPE_API_BASE: stripe.url, RATE_LIMIT_PER_MINUTE: '1000' }, { hostname: 'localhost' }),
      launchBrowser(),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await stripe?.close()
  })

  /** A creator onboarded from its own browser (its session is that browser's), with charges enabled at Stripe. */
  async function connectedCreator(creatorId: string): Promise<{ context: BrowserContext; page: Page; accountId: string }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    const page = await context.newPage()
    await open(page, `${server.url}/onboard`)
    const { url } = await page.evaluate(async (id) => {
      const response = await fetch(`/api/creators/${id}/stripe/onboard`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: id }) })
      return (await response.json()) as { url: string }
    }, creatorId)
    const accountId = /\/setup\/e\/(acct_[0-9a-f]+)\//.exec(url)![1]!
    stripe.setChargesEnabled(accountId, true)
    // Back from Stripe, the creator's status asks Stripe about the pending account and connects it.
    const status = await page.evaluate(async (id) => ((await (await fetch(`/api/creators/${id}`)).json()) as { chargesEnabled: boolean }).chargesEnabled, creatorId)
    expect(status).toBe(true)
    return { context, page, accountId }
  }

  it('shows each creator its own boosts and refuses another’s, and opens Payouts at Stripe', async () => {
    const first = await connectedCreator('live-first')
    const second = await connectedCreator('live-second')

    await open(second.page, `${server.url}/analytics`)
    await second.page.getByRole('heading', { name: 'Your boosts' }).waitFor()
    await open(second.page, `${server.url}/analytics?creatorId=live-first`)
    await expect(second.page.getByRole('alert').first().textContent()).resolves.toMatch(/This browser is not signed in as live-first/)

    await open(first.page, `${server.url}/analytics`)
    await first.page.getByRole('heading', { name: 'Your boosts' }).waitFor()
    await expect(first.page.locator('[data-console-account]').getAttribute('data-console-account')).resolves.toBe('live-first')
    await first.page.route('https://connect.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Stripe Express</title>' }))
    await first.page.getByRole('button', { name: 'Payouts' }).click()
    await first.page.waitForURL(new RegExp(`^https://connect\\.stripe\\.com/express/${first.accountId}/`))
    expect(stripe.requestsTo('POST', '/v1/accounts/:id/login_links').map((request) => request.path)).toEqual([`/v1/accounts/${first.accountId}/login_links`])

    await first.context.close()
    await second.context.close()
  })
})
