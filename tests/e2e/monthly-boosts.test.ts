// Monthly boosts in Chromium, on the demo checkout, on PGlite and on PostgreSQL: a fan chooses
// Monthly in the creator page's widget and pays; the checkout says what it charges each month and
// how to cancel; the thank-you page leads to the manage link; /me lists the monthly boost; a demo
// renewal adds its second month; the creator's console counts one monthly supporter and marks the
// renewal, and their page says one supports monthly; a monthly goal set in the console reads
// "$5.00 of $500.00 a month" on the page and the overlay; from the receipt's manage link, without
// signing in, the fan changes the amount (a bad one is refused), cancels, told when it ends,
// resumes and cancels again; a renewal after that is refused; the developer demo's button renews a
// monthly boost taken in its preview. The widget's Monthly choice, /me and the manage page pass
// axe-core; screenshots of them, the checkout, the thank-you page and the console at 1280 and
// 390 px, light and dark.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MonthlyBoostDetail } from '../../core/api/subscriptions.ts'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { testDatabases } from '../support/databases.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { seriousViolations } from './axe.ts'
import { connectOnEasySetup, hydrated, saveScreenshot } from './site-helpers.ts'

const SCHEMES = ['light', 'dark'] as const
const WIDTHS = [1280, 390] as const

/** The server's URL for the database: PGlite in memory, or a fresh PostgreSQL database. */
async function databaseUrl(database: (typeof testDatabases)[number]): Promise<{ url: string; drop(): Promise<void> }> {
  const { config, drop } = await database.create()
  return { url: config.kind === 'postgres' ? config.url : 'pglite://memory', drop }
}

