import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLiveStatsStore, type LiveStatsDeps, type StreamLike } from './liveStatsStore.ts'

class FakeStream implements StreamLike {
  readonly url: string
  closed = false
  private listeners = new Map<string, Array<(event: never) => void>>()
  private nextId = 1
  constructor(url: string) {
    this.url = url
  }
  addEventListener(type: string, listener: (event: never) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
  }
  private emit(type: string, event: Event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event as never)
  }
  open() {
    this.emit('open', new Event('open'))
  }
  send(data: object, type = 'message') {
    this.emit(type, new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(this.nextId++) }))
  }
  fail() {
    this.emit('error', new Event('error'))
  }
}

function harness(answers: Array<object | Error> = []) {
  const streams: FakeStream[] = []
  const fetched: string[] = []
  let last: object | Error = { boostsCount: 0, xpTotal: 0, revenueCents: 0, lastEvent: null }
  const deps: LiveStatsDeps = {
    fetchStats: async (url) => {
      fetched.push(url)
      const answer = answers.length > 0 ? answers.shift()! : last
      last = answer
      if (answer instanceof Error) throw answer
      return answer
    },
    openStream: (url) => {
      const stream = new FakeStream(url)
      streams.push(stream)
      return stream
    },
  }
  return { deps, streams, fetched, setAnswer: (answer: object | Error) => (last = answer) }
}

/** A boost message as the stream sends it. */
const boost = (boostId: number, fields: object = {}) => ({
  boostId,
  creatorId: 'maya',
  amount: 500,
  xpAwarded: 50,
  currency: 'usd',
  message: null,
  supporterLabel: null,
  supporterName: null,
  anonymous: false,
  ts: '2025-08-01T00:00:00.000Z',
  ...fields,
})

