// A supporter's name, or none, over HTTP: given with POST /api/checkout (refused when over-long or
// not one line, changing nothing), kept as written on the session and the boost, moderated like a
// message and held with it, and shown in its public form wherever a supporter appears: the live
// stream, overlay alerts, GET /api/boost-events, its CSV, creator webhooks, the creator's page and
// weekly board, and the leaderboard for those who chose to show it there. Anonymous is "Anonymous"
// to everyone, the creator too, and keeps no name.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AlertWire, HeldMessage } from '../../core/api/alerts.ts'
import type { BoostEvent as BoostEventView, LeaderboardEntry } from '../../core/api/ledger.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { CheckoutSession } from '../../entities/CheckoutSession.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { newAnonId } from '../support/fixtures.ts'
import { connectSse } from '../support/sse.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T

/** A webhook receiver that keeps every body it is sent. */
async function startReceiver() {
  const bodies: string[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'))
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, bodies, close: () => new Promise((resolve) => server.close(resolve)) }
}

describe.each(testDatabases)('supporter names on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000', WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_BASE_MS: '400' }, { pages: true })
  let receiver!: Awaited<ReturnType<typeof startReceiver>>
  beforeAll(async () => {
    receiver = await startReceiver()
  })
  afterAll(() => receiver.close())

  const checkout = (body: Record<string, unknown>) =>
    fetch(`${server.url}/api/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: 5, currency: 'usd', demo: true, ...body }) })
  /** Opens a checkout and pays it on the demo checkout: the boost is recorded as a paid one is. */
  const boost = async (body: Record<string, unknown>) => {
    const opened = await checkout(body)
    expect(opened.status).toBe(200)
    const { sessionId } = await json<{ sessionId: string }>(opened)
    expect((await fetch(`${server.url}/api/checkout/demo/${sessionId}/complete`, { method: 'POST' })).status).toBe(200)
    const row = await server.services.db.em((em) => em.findOneOrFail(BoostEvent, { ref: sessionId }))
    const session = await server.services.db.em((em) => em.findOneOrFail(CheckoutSession, sessionId))
    return { sessionId, row, session }
  }
  const identify = async () => (await json<{ supporterId: string }>(await fetch(`${server.url}/api/supporters/identify`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ anonId: newAnonId() }),
  }))).supporterId
  const publicEvents = async (creatorId: string) => json<BoostEventView[]>(await fetch(`${server.url}/api/boost-events?creatorId=${creatorId}`))
  const alertsOf = (events: { event: string; data: string }[]) => events.filter((event) => event.event === 'alert').map((event) => JSON.parse(event.data) as AlertWire)

  it('keeps the name as written and shows its public form on the stream, alerts, events, webhooks, the creator’s page and board', async () => {
    const owner = await connectDemoCreator(server, 'names-shown')
    const hook = await owner.request('/api/creators/names-shown/webhooks', { method: 'POST', body: { url: receiver.url, events: ['boost.created'] } })
    expect(hook.status).toBe(200)
    const stream = await connectSse(`${server.url}/api/stream/boosts?creatorId=names-shown`)
    const overlay = await connectSse(`${server.url}/api/stream/alerts?creatorId=names-shown`)
    await overlay.waitFor(1, 'settings')

    const supporterId = await identify()
    const written = 'Sam fucking Rivers www.spam.net'
    const shown = 'Sam f***ing Rivers [link removed]'
    const { row, session } = await boost({ creator_id: 'names-shown', supporter_id: supporterId, name: `  ${written} `, message: 'Great stream' })
    expect(session).toMatchObject({ supporterName: written, anonymous: false })
    expect(row).toMatchObject({ supporterName: written, publicSupporterName: shown, anonymous: false, messageStatus: 'shown' })

    const [announced] = await stream.waitFor(1)
    expect(JSON.parse(announced!.data)).toMatchObject({ supporterName: shown, anonymous: false, message: 'Great stream' })
    await overlay.waitFor(1, 'alert')
    expect(alertsOf(overlay.events)).toEqual([expect.objectContaining({ kind: 'boost', supporterName: shown, anonymous: false })])

    const [listed] = await publicEvents('names-shown')
    expect(listed).toMatchObject({ supporterName: shown, anonymous: false, supporterLabel: expect.any(String) })
    const [own] = await json<BoostEventView[]>(await owner.request('/api/boost-events?creatorId=names-shown'))
    expect(own).toMatchObject({ supporterName: shown, anonymous: false })

    await vi.waitFor(() => expect(receiver.bodies.length).toBeGreaterThan(0), { timeout: 15_000, interval: 50 })
    const delivered = JSON.parse(receiver.bodies[0]!) as { type: string; data: BoostEventView }
    expect(delivered).toMatchObject({ type: 'boost.created', data: { supporterName: shown, anonymous: false } })
    expect(receiver.bodies[0]).not.toContain('fucking')

    const page = await (await fetch(`${server.url}/c/names-shown`)).text()
    expect(page).toContain(shown)
    expect(page).not.toContain('fucking')
    const [top] = await json<LeaderboardEntry[]>(await fetch(`${server.url}/api/leaderboard/weekly?creatorId=names-shown`))
    expect(top).toMatchObject({ supporterId, supporter: { name: shown, anonymous: false } })
    stream.close()
    overlay.close()
  })

  it('keeps no name for an anonymous boost and shows “Anonymous” to fans and to the creator alike', async () => {
    const owner = await connectDemoCreator(server, 'names-anonymous')
    const stream = await connectSse(`${server.url}/api/stream/boosts?creatorId=names-anonymous`)
    const supporterId = await identify()
    const { row, session } = await boost({ creator_id: 'names-anonymous', supporter_id: supporterId, name: 'Secret Sam', anonymous: true, showOnLeaderboard: true })
    expect(session).toMatchObject({ supporterName: null, anonymous: true })
    expect(row).toMatchObject({ supporterName: null, publicSupporterName: null, anonymous: true })

    const [announced] = await stream.waitFor(1)
    expect(JSON.parse(announced!.data)).toMatchObject({ supporterName: null, supporterLabel: null, anonymous: true })
    for (const events of [await publicEvents('names-anonymous'), await json<BoostEventView[]>(await owner.request('/api/boost-events?creatorId=names-anonymous'))]) {
      expect(events).toEqual([expect.objectContaining({ supporterName: null, supporterLabel: null, anonymous: true })])
    }
    const csv = await (await owner.request('/api/boost-events.csv?creatorId=names-anonymous')).text()
    expect(csv.split('\r\n')[1]).toContain(',Anonymous,USD,5.00,')
    const page = await (await fetch(`${server.url}/c/names-anonymous`)).text()
    expect(page).toContain('Anonymous')
    expect(page).not.toContain('Secret Sam')
    // No name was given to show: the leaderboard keeps the supporter's label.
    const board = await json<LeaderboardEntry[]>(await fetch(`${server.url}/api/leaderboard/weekly`))
    expect(board.find((entry) => entry.supporterId === supporterId)?.supporter.name).toBeNull()
    const [top] = await json<LeaderboardEntry[]>(await fetch(`${server.url}/api/leaderboard/weekly?creatorId=names-anonymous`))
    expect(top!.supporter).toMatchObject({ name: null, anonymous: true })
    stream.close()
  })

  it('refuses a name over 40 characters or on more than one line with a 400, opening no checkout', async () => {
    const sessions = () => server.services.db.em((em) => em.count(CheckoutSession, { creatorId: 'names-refused' }))
    const refused = async (name: unknown) => {
      const response = await checkout({ creator_id: 'names-refused', name })
      expect(response.status).toBe(400)
      return (await json<{ error: string }>(response)).error
    }
    await expect(refused('x'.repeat(41))).resolves.toBe('name: must be at most 40 characters')
    await expect(refused('Sam\nRivers')).resolves.toBe('name: must not contain control characters or text-direction overrides')
    await expect(refused('evil\u202Eeman')).resolves.toBe('name: must not contain control characters or text-direction overrides')
    await expect(refused(42)).resolves.toMatch(/^name: /)
    expect((await checkout({ creator_id: 'names-refused', anonymous: 'yes' })).status).toBe(400)
    expect(await sessions()).toBe(0)
    // Forty characters count as forty however many UTF-16 units they take; blank is no name.
    const { row } = await boost({ creator_id: 'names-refused', name: '🎉'.repeat(40) })
    expect(row.supporterName).toBe('🎉'.repeat(40))
    expect((await boost({ creator_id: 'names-refused', name: '   ' })).row).toMatchObject({ supporterName: null, messageStatus: null })
  })

  it('holds the name with the message for review: public only once approved, never once rejected', async () => {
    const owner = await connectDemoCreator(server, 'names-held')
    await owner.request('/api/creators/names-held/alerts', { method: 'PUT', body: { holdForReview: true } })
    const stream = await connectSse(`${server.url}/api/stream/boosts?creatorId=names-held`)
    const approved = await boost({ creator_id: 'names-held', name: 'Ana', message: 'hello' })
    const rejected = await boost({ creator_id: 'names-held', name: 'Awful Name' })
    expect(rejected.row.messageStatus).toBe('held')

    const announced = await stream.waitFor(2)
    expect(announced.map((event) => JSON.parse(event.data).supporterName)).toEqual([null, null])
    expect((await publicEvents('names-held')).map((event) => event.supporterName)).toEqual([null, null])
    expect(await (await fetch(`${server.url}/c/names-held`)).text()).not.toContain('Awful Name')
    const queue = await json<HeldMessage[]>(await owner.request('/api/creators/names-held/review'))
    expect(queue.map((held) => [held.boostId, held.supporterName, held.publicSupporterName, held.message])).toEqual([
      [approved.row.id, 'Ana', 'Ana', 'hello'],
      [rejected.row.id, 'Awful Name', 'Awful Name', ''],
    ])

    await owner.request(`/api/creators/names-held/review/${approved.row.id}`, { method: 'POST', body: { decision: 'approve' } })
    await owner.request(`/api/creators/names-held/review/${rejected.row.id}`, { method: 'POST', body: { decision: 'reject' } })
    expect((await publicEvents('names-held')).map((event) => [event.supporterName, event.messageStatus])).toEqual([[null, 'rejected'], ['Ana', 'shown']])
    const page = await (await fetch(`${server.url}/c/names-held`)).text()
    expect(page).toContain('Ana')
    expect(page).not.toContain('Awful Name')
    stream.close()
  })

  it('shows a name on the leaderboard only for a supporter who chose to, until they choose not to', async () => {
    const [ana, bo] = [await identify(), await identify()]
    const nameOn = async (supporterId: string) =>
      (await json<LeaderboardEntry[]>(await fetch(`${server.url}/api/leaderboard/weekly`))).find((entry) => entry.supporterId === supporterId)?.supporter.name
    await boost({ creator_id: 'names-board', supporter_id: ana, name: 'Ana', showOnLeaderboard: true })
    await boost({ creator_id: 'names-board', supporter_id: bo, name: 'Bo', showOnLeaderboard: false })
    expect(await nameOn(ana)).toBe('Ana')
    expect(await nameOn(bo)).toBeNull()
    // Left out, the last choice stands; a later boost under another name shows that one.
    await boost({ creator_id: 'names-board', supporter_id: ana, name: 'Ana B' })
    expect(await nameOn(ana)).toBe('Ana')
    await boost({ creator_id: 'names-board', supporter_id: ana, name: 'Ana B', showOnLeaderboard: true })
    expect(await nameOn(ana)).toBe('Ana B')
    await boost({ creator_id: 'names-board', supporter_id: ana, name: 'Ana B', showOnLeaderboard: false })
    expect(await nameOn(ana)).toBeNull()
  })

  it('exports the supporter and the amounts in major units beside their currency, after the columns it always had', async () => {
    await boost({ creator_id: 'names-csv', name: 'Zoë', message: 'for the mic', amount: 20 })
    const csv = await (await fetch(`${server.url}/api/boost-events.csv?creatorId=names-csv`)).text()
    const [header, line] = csv.replace('\uFEFF', '').split('\r\n')
    expect(header).toBe(
      'id,ts,creator_id,channel,currency,gross_cents,platform_fee_cents,processor_fee_cents,net_creator_cents,xp_awarded,reversed,supporter_label,ref,message,refunded_cents,dispute,' +
        'supporter,amount_currency,gross,platform_fee,processor_fee,net_creator,refunded',
    )
    const cells = line!.split(',')
    expect(cells.slice(5, 9)).toEqual(['2000', '50', '88', '1862'])
    expect(cells[13]).toBe('for the mic')
    expect(cells.slice(16)).toEqual(['Zoë', 'USD', '20.00', '0.50', '0.88', '18.62', '0.00'])
  })
})
