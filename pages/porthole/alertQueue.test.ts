import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StreamBoost } from '../../core/api/stream.ts'
import { ALERT_FADE_MS, ALERT_VISIBLE_MS, createAlertQueue } from './alertQueue.ts'

const boost = (boostId: number): StreamBoost => ({
  boostId,
  creatorId: 'maya',
  amountCents: 500,
  xpAwarded: 50,
  currency: 'usd',
  message: null,
  supporterLabel: 'abc123',
  supporterName: null,
  anonymous: false,
  ts: '2025-08-01T00:00:00.000Z',
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createAlertQueue', () => {
  it('shows a boost at once, fades it after 6 s and clears it 400 ms later', () => {
    const queue = createAlertQueue()
    queue.getState().push(boost(1))
    expect(queue.getState()).toMatchObject({ current: { boostId: 1 }, leaving: false })
    vi.advanceTimersByTime(ALERT_VISIBLE_MS)
    expect(queue.getState().leaving).toBe(true)
    vi.advanceTimersByTime(ALERT_FADE_MS)
    expect(queue.getState()).toMatchObject({ current: null, leaving: false })
  })

  it('shows boosts that arrive together one after another, in order', () => {
    const queue = createAlertQueue()
    queue.getState().push(boost(1))
    queue.getState().push(boost(2))
    queue.getState().push(boost(3))
    expect(queue.getState().current?.boostId).toBe(1)
    expect(queue.getState().waiting.map((alert) => alert.boostId)).toEqual([2, 3])
    vi.advanceTimersByTime(ALERT_VISIBLE_MS + ALERT_FADE_MS)
    expect(queue.getState().current?.boostId).toBe(2)
    vi.advanceTimersByTime(ALERT_VISIBLE_MS + ALERT_FADE_MS)
    expect(queue.getState().current?.boostId).toBe(3)
  })

  it('keeps at most 20 waiting, dropping the oldest', () => {
    const queue = createAlertQueue()
    for (let id = 1; id <= 30; id++) queue.getState().push(boost(id))
    expect(queue.getState().current?.boostId).toBe(1)
    expect(queue.getState().waiting).toHaveLength(20)
    expect(queue.getState().waiting[0]?.boostId).toBe(11)
  })
})

describe('createAlertQueue with a creator’s duration', () => {
  it('keeps each alert on screen for the time it was pushed with', () => {
    const queue = createAlertQueue()
    queue.getState().push(boost(1), { visibleMs: 2000 })
    queue.getState().push(boost(2), { visibleMs: 10_000, speak: 'hello' })
    vi.advanceTimersByTime(2000 + ALERT_FADE_MS)
    expect(queue.getState().current).toMatchObject({ boostId: 2, speak: 'hello' })
    vi.advanceTimersByTime(9999)
    expect(queue.getState().leaving).toBe(false)
    vi.advanceTimersByTime(1)
    expect(queue.getState().leaving).toBe(true)
  })
})
