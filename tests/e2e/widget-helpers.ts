// Shared by the widget's browser suites: following the demo checkout the widget opens in a new tab.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * The tab the widget opened, once it shows the demo checkout. The test server listens on a random
 * port and, without PUBLIC_URL, names itself http://localhost:0 in checkout URLs, which Chromium
 * refuses; the tab is then sent to the same checkout on the server's real address.
 */
export async function followCheckout(tab: Page, widget: Locator, baseUrl: string): Promise<Page> {
  await widget.getByText('Waiting for your payment').waitFor()
  const url = new URL((await widget.locator('.pn a.b2').getAttribute('href')) ?? '')
  expect(url.pathname).toMatch(/^\/checkout\/demo\/demo_cs_/)
  if (url.origin === new URL(baseUrl).origin) {
    await tab.waitForURL(url.href)
  } else {
    await tab.waitForURL(/^chrome-error:/)
    await tab.goto(new URL(url.pathname, baseUrl).href)
  }
  return tab
}
