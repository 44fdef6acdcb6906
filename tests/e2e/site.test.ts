// The public site in Chromium: every page's content is in the server-rendered HTML, every page
// hydrates without console errors, and a screenshot of each is saved at 1280 and 390 px, light and dark.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { apiAreas } from '../../core/api/index.ts'
import { browserMissing, collectErrors, launchBrowser } from '../support/browser.ts'
import { hydrated, saveScreenshot, SITE_PAGES, type SitePage } from './site-helpers.ts'

const baseUrl = inject('baseUrl')

const EMBED_ATTRIBUTES = [
  'data-target',
  'data-creator-id',
  'data-connected-account',
  'data-name',
  'data-stripe',
  'data-eth',
  'data-demo',
  'data-theme',
  'data-presets',
  'data-currency',
  'data-min-amount',
  'data-max-amount',
  'data-min',
  'data-max',
]

const FOOTER_LINKS = [
  ['/easy', 'Easy Setup'],
  ['/boost', 'Demo'],
  ['/porthole', 'Porthole Counter'],
  ['/docs', 'Docs'],
  ['/analytics', 'Analytics'],
  ['/leaderboard', 'Leaderboard'],
  ['/fees', 'Pricing'],
  ['/terms', 'Terms'],
  ['/privacy', 'Privacy'],
  ['/token-utility', 'The Future of Boosting'],
] as const

// The fee rule, worked by hand: the card fee is 2.9% of the boost rounded half up to a cent, plus
// 30¢; the platform fee 2.5% rounded half up; the creator receives the rest. Crypto: 2.5% to the
// treasury, rounded half up, the rest to the creator.
/** /fees's card table: boost, card fee, platform fee, creator receives, share. */
const CARD_EXAMPLES = [
  ['$5.00', '$0.45', '$0.13', '$4.42', '88.4%'], // 14.5¢ and 12.5¢: both round up
  ['$20.00', '$0.88', '$0.50', '$18.62', '93.1%'],
  ['$100.00', '$3.20', '$2.50', '$94.30', '94.3%'],
] as const
/** /fees's crypto table: boost, treasury, creator receives. */
const CRYPTO_EXAMPLES = [
  ['$5.00', '$0.13', '$4.87'],
  ['$20.00', '$0.50', '$19.50'],
  ['$100.00', '$2.50', '$97.50'],
] as const
/** A demo checkout's lines in its own currency: amount (major units), currency, boost, card fee, platform fee, creator receives. */
const CHECKOUT_EXAMPLES = [
  [5, 'eur', '€5.00', '€0.45', '€0.13', '€4.42'], // 14.5¢ and 12.5¢ round up
  [1.01, 'gbp', '£1.01', '£0.33', '£0.03', '£0.65'], // 2.929¢ and 2.525¢
  [9.99, 'cad', 'CA$9.99', 'CA$0.59', 'CA$0.25', 'CA$9.15'], // 28.971¢ and 24.975¢
  [10.1, 'aud', 'A$10.10', 'A$0.59', 'A$0.25', 'A$9.26'], // 29.29¢ and 25.25¢ round down
  [40, 'usd', '$40.00', '$1.46', '$1.00', '$37.54'],
  [4000, 'gbp', '£4,000.00', '£116.30', '£100.00', '£3,783.70'],
] as const

