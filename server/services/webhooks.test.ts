import { describe, expect, it } from 'vitest'
import { retryDelayMs } from './webhookWorker.ts'

describe('retryDelayMs', () => {
  it('waits the base first, twice as long each later time, up to 6 hours, with at most a tenth more', () => {
    for (const [attempts, expected] of [[1, 5000], [2, 10_000], [3, 20_000], [13, 5000 * 2 ** 12], [14, 6 * 3600_000], [40, 6 * 3600_000]] as const) {
      const delay = retryDelayMs(attempts, 5000)
      expect(delay, `after attempt ${attempts}`).toBeGreaterThanOrEqual(expected)
      expect(delay, `after attempt ${attempts}`).toBeLessThanOrEqual(expected * 1.1)
    }
  })

  it('keeps retrying for 3 days in about 23 attempts from a 5 s base', () => {
    let elapsed = 0
    let attempts = 0
    while (elapsed < 3 * 86_400_000) elapsed += Math.min(5000 * 2 ** attempts++, 6 * 3600_000)
    expect(attempts).toBeGreaterThan(15)
    expect(attempts).toBeLessThan(30)
  })
})
