// A creator's display name follows one rule wherever it is set, onboarding or the page's profile:
// no markup, no control characters, 1-120 characters once trimmed.
import { describe, expect, it } from 'vitest'
import { cookieJar } from '../support/cookieJar.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('a creator’s name on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000' })

  const storedName = async (creatorId: string) => (await server.db.query<{ name: string | null }>('select name from creator where id = ?', [creatorId]))[0]

  it('POST /api/creators/:id/stripe/onboard refuses markup in a new creator’s name and makes no creator', async () => {
    const refused = await cookieJar(server.url).request('/api/creators/name-new/stripe/onboard', { method: 'POST', body: { name: '<b>Maya</b>' } })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'name: must not contain markup (< or >)' })
    expect(await storedName('name-new')).toBeUndefined()
  })

  it('POST /api/creators/:id/stripe/onboard refuses markup from the owner, and keeps the name', async () => {
    const owner = await connectDemoCreator(server, 'name-owner')
    const refused = await owner.request('/api/creators/name-owner/stripe/onboard', { method: 'POST', body: { name: '<b>' } })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'name: must not contain markup (< or >)' })
    expect(await storedName('name-owner')).toEqual({ name: 'Maya Lin' })
  })

  it('PATCH /api/creators/:id refuses markup, and keeps the name', async () => {
    const owner = await connectDemoCreator(server, 'name-profile')
    const refused = await owner.request('/api/creators/name-profile', { method: 'PATCH', body: { name: '<b>' } })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'The name must not contain markup (< or >).' })
    expect(await storedName('name-profile')).toEqual({ name: 'Maya Lin' })
  })
})