describe.skipIf(browserMissing).each(testDatabases)('monthly boosts in Chromium on $name', (database) => {
  let server: ConsoleServer
  let dropDatabase: (() => Promise<void>) | undefined
  let browser: Browser
  let creator: BrowserContext
  let fan: BrowserContext
  let creatorId: string

  beforeAll(async () => {
    const created = await databaseUrl(database)
    dropDatabase = created.drop
    ;[server, browser] = await Promise.all([startConsoleServer({ RATE_LIMIT_PER_MINUTE: '1000', DATABASE_URL: created.url }), launchBrowser()])
    creator = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    // axe-core goes into the fan's pages as an inline script, past their Content-Security-Policy.
    fan = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block', bypassCSP: true })
  })
  afterAll(async () => {
    await creator?.close()
    await fan?.close()
    await browser?.close()
    await server?.stop()
    await dropDatabase?.()
  })

  async function open(page: Page, path: string) {
    await page.goto(`${server.url}${path}`)
    await hydrated(page)
  }

  async function screenshots(page: Page, name: string) {
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await saveScreenshot(page, `${name}-${width}-${scheme}-${database.name}`)
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 1280, height: 900 })
  }

  const manageApi = async (token: string) => (await (await fetch(`${server.url}/api/subscriptions/manage/${token}`)).json()) as MonthlyBoostDetail
  const renew = (id: string) => fetch(`${server.url}/api/demo/subscriptions/${id}/renew`, { method: 'POST' })

  it('takes a monthly boost from the creator’s page, renews it, counts it for the creator, and lets the fan change and cancel it by its link', { timeout: 180_000 }, async () => {
    const console_ = await creator.newPage()
    const consoleErrors = collectErrors(console_)
    creatorId = await connectOnEasySetup(console_, server.url)

    // The creator's page offers Monthly once the fan shows interest; choosing it changes what the button says.
    const page = await fan.newPage()
    const errors = collectErrors(page)
    await open(page, `/c/${creatorId}`)
    const widget = page.getByRole('complementary', { name: /^Boost / })
    await widget.locator('.w').waitFor()
    await widget.getByRole('button', { name: '$5', exact: true }).click()
    await widget.getByRole('radio', { name: 'One-off' }).waitFor()
    await expect(widget.getByRole('radio', { name: 'One-off' }).isChecked()).resolves.toBe(true)
    await widget.getByRole('button', { name: 'Boost $5', exact: true }).waitFor()
    await widget.getByText('Monthly', { exact: true }).click()
    await expect(widget.getByRole('radio', { name: 'Monthly' }).isChecked()).resolves.toBe(true)
    await widget.getByRole('button', { name: 'Boost $5 a month' }).waitFor()
    await widget.getByText('Charged each month until you cancel', { exact: false }).waitFor()
    await expect(seriousViolations(page)).resolves.toEqual([])
    await screenshots(page, 'monthly-widget')

    // The checkout says the amount per month, the next payment and how to cancel.
    const opened = fan.waitForEvent('page')
    await widget.getByRole('button', { name: 'Boost $5 a month' }).click()
    const checkout = await opened
    await checkout.waitForURL(/\/checkout\/demo\/demo_cs_/)
    await hydrated(checkout)
    await expect(checkout.getByTestId('checkout-amount').innerText()).resolves.toBe('$5.00 a month')
    const terms = checkout.locator('[data-monthly-terms]')
    await expect(terms.innerText()).resolves.toMatch(/^\$5\.00 today, then \$5\.00 each month, next on \w{3} \d{1,2}, \d{4}/)
    await expect(terms.innerText()).resolves.toContain('Cancel any time from your fan page (/me) or the link on your receipt')
    await screenshots(checkout, 'monthly-checkout')
    await checkout.getByTestId('demo-pay').click()
    await checkout.waitForURL(/\/boost\/success\?sid=/)
    await checkout.getByText('Saved to your fan page', { exact: true }).waitFor()
    const note = checkout.locator('[data-monthly-note]')
    await screenshots(checkout, 'monthly-thank-you')
    await expect(note.innerText()).resolves.toMatch(/A monthly boost: \$5\.00 each month, next on/)
    const manageUrl = (await note.getByRole('link', { name: 'Manage your monthly boost' }).getAttribute('href'))!
    expect(manageUrl).toMatch(/^\/subscriptions\/manage\/[\w-]{32}$/)
    const token = manageUrl.split('/').at(-1)!
    const receiptUrl = (await checkout.locator('[data-receipt-link]').getAttribute('href'))!
    await checkout.close()
    await widget.getByText('Thank you!').waitFor()

    // The fan's page lists it; a demo renewal records the second month, which the page then shows.
    await open(page, '/me')
    const card = page.locator('[data-fan-monthly] [data-monthly-boost]')
    await card.waitFor()
    await expect(card.getAttribute('data-status')).resolves.toBe('active')
    await expect(card.locator('[data-monthly-amount]').innerText()).resolves.toMatch(/^\$5\.00 a month USD$/)
    await expect(card.locator('[data-monthly-when]').innerText()).resolves.toMatch(/^Next payment \w{3} \d{1,2}, \d{4}/)
    const { id } = await manageApi(token)
    // The stream overlay alerts the renewal as one, with its month.
    const overlay = await creator.newPage()
    await overlay.goto(`${server.url}/porthole?overlay=1&creator=${creatorId}`)
    await overlay.locator('[data-alerts-connected="true"]').waitFor()
    const renewed = await renew(id)
    expect(renewed.status).toBe(200)
    // An overlay opened just after a payment may catch up on that payment's alert first: the renewal's is waited for.
    const renewal = overlay.locator('[data-boost-alert]', { has: overlay.locator('[data-alert-monthly="renewed: 2 months"]') })
    await renewal.waitFor()
    await expect(renewal.innerText()).resolves.toMatch(/^.+ boosted \$5(\.00)?!\n+.+ renewed: 2 months/)
    await overlay.close()
    expect(((await renewed.json()) as MonthlyBoostDetail).payments.map((payment) => payment.months)).toEqual([2, 1])
    await page.reload()
    await hydrated(page)
    await card.locator('[data-monthly-payment="2"]').waitFor()
    await expect(card.locator('[data-monthly-payment]').count()).resolves.toBe(2)
    await expect(card.locator('[data-monthly-payment="1"]').getByRole('link', { name: 'Receipt' }).getAttribute('href')).resolves.toBe(receiptUrl)
    await expect(seriousViolations(page)).resolves.toEqual([])
    await screenshots(page, 'monthly-me')

    // The creator's console and page count one monthly supporter, at $5 a month.
    await open(console_, `/analytics?creatorId=${creatorId}`)
    const panel = console_.locator('[data-monthly-supporters]')
    await panel.waitFor()
    await expect(panel.locator('[data-monthly-count]').innerText()).resolves.toBe('1')
    await expect(panel.locator('[data-monthly-currency="usd"]').innerText()).resolves.toMatch(/^\$5\.00 USD$/)
    await expect(panel.locator('[data-monthly-new]').innerText()).resolves.toBe('1')
    await expect(panel.locator('[data-monthly-cancelled]').innerText()).resolves.toBe('0')
    const rows = console_.locator('[data-recent-boosts] tbody tr')
    await expect(rows.nth(0).textContent()).resolves.toContain('Renewal · month 2')
    await expect(rows.nth(1).textContent()).resolves.toContain('Monthly')
    await screenshots(console_, 'monthly-console')
    await open(console_, `/c/${creatorId}`)
    await expect(console_.locator('[data-monthly-supporters]').innerText()).resolves.toBe('1 supports monthly')

    // A monthly goal, set in the console, counts what monthly boosts bring each month: on the page and the stream overlay.
    await open(console_, '/account')
    const goalForm = console_.locator('[data-goal-form]')
    await goalForm.getByRole('textbox', { name: 'Title' }).fill('Studio rent')
    await goalForm.getByRole('textbox', { name: 'Target' }).fill('500')
    await goalForm.getByText('Monthly', { exact: true }).click()
    await expect(goalForm.getByRole('radio', { name: 'Monthly' }).isChecked()).resolves.toBe(true)
    await goalForm.getByRole('button', { name: 'Set goal' }).click()
    await goalForm.getByRole('button', { name: 'Update goal' }).waitFor()
    await expect(goalForm.locator('[data-goal-progress]').innerText()).resolves.toBe('$5.00 of $500.00 a month')
    await screenshots(console_, 'monthly-goal-console')
    await open(console_, `/c/${creatorId}`)
    await expect(console_.locator('[data-goal-progress]').innerText()).resolves.toBe('$5.00 of $500.00 a month')
    await console_.goto(`${server.url}/porthole?overlay=1&metric=goal&creator=${creatorId}&alerts=0`)
    await expect(console_.locator('[data-overlay-goal-progress]').innerText()).resolves.toBe('$5.00 of $500.00 a month')

    // From the receipt's manage link, with no sign-in: the amount changes from the next payment on.
    const visitor = await browser.newContext({ viewport: { width: 390, height: 900 }, serviceWorkers: 'block', bypassCSP: true })
    const manage = await visitor.newPage()
    const manageErrors = collectErrors(manage)
    await open(manage, receiptUrl)
    await manage.getByRole('link', { name: 'Manage your monthly boost' }).click()
    await manage.waitForURL(`${server.url}${manageUrl}`)
    await hydrated(manage)
    const managed = manage.locator('[data-monthly-boost]')
    await managed.waitFor()
    await managed.locator('[data-monthly-change-amount]').click()
    const amount = managed.getByRole('textbox', { name: 'New amount each month' })
    await amount.fill('0.5')
    await managed.getByRole('button', { name: 'Save amount' }).click()
    await managed.getByText('Amount must be between $1 and $5,000').waitFor()
    await amount.fill('7')
    await managed.getByRole('button', { name: 'Save amount' }).click()
    await expect.poll(() => managed.locator('[data-monthly-amount]').innerText()).toBe('$7.00 a month USD')
    expect(await manageApi(token)).toMatchObject({ amountCents: 700, status: 'active' })

    // Cancelling says when it ends; after that it does not renew.
    await managed.locator('[data-monthly-cancel]').click()
    const confirm = managed.locator('[data-monthly-confirm-cancel]')
    await expect(confirm.innerText()).resolves.toMatch(/It ends on \w{3} \d{1,2}, \d{4}, .+, at the end of the month you paid for, and you are not charged again/)
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect.poll(() => managed.getAttribute('data-status')).toBe('cancelled')
    await expect(managed.locator('[data-monthly-when]').innerText()).resolves.toMatch(/^Ends \w{3} \d{1,2}, \d{4}.* · no more payments$/)
    await expect(seriousViolations(manage)).resolves.toEqual([])
    await screenshots(manage, 'monthly-manage')
    // Resumed before its period ends it renews again; cancelled once more, it ends.
    await managed.getByRole('button', { name: 'Resume monthly boost' }).click()
    await expect.poll(() => managed.getAttribute('data-status')).toBe('active')
    expect(await manageApi(token)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false })
    await managed.locator('[data-monthly-cancel]').click()
    await managed.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect.poll(() => managed.getAttribute('data-status')).toBe('cancelled')
    const refused = await renew(id)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: expect.any(String) })
    expect((await manageApi(token)).payments).toHaveLength(2)

    // /me's fan hears of the link's changes; Chromium logs the 409's answer to the fetch above nowhere in the pages.
    await page.reload()
    await hydrated(page)
    await expect.poll(() => card.getAttribute('data-status')).toBe('cancelled')
    expect(errors).toEqual([])
    expect(manageErrors).toEqual([])
    expect(consoleErrors).toEqual([])
    await visitor.close()
  })

  it('renews a monthly boost taken in the developer demo’s preview with its button', { timeout: 120_000 }, async () => {
    const page = await creator.newPage()
    const errors = collectErrors(page)
    await open(page, '/boost')
    await page.getByRole('checkbox', { name: /Offer Monthly/ }).check()
    const preview = page.locator('[data-demo-preview] [data-boost-widget-react]')
    await preview.locator('.w').waitFor()
    await preview.getByRole('button', { name: '$5', exact: true }).click()
    await preview.getByText('Monthly', { exact: true }).click()
    const opened = creator.waitForEvent('page')
    await preview.getByRole('button', { name: 'Boost $5 a month' }).click()
    const checkout = await opened
    await checkout.waitForURL(/\/checkout\/demo\/demo_cs_/)
    await hydrated(checkout)
    await checkout.getByTestId('demo-pay').click()
    await checkout.waitForURL(/\/boost\/success\?sid=/)
    await checkout.close()

    const renewal = page.locator('[data-demo-renewals] [data-demo-renewal]')
    await expect.poll(() => renewal.locator('[data-demo-renewal-months]').textContent(), { timeout: 15_000 }).toMatch(/^1 month paid · next /)
    await renewal.getByRole('button', { name: 'Renew now (demo)' }).click()
    await expect.poll(() => renewal.locator('[data-demo-renewal-months]').textContent()).toMatch(/^2 months paid · next /)
    const { payments } = await manageApi((await renewal.getByRole('link', { name: 'Manage as the fan' }).getAttribute('href'))!.split('/').at(-1)!)
    expect(payments.map((payment) => payment.months)).toEqual([2, 1])
    expect(errors).toEqual([])
  })

  it('says so for a manage link that opens no monthly boost, and answers 404 for one of the wrong shape', async () => {
    const page = await fan.newPage()
    await open(page, `/subscriptions/manage/${'x'.repeat(32)}`)
    await expect(page.locator('[data-manage-error]').innerText()).resolves.toMatch(/^Monthly boost not found\n+No monthly boost has this link\./)
    expect((await fetch(`${server.url}/subscriptions/manage/not-a-token`)).status).toBe(404)
  })
})
