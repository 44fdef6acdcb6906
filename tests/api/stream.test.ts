import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyAdjustment, applyBoost, normaliseStats } from '../../core/counter.ts'
import { parseStreamAdjustment, parseStreamBoost } from '../../core/streamBoost.ts'
import { disputeBoost, recordBoost } from '../../server/services/ledger/index.ts'
import { readStats } from '../../server/services/stats.ts'
import { REPLAY_LIMIT } from '../../server/services/live.ts'
import { postgresOnly, testDatabases } from '../support/databases.ts'
import { boostInput, createSupporter } from '../support/fixtures.ts'
import { startTestServer, type TestServer, useTestServer } from '../support/server.ts'
import { connectSse } from '../support/sse.ts'

describe.each(testDatabases)('GET /api/stream/boosts on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  it('answers as an event stream that asks clients to retry after 3 s', async () => {
    const response = await fetch(`${server.url}/api/stream/boosts`)
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform')
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    const reader = response.body!.getReader()
    const { value } = await reader.read()
    expect(new TextDecoder().decode(value)).toBe('retry: 3000\n\n')
    await reader.cancel()
  })

  it('delivers a committed boost with exactly the documented fields, and never its checkout session id', async () => {
    const stream = await connectSse(`${server.url}/api/stream/boosts`)
    const supporter = await createSupporter(server.db)
    const { event } = await server.services.ledger.record(boostInput({ creatorId: 'stream-creator', supporterId: supporter.id, grossCents: 1000, message: '<b>hi</b>' }))
    const [message] = await stream.waitFor(1)
    expect(message!.id).toBe(String(event.id))
    const data = JSON.parse(message!.data) as Record<string, unknown>
    expect(data).toEqual({
      boostId: event.id,
      creatorId: 'stream-creator',
      amount: 1000,
      xpAwarded: 100,
      currency: 'usd',
      message: '<b>hi</b>',
      supporterLabel: supporter.anonId.slice(-6),
      supporterName: null,
      anonymous: false,
      ts: event.ts.toISOString(),
    })
    expect(Object.keys(data).sort()).toEqual(['amount', 'anonymous', 'boostId', 'creatorId', 'currency', 'message', 'supporterLabel', 'supporterName', 'ts', 'xpAwarded'])
    expect(message!.data).not.toContain(event.ref)
    stream.close()
  })

  it('sends a demo boost to nobody', async () => {
    const stream = await connectSse(`${server.url}/api/stream/boosts`)
    await server.services.ledger.record(boostInput({ demo: true }))
    const real = await server.services.ledger.record(boostInput())
    const [message] = await stream.waitFor(1)
    expect(JSON.parse(message!.data).boostId).toBe(real.event.id)
    expect(stream.events).toHaveLength(1)
    stream.close()
  })

  it('never announces a boost whose refund came first, live or on replay', async () => {
    const creatorId = `refunded-first-${database.name}`
    const url = `${server.url}/api/stream/boosts?creatorId=${creatorId}`
    const stream = await connectSse(url)
    const earlier = await server.services.ledger.record(boostInput({ creatorId }))
    await stream.waitFor(1)
    const refundedFirst = boostInput({ creatorId })
    expect(await server.services.ledger.reverse(refundedFirst.ref)).toEqual({ status: 'pending' })
    expect((await server.services.ledger.record(refundedFirst)).event.reversedAt).not.toBeNull()
    const counted = await server.services.ledger.record(boostInput({ creatorId }))
    const messages = await stream.waitFor(2)
    expect(messages.map((message) => JSON.parse(message.data).boostId)).toEqual([earlier.event.id, counted.event.id])
    expect(stream.events).toHaveLength(2)
    stream.close()

    const replayed = await connectSse(url, String(earlier.event.id))
    const [again] = await replayed.waitFor(1)
    expect(JSON.parse(again!.data).boostId).toBe(counted.event.id)
    expect(replayed.events).toHaveLength(1)
    replayed.close()
  })

  it('sends refunds and disputes as adjustment events, so a counter applying them equals the stats; a replay across one is a snapshot', async () => {
    const creatorId = `adjusted-${database.name}`
    const url = `${server.url}/api/stream/boosts?creatorId=${creatorId}`
    const stream = await connectSse(url)
    const before = normaliseStats(await readStats(server.db, creatorId))!
    const { ledger } = server.services
    const kept = await ledger.record(boostInput({ creatorId, grossCents: 2000 }))
    const disputed = await ledger.record(boostInput({ creatorId, grossCents: 1000 }))
    await stream.waitFor(2)
    await ledger.refund(kept.event.ref, 500)
    await ledger.transaction((tx) => disputeBoost(tx, disputed.event.ref, 'open'))
    const adjustments = await stream.waitFor(2, 'adjustment')
    expect(adjustments.map((event) => JSON.parse(event.data))).toMatchObject([
      { boostId: kept.event.id, creatorId, currency: 'usd', boosts: 0, amount: -500, xp: -50 },
      { boostId: disputed.event.id, creatorId, currency: 'usd', boosts: -1, amount: -1000, xp: -100 },
    ])
    expect(adjustments.every((event) => event.id === undefined)).toBe(true)

    let onScreen = before
    for (const event of stream.events) {
      if (event.event === 'message') onScreen = applyBoost(onScreen, parseStreamBoost(event.data)!)
      if (event.event === 'adjustment') onScreen = applyAdjustment(onScreen, parseStreamAdjustment(event.data)!)
    }
    const after = normaliseStats(await readStats(server.db, creatorId))!
    expect(onScreen).toMatchObject({ boostsCount: after.boostsCount, xpTotal: after.xpTotal, revenueCents: after.revenueCents })
    expect(after).toMatchObject({ boostsCount: 1, revenueCents: 1500, xpTotal: 150 })
    stream.close()

    const resumed = await connectSse(url, String(kept.event.id))
    const [snapshot] = await resumed.waitFor(1, 'snapshot')
    expect(JSON.parse(snapshot!.data)).toMatchObject({ boostsCount: 1, revenueCents: 1500, lastAdjustmentId: JSON.parse(adjustments[1]!.data).adjustmentId })
    resumed.close()
  })

  it('filters by creatorId', async () => {
    const stream = await connectSse(`${server.url}/api/stream/boosts?creatorId=only-me`)
    await server.services.ledger.record(boostInput({ creatorId: 'someone-else' }))
    const mine = await server.services.ledger.record(boostInput({ creatorId: 'only-me' }))
    const [message] = await stream.waitFor(1)
    expect(JSON.parse(message!.data).boostId).toBe(mine.event.id)
    stream.close()
  })

  it('refuses a malformed creatorId with a 400 JSON error', async () => {
    const response = await fetch(`${server.url}/api/stream/boosts?creatorId=${encodeURIComponent('<script>')}`)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/creatorId/)
  })

  it('gives a client that reconnects with Last-Event-ID every boost it missed, exactly once, in order', async () => {
    const creatorId = `reconnect-${database.name}`
    const url = `${server.url}/api/stream/boosts?creatorId=${creatorId}`
    const recorded: number[] = []
    const record = async (count: number) => {
      for (let i = 0; i < count; i++) recorded.push((await server.services.ledger.record(boostInput({ creatorId }))).event.id)
    }
    const first = await connectSse(url)
    await record(5)
    await first.waitFor(5)
    first.close()
    await first.closed
    await record(7)
    const second = await connectSse(url, first.lastEventId)
    await record(3)
    await second.waitFor(10)
    const seen = [...first.events, ...second.events].map((event) => Number(event.id))
    expect(seen).toEqual(recorded)
    second.close()
  })

  it('sends a snapshot instead of a replay when more boosts were missed than it replays', async () => {
    const creatorId = `snapshot-${database.name}`
    const first = await connectSse(`${server.url}/api/stream/boosts?creatorId=${creatorId}`)
    await server.services.ledger.record(boostInput({ creatorId }))
    await first.waitFor(1)
    first.close()
    const watcher = await connectSse(`${server.url}/api/stream/boosts?creatorId=${creatorId}`)
    await server.services.ledger.transaction(async (tx) => {
      for (let i = 0; i <= REPLAY_LIMIT; i++) await recordBoost(tx, boostInput({ creatorId, grossCents: 100 }))
    })
    // Once a live client has every boost, the server is past them too.
    await watcher.waitFor(REPLAY_LIMIT + 1, 'message', 30_000)
    watcher.close()
    const second = await connectSse(`${server.url}/api/stream/boosts?creatorId=${creatorId}`, first.lastEventId)
    const [snapshot] = await second.waitFor(1, 'snapshot')
    expect(JSON.parse(snapshot!.data)).toMatchObject({ boostsCount: REPLAY_LIMIT + 2 })
    second.close()
  })
})

