// Shared by the public-site browser suites: the pages, screenshots, and a boost recorded the way
// a supporter records one in demo mode.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'

export const SCREENSHOT_DIR = join(import.meta.dirname, '../../test-results/screenshots')

export type SitePage = { path: string; name: string; heading: string; status?: number }

export const SITE_PAGES: SitePage[] = [
  { path: '/', name: 'home', heading: 'Boost the creators you love.' },
  { path: '/docs', name: 'docs', heading: 'Add a Boost button to anything you publish' },
  { path: '/docs/embed', name: 'docs-embed', heading: 'The Boost embed, attribute by attribute' },
  { path: '/api', name: 'api', heading: 'The Boost API' },
  { path: '/contracts', name: 'contracts', heading: 'Crypto boosts, split by code, held by no one' },
  { path: '/terms', name: 'terms', heading: 'Terms of Service' },
  { path: '/privacy', name: 'privacy', heading: 'Privacy Policy' },
  { path: '/fees', name: 'fees', heading: '2.5%. That’s it.' },
  { path: '/token-utility', name: 'token-utility', heading: 'The Future of Boosting' },
  { path: '/no-such-page', name: 'not-found', heading: '404 Page Not Found', status: 404 },
]

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const path = join(SCREENSHOT_DIR, `${name}.png`)
  await page.screenshot({ path, fullPage: true, animations: 'disabled' })
  return path
}

export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
}

/** Connects a new creator from Easy Setup with the demo provider, as a creator does; answers its id. The page is then signed in as it. */
export async function connectOnEasySetup(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/easy`)
  await hydrated(page)
  await page.waitForURL(/\/easy\?creator=/)
  const creatorId = new URL(page.url()).searchParams.get('creator')!
  await page.getByRole('button', { name: 'Connect with Stripe' }).click()
  await page.getByRole('heading', { name: 'Your Boost button is ready!' }).waitFor()
  return creatorId
}

/** Opens a demo checkout and pays it, as the demo checkout page's Pay button does; the boost's ref is its session id. */
export async function recordDemoBoost(baseUrl: string, { amount, creatorId }: { amount: number; creatorId: string }): Promise<{ ref: string }> {
  const checkout = await fetch(`${baseUrl}/api/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // The widget's demo mode: any creator id, counted like any boost on a demo server.
    body: JSON.stringify({ amount, currency: 'usd', creator_id: creatorId, demo: true }),
  })
  if (!checkout.ok) throw new Error(`POST /api/checkout answered ${checkout.status}: ${await checkout.text()}`)
  const answer = (await checkout.json()) as { url: string; sessionId?: string }
  // The demo provider's checkout URL ends in the session id.
  const sessionId = answer.sessionId ?? new URL(answer.url).pathname.split('/').at(-1)!
  const completed = await fetch(`${baseUrl}/api/checkout/demo/${encodeURIComponent(sessionId)}/complete`, { method: 'POST' })
  if (!completed.ok) throw new Error(`POST /api/checkout/demo/${sessionId}/complete answered ${completed.status}: ${await completed.text()}`)
  return { ref: sessionId }
}
