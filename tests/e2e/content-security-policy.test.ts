// The pages' Content-Security-Policy stops a script injected into them: an inline script runs only
// with the nonce of the response that rendered it, or, on a page that is the same for everyone
// (prerendered, or a creator's page kept rendered for visitors), when its hash is one the app
// wrote. No 'unsafe-inline' for scripts, no connections to any host over ws: or wss:.
import { createHash } from 'node:crypto'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, launchBrowser } from '../support/browser.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { connectOnEasySetup, hydrated } from './site-helpers.ts'

const baseUrl = inject('baseUrl')
const CREATOR_ID = 'csp-creator'

const PAGES = [
  { path: '/', sameForEveryone: true },
  { path: '/fees', sameForEveryone: true },
  { path: '/analytics', sameForEveryone: false },
  { path: '/leaderboard', sameForEveryone: false },
  { path: `/c/${CREATOR_ID}`, sameForEveryone: true },
]

beforeAll(async () => {
  await connectDemoCreator({ url: baseUrl }, CREATOR_ID)
})

const INJECTED = '<script>window.__pwned = 1</script>'

describe('the Content-Security-Policy of the pages', () => {
  it.each(PAGES)('lets $path run only its own inline scripts, with no unsafe-inline and no bare ws: or wss:', async ({ path, sameForEveryone }) => {
    const { policy, html } = await load(path)
    const scriptSrc = policy.get('script-src') ?? []
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(policy.get('connect-src')).toEqual(["'self'"])
    // A nonce in a page that is the same for everyone would be public.
    expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(!sameForEveryone)
    const scripts = inlineScripts(html)
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      const allowedBy = script.nonce ? `'nonce-${script.nonce}'` : `'sha256-${createHash('sha256').update(script.body).digest('base64')}'`
      expect(scriptSrc, script.body).toContain(allowedBy)
    }
  })

  it('gives a rendered page a fresh nonce on every request', async () => {
    const [first, second] = await Promise.all([load('/leaderboard'), load('/leaderboard')])
    const nonce = (policy: Policy) => policy.get('script-src')?.find((source) => source.startsWith("'nonce-"))
    expect(nonce(first.policy)).toBeDefined()
    expect(nonce(second.policy)).not.toBe(nonce(first.policy))
  })
})

describe.skipIf(browserMissing)('the Content-Security-Policy of the pages in Chromium', () => {
  let browser: Browser
  let context: BrowserContext

  beforeAll(async () => {
    browser = await launchBrowser()
    // Navigations a service worker answers would bypass page.route.
    context = await browser.newContext({ serviceWorkers: 'block' })
    await context.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { __violations: seen })
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
  })

  it.each(PAGES)('hydrates $path with no violation of its policy', async ({ path }) => {
    const page = await context.newPage()
    const refusals = collectRefusals(page)
    await page.goto(`${baseUrl}${path}`)
    await hydrated(page)
    expect(await violations(page)).toEqual([])
    expect(refusals).toEqual([])
    await page.close()
  })

  it('hydrates a creator’s console, page and goal overlay with no violation of their policy', async () => {
    const page = await context.newPage()
    const refusals = collectRefusals(page)
    const creatorId = await connectOnEasySetup(page, baseUrl)
    const paths = ['/boost', '/account', '/alerts', '/webhooks', `/c/${creatorId}`, `/porthole?overlay=1&metric=goal&creator=${creatorId}`]
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`)
      await hydrated(page)
      expect(await violations(page), path).toEqual([])
    }
    expect(refusals).toEqual([])
    await page.close()
    // The tests after this one visit as everyone else does.
    await context.clearCookies()
  })

  it.each(PAGES)('refuses a script injected into $path', async ({ path }) => {
    const page = await context.newPage()
    await page.route(`${baseUrl}${path}`, async (route) => {
      const response = await route.fetch()
      // The body arrives decoded: it travels on without its encoding headers.
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'))
      await route.fulfill({ status: response.status(), headers, body: (await response.text()).replace('</body>', `${INJECTED}</body>`) })
    })
    await page.goto(`${baseUrl}${path}`)
    await hydrated(page)
    expect(await page.content()).toContain(INJECTED)
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false)
    expect(await violations(page)).toEqual(['script-src-elem inline'])
    await page.close()
  })
})

type Policy = Map<string, string[]>

async function load(path: string): Promise<{ policy: Policy; html: string }> {
  const response = await fetch(`${baseUrl}${path}`)
  expect(response.status).toBe(200)
  const header = response.headers.get('content-security-policy') ?? ''
  const policy: Policy = new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  )
  return { policy, html: await response.text() }
}

/** The scripts written into the page that a browser would execute (JSON data blocks run nothing). */
function inlineScripts(html: string): { nonce: string | undefined; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\ssrc=/i.test(attributes) && !/\stype="application\/json"/i.test(attributes))
    .map(([, attributes = '', body = '']) => ({ nonce: /\snonce="([^"]*)"/i.exec(attributes)?.[1], body }))
}

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

function collectRefusals(page: Page): string[] {
  const refusals: string[] = []
  page.on('console', (message) => message.text().includes('Content Security Policy') && refusals.push(message.text()))
  return refusals
}
