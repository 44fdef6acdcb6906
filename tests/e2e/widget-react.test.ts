// <BoostWidget> on /play/react in Chromium: server-rendered as an empty element, the spec's
// configuration once hydrated, the range message, and a demo boost from click to thank-you.
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { followCheckout } from './widget-helpers.ts'

const baseUrl = inject('baseUrl')

describe.skipIf(browserMissing)('the React widget on /play/react in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  async function open(): Promise<{ page: Page; errors: string[]; widget: Locator }> {
    const page = await browser.newPage()
    const errors = collectErrors(page)
    await page.goto(`${baseUrl}/play/react`)
    const widget = page.getByTestId('react-widget').locator('[data-boost-widget-react]')
    await widget.locator('.w').waitFor()
    return { page, errors, widget }
  }

  it('renders only a sized, empty element on the server', async () => {
    const html = await (await fetch(`${baseUrl}/play/react`)).text()
    expect(html).toMatch(/<div data-boost-widget-react="" style="min-height:440px"><\/div>/)
    expect(html).toContain('React playground')
  })

  it('shows the spec’s configuration: presets $1 to $100 and Custom, $1 to $5,000, demo mode', async () => {
    const { page, errors, widget } = await open()
    const group = widget.getByRole('group', { name: 'Choose an amount' })
    await expect(group.getByRole('button').allTextContents()).resolves.toEqual(['$1', '$5', '$10', '$20', '$50', '$100'])
    await expect(widget.getByText('Demo checkout · no money moves').isVisible()).resolves.toBe(true)
    await widget.getByLabel('Custom amount').fill('0.5')
    await expect(widget.locator('#hint').textContent()).resolves.toBe('Amount must be between $1 and $5,000')
    await expect(group.locator('[aria-pressed="true"]').count()).resolves.toBe(0)
    await group.getByRole('button', { name: '$100' }).click()
    await expect(widget.getByLabel('Custom amount').inputValue()).resolves.toBe('')
    await expect(widget.locator('button.b').textContent()).resolves.toBe('Boost $100')
    expect(errors).toEqual([])
    await page.close()
  })

  it('completes a demo boost and calls onBoostSuccess with the XP earned', async () => {
    const { page, errors, widget } = await open()
    await widget.getByRole('button', { name: '$50' }).click()
    const popup = page.waitForEvent('popup')
    await widget.locator('button.b').click()
    const tab = await followCheckout(await popup, widget, baseUrl)
    await tab.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await expect(tab.getByTestId('checkout-amount').textContent()).resolves.toBe('$50.00')
    await tab.getByTestId('demo-pay').click()
    await tab.waitForURL(/\/boost\/success/)
    await tab.close()

    await widget.getByText('Thank you!', { exact: true }).waitFor({ timeout: 15_000 })
    await expect(widget.locator('.big').textContent()).resolves.toBe('+500 XP earned')
    const logged = page.getByTestId('widget-events').locator('li').filter({ hasText: 'success' })
    await logged.waitFor()
    const text = (await logged.textContent()) ?? ''
    expect(text).toMatch(/Boosted \$50\.00 · \+500 XP · demo_cs_/)
    const sessionId = /(demo_cs_\S+)/.exec(text)![1]
    const recorded = (await (await fetch(`${baseUrl}/api/boost-events?creatorId=demo-creator`)).json()) as { ref: string; gross: string }[]
    expect(recorded.find((boost) => boost.ref === sessionId)).toMatchObject({ gross: '5000' })
    expect(errors).toEqual([])
    await page.close()
  })
})
