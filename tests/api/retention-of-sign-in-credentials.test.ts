// Retention deletes the single-use sign-in records once they can no longer matter: demo onboarding
// links a day past their expiry, and spent cookies of earlier versions past the cookie's own.
import { describe, expect, it } from 'vitest'
import { cookieJar } from '../support/cookieJar.ts'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('services.retention.run(), sign-in records, on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000' })

  const startOnboarding = async (creatorId: string) =>
    expect((await cookieJar(server.url).request(`/api/creators/${creatorId}/stripe/onboard`, { method: 'POST', body: {} })).status).toBe(200)
  const carryOver = async (creatorId: string) => {
    const browser = cookieJar(server.url)
    browser.set('boost_creator', server.services.sessions.sign('creator-session', { creators: [creatorId], expires: Date.now() + 60_000 }))
    expect((await browser.request('/api/me')).status).toBe(200)
  }

  it('deletes demo onboarding links a day past their expiry and spent cookies past theirs, and keeps the rest', async () => {
    await startOnboarding('kept-link')
    await startOnboarding('old-link')
    await server.db.query("update demo_onboarding_link set expires_at = now() - interval '25 hours' where creator_id = ?", ['old-link'])
    await carryOver('kept-link')
    await carryOver('old-link')
    await server.db.query("update used_legacy_cookie set expires_at = now() - interval '1 second' where cookie_hash in (select cookie_hash from used_legacy_cookie limit 1)")

    expect(await server.services.retention.run()).toMatchObject({ demoOnboardingLinks: 1, usedLegacyCookies: 1 })
    expect(await server.db.query('select creator_id from demo_onboarding_link')).toEqual([{ creator_id: 'kept-link' }])
    expect(await server.db.query('select cookie_hash from used_legacy_cookie')).toHaveLength(1)
  })
})
