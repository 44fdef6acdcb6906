// Launches the system Chromium through playwright-core. Without it the browser suites skip,
// unless REQUIRE_BROWSER=1 (CI), where they fail.
import { existsSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright-core'

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
export const chromiumPath = CANDIDATES.find((path): path is string => Boolean(path) && existsSync(path!))

if (!chromiumPath && process.env.REQUIRE_BROWSER === '1') {
  throw new Error('REQUIRE_BROWSER=1 but no Chromium was found (install the Debian package `chromium` or set CHROMIUM_PATH)')
}
if (!chromiumPath) console.warn('Skipping browser tests: no Chromium found (install `chromium` or set CHROMIUM_PATH)')

export const browserMissing = !chromiumPath

/** `backForwardCache`: keep Chromium's back/forward cache, which Playwright turns off by default. */
export function launchBrowser({ backForwardCache = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath!,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  })
}

/** Collects console errors and uncaught page errors, so a test can assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  // A failed load's message does not say which address failed: its location does.
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const { url } = message.location()
    errors.push(message.text().startsWith('Failed to load resource') && url ? `${message.text()} ${url}` : message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Resolves once the page has painted a frame and then had time with nothing to do: by then the work
 * its effects and due timers queued has run, and answers that had arrived were handled. For checking
 * that something did not happen, after what would have made it happen.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))))
}

/** The requests of `page` to paths containing `part` that have started and not yet finished. */
export function requestsInFlight(page: Page, part: string): Set<unknown> {
  const inFlight = new Set<unknown>()
  page.on('request', (request) => {
    if (request.url().includes(part)) inFlight.add(request)
  })
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  return inFlight
}
