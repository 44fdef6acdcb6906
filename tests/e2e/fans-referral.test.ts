// The referral card in Chromium: a first-time visitor creates a link, its QR code decodes (here,
// from the rendered pixels) to that very link, copying says so, a friend arriving with ?ref= is
// recorded and the parameter leaves the address bar, and their boost pays the referrer +50 XP.
import jsQR from 'jsqr'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { contextAs, demoBoost, hydrated, identify, pngPixels } from './fans-helpers.ts'

const baseUrl = inject('baseUrl')

describe.skipIf(browserMissing)('referrals in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('creates a referral link whose QR code decodes to it, copies it, and records a friend who arrives with it', async () => {
    const context = await contextAs(browser)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${baseUrl}/leaderboard`)
    await hydrated(page)

    await page.locator('[data-create-referral]').click()
    const urlText = page.locator('[data-referral-url]')
    await urlText.waitFor({ timeout: 10_000 })
    const url = (await urlText.textContent())!
    const code = (await page.locator('[data-referral-code]').textContent())!
    expect(code).toMatch(/^[A-Z0-9]{6,16}$/)
    expect(url).toMatch(new RegExp(`/leaderboard\\?ref=${code}$`))
    await expect(page.locator('[data-referral-activations]').textContent()).resolves.toBe('0')
    await expect(page.locator('[data-referral-bonus]').textContent()).resolves.toBe('+0')
    // Creating the link made this browser a supporter, so its stats are one click away.
    await page.locator('[data-view-my-stats]').waitFor()
    const referrer = await page.evaluate(() => ({ anonId: localStorage.getItem('boost:anon-id')!, supporterId: localStorage.getItem('boost:supporter-id')! }))

    const toggle = page.locator('[data-qr-toggle]')
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    await toggle.click()
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true')
    const qr = page.locator('[data-referral-qr]')
    const pixels = await pngPixels(page, await qr.screenshot())
    const decoded = jsQR(pixels.data, pixels.width, pixels.height)
    expect(decoded?.data).toBe(url)
    await toggle.click()
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(qr.count()).resolves.toBe(0)

    await page.getByRole('button', { name: 'Copy link' }).click()
    const toast = page.locator('.toast').first()
    await expect.poll(() => toast.textContent()).toContain('Copied!')
    await expect(toast.textContent()).resolves.toContain('Code copied to clipboard')
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(url)

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
    })
    await page.locator('[data-referral-card] button[data-copied]').click()
    await expect.poll(() => page.locator('.toast[data-variant="destructive"]').first().textContent()).toContain('Failed to copy to clipboard')
    await expect(page.locator('.toast[data-variant="destructive"]').first().textContent()).resolves.toContain('Error')

    // A friend follows the link: the referral is recorded for their browser and the address is cleaned.
    const friendContext = await contextAs(browser)
    const friend = await friendContext.newPage()
    await friend.goto(`${baseUrl}/leaderboard?ref=${code}`)
    await hydrated(friend)
    await friend.waitForFunction(() => localStorage.getItem('boost:supporter-id') !== null && !location.search.includes('ref='))
    expect(new URL(friend.url()).search).toBe('')
    const friendAnonId = await friend.evaluate(() => localStorage.getItem('boost:anon-id')!)
    const friendIdentity = await identify(baseUrl, friendAnonId)
    expect(friendIdentity.referredByCode).toBe(code)

    await demoBoost(baseUrl, { amount: 5, creatorId: 'some-creator', supporterId: friendIdentity.supporterId })
    await page.reload()
    await hydrated(page)
    await expect.poll(() => page.locator('[data-referral-activations]').textContent(), { timeout: 10_000 }).toBe('1')
    await expect(page.locator('[data-referral-bonus]').textContent()).resolves.toBe('+50')
    const summary = (await (await fetch(`${baseUrl}/api/gamification/summary?supporterId=${referrer.supporterId}`)).json()) as { xpTotal: number }
    expect(summary.xpTotal).toBe(50)

    expect(errors).toEqual([])
    await friendContext.close()
    await context.close()
  })

  it('says "Failed to generate referral code" when the server refuses', async () => {
    const context = await contextAs(browser)
    await context.route('**/api/referrals/create', (route) => route.fulfill({ status: 500, body: 'boom' }))
    const page = await context.newPage()
    await page.goto(`${baseUrl}/leaderboard`)
    await hydrated(page)
    await page.locator('[data-create-referral]').click()
    const toast = page.locator('.toast[data-variant="destructive"]').first()
    await expect.poll(() => toast.textContent(), { timeout: 10_000 }).toContain('Failed to generate referral code')
    await expect(toast.textContent()).resolves.toContain('Error')
    await context.close()
  })
})
