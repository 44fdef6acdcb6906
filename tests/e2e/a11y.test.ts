// axe-core in Chromium on every route, light and dark: no serious or critical violations.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, launchBrowser } from '../support/browser.ts'
import { seriousViolations } from './axe.ts'

const baseUrl = inject('baseUrl')

const ROUTES = [
  '/', '/docs', '/docs/embed', '/api', '/contracts', '/terms', '/privacy', '/fees', '/onboard', '/boost', '/analytics', '/easy',
  '/leaderboard', '/porthole', '/token-utility', '/play/react', '/play/embed.html', '/boost/success?sid=demo_cs_unknown', '/boost/cancel',
  '/admin/checklist', '/signin', '/account', '/alerts', '/webhooks', '/no-such-page',
]

describe.skipIf(browserMissing)('accessibility (axe-core)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    it.each(ROUTES)(`%s has no serious or critical violations (${colorScheme})`, async (route) => {
      // axe-core goes in as an inline script, which the pages' Content-Security-Policy refuses.
      const context = await browser.newContext({ colorScheme, bypassCSP: true })
      const page = await context.newPage()
      await page.goto(`${baseUrl}${route}`)
      await page.waitForLoadState('networkidle').catch(() => {})
      const violations = await seriousViolations(page)
      await context.close()
      expect(violations).toEqual([])
    })
  }
})
