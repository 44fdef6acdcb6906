// The whole creator journey in Chromium, in demo mode: /easy → Connect with Stripe ("Connecting...")
// → demo onboarding → back with state=done → the creator's real embed code → the live preview's
// widget completes a demo boost in a new tab → /analytics, open all along, shows it in the cards,
// the table and the chart without a reload → the CSV download has it.
import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { hydrated } from './site-helpers.ts'

describe.skipIf(browserMissing)('the creator journey in Chromium', () => {
  let server: ConsoleServer
  let browser: Browser
  let context: BrowserContext

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer(), launchBrowser()])
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await server?.stop()
  })

  it('goes from Easy Setup to a boost seen live in analytics and in the CSV', async () => {
    const easy = await context.newPage()
    const errors = collectErrors(easy)

    // Easy Setup gives a new creator an id and keeps it in the address.
    await easy.goto(`${server.url}/easy`)
    await hydrated(easy)
    await expect(easy.title()).resolves.toBe('Easy Setup: your Boost button in two minutes | Boost')
    await expect(easy.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(/^Connect Stripe, copy one line of code/)
    await easy.waitForURL(/\/easy\?creator=creator-[a-z0-9]+$/)
    const creatorId = new URL(easy.url()).searchParams.get('creator')!
    await expect(easy.locator('[data-creator-id]').textContent()).resolves.toBe(creatorId)
    await expect(easy.getByRole('heading', { name: 'How it works' }).isVisible()).resolves.toBe(true)
    await expect(easy.locator('[data-xp-promo]').isVisible()).resolves.toBe(true)
    for (const [name, href] of [['Documentation', '/docs'], ['Analytics', '/analytics'], ['Pricing and fees', '/fees']]) {
      await expect(easy.getByRole('navigation', { name: 'More about Boost' }).getByRole('link', { name }).getAttribute('href')).resolves.toBe(href)
    }

    // Connect: the button says "Connecting..." while the link is made, then the demo onboarding
    // connects a demo account and sends the creator back with state=done.
    // The request is held until the button has said so.
    let onboardBody: unknown
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await easy.route('**/stripe/onboard', async (route) => {
      onboardBody = route.request().postDataJSON()
      await held
      await route.continue()
    })
    await easy.getByRole('button', { name: 'Connect with Stripe' }).click()
    await easy.getByRole('button', { name: 'Connecting...' }).waitFor()
    release()
    await easy.waitForURL(`${server.url}/easy?state=done&creator=${creatorId}`)
    expect(onboardBody).toEqual({ email: `${creatorId}@example.com`, returnTo: 'easy' })
    await easy.getByRole('heading', { name: 'Your Boost button is ready!' }).waitFor()
    await hydrated(easy)

    const code = (await easy.locator('[data-embed-code] [role="tabpanel"] pre').textContent()) ?? ''
    expect(code).toContain(`src="${server.url}/boost.js"`)
    expect(code).toContain(`data-creator-id="${creatorId}"`)
    expect(code).toMatch(/data-connected-account="acct_demo_[A-Za-z0-9]+"/)
    // What's next leads to the creator's own tools; a fan's XP is not theirs to see here.
    await expect(easy.locator('[data-xp-dashboard]').count()).resolves.toBe(0)
    const next = easy.locator('[data-whats-next]')
    for (const [name, href] of [['Open your page', `/c/${creatorId}`], ['Set a goal', '/account#your-page'], ['Set up alerts', '/alerts'], ['Add a webhook', '/webhooks']]) {
      await expect(next.getByRole('link', { name }).getAttribute('href')).resolves.toBe(href)
    }

    // Analytics, opened before the boost, is this creator's and empty.
    const analytics = await context.newPage()
    const analyticsErrors = collectErrors(analytics)
    await analytics.goto(`${server.url}/analytics`)
    await hydrated(analytics)
    await analytics.getByRole('heading', { name: 'Your boosts' }).waitFor()
    await analytics.getByText('No boosts yet. Start by testing the demo widget!').waitFor()
    await analytics.locator('[data-stream="connected"]').waitFor({ timeout: 15_000 })
    await analytics.evaluate(() => Object.assign(window, { sameDocument: true }))

    // The preview is the real widget: a $20 boost through the demo checkout in a new tab.
    const widget = easy.getByTestId('preview-widget')
    await widget.locator('.w').waitFor()
    await widget.getByRole('button', { name: '$20', exact: true }).click()
    const opened = context.waitForEvent('page')
    await widget.getByRole('button', { name: 'Boost $20' }).click()
    const checkout = await opened
    await checkout.waitForURL(/\/checkout\/demo\/demo_cs_/)
    await checkout.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await expect(checkout.getByTestId('checkout-amount').textContent()).resolves.toBe('$20.00')
    await checkout.getByTestId('demo-pay').click()
    await checkout.waitForURL(/\/boost\/success\?sid=/)
    const sessionId = new URL(checkout.url()).searchParams.get('sid')!
    await checkout.close()
    await widget.getByText('Thank you!', { exact: true }).waitFor({ timeout: 15_000 })

    // Analytics moves by itself: cards, table, chart.
    const card = (stat: string) => analytics.locator(`[data-stat="${stat}"] [data-stat-value]`).textContent()
    await expect.poll(() => card('boosts'), { timeout: 15_000 }).toBe('1')
    await expect(card('gross')).resolves.toBe('$20.00')
    await expect(card('platform')).resolves.toBe('$0.50')
    await expect(card('net')).resolves.toBe('$18.62')
    const row = analytics.locator(`[data-boost-row="${sessionId}"]`)
    await row.waitFor()
    await expect(row.locator('td').allTextContents()).resolves.toEqual([expect.stringMatching(/^Supporter .{6}$|^Someone$/), 'Card', '$20.00', '$0.50', '$18.62', '—', sessionId, expect.any(String)])
    const chart = analytics.locator('[data-daily-chart]')
    await chart.locator('[data-chart-static] [data-series="gross"] path').first().waitFor()
    const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date())
    await expect(chart.locator('[data-chart-table] tbody tr').last().locator('th, td').allTextContents()).resolves.toEqual([today, '$20.00', '1'])
    await expect(analytics.locator('[data-channel="Card (fiat)"]').textContent()).resolves.toContain('$20.00')
    await expect(analytics.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true)

    // The CSV download has the boost.
    const downloading = analytics.waitForEvent('download')
    await analytics.getByRole('link', { name: 'Download CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('boost-events.csv')
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(csv[0]).toBe('id,ts,creator_id,channel,currency,gross_cents,platform_fee_cents,processor_fee_cents,net_creator_cents,xp_awarded,reversed,supporter_label,ref,message,refunded_cents,dispute,supporter,amount_currency,gross,platform_fee,processor_fee,net_creator,refunded')
    expect(csv).toHaveLength(2)
    expect(csv[1]).toMatch(new RegExp(`^\\d+,[^,]+,${creatorId},fiat,usd,2000,50,88,1862,200,false,[^,]*,${sessionId},,0,,,USD,20\\.00,0\\.50,0\\.88,18\\.62,0\\.00$`))

    expect(errors).toEqual([])
    expect(analyticsErrors).toEqual([])
  })

  it('keeps the creator when /easy is opened again without ?creator=, and shows the ready view', async () => {
    const page: Page = await context.newPage()
    await page.goto(`${server.url}/easy`)
    await page.getByRole('heading', { name: 'Your Boost button is ready!' }).waitFor()
    await hydrated(page)
    await page.waitForURL(/\/easy\?creator=creator-/)
    await page.close()
  })
})
