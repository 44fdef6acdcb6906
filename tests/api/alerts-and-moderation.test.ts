// Stream alerts and message moderation over HTTP: a creator's alert settings (public display,
// private moderation, changed only with their session, refused when out of range), messages in
// their public form on every fan-facing read, messages held for review until the creator decides,
// test alerts and replays on the overlay's stream, and the overlays counted live.
import { describe, expect, it } from 'vitest'
import type { AlertSettingsWire, AlertWire, HeldMessage } from '../../core/api/alerts.ts'
import type { BoostEvent, BoostStats } from '../../core/api/ledger.ts'
import { cookieJar } from '../support/cookieJar.ts'
import { testDatabases } from '../support/databases.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { boostInput } from '../support/fixtures.ts'
import { connectSse, type SseConnection } from '../support/sse.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

const PROFANE = 'you are a fucking legend, see https://spam.example/win and spam.gg'
const MASKED = 'you are a f***ing legend, see [link removed] and [link removed]'

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T

describe.each(testDatabases)('alerts and moderation on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000' }, { pages: true })

  const overlayStream = (creatorId: string) => connectSse(`${server.url}/api/stream/alerts?creatorId=${creatorId}`)
  const alertsOf = (stream: SseConnection) => stream.events.filter((event) => event.event === 'alert').map((event) => JSON.parse(event.data) as AlertWire)
  const publicEvents = async (creatorId: string) => json<BoostEvent[]>(await fetch(`${server.url}/api/boost-events?creatorId=${creatorId}`))
  const stats = async (creatorId: string) => json<BoostStats>(await fetch(`${server.url}/api/boost-stats?creatorId=${creatorId}`))

  it('answers the display settings to anyone and the moderation ones to the creator alone', async () => {
    const owner = await connectDemoCreator(server, 'alerts-defaults')
    const anyone = await json<Record<string, unknown>>(await fetch(`${server.url}/api/creators/alerts-defaults/alerts`))
    expect(anyone).toEqual({ minAmount: 0, durationMs: 6000, sound: 'power-up', volume: 60, showMessage: true, tts: { enabled: false, minAmount: 5, maxChars: 140 }, accent: 'green',
      template: '{name} boosted {amount}!', image: null, soundAsset: null, layout: { position: 'top-left', scale: 100, showCounter: true }, variants: [],
    })
    const mine = await json<AlertSettingsWire>(await owner.request('/api/creators/alerts-defaults/alerts'))
    expect(mine).toEqual({ ...anyone, blockedWords: [], holdForReview: false })
  })

  it('changes only the fields a PUT carries, and tells open overlays at once', async () => {
    const owner = await connectDemoCreator(server, 'alerts-change')
    const overlay = await overlayStream('alerts-change')
    await overlay.waitFor(1, 'settings')
    const changed = await owner.request('/api/creators/alerts-change/alerts', { method: 'PUT', body: { minAmount: 2.5, tts: { enabled: true }, accent: 'gold', blockedWords: [' Rosebud ', 'rosebud', 'sled'] } })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toEqual({
      minAmount: 2.5, durationMs: 6000, sound: 'power-up', volume: 60, showMessage: true, tts: { enabled: true, minAmount: 5, maxChars: 140 }, accent: 'gold',
      template: '{name} boosted {amount}!', image: null, soundAsset: null, layout: { position: 'top-left', scale: 100, showCounter: true }, variants: [],
      blockedWords: ['rosebud', 'sled'], holdForReview: false,
    })
    const [, applied] = await overlay.waitFor(2, 'settings')
    expect(JSON.parse(applied!.data)).toMatchObject({ minAmount: 2.5, accent: 'gold', tts: { enabled: true } })
    expect(applied!.data).not.toContain('rosebud')
    overlay.close()
  })

  it('refuses strangers, other creators and settings out of range, changing nothing', async () => {
    const owner = await connectDemoCreator(server, 'alerts-refusals')
    const theo = await connectDemoCreator(server, 'alerts-refusals-theo', 'Theo')
    expect((await cookieJar(server.url).request('/api/creators/alerts-refusals/alerts', { method: 'PUT', body: { volume: 10 } })).status).toBe(401)
    expect((await theo.request('/api/creators/alerts-refusals/alerts', { method: 'PUT', body: { volume: 10 } })).status).toBe(403)
    expect((await theo.request('/api/creators/alerts-refusals/review')).status).toBe(403)
    expect((await theo.request('/api/creators/alerts-refusals/alerts/test', { method: 'POST' })).status).toBe(403)
    const refused = async (body: unknown) => {
      const response = await owner.request('/api/creators/alerts-refusals/alerts', { method: 'PUT', body })
      expect(response.status).toBe(400)
      return (await json<{ error: string }>(response)).error
    }
    await expect(refused({ volume: 101 })).resolves.toBe('volume: must be from 0 to 100')
    await expect(refused({ durationMs: 500 })).resolves.toBe('durationMs: must be from 2000 to 30000')
    await expect(refused({ sound: 'airhorn' })).resolves.toBe('sound: must be one of power-up, chime, coin, none')
    await expect(refused({ minAmount: -1 })).resolves.toBe('minAmount: must be a number in major units, such as 5 or 19.99')
    await expect(refused({ blockedWords: Array.from({ length: 201 }, (_, index) => `word${index}`) })).resolves.toBe('blockedWords: must hold at most 200 words')
    await expect(refused({ blockedWords: ['<script>'] })).resolves.toMatch(/^blockedWords\.0: each must be 1-40 letters/)
    await expect(refused({ blockedWords: ['a'.repeat(41)] })).resolves.toMatch(/^blockedWords\.0: /)
    await expect(refused({ tts: { maxChars: 5000 } })).resolves.toBe('tts.maxChars: must be from 10 to 300')
    const unchanged = await json<AlertSettingsWire>(await owner.request('/api/creators/alerts-refusals/alerts'))
    expect(unchanged).toMatchObject({ volume: 60, durationMs: 6000, sound: 'power-up', blockedWords: [] })
  })

  it('shows fans a message with profanity, links and blocked words masked, and the creator the original', async () => {
    const owner = await connectDemoCreator(server, 'alerts-masked')
    await owner.request('/api/creators/alerts-masked/alerts', { method: 'PUT', body: { blockedWords: ['rosebud'] } })
    const boosts = await connectSse(`${server.url}/api/stream/boosts?creatorId=alerts-masked`)
    const overlay = await overlayStream('alerts-masked')
    await overlay.waitFor(1, 'settings')
    const { event } = await server.services.ledger.record(boostInput({ creatorId: 'alerts-masked', grossCents: 700, message: PROFANE }))
    await server.services.ledger.record(boostInput({ creatorId: 'alerts-masked', grossCents: 300, message: 'Rosebud was the sled' }))

    const [first, second] = await boosts.waitFor(2)
    expect(JSON.parse(first!.data)).toMatchObject({ amount: 700, message: MASKED })
    expect(JSON.parse(second!.data)).toMatchObject({ amount: 300, message: 'R****** was the sled' })
    await overlay.waitFor(2, 'alert')
    expect(alertsOf(overlay).map((alert) => [alert.kind, alert.boostId, alert.message])).toEqual([
      ['boost', event.id, MASKED],
      ['boost', event.id + 1, 'R****** was the sled'],
    ])

    // Fans' reads: the events list without the creator's session, and the creator's page.
    expect((await publicEvents('alerts-masked')).map((boost) => boost.message)).toEqual(['R****** was the sled', MASKED])
    const page = await (await fetch(`${server.url}/c/alerts-masked`)).text()
    expect(page).toContain('f***ing legend')
    expect(page).not.toContain('fucking')
    expect(page).not.toContain('spam.example')
    // The creator's own read: as written.
    const own = await json<BoostEvent[]>(await owner.request('/api/boost-events?creatorId=alerts-masked'))
    expect(own.map((boost) => boost.message)).toEqual(['Rosebud was the sled', PROFANE])
    expect((await stats('alerts-masked')).totalBoosts).toBe('2')
    boosts.close()
    overlay.close()
  })

  it('masks words and links written to slip past the filter, and shows fans no invisible character', async () => {
    const boosts = await connectSse(`${server.url}/api/stream/boosts?creatorId=alerts-disguised`)
    await server.services.ledger.record(boostInput({ creatorId: 'alerts-disguised', grossCents: 500, message: 'f\u200Buck this, f.u.c.k that, shop evil[.]store\u2060!' }))

    const shown = 'f*** this, f****** that, shop [link removed]!'
    const [announced] = await boosts.waitFor(1)
    expect(JSON.parse(announced!.data)).toMatchObject({ amount: 500, message: shown })
    expect((await publicEvents('alerts-disguised')).map((boost) => boost.message)).toEqual([shown])
    boosts.close()
  })

  it('holds messages for review: counted at once, shown nowhere until approved, never once rejected', async () => {
    const owner = await connectDemoCreator(server, 'alerts-held')
    await owner.request('/api/creators/alerts-held/alerts', { method: 'PUT', body: { holdForReview: true } })
    const boosts = await connectSse(`${server.url}/api/stream/boosts?creatorId=alerts-held`)
    const overlay = await overlayStream('alerts-held')
    await overlay.waitFor(1, 'settings')
    const approved = await server.services.ledger.record(boostInput({ creatorId: 'alerts-held', grossCents: 500, message: 'Love this, www.spam.net' }))
    const rejected = await server.services.ledger.record(boostInput({ creatorId: 'alerts-held', grossCents: 900, message: 'something awful' }))

    // The numbers move at once; the stream carries no message, and no alert fires yet.
    const announced = await boosts.waitFor(2)
    expect(announced.map((message) => JSON.parse(message.data).message)).toEqual([null, null])
    expect((await stats('alerts-held')).totalBoosts).toBe('2')
    expect((await publicEvents('alerts-held')).map((boost) => [boost.message, boost.messageStatus])).toEqual([[null, 'held'], [null, 'held']])
    const queue = await json<HeldMessage[]>(await owner.request('/api/creators/alerts-held/review'))
    expect(queue.map((held) => [held.boostId, held.message, held.publicMessage])).toEqual([
      [approved.event.id, 'Love this, www.spam.net', 'Love this, [link removed]'],
      [rejected.event.id, 'something awful', 'something awful'],
    ])
    expect(await json(await owner.request('/api/creators/alerts-held/alerts/status'))).toMatchObject({ held: 2 })
    expect(alertsOf(overlay)).toEqual([])

    const approve = await owner.request(`/api/creators/alerts-held/review/${approved.event.id}`, { method: 'POST', body: { decision: 'approve' } })
    expect(await approve.json()).toEqual({ boostId: approved.event.id, status: 'shown' })
    const reject = await owner.request(`/api/creators/alerts-held/review/${rejected.event.id}`, { method: 'POST', body: { decision: 'reject' } })
    expect(await reject.json()).toEqual({ boostId: rejected.event.id, status: 'rejected' })
    await overlay.waitFor(2, 'alert')
    expect(alertsOf(overlay).map((alert) => [alert.boostId, alert.message])).toEqual([
      [approved.event.id, 'Love this, [link removed]'],
      [rejected.event.id, null],
    ])
    expect((await publicEvents('alerts-held')).map((boost) => [boost.message, boost.messageStatus])).toEqual([[null, 'rejected'], ['Love this, [link removed]', 'shown']])
    const page = await (await fetch(`${server.url}/c/alerts-held`)).text()
    expect(page).toContain('Love this, [link removed]')
    expect(page).not.toContain('something awful')

    // Decided once: a second decision finds nothing held; no number moved.
    const again = await owner.request(`/api/creators/alerts-held/review/${rejected.event.id}`, { method: 'POST', body: { decision: 'approve' } })
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({ error: `No held message on boost ${rejected.event.id}` })
    expect((await owner.request('/api/creators/alerts-held/review/1', { method: 'POST', body: { decision: 'maybe' } })).status).toBe(400)
    expect(await json(await owner.request('/api/creators/alerts-held/review'))).toEqual([])
    expect((await stats('alerts-held')).totalBoosts).toBe('2')
    boosts.close()
    overlay.close()
  })

  it('sends a test alert and replays a boost to open overlays without moving a number, and counts the overlays live', async () => {
    const owner = await connectDemoCreator(server, 'alerts-test')
    const status = async () => json<{ overlays: number }>(await owner.request('/api/creators/alerts-test/alerts/status'))
    expect((await status()).overlays).toBe(0)
    const overlays = [await overlayStream('alerts-test'), await overlayStream('alerts-test')]
    await Promise.all(overlays.map((overlay) => overlay.waitFor(1, 'settings')))
    await expect.poll(async () => (await status()).overlays).toBe(2)

    const { event } = await server.services.ledger.record(boostInput({ creatorId: 'alerts-test', grossCents: 1200, message: 'First!' }))
    await Promise.all(overlays.map((overlay) => overlay.waitFor(1, 'alert')))
    const before = await stats('alerts-test')
    const tested = await owner.request('/api/creators/alerts-test/alerts/test', { method: 'POST' })
    expect(await tested.json()).toEqual({ overlays: 2 })
    const replayed = await owner.request('/api/creators/alerts-test/alerts/replay', { method: 'POST', body: { boostId: event.id } })
    expect(await replayed.json()).toEqual({ overlays: 2 })
    for (const overlay of overlays) {
      await overlay.waitFor(3, 'alert')
      expect(alertsOf(overlay).map((alert) => [alert.kind, alert.boostId, alert.message])).toEqual([
        ['boost', event.id, 'First!'],
        ['test', 0, 'This is a test alert. Nothing was paid.'],
        ['replay', event.id, 'First!'],
      ])
    }
    expect(await stats('alerts-test')).toEqual(before)
    expect((await owner.request('/api/creators/alerts-test/alerts/replay', { method: 'POST', body: { boostId: event.id + 1000 } })).status).toBe(404)

    overlays[0]!.close()
    await expect.poll(async () => (await status()).overlays).toBe(1)
    overlays[1]!.close()
    await expect.poll(async () => (await status()).overlays).toBe(0)
  })

  it('refuses an overlay stream without a valid creator', async () => {
    const response = await fetch(`${server.url}/api/stream/alerts?creatorId=Not%20Valid`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/^creatorId: /) })
  })
})
