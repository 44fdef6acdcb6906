// Instances sharing one database share each client's rate limit: each counts a client's requests
// itself and writes them to the database shortly after, where the others read them.
import { describe, expect, it, vi } from 'vitest'
import { inOneMinute } from '../support/clock.ts'
import { postgresOnly } from '../support/databases.ts'
import { post } from '../support/http.ts'
import { startTestServer, type TestServer } from '../support/server.ts'

const CHECKOUT = { amount: 5, currency: 'usd', creator_id: 'shared-limit-creator', demo: true }
async function statuses(server: TestServer, count: number): Promise<number[]> {
  const answered: number[] = []
  for (let i = 0; i < count; i++) {
    const response = await post(server.url, '/api/checkout', CHECKOUT)
    await response.arrayBuffer()
    answered.push(response.status)
  }
  return answered
}

describe.each(postgresOnly)('rate limits across instances on $name', (database) => {
  it('counts a client’s requests to one instance against its limit on another', async () => {
    const { config, drop } = await database.create()
    const first = await startTestServer(config, { RATE_LIMIT_PER_MINUTE: '4' })
    const second = await startTestServer(config, { RATE_LIMIT_PER_MINUTE: '4' })
    try {
      // Limits count per minute of the clock: all six requests fall in one window.
      await inOneMinute(async (windowStart) => {
        expect(await statuses(first, 3)).toEqual([200, 200, 200])
        // Until the first instance has written what it counted, the second cannot know it.
        await vi.waitFor(async () => {
          const [row] = await first.db.query<{ count: number }>(
            `select count from rate_limit_window where key like 'checkout:%' and window_start = ?`,
            [windowStart],
          )
          expect(Number(row?.count)).toBe(3)
        })
        // Three counted on the first, so the second allows one more of four.
        expect(await statuses(second, 3)).toEqual([200, 429, 429])
      })
    } finally {
      await first.stop()
      await second.stop()
      await drop()
    }
  })
})
