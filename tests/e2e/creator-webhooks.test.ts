// The /webhooks console page in Chromium: a creator adds an endpoint (a refused URL first, its
// error inline), copies the secret shown once, sees a boost delivered in the log and resends it,
// sees an endpoint that fails, and deletes it; the page passes axe-core at 1280 and 390 px.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { seriousViolations } from './axe.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { demoBoost, saveScreenshot } from './fans-helpers.ts'
import { connectOnEasySetup, hydrated } from './site-helpers.ts'

describe.skipIf(browserMissing)('the webhooks console page in Chromium', () => {
  let server: ConsoleServer
  let browser: Browser
  let context: BrowserContext
  let receiver: Server
  let receiverUrl: string
  const received: string[] = []

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      received.push(request.url ?? '')
      request.resume()
      response.writeHead(request.url === '/down' ? 503 : 204).end()
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
    ;[server, browser] = await Promise.all([
      startConsoleServer({ RATE_LIMIT_PER_MINUTE: '1000', WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_BASE_MS: '60000' }),
      launchBrowser(),
    ])
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block', deviceScaleFactor: 1, bypassCSP: true })
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await server?.stop()
    await new Promise((resolve) => receiver?.close(resolve))
  })

  async function open(page: Page, path: string) {
    await page.goto(`${server.url}${path}`)
    await hydrated(page)
  }

  it('adds an endpoint, shows its secret once, logs a delivery with Resend, shows a failing one, and deletes', async () => {
    const page = await context.newPage()
    const errors = collectErrors(page)
    const creatorId = await connectOnEasySetup(page, server.url)

    await open(page, '/webhooks')
    const form = page.locator('[data-add-webhook]')
    await form.getByRole('textbox', { name: 'Endpoint URL' }).fill('ftp://example.com/hook')
    await form.getByRole('button', { name: 'Add endpoint' }).click()
    await expect(form.locator('[data-webhook-error]').textContent()).resolves.toBe('url: must be an http:// or https:// URL')

    await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(`${receiverUrl}/ok`)
    await form.getByRole('checkbox', { name: 'goal.reached' }).check()
    await form.getByRole('button', { name: 'Add endpoint' }).click()
    await expect(form.locator('[data-secret]').textContent()).resolves.toMatch(/^whsec_/)
    await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(`${receiverUrl}/down`)
    await form.getByRole('button', { name: 'Add endpoint' }).click()
    await page.locator('[data-webhook-endpoints="2"]').waitFor()

    await demoBoost(server.url, { amount: 5, creatorId })
    const ok = page.locator('[data-webhook-endpoint]').filter({ hasText: '/ok' })
    await ok.getByRole('button', { name: 'Deliveries' }).click()
    await ok.locator('[data-delivery="delivered"]').waitFor()
    await ok.getByRole('button', { name: 'Resend' }).click()
    await expect.poll(() => received.filter((url) => url === '/ok').length, { timeout: 10_000 }).toBe(2)

    // A delivery opens to what was sent and what came back; its time has seconds.
    await expect(ok.locator('[data-delivery] time').first().textContent()).resolves.toMatch(/\d{1,2}:\d{2}:\d{2}/)
    await ok.getByRole('button', { name: 'Details' }).first().click()
    const detail = ok.locator('[data-delivery-detail]')
    await expect(detail.locator('[data-request-headers]').textContent()).resolves.toMatch(/webhook-id: msg_\d+\nwebhook-timestamp: \d+\nwebhook-signature: v1,/)
    await expect(detail.locator('[data-request-body]').textContent()).resolves.toContain('"type": "boost.created"')
    await expect(detail.locator('[data-response-status]').textContent()).resolves.toBe('HTTP 204')

    // Send test event: a webhook.test, delivered, at the top of the log.
    await ok.getByRole('button', { name: 'Send test event' }).click()
    await ok.locator('[data-delivery="delivered"]').filter({ hasText: 'webhook.test' }).waitFor({ timeout: 10_000 })
    expect(received.filter((url) => url === '/ok')).toHaveLength(3)

    // Its events change in place.
    await ok.getByRole('button', { name: 'Edit events' }).click()
    const edit = ok.locator('[data-edit-events-form]')
    await edit.getByRole('checkbox', { name: 'goal.reached' }).uncheck()
    await edit.getByRole('checkbox', { name: 'boost.refunded' }).check()
    await edit.getByRole('button', { name: 'Save events' }).click()
    await edit.waitFor({ state: 'detached' })
    await ok.getByText('boost.refunded', { exact: true }).first().waitFor()
    await expect(ok.getByText('goal.reached', { exact: true }).count()).resolves.toBe(0)

    const down = page.locator('[data-webhook-endpoint]').filter({ hasText: '/down' })
    await down.getByRole('button', { name: 'Deliveries' }).click()
    await down.locator('[data-delivery="pending"]').getByText('HTTP 503').waitFor()
    await down.getByText(/^Failing since/).waitFor()
    await saveScreenshot(page, 'webhooks-1280')
    await expect(seriousViolations(page)).resolves.toEqual([])

    const narrow = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', deviceScaleFactor: 1, bypassCSP: true, storageState: await context.storageState() })
    const small = await narrow.newPage()
    await open(small, '/webhooks')
    await small.locator('[data-webhook-endpoints="2"]').waitFor()
    // On a phone a delivery's Result and Resend are on screen, not past a scroll.
    const okSmall = small.locator('[data-webhook-endpoint]').filter({ hasText: '/ok' })
    await okSmall.getByRole('button', { name: 'Deliveries' }).click()
    const resend = okSmall.getByRole('button', { name: 'Resend' }).first()
    const resendBox = (await resend.boundingBox())!
    expect(resendBox.x + resendBox.width).toBeLessThanOrEqual(390)
    await expect(okSmall.locator('[data-delivery]').first().getByText('delivered').isVisible()).resolves.toBe(true)
    await expect(small.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390)
    await saveScreenshot(small, 'webhooks-390')
    await expect(seriousViolations(small)).resolves.toEqual([])
    await narrow.close()

    await down.getByRole('button', { name: /^Delete/ }).click()
    await page.locator('[data-webhook-endpoints="1"]').waitFor()
    expect(errors.filter((error) => !error.includes('400'))).toEqual([])
  })
})
