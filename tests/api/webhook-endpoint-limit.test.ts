// The 10-endpoint limit of a creator's webhooks holds under parallel adds: they take turns, so 30
// at once store exactly 10 and the rest are refused with the limit's error.
import { describe, expect, it } from 'vitest'
import type { WebhookEndpointView } from '../../core/api/webhooks.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('POST /api/creators/:id/webhooks on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { WEBHOOKS_ALLOW_PRIVATE: '1', RATE_LIMIT_PER_MINUTE: '1000' })

  it('stores exactly 10 endpoints of 30 added at once, and refuses the other 20 with the limit', async () => {
    const owner = await connectDemoCreator(server, 'hook-race')
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        owner.request('/api/creators/hook-race/webhooks', { method: 'POST', body: { url: `http://127.0.0.1:9/hook/${index}`, events: ['boost.created'] } }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201 || status === 200)).toHaveLength(10)
    const refusals = await Promise.all(answers.filter((answer) => answer.status === 400).map(async (answer) => ((await answer.json()) as { error: string }).error))
    expect(refusals).toEqual(Array.from({ length: 20 }, () => 'A creator may have at most 10 webhook endpoints; delete one first'))
    const stored = (await (await owner.request('/api/creators/hook-race/webhooks')).json()) as WebhookEndpointView[]
    expect(stored).toHaveLength(10)
  })
})
