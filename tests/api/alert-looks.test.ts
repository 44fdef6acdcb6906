// Alerts a creator makes their own, over HTTP: their template (only known tokens), the layout,
// variants for bigger boosts (in one currency each), and images and sounds they upload, judged by
// their bytes, kept in the database, served with their own type and cached for good; test alerts
// of a variant's amount on the overlay's stream.
import { describe, expect, it } from 'vitest'
import type { AlertAssetWire } from '../../core/api/alertAssets.ts'
import type { AlertSettingsWire, AlertWire } from '../../core/api/alerts.ts'
import { animatedGif, wavTone } from '../support/alertFiles.ts'
import { cookieJar, type CookieJar } from '../support/cookieJar.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { rawRequest } from '../support/rawRequest.ts'
import { connectSse } from '../support/sse.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T
const GIF = animatedGif(32)

const variant = (overrides: Record<string, unknown> = {}) => ({
  currency: 'eur', minAmount: 20, template: '{name} is a legend: {amount}', sound: 'coin', soundAsset: null, volume: 80, image: null, accent: 'magenta', durationMs: 9000, ...overrides,
})

describe.each(testDatabases)('alert looks on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000' })

  const upload = (jar: CookieJar, creatorId: string, bytes: Buffer, name: string, type = 'application/octet-stream') =>
    fetch(`${server.url}/api/creators/${creatorId}/alerts/assets?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { origin: server.url, cookie: `boost_session=${jar.cookie('boost_session') ?? ''}`, 'content-type': type },
      body: new Uint8Array(bytes),
    })
  const put = (jar: CookieJar, creatorId: string, body: unknown) => jar.request(`/api/creators/${creatorId}/alerts`, { method: 'PUT', body })
  const refusal = async (response: Response, status: number) => {
    expect(response.status).toBe(status)
    return (await json<{ error: string }>(response)).error
  }

  it('keeps the creator’s template and refuses one with unknown tokens, stray braces or too many letters', async () => {
    const owner = await connectDemoCreator(server, 'looks-template')
    const saved = await put(owner, 'looks-template', { template: '{name} sent {amount} — {message} ({months} months)' })
    expect(saved.status).toBe(200)
    expect((await json<AlertSettingsWire>(saved)).template).toBe('{name} sent {amount} — {message} ({months} months)')
    await expect(refusal(await put(owner, 'looks-template', { template: 'Thanks {user}!' }), 400)).resolves.toBe('template: has an unknown token {user}: use {name}, {amount}, {message}, {months}')
    await expect(refusal(await put(owner, 'looks-template', { template: 'Thanks {name!' }), 400)).resolves.toBe('template: has a { or } that does not close a token')
    await expect(refusal(await put(owner, 'looks-template', { template: 'x'.repeat(121) }), 400)).resolves.toBe('template: must be at most 120 characters')
    await expect(refusal(await put(owner, 'looks-template', { template: '   ' }), 400)).resolves.toBe('template: must not be empty')
    await expect(refusal(await put(owner, 'looks-template', { template: 'two\nlines' }), 400)).resolves.toBe('template: must be one line of plain text')
    const anyone = await json<AlertSettingsWire>(await fetch(`${server.url}/api/creators/looks-template/alerts`))
    expect(anyone.template).toBe('{name} sent {amount} — {message} ({months} months)')
  })

  it('changes the layout field by field and refuses places and sizes it does not know', async () => {
    const owner = await connectDemoCreator(server, 'looks-layout')
    expect((await json<AlertSettingsWire>(await put(owner, 'looks-layout', { layout: { position: 'bottom-right', scale: 150 } }))).layout).toEqual({ position: 'bottom-right', scale: 150, showCounter: true })
    expect((await json<AlertSettingsWire>(await put(owner, 'looks-layout', { layout: { showCounter: false } }))).layout).toEqual({ position: 'bottom-right', scale: 150, showCounter: false })
    await expect(refusal(await put(owner, 'looks-layout', { layout: { scale: 300 } }), 400)).resolves.toBe('layout.scale: must be from 50 to 200')
    await expect(refusal(await put(owner, 'looks-layout', { layout: { position: 'left' } }), 400)).resolves.toMatch(/^layout\.position: must be one of top-left, /)
  })

  it('judges an upload by its bytes: a GIF named .png is a GIF, a text file named .gif is refused, and so are empty and oversized files', async () => {
    const owner = await connectDemoCreator(server, 'looks-upload')
    const theo = await connectDemoCreator(server, 'looks-upload-theo', 'Theo')
    const created = await upload(owner, 'looks-upload', GIF, 'party.png', 'image/png')
    expect(created.status).toBe(201)
    const asset = await json<AlertAssetWire>(created)
    expect(asset).toMatchObject({ kind: 'image', contentType: 'image/gif', name: 'party.png', sizeBytes: GIF.length, url: `/api/creators/looks-upload/alerts/assets/${asset.id}` })
    expect(asset.id).toMatch(/^[0-9a-f]{32}\.gif$/)
    // The same bytes again are the same file.
    const again = await upload(owner, 'looks-upload', GIF, 'copy.gif')
    expect(again.status).toBe(200)
    expect((await json<AlertAssetWire>(again)).id).toBe(asset.id)

    const sound = await json<AlertAssetWire>(await upload(owner, 'looks-upload', wavTone(200), 'ding.mp3', 'audio/mpeg'))
    expect(sound).toMatchObject({ kind: 'sound', contentType: 'audio/wav' })
    expect(sound.id).toMatch(/\.wav$/)

    await expect(refusal(await upload(owner, 'looks-upload', Buffer.from('GIF? no, just words in a text file'), 'funny.gif', 'image/gif'), 415)).resolves.toBe(
      'This file is not an image (PNG, JPEG, WebP or GIF) or a sound (MP3, OGG or WAV)',
    )
    await expect(refusal(await upload(owner, 'looks-upload', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml'), 415)).resolves.toMatch(/^This file is not/)
    await expect(refusal(await upload(owner, 'looks-upload', Buffer.alloc(0), 'empty.gif'), 400)).resolves.toBe('The file is empty')
    const huge = Buffer.concat([GIF.subarray(0, 13), Buffer.alloc(2 * 1024 * 1024)])
    await expect(refusal(await upload(owner, 'looks-upload', huge, 'huge.gif'), 413)).resolves.toBe('A file may be at most 2 MB (a sound at most 1 MB)')
    await expect(refusal(await upload(owner, 'looks-upload', wavTone(70_000), 'long.wav'), 413)).resolves.toBe('A sound may be at most 1 MB')
    expect((await upload(cookieJar(server.url), 'looks-upload', GIF, 'x.gif')).status).toBe(401)
    expect((await upload(theo, 'looks-upload', GIF, 'x.gif')).status).toBe(403)

    const listed = await json<AlertAssetWire[]>(await owner.request('/api/creators/looks-upload/alerts/assets'))
    expect(listed.map((file) => file.id)).toEqual([asset.id, sound.id])
  })

  it('serves an upload to anyone with its own type, nosniff and a cache that keeps it for good', async () => {
    const owner = await connectDemoCreator(server, 'looks-serve')
    const asset = await json<AlertAssetWire>(await upload(owner, 'looks-serve', GIF, 'party.gif', 'text/html'))
    const served = await fetch(`${server.url}${asset.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/gif')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer()).equals(GIF)).toBe(true)
    expect(served.headers.get('etag')).toBe(`"${asset.id}"`)
    // Over plain HTTP: fetch() marks any conditional request no-cache.
    expect((await rawRequest(`${server.url}${asset.url}`, { 'if-none-match': served.headers.get('etag')! })).status).toBe(304)
    expect((await fetch(`${server.url}/api/creators/looks-serve/alerts/assets/${'0'.repeat(32)}.gif`)).status).toBe(404)
    expect((await fetch(`${server.url}/api/creators/looks-other/alerts/assets/${asset.id}`)).status).toBe(404)
    await expect(refusal(await fetch(`${server.url}/api/creators/looks-serve/alerts/assets/..%2Fsecret`), 400)).resolves.toBe('must be a file id')
  })

  it('keeps up to five variants that name the creator’s own files, and sends a test alert of a variant’s amount to the overlay', async () => {
    const owner = await connectDemoCreator(server, 'looks-variants')
    const gif = await json<AlertAssetWire>(await upload(owner, 'looks-variants', GIF, 'party.gif'))
    const wav = await json<AlertAssetWire>(await upload(owner, 'looks-variants', wavTone(300), 'ding.wav'))
    const overlay = await connectSse(`${server.url}/api/stream/alerts?creatorId=looks-variants`)
    await overlay.waitFor(1, 'settings')

    const saved = await put(owner, 'looks-variants', { image: gif.id, variants: [variant({ image: gif.id, soundAsset: wav.id }), variant({ currency: 'USD', minAmount: 50 })] })
    expect(saved.status).toBe(200)
    expect((await json<AlertSettingsWire>(saved)).variants).toEqual([variant({ image: gif.id, soundAsset: wav.id }), variant({ currency: 'usd', minAmount: 50 })])
    const [, applied] = await overlay.waitFor(2, 'settings')
    expect(JSON.parse(applied!.data)).toMatchObject({ image: gif.id, variants: [{ currency: 'eur', minAmount: 20, image: gif.id, soundAsset: wav.id }, { currency: 'usd' }] })

    await expect(refusal(await put(owner, 'looks-variants', { variants: Array.from({ length: 6 }, (_, index) => variant({ minAmount: index + 1 })) }), 400)).resolves.toBe('variants: must hold at most 5 variants')
    await expect(refusal(await put(owner, 'looks-variants', { variants: [variant(), variant()] }), 400)).resolves.toBe('variants: must not hold two variants from the same amount in the same currency')
    await expect(refusal(await put(owner, 'looks-variants', { variants: [variant({ image: wav.id })] }), 400)).resolves.toBe('variants.0.image: must be an image you uploaded')
    await expect(refusal(await put(owner, 'looks-variants', { variants: [variant({ template: '{tier}' })] }), 400)).resolves.toMatch(/^variants\.0\.template: has an unknown token \{tier\}/)
    await expect(refusal(await put(owner, 'looks-variants', { soundAsset: `${'1'.repeat(32)}.mp3` }), 400)).resolves.toBe('soundAsset: no file of yours has this id; upload it first')
    await expect(refusal(await put(owner, 'looks-variants', { variants: [variant({ currency: 'jpy' })] }), 400)).resolves.toMatch(/^variants\.0\.currency: must be one of/)

    // A test alert of 20 EUR: the overlay picks the EUR variant for it.
    expect((await owner.request('/api/creators/looks-variants/alerts/test', { method: 'POST', body: { amount: 20, currency: 'EUR' } })).status).toBe(200)
    const [alert] = await overlay.waitFor(1, 'alert')
    expect(JSON.parse(alert!.data) as AlertWire).toMatchObject({ kind: 'test', amount: 2000, currency: 'eur', boostId: 0 })
    await expect(refusal(await owner.request('/api/creators/looks-variants/alerts/test', { method: 'POST', body: { amount: 0 } }), 400)).resolves.toBe('amount: must be more than 0')

    // A file in use stays; one no alert uses can go.
    await expect(refusal(await owner.request(`/api/creators/looks-variants/alerts/assets/${gif.id}`, { method: 'DELETE' }), 409)).resolves.toMatch(/^Your alerts use this file/)
    await put(owner, 'looks-variants', { image: null, variants: [] })
    expect((await owner.request(`/api/creators/looks-variants/alerts/assets/${gif.id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await fetch(`${server.url}${gif.url}`)).status).toBe(404)
    overlay.close()
  })

  it('keeps at most 24 files per creator', async () => {
    const owner = await connectDemoCreator(server, 'looks-cap')
    for (let index = 0; index < 24; index++) expect((await upload(owner, 'looks-cap', wavTone(10 + index), `tone-${index}.wav`)).status).toBe(201)
    await expect(refusal(await upload(owner, 'looks-cap', wavTone(99), 'one-more.wav'), 409)).resolves.toBe('You keep 24 files already: delete one you no longer use first')
  })
})
