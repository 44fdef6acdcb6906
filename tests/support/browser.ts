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
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
