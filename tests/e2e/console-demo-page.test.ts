// The developer demo page (/boost) in Chromium: its sections, DEMO by default with $5, $20 and $50
// and $20 chosen; the configuration drives the preview and both snippets and survives a reload;
// copy says "Copied!" for 2 s; the HTML snippet pasted into a page of another origin renders a
// widget that completes a demo boost; /boost-demo redirects; DEMO_PAGE=off makes /boost a 404.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { hydrated } from './site-helpers.ts'

describe.skipIf(browserMissing)('the developer demo page in Chromium', () => {
  let server: ConsoleServer
  let hidden: ConsoleServer
  let browser: Browser
  let context: BrowserContext
  let site: Server
  let siteUrl: string
  let pasted = ''

  beforeAll(async () => {
    ;[server, hidden, browser] = await Promise.all([startConsoleServer(), startConsoleServer({ DEMO_PAGE: 'off' }), launchBrowser()])
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    // Another origin, serving whatever snippet the test pasted into its page.
    site = createServer((request, response) => {
      if (request.url === '/pasted') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><title>My site</title></head><body><h1>My site</h1>${pasted}</body></html>`)
      } else response.writeHead(request.url === '/favicon.ico' ? 204 : 404).end()
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await new Promise((resolve) => site?.close(resolve))
    await Promise.all([server?.stop(), hidden?.stop()])
  })

  async function open(): Promise<{ page: Page; errors: string[]; preview: Locator }> {
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${server.url}/boost`)
    await hydrated(page)
    const preview = page.locator('[data-demo-preview] [data-boost-widget-react]')
    await preview.locator('.w').waitFor()
    return { page, errors, preview }
  }

  const snippet = (page: Page, kind: 'html' | 'react') => page.locator(`[data-demo-snippets] [data-snippet="${kind}"] pre`).textContent()
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

  it('shows the banner, the ten steps, examples, the fee calculator and the contract, in DEMO mode with $5, $20, $50 and $20 chosen', async () => {
    const { page, errors, preview } = await open()
    await expect(page.title()).resolves.toBe('Developer demo: configure and test the Boost widget | Boost')
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(/^Configure the Boost widget/)
    await expect(page.locator('[data-easy-banner]').getAttribute('href')).resolves.toBe('/easy')
    await expect(page.locator('[data-flow] ol > li').count()).resolves.toBe(10)
    await expect(page.getByRole('radio', { name: 'DEMO' }).isChecked()).resolves.toBe(true)
    await expect(page.getByText('Coming soon', { exact: true }).first().isVisible()).resolves.toBe(true)
    await expect(preview.getByRole('group', { name: 'Choose an amount' }).getByRole('button').allTextContents()).resolves.toEqual(['$5', '$20', '$50'])
    await expect(preview.getByRole('button', { name: '$20', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true')
    await expect(preview.getByLabel('Custom amount').isVisible()).resolves.toBe(true)
    await expect(preview.locator('.h').textContent()).resolves.toBe('Boost Demo Creator')
    await expect(preview.locator('.mt').textContent()).resolves.toContain('Demo checkout · no money moves')
    await expect(page.locator('[data-fee-calculator]').isVisible()).resolves.toBe(true)
    await expect(page.locator('[data-contract]').textContent()).resolves.toContain('IBoostSplitter')
    await expect(page.getByRole('tablist', { name: 'Integration examples' }).getByRole('tab').allTextContents()).resolves.toEqual([
      'WordPress', 'Next.js', 'Several buttons', 'Events', 'Stream overlay',
    ])
    const html = await snippet(page, 'html')
    expect(html).toContain(`src="${server.url}/boost.js"`)
    expect(html).toContain('data-creator-id="demo-creator"')
    expect(html).toContain('data-presets="5,20,50"')
    expect(html).toContain('data-demo="true"')
    expect(await snippet(page, 'react')).toContain('isDemoMode')
    expect(errors).toEqual([])
    await page.close()
  })

  it('updates the preview and both snippets as the form changes, and keeps the form across a reload', async () => {
    const { page, preview } = await open()
    await field(page, 'Creator name').fill('Maya "Rose"')
    await field(page, 'Preset amounts ($)').fill('3, 30, 300')
    await page.getByText('LIVE', { exact: true }).click()
    await expect.poll(() => preview.locator('.h').textContent()).toBe('Boost Maya "Rose"')
    await expect.poll(() => preview.getByRole('group').getByRole('button').allTextContents()).toEqual(['$3', '$30', '$300'])
    // A live widget on a server taking demo payments still says its checkout moves no money.
    await expect(preview.locator('.mt').textContent()).resolves.toContain('Demo checkout · no money moves')
    const html = (await snippet(page, 'html'))!
    expect(html).toContain('data-name="Maya &quot;Rose&quot;"')
    expect(html).toContain('data-presets="3,30,300"')
    expect(html).not.toContain('data-demo')
    const react = (await snippet(page, 'react'))!
    expect(react).toContain('name={"Maya \\"Rose\\""}')
    expect(react).toContain('presets={[3, 30, 300]}')
    expect(react).not.toContain('isDemoMode')

    // A bad value is flagged and left out of the code.
    await field(page, 'Payment link').fill('http://not-https.example')
    await expect(field(page, 'Payment link').getAttribute('aria-invalid')).resolves.toBe('true')
    await expect.poll(() => snippet(page, 'html')).not.toContain('data-stripe')

    await page.reload()
    await hydrated(page)
    await expect.poll(() => field(page, 'Creator name').inputValue()).toBe('Maya "Rose"')
    await expect(field(page, 'Preset amounts ($)').inputValue()).resolves.toBe('3, 30, 300')
    await expect(page.getByRole('radio', { name: 'LIVE' }).isChecked()).resolves.toBe(true)
    await expect.poll(() => snippet(page, 'html')).toContain('data-presets="3,30,300"')

    await page.getByRole('button', { name: 'Reset to the demo defaults' }).click()
    await expect.poll(() => field(page, 'Creator name').inputValue()).toBe('Demo Creator')
    await page.close()
  })

  it('copies a snippet and says "Copied!" for 2 seconds', async () => {
    const { page } = await open()
    const button = page.locator('[data-demo-snippets] [data-snippet="html"]').getByRole('button', { name: 'Copy' })
    await button.click()
    const copiedAt = Date.now()
    const copied = page.locator('[data-demo-snippets] [data-snippet="html"] button[data-copied="true"]')
    await expect(copied.textContent()).resolves.toBe('Copied!')
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(await snippet(page, 'html'))
    await page.locator('[data-demo-snippets] [data-snippet="html"] button[data-copied="false"]').waitFor()
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1500)
    await page.close()
  })

  it('gives HTML that, pasted into a page of another origin, renders a widget that completes a demo boost', async () => {
    const { page } = await open()
    await field(page, 'Creator name').fill('Pasted Creator')
    await field(page, 'Creator ID').fill('pasted-creator')
    await expect.poll(() => snippet(page, 'html')).toContain('data-creator-id="pasted-creator"')
    pasted = (await snippet(page, 'html'))!
    await page.getByRole('button', { name: 'Reset to the demo defaults' }).click()
    await page.close()

    const host = await context.newPage()
    const errors = collectErrors(host)
    await host.goto(`${siteUrl}/pasted`)
    const widget = host.locator('#boost-widget')
    await widget.locator('.w').waitFor()
    await expect(widget.locator('.h').textContent()).resolves.toBe('Boost Pasted Creator')
    await expect(widget.getByRole('group').getByRole('button').allTextContents()).resolves.toEqual(['$5', '$20', '$50'])
    await expect(widget.locator('.mt').textContent()).resolves.toContain('Demo checkout · no money moves')

    const opened = context.waitForEvent('page')
    await widget.getByRole('button', { name: 'Boost $20' }).click()
    const checkout = await opened
    await checkout.waitForURL(new RegExp(`^${server.url}/checkout/demo/demo_cs_`))
    await checkout.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await checkout.getByTestId('demo-pay').click()
    await checkout.waitForURL(/\/boost\/success/)
    await checkout.close()
    await widget.getByText('Thank you!', { exact: true }).waitFor({ timeout: 15_000 })
    const events = (await (await fetch(`${server.url}/api/boost-events?creatorId=pasted-creator`)).json()) as { gross: string }[]
    expect(events.map((event) => event.gross)).toEqual(['2000'])
    expect(errors).toEqual([])
    await host.close()
  })

  it('answers /boost-demo with a permanent redirect to /boost', async () => {
    const answer = await fetch(`${server.url}/boost-demo?from=cancel`, { redirect: 'manual' })
    expect(answer.status).toBe(301)
    expect(answer.headers.get('location')).toMatch(/\/boost\?from=cancel$/)
    const page = await context.newPage()
    await page.goto(`${server.url}/boost-demo`)
    await page.waitForURL(`${server.url}/boost`)
    await page.getByRole('heading', { name: 'Try the Boost widget, then take the code' }).waitFor()
    await page.close()
  })

  it('is a 404 when the server runs with DEMO_PAGE=off', async () => {
    const answer = await fetch(`${hidden.url}/boost`)
    expect(answer.status).toBe(404)
    const page = await context.newPage()
    const response = await page.goto(`${hidden.url}/boost`)
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
    await page.close()
  })
})
