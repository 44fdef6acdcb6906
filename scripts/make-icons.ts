// Renders the console's app icons (public/icons/*.svg) to the PNG sizes the web manifest and
// iOS ask for, with the system Chromium. Run it after changing an SVG: node scripts/make-icons.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const ICONS_DIR = join(import.meta.dirname, '../public/icons')

const OUTPUTS = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'maskable.svg', file: 'maskable-512.png', size: 512 },
  { source: 'maskable.svg', file: 'maskable-192.png', size: 192 },
  // iOS rounds the corners of a home-screen icon itself, so it gets the full-bleed drawing.
  { source: 'maskable.svg', file: 'apple-touch-icon.png', size: 180 },
]

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
  (path): path is string => Boolean(path) && existsSync(path!),
)
if (!executablePath) throw new Error('No Chromium found: install the `chromium` package or set CHROMIUM_PATH')

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const { source, file, size } of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 })
    const svg = readFileSync(join(ICONS_DIR, source), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `)
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`)
    const png = await page.locator('svg').screenshot({ omitBackground: true, type: 'png' })
    writeFileSync(join(ICONS_DIR, file), png)
    console.log(`${file}: ${size}×${size}, ${png.length} bytes`)
    await page.close()
  }
} finally {
  await browser.close()
}