/** What each page must carry in its HTML before any script runs, beyond its heading. */
const CONTENT: Record<string, (page: Page) => Promise<void>> = {
  home: async (page) => {
    await expectText(page, '$5, $10, $20 boosts that show up instantly. Earn XP today. Tomorrow, XP becomes more.')
    await expectLink(page, 'Boost Now', '/boost')
    await expectLink(page, 'See Leaderboard', '/leaderboard')
    const levelUp = page.locator('#level-up')
    await expect(levelUp.getByRole('link', { name: 'Start Earning XP' }).getAttribute('href')).resolves.toBe('/easy')
    await expect(levelUp.locator('a[href="/leaderboard"]').count()).resolves.toBe(1)
    const stats = page.locator('#live-stats')
    await expect(stats.getByRole('heading', { name: 'Live Platform Stats' }).count()).resolves.toBe(1)
    await expect(stats.locator('[data-live-counter]').evaluateAll((all) => all.map((el) => el.getAttribute('data-live-counter')))).resolves.toEqual([
      'boosts',
      'xp',
      'revenue',
    ])
    await expect(stats.locator('a[href="/porthole"]').count()).resolves.toBe(1)
    await expect(page.locator('a[href="/easy"] svg[role="img"][aria-label*="QR"]').count()).resolves.toBe(1)
    await expect(page.locator('a[href^="mailto:"]').count()).resolves.toBeGreaterThan(0)
    const footer = page.locator('footer')
    for (const [href, label] of FOOTER_LINKS) {
      await expect(footer.getByRole('link', { name: label, exact: true }).getAttribute('href'), label).resolves.toBe(href)
    }
  },
  docs: async (page) => {
    for (const id of ['quick-start', 'html-embed', 'react-component', 'configuration', 'troubleshooting']) {
      await expect(page.locator(`#${id}`).count(), id).resolves.toBe(1)
    }
    await expect(page.locator('main a[href="/easy"]').count()).resolves.toBeGreaterThan(0)
    await expectText(page, "import { BoostWidget } from 'boost/widget'")
    await expectText(page, '/porthole?overlay=1&metric=boosts&mode=led&accent=green&creator=your-creator-id')
    await expect(page.locator('[data-code-block] button').first().textContent()).resolves.toBe('Copy')
  },
  'docs-embed': async (page) => {
    const table = page.locator('#attributes ~ div table')
    for (const attribute of EMBED_ATTRIBUTES) {
      await expect(table.getByText(attribute, { exact: true }).count(), attribute).resolves.toBe(1)
    }
    await expectText(page, 'data-demo="true"')
    await expect(page.locator('a[href="/play/embed.html"]').count()).resolves.toBe(1)
    await expect(page.locator('#features').count()).resolves.toBe(1)
    await expect(page.locator('#help').count()).resolves.toBe(1)
  },
  api: async (page) => {
    const endpoints = apiAreas.flatMap((area) => Object.values(area.endpoints))
    expect(endpoints.length).toBeGreaterThan(0)
    for (const endpoint of endpoints) {
      await expect(page.locator('article[data-endpoint] h3').getByText(endpoint.path, { exact: true }).count(), endpoint.path).resolves.toBeGreaterThan(0)
    }
    const headings = (await page.locator('main h2').allTextContents()).map((text) => text.replace(/#$/, ''))
    for (const area of apiAreas) expect(headings, area.area).toContain(area.area)
  },
  contracts: async (page) => {
    await expect(page.locator('#non-custodial').count()).resolves.toBe(1)
    await expectText(page, 'Ethereum Mainnet')
    await expectText(page, 'Sepolia testnet')
    await expect(page.getByText('Preview', { exact: true }).count()).resolves.toBeGreaterThan(0)
    await expect(page.getByText('Coming soon', { exact: true }).count()).resolves.toBeGreaterThan(0)
  },
  terms: async (page) => {
    await expectText(page, 'Last updated August 2025')
    await expect(page.locator('main h2').allTextContents()).resolves.toEqual([
      expect.stringMatching(/^1\. /),
      expect.stringMatching(/^2\. /),
      expect.stringMatching(/^3\. /),
      expect.stringMatching(/^4\. /),
    ])
  },
  privacy: async (page) => {
    await expectText(page, 'Last updated August 2025')
    await expect(page.locator('main h2').count()).resolves.toBeGreaterThanOrEqual(4)
  },
  fees: async (page) => {
    const card = page.locator('[data-fee-examples="card"]')
    const crypto = page.locator('[data-fee-examples="crypto"]')
    for (const [boost, cardFee, platformFee, net, share] of CARD_EXAMPLES) {
      const row = card.locator('tr', { hasText: boost })
      await expect(row.locator('td').allTextContents(), boost).resolves.toEqual([cardFee, platformFee, net, share])
    }
    for (const [boost, treasury, creator] of CRYPTO_EXAMPLES) {
      const row = crypto.locator('tr', { hasText: boost })
      await expect(row.locator('td').allTextContents(), boost).resolves.toEqual([treasury, creator, 'about $0.02'])
    }
  },
  'token-utility': async (page) => {
    await expectText(page, 'CC Token')
    await expect(page.locator('main a[href="/boost"]').count()).resolves.toBeGreaterThan(0)
  },
  'not-found': async (page) => {
    await expectText(page, 'Did you forget to add the page to the router?')
  },
}

async function expectText(page: Page, text: string) {
  await expect(page.getByText(text, { exact: false }).count(), text).resolves.toBeGreaterThan(0)
}

async function expectLink(page: Page, name: string, href: string) {
  await expect(page.getByRole('link', { name, exact: true }).first().getAttribute('href'), name).resolves.toBe(href)
}

describe.skipIf(browserMissing)('the public site in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  describe('without JavaScript', () => {
    let context: BrowserContext
    beforeAll(async () => {
      context = await browser.newContext({ javaScriptEnabled: false })
    })
    afterAll(async () => {
      await context?.close()
    })

    it.each(SITE_PAGES)('$path has its content in the server-rendered HTML', async ({ path, name, heading, status = 200 }: SitePage) => {
      const page = await context.newPage()
      const response = await page.goto(`${baseUrl}${path}`)
      expect(response?.status()).toBe(status)
      await expect(page.locator('h1').textContent()).resolves.toBe(heading)
      await expect(page.locator('nav[aria-label="Page navigation"]').count()).resolves.toBe(1)
      await CONTENT[name]!(page)
      await page.close()
    })

    it('gives every page its own title and description', async () => {
      const page = await context.newPage()
      const heads: { title: string; description: string | null }[] = []
      for (const { path } of SITE_PAGES) {
        await page.goto(`${baseUrl}${path}`)
        heads.push({ title: await page.title(), description: await page.locator('meta[name="description"]').getAttribute('content') })
      }
      for (const head of heads) {
        expect(head.title.length).toBeGreaterThan(5)
        expect(head.description?.length).toBeGreaterThan(20)
      }
      expect(new Set(heads.map((head) => head.title)).size).toBe(SITE_PAGES.length)
      expect(new Set(heads.map((head) => head.description)).size).toBe(SITE_PAGES.length)
      await page.close()
    })

    it('prerenders the pages at build time, so the HTML is a static file', async () => {
      for (const { path, status = 200 } of SITE_PAGES) {
        if (status !== 200) continue
        const file = join(import.meta.dirname, '../../dist/client', path, 'index.html')
        expect(existsSync(file), file).toBe(true)
        const response = await fetch(`${baseUrl}${path}`)
        expect(await response.text(), path).toBe(readFileSync(file, 'utf8'))
      }
    })
    it.each(CHECKOUT_EXAMPLES)('shows a demo checkout of %s %s with the fee rule’s lines, in its currency', async (amount, currency, boost, cardFee, platformFee, net) => {
      const opened = await fetch(`${baseUrl}/api/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount, currency, creator_id: 'site-fee-lines', demo: true }),
      })
      expect(opened.status).toBe(200)
      const { url } = (await opened.json()) as { url: string }
      const page = await context.newPage()
      await page.goto(new URL(new URL(url).pathname, baseUrl).href)
      const lines = page.locator('dl[aria-label="Where the money goes"] dd')
      await expect(page.getByTestId('checkout-amount').textContent()).resolves.toBe(boost)
      await expect(lines.allTextContents()).resolves.toEqual([boost, `− ${cardFee}`, `− ${platformFee}`, net])
      await page.close()
    })
  })

  describe('with JavaScript, light and dark, at 1280 and 390 px', () => {
    const VARIANTS = [
      { width: 1280, colorScheme: 'light' },
      { width: 390, colorScheme: 'light' },
      { width: 1280, colorScheme: 'dark' },
      { width: 390, colorScheme: 'dark' },
    ] as const
    const contexts: BrowserContext[] = []
    beforeAll(async () => {
      for (const { width, colorScheme } of VARIANTS) {
        contexts.push(await browser.newContext({ viewport: { width, height: 900 }, colorScheme, reducedMotion: 'reduce' }))
      }
    })
    afterAll(async () => {
      for (const context of contexts) await context.close()
    })

    it.each(SITE_PAGES)('$path hydrates with no console errors and fits the screen', async ({ path, name, heading, status = 200 }: SitePage) => {
      for (const [index, context] of contexts.entries()) {
        const { width, colorScheme } = VARIANTS[index]!
        const page = await context.newPage()
        const errors = collectErrors(page)
        await page.goto(`${baseUrl}${path}`)
        await hydrated(page)
        await expect(page.locator('h1').textContent()).resolves.toBe(heading)
        if (name === 'home') await page.waitForSelector('[data-live-counter][data-status="ready"]')
        await expect(page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).resolves.toBeLessThanOrEqual(width)
        await saveScreenshot(page, `${name}-${width}-${colorScheme}`)
        // The browser reports the 404 document itself as a failed resource; that is the point of the page.
        const unexpected = status === 404 ? errors.filter((error) => !error.includes('status of 404')) : errors
        expect(unexpected, `${path} at ${width} px, ${colorScheme}`).toEqual([])
        await page.close()
      }
    })
  })
})
