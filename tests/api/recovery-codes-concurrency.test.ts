// Making recovery codes from several requests at once leaves exactly one set valid, the one made
// last, whatever order the requests' transactions run in.
import { describe, expect, it } from 'vitest'
import type { Account } from '../../core/api/account.ts'
import { cookieJar } from '../support/cookieJar.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

const ROUNDS = 10

describe.each(testDatabases)('POST /api/account/recovery-codes, concurrently, on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '10000' })

  it('leaves one set of codes valid and refuses every code of the others', async () => {
    const owner = await connectDemoCreator(server, 'codes-race')
    for (let round = 0; round < ROUNDS; round += 1) {
      const parallel = 2 + (round % 4)
      const made = await Promise.all(Array.from({ length: parallel }, () => owner.request('/api/account/recovery-codes', { method: 'POST' })))
      const sets = await Promise.all(made.map(async (response) => ((await response.json()) as { codes: string[] }).codes))
      const account = (await (await owner.request('/api/account')).json()) as Account
      expect(account.recoveryCodesLeft, `round ${round}`).toBe(10)
      const statuses = await Promise.all(sets.map(async (codes) => (await cookieJar(server.url).request('/api/signin/recovery', { method: 'POST', body: { code: codes[0] } })).status))
      expect(statuses.toSorted(), `round ${round}`).toEqual([200, ...Array(parallel - 1).fill(401)])
    }
  })
})
