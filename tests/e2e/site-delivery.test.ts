// How the built site travels: prerendered pages and hashed assets come precompressed (brotli or
// gzip, as the client accepts), revalidate through their ETag or stay cached for a year, and
// nothing private in the build folder is served.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, inject, it } from 'vitest'
import { rawRequest } from '../support/rawRequest.ts'

const baseUrl = inject('baseUrl')

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(`${baseUrl}${path}`, headers, method)

describe('delivery of the built site', () => {
  it('answers a prerendered page in brotli, gzip or plain, all the same page', async () => {
    const plain = await get('/terms')
    expect(plain.status).toBe(200)
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('Terms of Service')

    const brotli = await get('/terms', { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toContain('Accept-Encoding')
    expect(brotli.body.byteLength).toBeLessThan(plain.body.byteLength / 2)
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)

    const gzip = await get('/terms', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
  })

  it('serves a folder page with and without its trailing slash, and HEAD without a body', async () => {
    const [bare, slash, index] = await Promise.all([get('/docs/embed'), get('/docs/embed/'), get('/docs/embed/index.html')])
    expect(bare.status).toBe(200)
    expect(slash.body.equals(bare.body)).toBe(true)
    expect(index.body.equals(bare.body)).toBe(true)
    const head = await get('/docs/embed', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(bare.body.byteLength))
    expect(head.body.byteLength).toBe(0)
  })

  it('lets a browser revalidate a page with its ETag', async () => {
    const first = await get('/', { 'accept-encoding': 'br' })
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.byteLength).toBe(0)
    expect((await get('/', { 'if-none-match': 'W/"something-else"' })).status).toBe(200)
  })

  it('caches hashed assets for a year, compressed', async () => {
    const page = (await get('/')).body.toString()
    const scripts = [...page.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
    expect(scripts.length).toBeGreaterThan(1)
    // The page's largest script: tiny files are not worth a compressed copy.
    const plain = await Promise.all(scripts.map(async (path) => ({ path, answer: await get(path) })))
    const largest = plain.sort((a, b) => b.answer.body.byteLength - a.answer.body.byteLength)[0]!
    expect(largest.answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(largest.answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    const asset = await get(largest.path, { 'accept-encoding': 'br' })
    expect(asset.status).toBe(200)
    expect(asset.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(asset.body).equals(largest.answer.body)).toBe(true)
  })

  it('keeps the build manifest and the compressed copies to itself', async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404)
    expect((await get('/terms/index.html.br')).status).toBe(404)
  })

  it('renders the pages that are not prerendered, compressed on the way', async () => {
    const leaderboard = await get('/leaderboard', { 'accept-encoding': 'br' })
    expect(leaderboard.status).toBe(200)
    expect(leaderboard.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(leaderboard.body).toString()).toContain('<html')
  })
})
