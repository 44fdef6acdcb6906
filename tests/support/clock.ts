// Rate limits count a client's requests per minute of the clock. A test that sends several and
// expects them counted together holds the clock (Date only; timers still run) one second into a
// minute to come while it sends them, so they share one window wherever the real clock stands.
import { vi } from 'vitest'

let lastWindowStart = 0

/** Runs `work` with Date held one second into a minute yet to come; `work` is told that minute's start. */
export async function inOneMinute<T>(work: (windowStart: Date) => Promise<T>): Promise<T> {
  // Never a minute any earlier call held: a later test's requests are not counted with an earlier one's.
  const windowStart = Math.max(Math.ceil(Date.now() / 60_000) * 60_000, lastWindowStart + 60_000)
  lastWindowStart = windowStart
  vi.useFakeTimers({ toFake: ['Date'], now: windowStart + 1000 })
  try {
    return await work(new Date(windowStart))
  } finally {
    vi.useRealTimers()
  }
}
