// axe-core in Chromium on every route, light and dark: no serious or critical violations. The
// routes are every page the README names, a creator's own page and overlays among them (for a
// creator with a goal and a boost), and the pages a checkout passes through.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, launchBrowser } from '../support/browser.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { seriousViolations } from './axe.ts'
import { recordDemoBoost } from './site-helpers.ts'

const baseUrl = inject('baseUrl')
const CREATOR = 'a11y-creator'
/** Stand-ins in ROUTES for ids made before the tests run. */
const OPEN_CHECKOUT = ':open-checkout'
const PAID_CHECKOUT = ':paid-checkout'

const ROUTES = [
  '/', '/docs', '/docs/embed', '/api', '/contracts', '/terms', '/privacy', '/fees', '/onboard', '/onboard?state=done', '/boost', '/analytics', '/easy',
  '/leaderboard', '/porthole', `/porthole?overlay=1&creator=${CREATOR}`, `/porthole?overlay=1&metric=goal&creator=${CREATOR}`, `/c/${CREATOR}`,
  '/token-utility', '/play/react', '/play/embed.html', `/checkout/demo/${OPEN_CHECKOUT}`, `/boost/success?sid=${PAID_CHECKOUT}`,
  '/boost/success?sid=demo_cs_unknown', '/boost/cancel', '/admin/checklist', '/signin', '/account', '/alerts', '/webhooks', '/me', '/no-such-page',
]

describe.skipIf(browserMissing)('accessibility (axe-core)', () => {
  let browser: Browser
  const ids = new Map<string, string>()
  beforeAll(async () => {
    browser = await launchBrowser()
    // A connected creator with a goal and a boost, so their page and overlays show everything they can.
    const creator = await connectDemoCreator({ url: baseUrl }, CREATOR)
    expect((await creator.request(`/api/creators/${CREATOR}/goal`, { method: 'PUT', body: { title: 'New mic', target: 30, currency: 'usd' } })).status).toBe(200)
    ids.set(PAID_CHECKOUT, (await recordDemoBoost(baseUrl, { amount: 5, creatorId: CREATOR })).ref)
    const opened = await fetch(`${baseUrl}/api/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 5, currency: 'usd', creator_id: CREATOR, message: 'for the mic' }),
    })
    expect(opened.status).toBe(200)
    ids.set(OPEN_CHECKOUT, ((await opened.json()) as { sessionId: string }).sessionId)
  })
  afterAll(async () => {
    await browser?.close()
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    it.each(ROUTES)(`%s has no serious or critical violations (${colorScheme})`, async (route) => {
      // axe-core goes in as an inline script, which the pages' Content-Security-Policy refuses.
      const context = await browser.newContext({ colorScheme, bypassCSP: true })
      const page = await context.newPage()
      const response = await page.goto(`${baseUrl}${route.replace(/:[a-z-]+/, (stand) => ids.get(stand) ?? stand)}`)
      // The page itself, not a 404 standing in for it.
      expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200)
      await page.waitForLoadState('networkidle').catch(() => {})
      const violations = await seriousViolations(page)
      await context.close()
      expect(violations).toEqual([])
    })
  }
})
