// The signed creator cookie of earlier versions (boost_creator) signs a browser in once: it is
// recorded as used and cleared, so a copy of it is worth nothing afterwards; signing out spends
// it too; and once a creator signs out every other session, no such cookie signs them in.
import { describe, expect, it } from 'vitest'
import { type CookieJar, cookieJar } from '../support/cookieJar.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('the boost_creator cookie of earlier versions on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000' })

  /** A cookie as earlier versions signed it, naming `creators`, valid for another minute. */
  const legacyCookie = (creators: string[]) => server.services.sessions.sign('creator-session', { creators, expires: Date.now() + 60_000 })

  function browserWith(cookie: string): CookieJar {
    const browser = cookieJar(server.url)
    browser.set('boost_creator', cookie)
    return browser
  }

  const meStatus = async (browser: CookieJar) => (await browser.request('/api/me')).status
  const sessionCount = async (creatorId: string) =>
    Number((await server.db.query<{ count: unknown }>('select count(*) as count from creator_session where creator_id = ?', [creatorId]))[0]!.count)

  it('mints a session once: the same cookie sent again signs nobody in', async () => {
    await connectDemoCreator(server, 'legacy-twice')
    const cookie = legacyCookie(['legacy-twice'])
    const first = browserWith(cookie)
    const carried = await first.request('/api/me')
    expect(carried.status).toBe(200)
    expect(carried.headers.getSetCookie()).toContain('boost_creator=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')
    expect(first.cookie('boost_creator')).toBeUndefined()

    const copy = browserWith(cookie)
    expect(await meStatus(copy)).toBe(401)
    expect(copy.cookie('boost_creator')).toBeUndefined()
    expect(copy.cookie('boost_session')).toBeUndefined()
    expect(await sessionCount('legacy-twice')).toBe(2)
  })

  it('does nothing once the creator signed out every other session', async () => {
    const owner = await connectDemoCreator(server, 'legacy-ended')
    const unused = legacyCookie(['legacy-ended'])
    expect((await owner.request('/api/account/sessions/end-others', { method: 'POST' })).status).toBe(200)
    const thief = browserWith(unused)
    expect(await meStatus(thief)).toBe(401)
    expect(thief.cookie('boost_session')).toBeUndefined()
    expect(await sessionCount('legacy-ended')).toBe(1)
  })

  it('signs only the creators of the cookie who have not signed out every other session', async () => {
    await connectDemoCreator(server, 'legacy-kept')
    const ended = await connectDemoCreator(server, 'legacy-gone')
    expect((await ended.request('/api/account/sessions/end-others', { method: 'POST' })).status).toBe(200)
    const browser = browserWith(legacyCookie(['legacy-gone', 'legacy-kept']))
    expect(await (await browser.request('/api/me')).json()).toMatchObject({ creatorId: 'legacy-kept' })
    expect((await browser.request('/api/account?creatorId=legacy-gone')).status).toBe(403)
  })

  it('does not sign a signed-out browser back in with a copy of its cookie', async () => {
    await connectDemoCreator(server, 'legacy-signed-out')
    const cookie = legacyCookie(['legacy-signed-out'])
    const browser = browserWith(cookie)
    expect(await meStatus(browser)).toBe(200)
    expect((await browser.request('/api/signout', { method: 'POST' })).status).toBe(200)
    expect(await meStatus(browserWith(cookie))).toBe(401)
  })

  it('leaves no session minted from an old cookie standing when "sign out all others" runs at the same moment', async () => {
    for (let round = 0; round < 25; round++) {
      const creatorId = `legacy-race-${round}`
      const owner = await connectDemoCreator(server, creatorId)
      const thieves = Array.from({ length: 4 }, () => browserWith(legacyCookie([creatorId])))
      const [ended] = await Promise.all([
        owner.request('/api/account/sessions/end-others', { method: 'POST' }),
        ...thieves.map((thief) => thief.request('/api/me')),
      ])
      expect(ended!.status).toBe(200)
      // Whichever came first, only the owner's own session is left.
      expect(await sessionCount(creatorId)).toBe(1)
      for (const thief of thieves) expect(await meStatus(thief)).toBe(401)
      expect(await meStatus(owner)).toBe(200)
    }
  }, 60_000)

  it('spends a cookie the browser still held, unused, when it signs out', async () => {
    await connectDemoCreator(server, 'legacy-held')
    const cookie = legacyCookie(['legacy-held'])
    const browser = browserWith(cookie)
    const signedOut = await browser.request('/api/signout', { method: 'POST' })
    expect(signedOut.status).toBe(200)
    expect(browser.cookie('boost_creator')).toBeUndefined()
    expect(await meStatus(browserWith(cookie))).toBe(401)
    expect(await sessionCount('legacy-held')).toBe(1)
  })
})
