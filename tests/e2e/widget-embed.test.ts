// The embed script in Chromium: on our own test page and on a page of another origin with hostile
// CSS and a strict CSP; choosing amounts, the range message, a demo boost from click to thank-you,
// the checkout module loaded on interest, several widgets, the script loaded twice, one global,
// keyboard only, errors, and screenshots at 280 and 480 px.
import { mkdirSync } from 'node:fs'
import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { BOOST_JS_BUDGET } from '../../widget/sizeBudget.ts'
import { browserMissing, collectErrors, launchBrowser, pageIdle } from '../support/browser.ts'
import { followCheckout } from './widget-helpers.ts'

const baseUrl = inject('baseUrl')
const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots')

const HOSTILE_CSS = `* { all: unset } button { display: none !important } div { color: red; font: 30px/3 serif } html { font-size: 8px }`
/** The hostile page's policy is as strict as the docs allow: scripts and connections from the Boost host alone, no styles but its own. */
const HOSTILE_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src ${new URL(baseUrl).origin}; connect-src ${new URL(baseUrl).origin}`
const script = (attributes: string) => `<script src="${baseUrl}/boost.js" ${attributes} async></script>`
const DEMO = 'data-creator-id="demo-creator" data-connected-account="acct_demo" data-name="Demo Creator" data-demo="true"'

/** Pages of another origin (a second local port) that embed the widget. */
const SITE: Record<string, string> = {
  '/hostile': `<!doctype html><html><head><style>${HOSTILE_CSS}</style></head><body>
    <button id="host-button">A host button</button><div id="boost-widget"></div>${script(`data-target="#boost-widget" ${DEMO}`)}</body></html>`,
  '/blank': '<!doctype html><html><body><div id="w"></div></body></html>',
  '/twice': `<!doctype html><html><body><div id="w"></div>${script(`data-target="#w" ${DEMO}`)}${script(`data-target="#w" ${DEMO}`)}</body></html>`,
  '/two': `<!doctype html><html><body>
    <div id="first"></div><div id="second"></div>
    ${script(`data-target="#first" ${DEMO}`)}
    ${script('data-target="#second" data-creator-id="second-creator" data-name="Second Creator" data-demo="true" data-presets="3,30,300" data-theme="dark"')}
    </body></html>`,
  '/missing': `<!doctype html><html><body><div id="w"></div>${script('data-target="#w" data-name="Nobody"')}</body></html>`,
  '/frame': '<!doctype html><html><body style="margin:0;padding:20px;background:#eef0f4"><div id="w"></div></body></html>',
}

describe('GET /boost.js', () => {
  it('serves the script to any site, cached for 5 minutes, and immutable for a year at its versioned URL', async () => {
    const response = await fetch(`${baseUrl}/boost.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    const version = /^W\/"([0-9a-f]{12})"$/.exec(response.headers.get('etag') ?? '')?.[1]
    expect(version).toBeDefined()
    const code = await response.text()
    expect(code.startsWith('(function(){')).toBe(true)

    const versioned = await fetch(`${baseUrl}/boost.js?v=${version}`)
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    await expect(versioned.text()).resolves.toBe(code)
    const stale = await fetch(`${baseUrl}/boost.js?v=000000000000`)
    expect(stale.headers.get('cache-control')).toBe('public, max-age=300')

    // node:http, because fetch() adds Cache-Control: no-cache to a request with If-None-Match.
    const revalidated = await new Promise<number | undefined>((resolve, reject) => {
      get(`${baseUrl}/boost.js`, { headers: { 'if-none-match': `W/"${version}"` } }, (answer) => resolve(answer.resume().statusCode)).on('error', reject)
    })
    expect(revalidated).toBe(304)
  })

  it('is precompressed, and stays within its size ceiling', async () => {
    const response = await fetch(`${baseUrl}/boost.js`, { headers: { 'accept-encoding': 'br' } })
    expect(response.headers.get('content-encoding')).toBe('br')
    const code = await response.text()
    expect(Buffer.byteLength(code)).toBeLessThan(BOOST_JS_BUDGET.ceiling.rawBytes)
    expect(gzipSync(code, { level: 9 }).byteLength).toBeLessThan(BOOST_JS_BUDGET.ceiling.gzipBytes)
  })

  it('serves the checkout module at the versioned URL boost.js imports, to any site, immutable for a year', async () => {
    const script = await (await fetch(`${baseUrl}/boost.js`)).text()
    const imported = /\/boost-checkout\.js\?v=([0-9a-f]{12})/.exec(script)?.[1]
    expect(imported).toBeDefined()
    const response = await fetch(`${baseUrl}/boost-checkout.js?v=${imported}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // The version boost.js asks for is the module's own ETag, so a new release is a new URL.
    expect(response.headers.get('etag')).toBe(`W/"${imported}"`)
    const code = await response.text()
    expect(code).toMatch(/export\s*\{[^}]*\brunCheckout\b/)
    expect(code).toMatch(/export\s*\{[^}]*\bsupporterId\b/)
  })
})

describe.skipIf(browserMissing)('the embed script (/boost.js) in Chromium', () => {
  let browser: Browser
  let context: BrowserContext
  let site: Server
  let siteUrl: string

  beforeAll(async () => {
    browser = await launchBrowser()
    context = await browser.newContext()
    site = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname
      // A checkout endpoint of this other origin, for the clamped and failed answers of the server.
      if (path.startsWith('/checkout-')) return fakeCheckout(path, request.method ?? 'GET', response)
      if (path === '/favicon.ico') return response.writeHead(204).end()
      const html = SITE[path]
      const policy = path === '/hostile' ? { 'content-security-policy': HOSTILE_CSP } : {}
      response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', ...policy }).end(html ?? 'not found')
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    expect(new URL(siteUrl).origin).not.toBe(new URL(baseUrl).origin)
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await new Promise((resolve) => site?.close(resolve))
  })

  async function open(url: string): Promise<{ page: Page; errors: string[]; widget: Locator }> {
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(url)
    const widget = page.locator('[data-boost-mounted]:not(script)').first()
    await widget.locator('.w').waitFor()
    return { page, errors, widget }
  }

  describe.each([
    ['/play/embed.html, the page the docs point to', () => `${baseUrl}/play/embed.html`, 'embed'],
    ['a page of another origin with hostile CSS and a strict Content-Security-Policy', () => `${siteUrl}/hostile`, 'hostile'],
  ])('on %s', (_name, url, shot) => {
    it('shows the presets as a labelled group of toggle buttons, $10 chosen, and picks another', async () => {
      const { page, errors, widget } = await open(url())
      const group = widget.getByRole('group', { name: 'Choose an amount' })
      await expect(group.getByRole('button').allTextContents()).resolves.toEqual(['$1', '$5', '$10', '$20', '$50', '$100'])
      await expect(pressed(group)).resolves.toEqual(['$10'])
      await group.getByRole('button', { name: '$20' }).click()
      await expect(pressed(group)).resolves.toEqual(['$20'])
      await expect(widget.locator('button.b').textContent()).resolves.toBe('Boost $20')
      await expect(widget.locator('.xp').first().textContent()).resolves.toBe('+200 XP')
      await expect(widget.getByText('ETH · coming soon').isVisible()).resolves.toBe(true)
      expect(errors).toEqual([])
      await page.close()
    })

    it('selects Custom when typing, shows the range message out of range, and a preset clears the text', async () => {
      const { page, errors, widget } = await open(url())
      const custom = widget.getByLabel('Custom amount')
      await custom.fill('10000')
      await expect(pressed(widget.getByRole('group'))).resolves.toEqual([])
      const hint = widget.locator('#hint')
      await expect(hint.textContent()).resolves.toBe('Amount must be between $1 and $5,000')
      await expect(hint.getAttribute('aria-live')).resolves.toBe('polite')
      await expect(custom.getAttribute('aria-invalid')).resolves.toBe('true')
      await expect(widget.locator('button.b').textContent()).resolves.toBe('Boost $5,000')
      await custom.fill('12.50')
      await expect(hint.textContent()).resolves.toBe('Between $1 and $5,000')
      await expect(widget.locator('button.b').textContent()).resolves.toBe('Boost $12.50')
      await widget.getByRole('button', { name: '$5', exact: true }).click()
      await expect(custom.inputValue()).resolves.toBe('')
      await expect(hint.textContent()).resolves.toBe('')
      await expect(widget.locator('button.b').textContent()).resolves.toBe('Boost $5')
      expect(errors).toEqual([])
      await page.close()
    })

    it('completes a demo boost: the checkout opens in a new tab, Pay, then the thank-you with XP and the boost recorded', async () => {
      const { page, errors, widget } = await open(url())
      await page.evaluate(() => {
        const events: unknown[] = []
        Object.defineProperty(window, 'boostEvents', { value: events })
        document.addEventListener('boost:success', (event) => events.push({ type: event.type, detail: (event as CustomEvent).detail }))
      })
      await widget.getByRole('button', { name: '$5', exact: true }).click()
      await widget.getByLabel('Message (optional)').fill('Keep making things!')
      const checkout = await payInNewTab(page, widget.locator('button.b'))
      await expect(checkout.amount).toBe('$5.00')

      await widget.getByText('Thank you!', { exact: true }).waitFor({ timeout: 15_000 })
      await expect(widget.locator('.ps').last().textContent()).resolves.toBe('Your $5 boost reached Demo Creator.')
      await expect(widget.locator('.big').textContent()).resolves.toBe('+50 XP earned')
      await screenshot(widget, `widget-thanks-${shot}`)
      const [event] = (await page.evaluate(() => (window as unknown as { boostEvents: unknown[] }).boostEvents)) as {
        type: string
        detail: { sessionId: string; amount: number; xpAwarded: number; creatorId: string }
      }[]
      expect(event).toMatchObject({ type: 'boost:success', detail: { amount: 5, xpAwarded: 50, creatorId: 'demo-creator' } })
      const recorded = (await (await fetch(`${baseUrl}/api/boost-events?creatorId=demo-creator`)).json()) as { ref: string; gross: string; message: string }[]
      expect(recorded.find((boost) => boost.ref === event!.detail.sessionId)).toMatchObject({ gross: '500', message: 'Keep making things!' })

      await widget.getByRole('button', { name: 'Boost again' }).click()
      await expect(widget.locator('button.b').isVisible()).resolves.toBe(true)
      expect(errors).toEqual([])
      await page.close()
    })
  })

  it('is not touched by the host page’s hostile CSS, and does not restyle the host page', async () => {
    const { page, widget } = await open(`${siteUrl}/hostile`)
    await expect(page.locator('#host-button').isVisible()).resolves.toBe(false)
    const looks = await widget.locator('button.b').evaluate((button) => {
      const style = getComputedStyle(button)
      return { display: style.display, color: style.color, height: style.height, fontSize: style.fontSize }
    })
    expect(looks).toEqual({ display: 'flex', color: 'rgb(255, 255, 255)', height: '50px', fontSize: '16px' })
    await expect(widget.locator('.h').evaluate((title) => getComputedStyle(title).color)).resolves.not.toBe('rgb(255, 0, 0)')
    await page.close()
  })

  it('adds window.Boost and no other global', async () => {
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${siteUrl}/blank`)
    const before = await page.evaluate(() => Object.keys(window))
    await page.evaluate((src) => {
      const tag = document.createElement('script')
      tag.src = src
      Object.assign(tag.dataset, { target: '#w', creatorId: 'demo-creator', demo: 'true' })
      document.body.append(tag)
    }, `${baseUrl}/boost.js`)
    await page.locator('#w .w').waitFor()
    // The checkout module, imported once the visitor shows interest, adds none either.
    const checkoutModule = page.waitForResponse((response) => response.url().includes('/boost-checkout.js?v='))
    await page.locator('#w').getByRole('button', { name: '$5', exact: true }).click()
    expect((await checkoutModule).status()).toBe(200)
    const after = await page.evaluate(() => Object.keys(window))
    expect(after.filter((key) => !before.includes(key))).toEqual(['Boost'])
    await expect(page.evaluate(() => Object.keys(window.Boost!).sort())).resolves.toEqual(['mount', 'version'])
    await expect(page.evaluate(() => window.Boost!.version)).resolves.toMatch(/^\d+\.\d+\.\d+/)
    expect(errors).toEqual([])
    await page.close()
  })

  it('mounts once per target when the script is included twice', async () => {
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${siteUrl}/twice`)
    await page.locator('#w .w').waitFor()
    await page.waitForFunction(() => document.querySelectorAll('script[data-boost-mounted]').length === 2)
    await expect(page.locator('#w').locator('.w').count()).resolves.toBe(1)
    await expect(page.locator('body > div').count()).resolves.toBe(1)
    await expect(page.getByRole('button', { name: 'Boost $10' }).count()).resolves.toBe(1)
    expect(errors).toEqual([])
    await page.close()
  })

  it('runs two widgets on one page independently', async () => {
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${siteUrl}/two`)
    const first = page.locator('#first')
    const second = page.locator('#second')
    await first.locator('.w').waitFor()
    await second.locator('.w').waitFor()
    await expect(second.locator('.h').textContent()).resolves.toBe('Boost Second Creator')
    await expect(second.getByRole('group').getByRole('button').allTextContents()).resolves.toEqual(['$3', '$30', '$300'])
    await first.getByRole('button', { name: '$50' }).click()
    await second.getByLabel('Custom amount').fill('7')
    await expect(first.locator('button.b').textContent()).resolves.toBe('Boost $50')
    await expect(second.locator('button.b').textContent()).resolves.toBe('Boost $7')
    await expect(pressed(first.getByRole('group'))).resolves.toEqual(['$50'])
    await expect(first.getByLabel('Custom amount').inputValue()).resolves.toBe('')
    await expect(second.locator('.w').getAttribute('class')).resolves.toBe('w dark')
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows a short notice and a [boost] console error without a creator id, and throws nothing', async () => {
    const page = await context.newPage()
    const messages: string[] = []
    const thrown: string[] = []
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => thrown.push(error.message))
    await page.goto(`${siteUrl}/missing`)
    const notice = page.locator('#w').getByRole('note')
    await notice.waitFor()
    await expect(notice.textContent()).resolves.toBe('This Boost button needs a creator id (data-creator-id).')
    expect(messages).toContain('error: [boost] This Boost button needs a creator id (data-creator-id).')
    expect(thrown).toEqual([])
    await page.close()
  })

  it('works with the keyboard alone: Tab to a preset, Space to choose it, Enter to open the checkout; typing a custom amount', async () => {
    const { page, errors, widget } = await open(`${baseUrl}/play/embed.html`)
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement?.shadowRoot?.activeElement
        // An input by its label: the custom amount's, the name's, or a checkbox's own.
        return element?.tagName === 'INPUT' ? (element.getAttribute('aria-label') ?? element.parentElement?.textContent ?? '') : (element?.textContent ?? '')
      })
    const tabTo = async (name: string, key = 'Tab') => {
      for (let step = 0; step < 12 && (await focused()) !== name; step += 1) await page.keyboard.press(key)
      await expect(focused()).resolves.toBe(name)
    }
    await tabTo('$20')
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!.shadowRoot!.activeElement!).outlineStyle)
    expect(outline).toBe('solid')
    await page.keyboard.press('Space')
    await expect(pressed(widget.getByRole('group'))).resolves.toEqual(['$20'])
    await tabTo('Boost $20')
    let popup = page.waitForEvent('popup')
    await page.keyboard.press('Enter')
    let tab = await followCheckout(await popup, widget, baseUrl)
    await expect(tab.getByTestId('checkout-amount').textContent()).resolves.toBe('$20.00')
    await tab.close()
    await screenshot(widget, 'widget-waiting')

    await tabTo('Cancel')
    await page.keyboard.press('Enter')
    await expect(focused()).resolves.toBe('Boost $20')
    await tabTo('Custom amount', 'Shift+Tab')
    await page.keyboard.type('25')
    await expect(pressed(widget.getByRole('group'))).resolves.toEqual([])
    await expect(widget.locator('button.b').textContent()).resolves.toBe('Boost $25')
    popup = page.waitForEvent('popup')
    await page.keyboard.press('Enter')
    tab = await followCheckout(await popup, widget, baseUrl)
    await expect(tab.getByTestId('checkout-amount').textContent()).resolves.toBe('$25.00')
    await tab.close()
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows Amount Adjusted when the server clamps', async () => {
    const { page, widget } = await mountOnBlank(`${siteUrl}/checkout-clamped`)
    const popup = page.waitForEvent('popup')
    await widget.getByRole('button', { name: 'Boost $10' }).click()
    await (await popup).close()
    const status = widget.getByRole('status').filter({ hasText: 'Amount Adjusted' })
    await expect(status.textContent()).resolves.toBe('Amount AdjustedAmount was adjusted to $5,000 (within limits)')
    await page.close()
  })

  it.each([
    ['Checkout Error with the server’s message', '/checkout-refused', 'Checkout Error', 'This creator has not connected payments yet', 'refused'],
    ['Checkout Error with "Failed to create checkout session" when there is none', '/checkout-broken', 'Checkout Error', 'Failed to create checkout session', 'broken'],
    ['that the fan is offline when the checkout flow cannot be loaded', null, 'Offline', 'Connect and try again', 'offline'],
  ])('shows %s, closes the tab it opened and fires boost:error', async (_name, endpoint, title, message, shot) => {
    const { page, widget } = await mountOnBlank(endpoint ? `${siteUrl}${endpoint}` : `${baseUrl}/api/checkout`)
    if (!endpoint) await page.route('**/boost-checkout.js*', (route) => route.abort('internetdisconnected'))
    await page.evaluate(() => {
      document.querySelector('#w')!.addEventListener('boost:error', (event) => {
        document.body.dataset.error = (event as CustomEvent<{ message: string }>).detail.message
      })
    })
    const popup = page.waitForEvent('popup')
    await widget.getByRole('button', { name: 'Boost $10' }).click()
    const tab = await popup
    const alert = widget.getByRole('alert')
    await alert.filter({ hasText: title }).waitFor()
    await expect(alert.textContent()).resolves.toBe(`${title}${message}`)
    await expect.poll(() => tab.isClosed()).toBe(true)
    await expect(page.locator('body').getAttribute('data-error')).resolves.toBe(message)
    await expect(widget.locator('button.b').textContent()).resolves.toBe('Boost $10')
    await screenshot(widget, `widget-error-${shot}`)
    await page.close()
  })

  it('says the fan is offline when the network drops after the checkout flow loaded', async () => {
    const { page, widget, requested } = await mountOnBlank(`${baseUrl}/api/checkout`)
    await widget.getByRole('button', { name: '$20' }).click()
    await expect.poll(() => requested.some((url) => url.includes('/boost-checkout.js'))).toBe(true)
    // The flow's fields join the form once its module has loaded.
    await widget.locator('.fd').waitFor()
    await page.context().setOffline(true)
    try {
      const popup = page.waitForEvent('popup')
      await widget.getByRole('button', { name: 'Boost $20' }).click()
      const tab = await popup
      await expect(widget.getByRole('alert').textContent()).resolves.toBe('OfflineConnect and try again')
      await expect.poll(() => tab.isClosed()).toBe(true)
    } finally {
      await page.context().setOffline(false)
    }
    await page.close()
  })

  it('waits out a 429’s Retry-After: says how long, sends nothing meanwhile, and takes a boost again after', async () => {
    const { page, widget } = await mountOnBlank(`${siteUrl}/checkout-busy`)
    const posts: string[] = []
    page.on('request', (request) => void (request.method() === 'POST' && request.url().endsWith('/checkout-busy') && posts.push(request.url())))
    const sent = () => posts.length
    const button = widget.locator('button.b')
    // Forced: a press still reaches a button marked aria-disabled, which is the case to check.
    const boost = async () => {
      const popup = page.waitForEvent('popup')
      await button.click({ force: true })
      const tab = await popup
      await expect.poll(() => tab.isClosed()).toBe(true)
    }
    await boost()
    await expect(widget.getByRole('alert').textContent()).resolves.toBe('Too many triesTry again in 15 s')
    await expect(button.getAttribute('aria-disabled')).resolves.toBe('true')
    expect(sent()).toBe(1)
    // Pressed again while it waits: refused here, never sent.
    await boost()
    await expect(widget.getByRole('alert').textContent()).resolves.toMatch(/^Too many triesTry again in ([1-9]|1[0-5]) s$/)
    expect(sent()).toBe(1)
    // Once the wait is over the form is back, and the next press is sent.
    await page.waitForFunction(() => document.querySelector('#w')!.shadowRoot!.querySelector('button.b')!.getAttribute('aria-disabled') === 'false', null, { timeout: 30_000 })
    await expect(widget.locator('[role="alert"]').textContent()).resolves.toBe('')
    await boost()
    expect(sent()).toBe(2)
    await page.close()
  })

  it('says a demo server takes no money even when the widget is not in demo mode, and follows the host page’s declared colour scheme', async () => {
    const page = await browser.newPage({ colorScheme: 'dark' })
    await page.goto(`${siteUrl}/blank`)
    await page.evaluate(() => {
      document.head.append(Object.assign(document.createElement('meta'), { name: 'color-scheme', content: 'light' }))
      for (const id of ['light', 'both']) document.body.append(Object.assign(document.createElement('div'), { id }))
    })
    await page.addScriptTag({ url: `${baseUrl}/boost.js` })
    // Mounted one at a time, each under its own declaration.
    await page.evaluate(() => {
      document.querySelector('meta[name=color-scheme]')!.setAttribute('content', 'light')
      window.Boost!.mount('#light', { creatorId: 'demo-creator', connectedAccount: 'acct_demo' })
      document.querySelector('meta[name=color-scheme]')!.setAttribute('content', 'light dark')
      window.Boost!.mount('#both', { creatorId: 'demo-creator', connectedAccount: 'acct_demo' })
    })
    const light = page.locator('#light')
    await light.locator('.w').waitFor()
    // A light page stays light on a dark system; a page that takes both follows the system.
    await expect(light.locator('.w').getAttribute('class')).resolves.toBe('w light')
    await expect(light.locator('.w').evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe('rgb(255, 255, 255)')
    await expect(page.locator('#both .w').getAttribute('class')).resolves.toBe('w auto')
    await expect(page.locator('#both .w').evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.not.toBe('rgb(255, 255, 255)')
    await light.getByText('Demo checkout · no money moves').waitFor()
    await expect(light.getByText('Secure checkout by Stripe').count()).resolves.toBe(0)
    await page.close()
  })

  it('loads the checkout flow only once a visitor shows interest', async () => {
    const { page, widget, requested: all } = await mountOnBlank(`${baseUrl}/api/checkout`)
    const requested = () => all.filter((url) => url.includes('/boost-checkout.js'))
    // Mounted, then idle: a load at mount or when the page has nothing else to do would have started.
    await pageIdle(page)
    expect(requested()).toEqual([])
    await widget.getByRole('button', { name: '$20' }).hover()
    await pageIdle(page)
    expect(requested()).toEqual([])
    await widget.getByRole('button', { name: '$20' }).click()
    await expect.poll(() => requested().length).toBe(1)
    await page.close()
  })

  it('looks right at 280 and 480 px, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [280, 480]) {
        const page = await browser.newPage({ viewport: { width: width + 40, height: 800 }, colorScheme, deviceScaleFactor: 2 })
        await page.goto(`${siteUrl}/frame`)
        if (colorScheme === 'dark') await page.evaluate(() => (document.body.style.background = '#050409'))
        await page.evaluate(
          ({ src, width }) => {
            document.querySelector<HTMLElement>('#w')!.style.width = `${width}px`
            const tag = document.createElement('script')
            tag.src = src
            Object.assign(tag.dataset, { target: '#w', creatorId: 'demo-creator', name: 'Demo Creator', demo: 'true' })
            document.body.append(tag)
          },
          { src: `${baseUrl}/boost.js`, width },
        )
        const widget = page.locator('#w')
        await widget.locator('.w').waitFor()
        const box = await widget.boundingBox()
        expect(box?.width).toBe(width)
        const overflow = await widget.evaluate((host) => {
          const card = host.shadowRoot!.querySelector('.w')!
          return [...card.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > card.getBoundingClientRect().right + 0.5).length
        })
        expect(overflow).toBe(0)
        await screenshot(widget, `widget-${colorScheme}-${width}`)
        if (width === 280) {
          await widget.getByLabel('Custom amount').fill('9000')
          await screenshot(widget, `widget-${colorScheme}-${width}-range`)
        }
        await page.close()
      }
    }
  })

  /** A blank page with the widget mounted; `requested` is every URL the page asked for, from the start. */
  async function mountOnBlank(checkoutEndpoint: string): Promise<{ page: Page; widget: Locator; requested: string[] }> {
    const page = await context.newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(`${siteUrl}/blank`)
    await page.addScriptTag({ url: `${baseUrl}/boost.js` })
    await page.evaluate(
      (endpoint) => window.Boost!.mount('#w', { creatorId: 'demo-creator', isDemoMode: true, checkoutEndpoint: endpoint }),
      checkoutEndpoint,
    )
    const widget = page.locator('#w')
    await widget.locator('.w').waitFor()
    return { page, widget, requested }
  }
})

