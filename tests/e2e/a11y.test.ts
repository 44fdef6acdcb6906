// axe-core in Chromium on every route, light and dark: no serious or critical violations.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, launchBrowser } from '../support/browser.ts'

const baseUrl = inject('baseUrl')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const ROUTES = [
  '/', '/docs', '/docs/embed', '/api', '/contracts', '/terms', '/privacy', '/fees', '/onboard', '/boost', '/analytics', '/easy',
  '/leaderboard', '/porthole', '/token-utility', '/play/react', '/play/embed.html', '/boost/success?sid=demo_cs_unknown', '/boost/cancel',
  '/admin/checklist', '/signin', '/account', '/no-such-page',
]

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

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
      await page.addScriptTag({ content: axeSource })
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe
        const result = await axe.run(document, { resultTypes: ['violations'] })
        return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }))
      })
      await context.close()
      expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])
    })
  }
})
