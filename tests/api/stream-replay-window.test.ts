// The public stream replays only the last few minutes: a reconnecting counter gets what it missed,
// but no client can read older boosts (messages, supporter labels) through Last-Event-ID.
import { describe, expect, it } from 'vitest'
import { REPLAY_WINDOW_MS } from '../../server/services/live.ts'
import { testDatabases } from '../support/databases.ts'
import { boostInput } from '../support/fixtures.ts'
import { type TestServer, useTestServer } from '../support/server.ts'
import { connectSse, type SseConnection } from '../support/sse.ts'

describe.each(testDatabases)('GET /api/stream/boosts replay window on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  const record = async (creatorId: string, message?: string) =>
    (await server.services.ledger.record(boostInput({ creatorId, ...(message ? { message } : {}) }))).event

  /** Moves boosts back in time on the database's clock, past the replay window. */
  const backdate = (where: string, params: unknown[] = []) =>
    server.db.query(`update boost_event set ts = now() - ?::int * interval '1 millisecond' where ${where}`, [2 * REPLAY_WINDOW_MS, ...params])

  /** Records a boost once the stream has answered, and waits until it arrives live. */
  async function recordLive(stream: SseConnection, creatorId: string) {
    const marker = await record(creatorId, 'live marker')
    await expect.poll(() => stream.events.some((event) => event.id === String(marker.id))).toBe(true)
    return marker
  }

  it('replays exactly the missed boosts to a client whose Last-Event-ID is inside the window', async () => {
    const creatorId = `recent-${database.name}`
    const url = `${server.url}/api/stream/boosts?creatorId=${creatorId}`
    const first = await connectSse(url)
    await record(creatorId)
    await record(creatorId)
    await first.waitFor(2)
    first.close()
    await first.closed
    const missed = [await record(creatorId, 'missed one'), await record(creatorId, 'missed two'), await record(creatorId, 'missed three')]
    const second = await connectSse(url, first.lastEventId)
    const replayed = await second.waitFor(3)
    expect(replayed.map((event) => [Number(event.id), JSON.parse(event.data).message])).toEqual(missed.map((event) => [event.id, event.message]))
    expect(second.events.filter((event) => event.event === 'snapshot')).toEqual([])
    second.close()
  })

  it('sends a snapshot, and none of the old boosts, to a client whose Last-Event-ID is older than the window', async () => {
    const creatorId = `old-${database.name}`
    const old = [await record(creatorId, 'old one'), await record(creatorId, 'old two'), await record(creatorId, 'old three')]
    await backdate('creator_id = ?', [creatorId])
    // The hub is past them, so nothing old can reach the client as a live message either.
    await server.services.hub.wake()
    const stream = await connectSse(`${server.url}/api/stream/boosts?creatorId=${creatorId}`, String(old[0]!.id))
    const [snapshot] = await stream.waitFor(1, 'snapshot')
    expect(JSON.parse(snapshot!.data)).toMatchObject({ boostsCount: 3 })
    const marker = await recordLive(stream, creatorId)
    expect(stream.events.filter((event) => event.event === 'message').map((event) => Number(event.id))).toEqual([marker.id])
    stream.close()
  })

  it('replays no message older than the window to ?lastEventId=1 on a server with old boosts', async () => {
    const creatorId = `history-${database.name}`
    await record(creatorId, 'from an hour ago')
    await record(creatorId, 'also from the past')
    await backdate('true')
    await record(creatorId, 'recent')
    await server.services.hub.wake()
    const stream = await connectSse(`${server.url}/api/stream/boosts?lastEventId=1`)
    await recordLive(stream, creatorId)
    const messages = stream.events.filter((event) => event.event === 'message').map((event) => JSON.parse(event.data))
    const windowStart = Date.now() - REPLAY_WINDOW_MS
    expect(messages.filter((message) => Date.parse(message.ts) < windowStart)).toEqual([])
    expect(stream.events.filter((event) => event.event === 'snapshot')).toHaveLength(1)
    stream.close()
  })
})