describe.each(postgresOnly)('two instances on one $name database', (database) => {
  let a: TestServer
  let b: TestServer
  let drop: () => Promise<void>

  beforeAll(async () => {
    const created = await database.create()
    drop = created.drop
    // Safety polls that never come round in these tests: a boost reaches a hub only as it is announced or notified.
    a = await startTestServer(created.config, { STREAM_SAFETY_POLL_MS: '3600000' })
    b = await startTestServer(created.config, { STREAM_SAFETY_POLL_MS: '3600000' })
  })
  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await drop?.()
  })

  it('delivers a boost recorded on one instance to the stream clients of the other, and of its own', async () => {
    const onA = await connectSse(`${a.url}/api/stream/boosts`)
    const onB = await connectSse(`${b.url}/api/stream/boosts`)
    const { event } = await a.services.ledger.record(boostInput({ grossCents: 2500 }))
    const [message] = await onB.waitFor(1)
    expect(JSON.parse(message!.data)).toMatchObject({ boostId: event.id, amount: 2500 })
    // Delivered on its own instance too before the next test, whose clients must not receive it.
    const [own] = await onA.waitFor(1)
    expect(JSON.parse(own!.data)).toMatchObject({ boostId: event.id })
    onA.close()
    onB.close()
  })

  it('delivers a boost whose transaction commits after a later boost, in commit-safe order', async () => {
    const stream = await connectSse(`${a.url}/api/stream/boosts`)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let began!: () => void
    const earlyBegan = new Promise<void>((resolve) => (began = resolve))
    // The early transaction takes its id first and records its boost only after the later one has
    // committed: recording both at once could wait on one counter row and never get that far.
    const early = a.services.ledger.transaction(async (tx) => {
      await tx.execute('select pg_current_xact_id()')
      began()
      await held
      return recordBoost(tx, boostInput({ grossCents: 111 }))
    })
    await earlyBegan
    const late = await a.services.ledger.record(boostInput({ grossCents: 222 }))
    // The later boost is committed, but the earlier transaction is still open: nothing may be sent past
    // it yet. A read of everything committed has run since; had it sent the later boost, that boost
    // would come first on the stream and the order below would fail.
    await a.services.hub.wake()
    expect(stream.events).toHaveLength(0)
    release()
    const first = await early
    await a.services.hub.wake()
    const messages = await stream.waitFor(2)
    expect(messages.map((message) => Number(message.id))).toEqual([first.event.id, late.event.id])
    stream.close()
  })

  it('delivers a boost held back behind a transaction that ends without a boost, with no notification or poll to wake it', async () => {
    // A third instance whose safety poll never comes round in this test: only the hub itself may find the boost again.
    const c = await startTestServer(a.config.database, { STREAM_SAFETY_POLL_MS: '3600000' })
    const stream = await connectSse(`${c.url}/api/stream/boosts`)
    // Any write, such as a checkout opening, takes a transaction id; this one is older than the boost's and still open.
    const blocker = new pg.Client({ connectionString: (a.config.database as { url: string }).url })
    try {
      await blocker.connect()
      await blocker.query('begin')
      await blocker.query('select pg_current_xact_id()')
      const { event } = await c.services.ledger.record(boostInput({ grossCents: 333 }))
      // The hub has read while the boost was held back, and was told of it (its own NOTIFY) before the blocker ends.
      await c.services.hub.wake()
      await blocker.query('rollback')
      const [message] = await stream.waitFor(1)
      expect(JSON.parse(message!.data)).toMatchObject({ boostId: event.id, amount: 333 })
      // Seen on the other instances too, before the next test, whose clients must not receive it.
      await a.services.hub.wake()
      await b.services.hub.wake()
    } finally {
      await blocker.end()
      // Stopping ends the stream from the server's side.
      await c.stop()
      stream.close()
    }
  })

  it('lets a client that moves to the other instance resume without gaps or repeats', async () => {
    const recorded: number[] = []
    const onA = await connectSse(`${a.url}/api/stream/boosts`)
    for (let i = 0; i < 4; i++) recorded.push((await a.services.ledger.record(boostInput())).event.id)
    await onA.waitFor(4)
    onA.close()
    for (let i = 0; i < 3; i++) recorded.push((await a.services.ledger.record(boostInput())).event.id)
    const onB = await connectSse(`${b.url}/api/stream/boosts`, onA.lastEventId)
    for (let i = 0; i < 3; i++) recorded.push((await b.services.ledger.record(boostInput())).event.id)
    await onB.waitFor(6)
    expect([...onA.events, ...onB.events].map((event) => Number(event.id))).toEqual(recorded)
    onB.close()
  })
})