const stats = (boosts: number, lastBoostId: number | null = null) => ({
  boostsCount: boosts,
  xpTotal: boosts * 50,
  revenueCents: boosts * 500,
  lastEvent: lastBoostId === null ? null : { boostId: lastBoostId },
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createLiveStatsStore', () => {
  it('loads the stats, then polls every 5 s until the stream connects', async () => {
    const { deps, streams, fetched } = harness([stats(1), stats(2), stats(3)])
    const store = createLiveStatsStore(undefined, deps)
    const release = store.retain()
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState()).toMatchObject({ status: 'ready', stats: { boostsCount: 1 }, stream: 'connecting' })
    await vi.advanceTimersByTimeAsync(5000)
    expect(store.getState().stats?.boostsCount).toBe(2)
    streams[0]!.open()
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState().stream).toBe('connected')
    const requests = fetched.length
    await vi.advanceTimersByTimeAsync(20_000)
    expect(fetched.length).toBe(requests)
    release()
  })

  it('adds one boost, its XP and its amount for each stream message', async () => {
    const { deps, streams } = harness([stats(2, 2)])
    const store = createLiveStatsStore(undefined, deps)
    const release = store.retain()
    streams[0]!.open()
    await vi.advanceTimersByTimeAsync(0)
    streams[0]!.send(boost(3, { amount: 2000, xpAwarded: 200 }))
    expect(store.getState().stats).toEqual({ boostsCount: 3, xpTotal: 300, revenueCents: 3000, currency: 'usd', lastBoostId: 3, lastAdjustmentId: null })
    release()
  })

  it('applies each refund or dispute adjustment once, and not one a snapshot already includes', async () => {
    const { deps, streams } = harness([{ ...stats(2, 2), lastAdjustmentId: 4 }])
    const store = createLiveStatsStore(undefined, deps)
    const release = store.retain()
    streams[0]!.open()
    await vi.advanceTimersByTimeAsync(0)
    const adjustment = (adjustmentId: number, fields: object) => ({ adjustmentId, boostId: 2, creatorId: 'maya', currency: 'usd', boosts: 0, amount: 0, xp: 0, ts: '2025-08-01T00:00:00.000Z', ...fields })
    streams[0]!.send(adjustment(4, { boosts: -1, amount: -500, xp: -50 }), 'adjustment')
    expect(store.getState().stats).toMatchObject({ boostsCount: 2, revenueCents: 1000, xpTotal: 100 })
    streams[0]!.send(adjustment(5, { amount: -200, xp: -20 }), 'adjustment')
    streams[0]!.send(adjustment(5, { amount: -200, xp: -20 }), 'adjustment')
    expect(store.getState().stats).toMatchObject({ boostsCount: 2, revenueCents: 800, xpTotal: 80, lastAdjustmentId: 5 })
    streams[0]!.send(adjustment(6, { boosts: -1, amount: -300, xp: -30 }), 'adjustment')
    expect(store.getState().stats).toMatchObject({ boostsCount: 1, revenueCents: 500, xpTotal: 50, lastAdjustmentId: 6 })
    release()
  })

  it('does not count a boost twice when a snapshot already includes it', async () => {
    const { deps, streams, setAnswer } = harness([stats(2, 2)])
    const store = createLiveStatsStore(undefined, deps)
    const release = store.retain()
    await vi.advanceTimersByTimeAsync(0)
    setAnswer(stats(3, 3))
    streams[0]!.open()
    streams[0]!.send(boost(3))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState().stats?.boostsCount).toBe(3)
    streams[0]!.send(boost(3))
    expect(store.getState().stats?.boostsCount).toBe(3)
    release()
  })

  it('replays a boost that a late snapshot missed', async () => {
    const { deps, streams, setAnswer } = harness([stats(2, 2)])
    const store = createLiveStatsStore(undefined, deps)
    const release = store.retain()
    await vi.advanceTimersByTimeAsync(0)
    setAnswer(stats(2, 2))
    streams[0]!.open()
    streams[0]!.send(boost(3))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState().stats).toMatchObject({ boostsCount: 3, lastBoostId: 3 })
    release()
  })

  it('marks the stream lost, closes it, polls, and reconnects after 3 s', async () => {
    const { deps, streams, fetched, setAnswer } = harness([stats(1)])
    const store = createLiveStatsStore('maya', deps)
    const release = store.retain()
    streams[0]!.open()
    await vi.advanceTimersByTimeAsync(0)
    streams[0]!.fail()
    expect(streams[0]!.closed).toBe(true)
    expect(store.getState()).toMatchObject({ stream: 'disconnected', streamError: 'Stream connection lost' })
    await vi.advanceTimersByTimeAsync(2999)
    expect(streams).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(streams).toHaveLength(2)
    expect(streams[1]!.url).toBe('/api/stream/boosts?creatorId=maya')
    streams[1]!.fail()
    setAnswer(stats(4))
    const requests = fetched.length
    await vi.advanceTimersByTimeAsync(5000)
    expect(fetched.length).toBeGreaterThan(requests)
    expect(fetched.at(-1)).toBe('/api/boost-stats?creatorId=maya')
    expect(store.getState().stats?.boostsCount).toBe(4)
    streams.at(-1)!.open()
    expect(store.getState()).toMatchObject({ stream: 'connected', streamError: null })
    release()
  })

  it('resumes from the last event id, so the server replays what was missed', async () => {
    const { deps, streams } = harness([stats(1, 1)])
    const store = createLiveStatsStore(undefined, deps)
    const release = store.retain()
    streams[0]!.open()
    await vi.advanceTimersByTimeAsync(0)
    streams[0]!.send(boost(2))
    streams[0]!.fail()
    await vi.advanceTimersByTimeAsync(3000)
    expect(streams[1]!.url).toBe('/api/stream/boosts?lastEventId=1')
    streams[1]!.open()
    streams[1]!.send(boost(3))
    expect(store.getState().stats?.boostsCount).toBe(3)
    release()
  })

  it('takes a snapshot event as the new numbers', async () => {
    const { deps, streams } = harness([stats(1, 1)])
    const store = createLiveStatsStore(undefined, deps)
    const release = store.retain()
    streams[0]!.open()
    await vi.advanceTimersByTimeAsync(0)
    streams[0]!.send({ ...stats(40, 40), totalBoosts: '40' }, 'snapshot')
    expect(store.getState().stats).toMatchObject({ boostsCount: 40, lastBoostId: 40 })
    release()
  })

  it('shows the error when the stats cannot be loaded, and recovers on a later poll', async () => {
    const { deps } = harness([new Error('503: Service Unavailable'), stats(7)])
    const store = createLiveStatsStore(undefined, deps)
    const release = store.retain()
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState()).toMatchObject({ status: 'error', error: '503: Service Unavailable' })
    await vi.advanceTimersByTimeAsync(5000)
    expect(store.getState()).toMatchObject({ status: 'ready', error: null, stats: { boostsCount: 7 } })
    release()
  })

  it('opens one stream for many counters and closes it when the last one leaves', async () => {
    const { deps, streams } = harness()
    const store = createLiveStatsStore(undefined, deps)
    const releases = [store.retain(), store.retain(), store.retain()]
    expect(streams).toHaveLength(1)
    releases[0]!()
    releases[1]!()
    expect(streams[0]!.closed).toBe(false)
    releases[2]!()
    expect(streams[0]!.closed).toBe(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(streams).toHaveLength(1)
  })

  it('tells boost listeners of each new boost once, with its whole message', async () => {
    const { deps, streams } = harness([stats(2, 2)])
    const store = createLiveStatsStore('maya', deps)
    const heard: Array<[number, string | null]> = []
    const stopListening = store.onBoost((boost) => heard.push([boost.boostId, boost.message]))
    const release = store.retain()
    streams[0]!.open()
    await vi.advanceTimersByTimeAsync(0)
    streams[0]!.send(boost(2, { message: 'old' }))
    streams[0]!.send(boost(3, { message: 'hi' }))
    streams[0]!.send(boost(3, { message: 'hi' }))
    expect(heard).toEqual([[3, 'hi']])
    stopListening()
    streams[0]!.send(boost(4, { message: 'later' }))
    expect(heard).toHaveLength(1)
    release()
  })

  it('reads no stats for callers that only listen, and reads them once when a caller wants the numbers', async () => {
    const { deps, streams, fetched } = harness([stats(1, 1)])
    const store = createLiveStatsStore('maya', deps)
    const heard: number[] = []
    const stopListening = store.onBoost((boost) => heard.push(boost.boostId))
    const releaseListener = store.retain({ stats: false })
    streams[0]!.open()
    await vi.advanceTimersByTimeAsync(0)
    streams[0]!.send(boost(1))
    streams[0]!.fail()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(heard).toEqual([1])
    expect(fetched).toEqual([])
    expect(streams).toHaveLength(2)

    const releaseCounter = store.retain()
    await vi.advanceTimersByTimeAsync(0)
    expect(fetched).toEqual(['/api/boost-stats?creatorId=maya'])
    expect(store.getState().stats).toMatchObject({ boostsCount: 1 })
    releaseCounter()
    streams[1]!.fail()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(fetched).toHaveLength(1)
    stopListening()
    releaseListener()
  })
})