/** Clicks the boost button, then pays on the demo checkout that opens in a new tab. */
async function payInNewTab(page: Page, button: Locator): Promise<{ amount: string | null }> {
  const popup = page.waitForEvent('popup')
  await button.click()
  const tab = await followCheckout(await popup, page.locator('[data-boost-mounted]:not(script)').first(), baseUrl)
  await tab.waitForSelector('html[data-hydrated]', { state: 'attached' })
  const amount = await tab.getByTestId('checkout-amount').textContent()
  await tab.getByTestId('demo-pay').click()
  await tab.waitForURL(/\/boost\/success/)
  await tab.close()
  return { amount }
}

async function screenshot(widget: Locator, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await widget.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled' })
}

function pressed(group: Locator): Promise<string[]> {
  return group.locator('button[aria-pressed="true"]').allTextContents()
}

function fakeCheckout(path: string, method: string, response: import('node:http').ServerResponse) {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, idempotency-key' }
  if (method === 'OPTIONS') return response.writeHead(204, cors).end()
  if (path === '/checkout-clamped') {
    const body = { url: `${baseUrl}/boost/cancel`, clamped: true, amount: 5000, sessionId: 'demo_cs_clamped_0001' }
    return response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(body))
  }
  if (path === '/checkout-busy') {
    const headers = { ...cors, 'access-control-expose-headers': 'Retry-After', 'retry-after': '15', 'content-type': 'application/json' }
    return response.writeHead(429, headers).end('{"error":"Too many requests, slow down"}')
  }
  if (path === '/checkout-refused') {
    return response.writeHead(409, { ...cors, 'content-type': 'application/json' }).end('{"error":"This creator has not connected payments yet"}')
  }
  return response.writeHead(502, { ...cors, 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>')
}
