// The creator page's finish, in Chromium, on a server whose PUBLIC_URL is http://localhost:<port>:
// a creator who opens the console at 127.0.0.1 is sent to PUBLIC_URL and connects without a
// refusal; the share dialog sits in the middle of the screen; the page, the console's sidebar and
// the share image write the same initials; on a phone a Boost button on the first screen leads to
// the widget; this week's top supporters change as a boost lands; the goal form reads "$1,000"
// and explains a typo in plain words at 390 px; the share image is a cached 1200 x 630 PNG.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { connectOnEasySetup, hydrated } from './site-helpers.ts'

const SHOTS = '/tmp/boost-creator-page'

describe.skipIf(browserMissing)('the creator page’s details in Chromium', () => {
  let server: ConsoleServer
  let browser: Browser
  let creatorContext: BrowserContext
  let creatorId: string

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer({ RATE_LIMIT_PER_MINUTE: '1000' }, { hostname: 'localhost' }), launchBrowser()])
    creatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
  })
  afterAll(async () => {
    await creatorContext?.close()
    await browser?.close()
    await server?.stop()
  })

  const ipUrl = () => server.url.replace('//localhost:', '//127.0.0.1:')

  async function open(page: Page, path: string) {
    await page.goto(`${server.url}${path}`)
    await hydrated(page)
  }

  it('sends a creator who opened the console at 127.0.0.1 to PUBLIC_URL, where Connect works', async () => {
    const page = await creatorContext.newPage()
    const errors = collectErrors(page)
    for (const path of ['/onboard?creator=x-y-z', '/signin', '/account']) {
      await page.goto(`${ipUrl()}${path}`)
      await page.waitForURL((url) => url.origin === server.url)
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path)
    }
    // Easy Setup from the IP address: Connect ends on the ready view, signed in at PUBLIC_URL.
    creatorId = await connectOnEasySetup(page, ipUrl())
    expect(new URL(page.url()).origin).toBe(server.url)
    expect(errors).toEqual([])
    await page.close()
  })

  it('reads the goal target as people type money, and explains a typo in plain words at 390 px', async () => {
    const page = await creatorContext.newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, '/account')
    // PUBLIC_URL names a host here: no warning about passkeys.
    await expect(page.locator('[data-passkey-address-problem]').count()).resolves.toBe(0)
    const panel = page.locator('[data-your-page]')
    await panel.getByRole('textbox', { name: 'Name' }).fill('Nova Bright')
    await panel.getByRole('button', { name: 'Save page' }).click()
    await panel.getByRole('status').getByText('Saved').waitFor()
    await panel.getByRole('textbox', { name: 'Title' }).fill('New mic')
    await panel.getByRole('textbox', { name: 'Target' }).fill('12,34.56')
    await panel.getByRole('button', { name: 'Set goal' }).click()
    await expect(panel.locator('[data-goal-error]').textContent()).resolves.toBe('The digits between separators do not make thousands: write the amount as 1000 or 1,000.')
    await panel.getByRole('textbox', { name: 'Target' }).fill('$1,000')
    await panel.getByRole('button', { name: 'Set goal' }).click()
    await panel.getByRole('button', { name: 'Update goal' }).waitFor()
    await expect(panel.locator('[data-goal] [data-goal-progress]').textContent()).resolves.toBe('$0.00 of $1,000.00')

    // The amount, its currency and the end date each keep a usable width on a phone.
    const form = panel.locator('[data-goal-form]')
    const widths = await Promise.all(['Target', 'Currency', 'Ends (optional)'].map(async (name) => (await form.getByLabel(name, { exact: true }).boundingBox())!.width))
    expect(widths[0]).toBeGreaterThan(150)
    expect(widths[1]).toBeGreaterThan(90)
    expect(widths[2]).toBeGreaterThan(250)
    await form.screenshot({ path: `${SHOTS}-goal-form-390.png` })

    // The sidebar's account block writes the initials the page does.
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, '/account')
    await expect(page.locator('[data-console-account] span[aria-hidden="true"]').first().textContent()).resolves.toBe('NB')
    await page.close()
  })

  it('centres the share dialog and writes the creator’s initials as the console does', async () => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
      const page = await context.newPage()
      await open(page, `/c/${creatorId}`)
      await expect(page.locator('[data-creator-page] > header > span').textContent()).resolves.toBe('NB')
      await page.getByRole('button', { name: 'QR code' }).click()
      const box = (await page.getByRole('dialog').boundingBox())!
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2)
      expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2)
      await page.screenshot({ path: `${SHOTS}-share-${viewport.width}.png` })
      await context.close()
    }
  })

  it('puts a Boost button on a phone’s first screen that leads to the widget', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await open(page, `/c/${creatorId}`)
    const jump = page.getByRole('link', { name: 'Boost Nova Bright' })
    const box = (await jump.boundingBox())!
    expect(box.y + box.height).toBeLessThan(844)
    await jump.click()
    const widget = page.getByRole('complementary', { name: 'Boost Nova Bright' })
    await expect.poll(async () => (await widget.boundingBox())!.y, { timeout: 5000 }).toBeLessThan(844)
    await expect(page.getByRole('link', { name: 'Boost Nova Bright' }).isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('updates this week’s top supporters as a fan’s boost lands, without a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    const fan = await context.newPage()
    const errors = collectErrors(fan)
    await open(fan, `/c/${creatorId}`)
    await fan.getByText('Nobody yet this week.').waitFor()
    await fan.evaluate(() => Object.assign(window, { sameDocument: true }))
    const widget = fan.getByRole('complementary', { name: 'Boost Nova Bright' })
    await widget.locator('.w').waitFor()
    await widget.getByRole('button', { name: '$20', exact: true }).click()
    await widget.getByRole('textbox', { name: 'Message (optional)' }).fill('Go!')
    await widget.getByRole('textbox', { name: 'Your name (optional)' }).fill('Ana Silva')
    const opened = context.waitForEvent('page')
    await widget.getByRole('button', { name: 'Boost $20' }).click()
    const checkout = await opened
    await checkout.waitForURL(/\/checkout\/demo\/demo_cs_/)
    await hydrated(checkout)
    await checkout.getByTestId('demo-pay').click()
    await checkout.waitForURL(/\/boost\/success\?sid=/)
    await checkout.close()

    await expect.poll(() => fan.locator('[data-top-supporters] li').allTextContents(), { timeout: 15_000 }).toEqual(['1Ana Silva200 XP'])
    await expect(fan.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('names a share image drawn for the creator, a 1200 x 630 PNG kept by its content', async () => {
    const html = await (await fetch(`${server.url}/c/${creatorId}`)).text()
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
    expect(image).toMatch(new RegExp(`^${server.url}/api/creators/${creatorId}/card\\.png\\?v=[\\w-]{16}$`))
    expect(html).toContain(`<meta name="twitter:image" content="${image!.replaceAll('&', '&amp;')}"/>`)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')

    const response = await fetch(image!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const png = Buffer.from(await response.arrayBuffer())
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    const etag = response.headers.get('etag')!
    expect(etag).toBe(`"${new URL(image!).searchParams.get('v')}"`)
    expect((await fetch(image!, { headers: { 'If-None-Match': etag } })).status).toBe(304)
    // Without its version the image follows the goal, for five minutes at a time.
    const plain = await fetch(`${server.url}/api/creators/${creatorId}/card.png`)
    expect(plain.headers.get('cache-control')).toBe('public, max-age=300')
    expect(plain.headers.get('etag')).toBe(etag)
    const { writeFile } = await import('node:fs/promises')
    await writeFile(`${SHOTS}-card.png`, png)
    expect((await fetch(`${server.url}/api/creators/nobody-here/card.png`)).status).toBe(404)
  })

  it('looks finished at 1280 and 390 px, light and dark', async () => {
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, serviceWorkers: 'block' })
        const page = await context.newPage()
        await open(page, `/c/${creatorId}`)
        await page.screenshot({ path: `${SHOTS}-${width}-${colorScheme}.png`, fullPage: true, animations: 'disabled' })
        await page.screenshot({ path: `${SHOTS}-${width}-${colorScheme}-fold.png`, animations: 'disabled' })
        await context.close()
      }
    }
  })
})
