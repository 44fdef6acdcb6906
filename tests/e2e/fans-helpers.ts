// Shared by the fans' browser suites: a supporter made over HTTP, a demo boost paid the way the
// demo checkout page pays it, a page opened as that supporter, screenshots, and PNG pixels.
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'

export const SCREENSHOT_DIR = join(import.meta.dirname, '../../test-results/screenshots')

export type Supporter = { anonId: string; supporterId: string }

export function newAnonId(): string {
  return randomBytes(18).toString('base64url')
}

export async function identify(baseUrl: string, anonId = newAnonId(), ref?: string): Promise<Supporter & { referredByCode: string | null }> {
  const response = await fetch(`${baseUrl}/api/supporters/identify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ anonId, ...(ref ? { ref } : {}) }),
  })
  if (!response.ok) throw new Error(`POST /api/supporters/identify answered ${response.status}: ${await response.text()}`)
  const body = (await response.json()) as { supporterId: string; referredByCode: string | null }
  return { anonId, ...body }
}

/** Opens a demo checkout for the supporter and pays it; answers the session id. */
export async function demoBoost(
  baseUrl: string,
  { amount, creatorId, supporterId, message }: { amount: number; creatorId: string; supporterId?: string; message?: string },
): Promise<string> {
  const checkout = await fetch(`${baseUrl}/api/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // The widget's demo mode: any creator id, counted like any boost on a demo server.
    body: JSON.stringify({ amount, currency: 'usd', creator_id: creatorId, demo: true, ...(supporterId ? { supporter_id: supporterId } : {}), ...(message ? { message } : {}) }),
  })
  if (!checkout.ok) throw new Error(`POST /api/checkout answered ${checkout.status}: ${await checkout.text()}`)
  const { sessionId } = (await checkout.json()) as { sessionId: string }
  const completed = await fetch(`${baseUrl}/api/checkout/demo/${encodeURIComponent(sessionId)}/complete`, { method: 'POST' })
  if (!completed.ok) throw new Error(`POST /api/checkout/demo/${sessionId}/complete answered ${completed.status}: ${await completed.text()}`)
  return sessionId
}

export type ContextOptions = { width?: number; colorScheme?: 'light' | 'dark'; supporter?: Supporter }

/** A browser context whose pages start as `supporter` (its ids in localStorage before any script runs). */
export async function contextAs(browser: Browser, { width = 1280, colorScheme = 'light', supporter }: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, deviceScaleFactor: 1 })
  if (supporter) {
    await context.addInitScript(
      ({ anonId, supporterId }) => {
        localStorage.setItem('boost:anon-id', anonId)
        localStorage.setItem('boost:supporter-id', supporterId)
      },
      { anonId: supporter.anonId, supporterId: supporter.supporterId },
    )
  }
  return context
}

export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
}

/** Waits until the page listens to the live stream for this supporter's boosts. */
export async function watchingOwnBoosts(page: Page): Promise<void> {
  await page.waitForSelector('[data-own-boost-watcher="connected"]', { state: 'attached', timeout: 20_000 })
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const path = join(SCREENSHOT_DIR, `${name}.png`)
  await page.screenshot({ path, fullPage: true, animations: 'disabled' })
  return path
}

/** Decodes a PNG in the page's own canvas; RGBA pixels, row by row. */
export async function pngPixels(page: Page, png: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const decoded = await page.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    // Megabytes of pixels cross back as one base64 string, not as a JSON array of numbers.
    let binary = ''
    for (let offset = 0; offset < data.length; offset += 0x8000) binary += String.fromCharCode(...data.subarray(offset, offset + 0x8000))
    return { width: canvas.width, height: canvas.height, pixels: btoa(binary) }
  }, png.toString('base64'))
  return { width: decoded.width, height: decoded.height, data: new Uint8ClampedArray(Buffer.from(decoded.pixels, 'base64')) }
}
