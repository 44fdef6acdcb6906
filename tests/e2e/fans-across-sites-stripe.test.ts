// One fan across every site with Stripe, in Chromium: a blog on another origin embeds the widget of
// a creator paid through Stripe (the official SDK talking to the local stand-in); the checkout's tab
// passes Boost's hand-off page on its way to Stripe's hosted checkout (answered here by the browser
// itself), which returns to the thank-you page on Boost; that page keeps the boost for the fan, and
// /me lists it with its XP. Neither Stripe nor any address's query ever sees the blog's anonymous id.
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext } from 'playwright-core'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { stripeEvent, stripeObject } from '../support/stripeFixtures.ts'
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { hydrated } from './site-helpers.ts'

const CREATOR = 'across-sites-stripe'
const WEBHOOK_SECRET = 'whsec_across_sites'

describe.skipIf(browserMissing)('one fan across every site with Stripe, in Chromium', () => {
  let stripe: StripeStandIn
  let server: ConsoleServer
  let browser: Browser
  let context: BrowserContext
  let blog: Server
  let blogUrl: string

  /** Signs `event` as Stripe does and delivers it to the webhook. */
  async function deliver(event: object): Promise<void> {
    const payload = JSON.stringify(event)
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const response = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })
    expect(response.status).toBe(200)
  }

  beforeAll(async () => {
    stripe = await startStripeStandIn()
    ;[server, browser] = await Promise.all([
      startConsoleServer(
        { RATE_LIMIT_PER_MINUTE: '1000', STRIPE_SECRET_KEY: 'sk_test_across_sites', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url },
        { hostname: 'localhost' },
      ),
      launchBrowser(),
    ])
    // The creator connects Stripe: the account link names the account the stand-in made.
    const onboarded = await fetch(`${server.url}/api/creators/${CREATOR}/stripe/onboard`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Maya Lin' }) })
    expect(onboarded.status).toBe(200)
    const accountId = /\/(acct_[0-9a-f]+)\//.exec(((await onboarded.json()) as { url: string }).url)![1]!
    stripe.setChargesEnabled(accountId, true)
    await deliver(stripeEvent('account.updated', stripeObject('account', { id: accountId, type: 'express', charges_enabled: true }), { account: accountId }))

    blog = createServer((request, response) => {
      if (request.url === '/favicon.ico') return response.writeHead(204).end()
      if (request.url !== '/post') return response.writeHead(404).end()
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><title>A mural blog</title></head><body>
        <div id="boost"></div><script src="${server.url}/boost.js" data-target="#boost" data-creator-id="${CREATOR}" data-name="Maya Lin" async></script></body></html>`)
    })
    await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve))
    blogUrl = `http://127.0.0.1:${(blog.address() as AddressInfo).port}`
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    // Stripe's hosted checkout, answered by the browser: the test pays it below.
    await context.route('https://checkout.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body><h1>Stripe Checkout</h1></body></html>' }),
    )
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await new Promise((resolve) => blog?.close(resolve))
    await server?.stop()
    await stripe?.close()
  })

  it('keeps a boost paid on Stripe from a blog for the fan on Boost, and Stripe never sees the blog’s anonymous id', { timeout: 120_000 }, async () => {
    const addresses: string[] = []
    context.on('request', (request) => addresses.push(request.url()))
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${blogUrl}/post`)
    const widget = page.locator('[data-boost-mounted]:not(script)').first()
    await widget.locator('.w').waitFor()
    await widget.getByRole('button', { name: '$5', exact: true }).click()
    const opened = context.waitForEvent('page')
    await widget.getByRole('button', { name: 'Boost $5' }).click()
    const checkout = await opened
    await checkout.waitForURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    const sessionId = /cs_test_[0-9a-f]+/.exec(checkout.url())![0]
    const blogAnonId = (await page.evaluate(() => localStorage.getItem('boost:anon-id')))!
    expect(blogAnonId).toBeTruthy()

    // Stripe takes the payment, tells the webhook, and returns the tab to the success address.
    const session = stripe.checkoutSession(sessionId)!
    await deliver(
      stripeEvent('checkout.session.completed', stripeObject('checkout.session', {
        id: sessionId, status: 'complete', payment_status: 'paid', currency: 'usd', amount_total: session.amount_total,
        payment_intent: `pi_${randomBytes(12).toString('hex')}`, metadata: session.metadata,
      })),
    )
    await checkout.goto(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId))
    await hydrated(checkout)
    await checkout.getByText('Saved to your fan page', { exact: true }).waitFor()
    const checkoutErrors = collectErrors(checkout)
    await checkout.close()
    await widget.getByText('Thank you!').waitFor()

    const home = await context.newPage()
    const homeErrors = collectErrors(home)
    await home.goto(`${server.url}/me`)
    await hydrated(home)
    const boosts = home.locator('[data-fan-boost]')
    await boosts.first().waitFor()
    await expect(boosts.allInnerTexts()).resolves.toEqual([expect.stringMatching(/Maya Lin[\s\S]*\$5\.00/)])
    await expect(home.locator('[data-fan-xp] [data-xp-total]').getAttribute('data-xp-total')).resolves.toBe('50')

    expect(addresses.some((address) => address.startsWith(`${server.url}/checkout/open/${sessionId}`))).toBe(true)
    expect(addresses.filter((address) => address.includes(blogAnonId))).toEqual([])
    expect(stripe.requests.filter((request) => JSON.stringify(request).includes(blogAnonId))).toEqual([])
    const unexpected = (logged: string[]) => logged.filter((error) => !error.includes('status of 401 (Unauthorized)'))
    expect(unexpected(errors)).toEqual([])
    expect(unexpected(checkoutErrors)).toEqual([])
    expect(unexpected(homeErrors)).toEqual([])
  })
})
