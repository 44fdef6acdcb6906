// A passkey's signature counter: one that counts must grow at every sign-in, or the sign-in is
// refused as a copied key; one that always reports 0 (passkeys synced by password managers)
// signs in as often as it is used, as WebAuthn allows.
import { describe, expect, it } from 'vitest'
import { cookieJar } from '../support/cookieJar.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { savePasskey, signInOptions } from '../support/passkeys.ts'
import { type TestServer, useTestServer } from '../support/server.ts'
import { createSoftAuthenticator } from '../support/softAuthenticator.ts'

describe.each(testDatabases)('POST /api/signin, the signature counter, on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000' })

  it('signs in again and again with a passkey whose counter is always 0', async () => {
    const owner = await connectDemoCreator(server, 'counter-zero')
    const { authenticator, passkey } = await savePasskey(server, owner, createSoftAuthenticator({ countsSignatures: false }))
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const browser = cookieJar(server.url)
      const signedIn = await browser.request('/api/signin', { method: 'POST', body: { response: authenticator.authenticate(await signInOptions(browser), server.url) } })
      expect(signedIn.status).toBe(200)
      expect(await signedIn.json()).toEqual({ creatorId: 'counter-zero', redirect: '/analytics' })
    }
    expect(passkey.counter).toBe(0)
  })

  it('refuses a counting passkey whose counter did not grow, and signs nobody in', async () => {
    const owner = await connectDemoCreator(server, 'counter-stuck')
    const { authenticator, passkey } = await savePasskey(server, owner)
    const first = cookieJar(server.url)
    expect((await first.request('/api/signin', { method: 'POST', body: { response: authenticator.authenticate(await signInOptions(first), server.url) } })).status).toBe(200)
    expect(passkey.counter).toBe(1)
    // A copy made before that sign-in signs with the same counter again: 1.
    passkey.counter = 0
    const copy = cookieJar(server.url)
    const refused = await copy.request('/api/signin', { method: 'POST', body: { response: authenticator.authenticate(await signInOptions(copy), server.url) } })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'This passkey’s signature counter went backwards, a sign of a copied key: sign-in refused.' })
    expect(copy.cookie('boost_session')).toBeUndefined()
  })
})
