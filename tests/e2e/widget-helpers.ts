// Shared by the widget's browser suites: following the demo checkout the widget opens in a new tab.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * The tab the widget opened, once it shows the demo checkout. The widget opens it through the
 * hand-off page on the Boost host, which sends it on to the session's checkout. The test server
 * listens on a random port and, without PUBLIC_URL, names itself http://localhost:0 in checkout
 * URLs, which Chromium refuses; the tab is then sent to the same checkout on the server's real address.
 */
export async function followCheckout(tab: Page, widget: Locator, baseUrl: string): Promise<Page> {
  await widget.getByText('Waiting for your payment').waitFor()
  // A widget served from the page's own origin (the React one on /play) links by path.
  const handOff = new URL((await widget.locator('.pn a.b2').getAttribute('href')) ?? '', baseUrl)
  expect(handOff.origin).toBe(new URL(baseUrl).origin)
  const sessionId = /^\/checkout\/open\/(demo_cs_[\w-]+)$/.exec(handOff.pathname)?.[1]
  expect(sessionId).toBeDefined()
  expect(handOff.search).toBe('')
  await tab.waitForURL((url) => url.pathname === `/checkout/demo/${sessionId}` || url.protocol === 'chrome-error:')
  if (new URL(tab.url()).protocol === 'chrome-error:') await tab.goto(new URL(`/checkout/demo/${sessionId}`, baseUrl).href)
  return tab
}
