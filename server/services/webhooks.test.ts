import { describe, expect, it, vi } from 'vitest'
import { retryDelayMs } from './webhookWorker.ts'

describe('retryDelayMs', () => {
  it('waits the base first, twice as long each later time, up to 6 hours, with at most a tenth more', () => {
    for (const [attempts, expected] of [[1, 5000], [2, 10_000], [3, 20_000], [13, 5000 * 2 ** 12], [14, 6 * 3600_000], [40, 6 * 3600_000]] as const) {
      const delay = retryDelayMs(attempts, 5000)
      expect(delay, `after attempt ${attempts}`).toBeGreaterThanOrEqual(expected)
      expect(delay, `after attempt ${attempts}`).toBeLessThanOrEqual(expected * 1.1)
    }
  })

  // The worker schedules each retry retryDelayMs after the failed attempt and fails the delivery at
  // the first failure past its 3 days: these count the retries that fit, with the jitter at its ends.
  it.each([
    ['no jitter', 24, 0, [5000, 10_000, 20_000, 40_000]],
    ['the most jitter', 23, 0.999_999_9, [5500, 11_000, 22_000, 44_000]],
  ])('keeps retrying for 3 days from a 5 s base: %s gives %i retries', (_, retries, random, firstDelays) => {
    const jitter = vi.spyOn(Math, 'random').mockReturnValue(random)
    try {
      const delays: number[] = []
      let elapsed = 0
      while (elapsed < 3 * 86_400_000) {
        const delay = retryDelayMs(delays.length + 1, 5000)
        delays.push(delay)
        elapsed += delay
      }
      expect(delays).toHaveLength(retries)
      expect(delays.slice(0, 4)).toEqual(firstDelays)
      expect(delays.at(-1)).toBe(Math.round(6 * 3600_000 * (1 + random * 0.1)))
    } finally {
      jitter.mockRestore()
    }
  })
})
