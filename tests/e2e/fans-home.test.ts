// A fan's home in Chromium: a fan boosts from a creator's page and pays on the demo checkout; the
// thank-you page adds the boost to the fan's page; /me shows it with its XP; the fan saves a
// passkey (Chromium's virtual authenticator), and in a second browser context signs in with it and
// sees the same XP; exports their data; is forgotten, while the creator's totals stay as they were.
// Screenshots of /me at 1280 and 390 px, light and dark.
import { readFile } from 'node:fs/promises'
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { startConsoleServer, type ConsoleServer } from './console-server.ts'
import { hydrated, saveScreenshot } from './site-helpers.ts'

const CREATOR = 'fan-home-maya'

type Authenticator = { cdp: CDPSession; authenticatorId: string }

/** A platform authenticator holding discoverable passkeys, as a phone or laptop has. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<Authenticator> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
  return { cdp, authenticatorId }
}

describe.skipIf(browserMissing)('the fan’s home in Chromium', () => {
  let server: ConsoleServer
  let browser: Browser
  let phone: BrowserContext
  let laptop: BrowserContext

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer({ RATE_LIMIT_PER_MINUTE: '1000' }, { hostname: 'localhost' }), launchBrowser()])
    await connectDemoCreator(server, CREATOR, 'Maya Lin')
    phone = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    laptop = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block', acceptDownloads: true })
  })
  afterAll(async () => {
    await phone?.close()
    await laptop?.close()
    await browser?.close()
    await server?.stop()
  })

  async function open(page: Page, path: string) {
    await page.goto(`${server.url}${path}`)
    await hydrated(page)
  }

  async function creatorTotals() {
    return (await fetch(`${server.url}/api/boost-stats?creatorId=${CREATOR}`)).json()
  }

  it('pays as a fan, sees the boost and its XP at /me, carries them to another browser with a passkey, exports, and is forgotten', { timeout: 120_000 }, async () => {
    const page = await phone.newPage()
    const errors = collectErrors(page)
    const authenticator = await addVirtualAuthenticator(phone, page)

    // Boost from the creator's page and pay in the checkout's tab: its thank-you page keeps the boost for the fan.
    await open(page, `/c/${CREATOR}`)
    const widget = page.getByRole('complementary', { name: 'Boost Maya Lin' })
    await widget.locator('.w').waitFor()
    await widget.getByRole('button', { name: '$5', exact: true }).click()
    await widget.getByRole('textbox', { name: 'Message (optional)' }).fill('Loving the murals')
    await widget.getByRole('textbox', { name: 'Your name (optional)' }).fill('Rosa Mural')
    const opened = phone.waitForEvent('page')
    await widget.getByRole('button', { name: 'Boost $5' }).click()
    const checkout = await opened
    await checkout.waitForURL(/\/checkout\/demo\/demo_cs_/)
    await hydrated(checkout)
    await checkout.getByTestId('demo-pay').click()
    await checkout.waitForURL(/\/boost\/success\?sid=/)
    await checkout.getByText('Saved to your fan page', { exact: true }).waitFor()
    await checkout.close()

    await open(page, '/me')
    const boosts = page.locator('[data-fan-boost]')
    await boosts.first().waitFor()
    await expect(boosts.count()).resolves.toBe(1)
    await expect(boosts.first().innerText()).resolves.toMatch(/Maya Lin[\s\S]*Loving the murals[\s\S]*\$5\.00/)
    await expect(boosts.first().getByRole('link', { name: 'Receipt for your boost to Maya Lin' }).getAttribute('href')).resolves.toMatch(/^\/receipt\/[\w-]{32}$/)
    await expect(page.locator('[data-fan-xp] [data-xp-total]').getAttribute('data-xp-total')).resolves.toBe('50')

    await page.locator('[data-save-fan-passkey]').click()
    await page.getByText('Passkey saved', { exact: true }).waitFor()
    await page.locator('[data-fan-passkeys] li').first().waitFor()

    // The toasts have said their piece; the screenshots show the page alone.
    await page.getByText('Passkey saved', { exact: true }).waitFor({ state: 'detached', timeout: 15_000 })
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await saveScreenshot(page, `fan-home-${width}-${scheme}`)
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 1280, height: 900 })

    // The second browser holds the same passkey, as a synced passkey would be on another device.
    const other = await laptop.newPage()
    const otherErrors = collectErrors(other)
    const otherAuthenticator = await addVirtualAuthenticator(laptop, other)
    const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.authenticatorId })
    expect(credentials).toHaveLength(1)
    await otherAuthenticator.cdp.send('WebAuthn.addCredential', { authenticatorId: otherAuthenticator.authenticatorId, credential: credentials[0]! })
    await open(other, '/me')
    await other.locator('[data-no-fan]').waitFor()
    await other.locator('[data-fan-sign-in]').click()
    await other.locator('[data-fan-boost]').first().waitFor()
    await expect(other.locator('[data-fan-xp] [data-xp-total]').getAttribute('data-xp-total')).resolves.toBe('50')
    // This browser's own identity follows the fan: its widget shows the same XP.
    const fanId = await page.evaluate(() => localStorage.getItem('boost:supporter-id'))
    await expect(other.evaluate(() => localStorage.getItem('boost:supporter-id'))).resolves.toBe(fanId)

    const downloading = other.waitForEvent('download')
    await other.locator('[data-fan-export]').click()
    const download = await downloading
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { xpTotal: number; boosts: { message: string; name: string; creatorName: string }[]; passkeys: unknown[] }
    expect(exported).toMatchObject({ xpTotal: 50, boosts: [{ message: 'Loving the murals', name: 'Rosa Mural', creatorName: 'Maya Lin' }] })
    expect(exported.passkeys).toHaveLength(1)

    // The creator's page names the fan, until the fan is forgotten.
    const creatorPage = async () => (await fetch(`${server.url}/c/${CREATOR}`)).text()
    expect(await creatorPage()).toContain('Rosa Mural')
    const before = await creatorTotals()
    await other.locator('[data-fan-forget]').click()
    await other.locator('[data-forget-dialog]').getByRole('heading', { name: 'Forget everything about you?' }).waitFor()
    await other.locator('[data-fan-forget-confirm]').click()
    await other.getByText('You are forgotten', { exact: true }).waitFor()
    await other.locator('[data-no-fan]').waitFor()
    await expect(other.evaluate(() => localStorage.getItem('boost:supporter-id'))).resolves.toBeNull()

    // The first browser's fan session went with the fan: a new tab there finds nobody.
    const again = await phone.newPage()
    const againErrors = collectErrors(again)
    await open(again, '/me')
    await again.locator('[data-no-fan]').waitFor()
    expect(await creatorTotals()).toEqual(before)
    const events = (await (await fetch(`${server.url}/api/boost-events?creatorId=${CREATOR}`)).json()) as { gross: string; message: string | null; supporterName: string | null }[]
    expect(events.map((event) => [event.gross, event.message, event.supporterName])).toEqual([['500', null, null]])
    expect(await creatorPage()).not.toContain('Rosa Mural')
    // /me asks GET /api/fan, which answers 401 to a browser that is nobody's fan (as specified); Chromium logs that answer.
    const unexpected = (logged: string[]) => logged.filter((error) => !error.includes('status of 401 (Unauthorized)'))
    expect(unexpected(errors)).toEqual([])
    expect(unexpected(otherErrors)).toEqual([])
    expect(unexpected(againErrors)).toEqual([])
  })
})
