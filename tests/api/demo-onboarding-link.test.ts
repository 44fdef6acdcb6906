// A demo onboarding link connects the creator once, from the browser that started onboarding,
// and is void once that browser's session ends (signed out, or ended by "sign out all others").
import { describe, expect, it } from 'vitest'
import { type CookieJar, cookieJar } from '../support/cookieJar.ts'
import { testDatabases } from '../support/databases.ts'
import { rawRequest } from '../support/rawRequest.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('GET /api/creators/:id/demo-connect on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000' })

  /** Starts onboarding `creatorId` from a new browser; the demo link's path and query. */
  async function startOnboarding(creatorId: string): Promise<{ browser: CookieJar; link: string }> {
    const browser = cookieJar(server.url)
    const onboarded = await browser.request(`/api/creators/${creatorId}/stripe/onboard`, { method: 'POST', body: { name: 'Maya Lin' } })
    expect(onboarded.status).toBe(200)
    const url = new URL(((await onboarded.json()) as { url: string }).url)
    return { browser, link: url.pathname + url.search }
  }

  const chargesEnabled = async (creatorId: string) =>
    (await server.db.query<{ charges_enabled: boolean }>('select charges_enabled from creator where id = ?', [creatorId]))[0]!.charges_enabled

  it('connects once: the same link opened again is refused', async () => {
    const { browser, link } = await startOnboarding('link-once')
    const opened = await browser.request(link)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe(`${server.url}/onboard?state=done&creator=link-once`)
    const again = await browser.request(link)
    expect(again.status).toBe(403)
    expect(await again.json()).toEqual({ error: 'This onboarding link is not valid' })
  })

  it('refuses another browser, and leaves the link to the browser that started onboarding', async () => {
    const { browser, link } = await startOnboarding('link-bound')
    const stranger = cookieJar(server.url)
    const refused = await stranger.request(link)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'Open this onboarding link in the browser that started onboarding' })
    expect(stranger.cookie('boost_session')).toBeUndefined()
    // A person following it in that browser lands on the onboarding page, which says why.
    // (Through node:http: fetch() writes its own Sec-Fetch-Mode.)
    const navigated = await rawRequest(`${server.url}${link}`, { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' })
    expect(navigated.status).toBe(302)
    expect(navigated.headers.location).toBe('/onboard?state=elsewhere&creator=link-bound')
    expect(await chargesEnabled('link-bound')).toBe(false)
    expect((await browser.request(link)).status).toBe(302)
    expect(await chargesEnabled('link-bound')).toBe(true)
  })

  it('is void once another session of the creator signs out every other session', async () => {
    const { browser, link } = await startOnboarding('link-ended')
    const { codes } = (await (await browser.request('/api/account/recovery-codes', { method: 'POST' })).json()) as { codes: string[] }
    const owner = cookieJar(server.url)
    expect((await owner.request('/api/signin/recovery', { method: 'POST', body: { code: codes[0] } })).status).toBe(200)
    expect(await (await owner.request('/api/account/sessions/end-others', { method: 'POST' })).json()).toEqual({ ended: 1 })
    const refused = await browser.request(link)
    expect(refused.status).toBe(403)
    expect(await chargesEnabled('link-ended')).toBe(false)
  })

  it('is void once the browser that started onboarding signs out', async () => {
    const { browser, link } = await startOnboarding('link-signed-out')
    const session = browser.cookie('boost_session')!
    expect((await browser.request('/api/signout', { method: 'POST' })).status).toBe(200)
    browser.set('boost_session', session)
    expect((await browser.request(link)).status).toBe(403)
    expect(await chargesEnabled('link-signed-out')).toBe(false)
  })
})
