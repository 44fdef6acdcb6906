// Instances sharing one database share each client's rate limit: each counts a client's requests
// itself and writes them to the database shortly after, where the others read them.
import { describe, expect, it } from 'vitest'
import { postgresOnly } from '../support/databases.ts'
import { post } from '../support/http.ts'
import { startTestServer, type TestServer } from '../support/server.ts'

const CHECKOUT = { amount: 5, currency: 'usd', creator_id: 'shared-limit-creator' }
/** Longer than the limiter takes to write what it counted (100 ms). */
const WRITTEN_AFTER_MS = 500

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
      // Limits count per minute of the clock: start in a fresh minute when this one is nearly over.
      const leftInMinute = 60_000 - (Date.now() % 60_000)
      if (leftInMinute < 10_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 50))
      expect(await statuses(first, 3)).toEqual([200, 200, 200])
      await new Promise((resolve) => setTimeout(resolve, WRITTEN_AFTER_MS))
      // Three counted on the first, so the second allows one more of four.
      expect(await statuses(second, 3)).toEqual([200, 429, 429])
    } finally {
      await first.stop()
      await second.stop()
      await drop()
    }
  })
})
