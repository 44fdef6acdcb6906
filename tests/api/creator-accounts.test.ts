// Creator accounts end to end over HTTP: a creator connects, saves a passkey, and signs in again
// from a browser that never saw them, with the passkey or a recovery code; and every refusal
// (replayed, foreign, expired or cloned responses, used codes, ended sessions, someone else's
// creator) changes nothing. Passkey ceremonies are real: a software authenticator signs with its
// own keys, and the server verifies with @simplewebauthn/server.
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server'
import { describe, expect, it } from 'vitest'
import type { Account, Me } from '../../core/api/account.ts'
import { type CookieJar, cookieJar } from '../support/cookieJar.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { boostInput } from '../support/fixtures.ts'
import { savePasskey, signInOptions } from '../support/passkeys.ts'
import { type TestServer, useStripeTestServer, useTestServer } from '../support/server.ts'
import { createSoftAuthenticator } from '../support/softAuthenticator.ts'
import type { StripeStandIn } from '../support/stripeStandIn.ts'

type SignedIn = { creatorId: string; redirect: string }

async function me(browser: CookieJar): Promise<{ status: number; body: Me | { error: string } }> {
  const response = await browser.request('/api/me')
  return { status: response.status, body: (await response.json()) as Me }
}

async function account(browser: CookieJar): Promise<Account> {
  const response = await browser.request('/api/account')
  expect(response.status).toBe(200)
  return (await response.json()) as Account
}

describe.each(testDatabases)('creator accounts on $name', (database) => {
  let server!: TestServer
  // Every sign-in here comes from one address; the limit itself has its own test below.
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000' })

  it('knows the creator a browser connected, and nobody without a session', async () => {
    expect(await me(cookieJar(server.url))).toEqual({ status: 401, body: { error: 'Not signed in' } })
    const browser = await connectDemoCreator(server, 'acct-me')
    const found = await me(browser)
    expect(found.status).toBe(200)
    expect(found.body).toEqual({ creatorId: 'acct-me', name: 'Maya Lin', connected: expect.stringMatching(/^acct_demo_/), passkeys: 0 })
    expect(browser.cookie('boost_session')).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('signs a creator in on a new browser with the passkey they saved, and lists both devices', async () => {
    const first = await connectDemoCreator(server, 'acct-passkey')
    const { authenticator, saved } = await savePasskey(server, first)
    expect(saved.name).toMatch(/^Passkey on /)
    expect((await me(first)).body).toMatchObject({ passkeys: 1 })

    const second = cookieJar(server.url)
    const response = authenticator.authenticate(await signInOptions(second), server.url)
    const signedIn = await second.request('/api/signin', { method: 'POST', body: { response }, headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1' } })
    expect(signedIn.status).toBe(200)
    expect((await signedIn.json()) as SignedIn).toEqual({ creatorId: 'acct-passkey', redirect: '/analytics' })
    expect((await me(second)).body).toMatchObject({ creatorId: 'acct-passkey', passkeys: 1 })

    const seen = await account(second)
    expect(seen.passkeyList).toEqual([expect.objectContaining({ id: saved.id, lastUsedAt: expect.any(String) })])
    expect(seen.sessions).toHaveLength(2)
    expect(seen.sessions.find((session) => session.current)).toMatchObject({ device: 'Safari on iPhone' })
  })

  it('refuses a replayed sign-in, and changes nothing', async () => {
    const first = await connectDemoCreator(server, 'acct-replay')
    const { authenticator } = await savePasskey(server, first)
    const attacker = cookieJar(server.url)
    const response = authenticator.authenticate(await signInOptions(cookieJar(server.url)), server.url)
    expect((await cookieJar(server.url).request('/api/signin', { method: 'POST', body: { response } })).status).toBe(200)
    const replayed = await attacker.request('/api/signin', { method: 'POST', body: { response } })
    expect(replayed.status).toBe(400)
    expect(await replayed.json()).toEqual({ error: 'This passkey request was already used or was not made here. Try again.' })
    expect(attacker.cookie('boost_session')).toBeUndefined()
    expect((await account(first)).sessions).toHaveLength(2)
  })

  it('refuses a response made for another origin or another site', async () => {
    const first = await connectDemoCreator(server, 'acct-foreign')
    const { authenticator } = await savePasskey(server, first)
    const browser = cookieJar(server.url)

    const otherOrigin = authenticator.authenticate(await signInOptions(browser), 'https://evil.example')
    const refusedOrigin = await browser.request('/api/signin', { method: 'POST', body: { response: otherOrigin } })
    expect(refusedOrigin.status).toBe(400)
    expect(((await refusedOrigin.json()) as { error: string }).error).toMatch(/made for another site/)

    const options = await signInOptions(browser)
    const otherSite = authenticator.authenticate({ ...options, rpId: 'evil.example' }, server.url)
    const refusedSite = await browser.request('/api/signin', { method: 'POST', body: { response: otherSite } })
    expect(refusedSite.status).toBe(400)
    expect(((await refusedSite.json()) as { error: string }).error).toMatch(/another site/)

    const stranger = createSoftAuthenticator()
    stranger.register({ ...(await registrationOptionsFor(first)), rp: { id: new URL(server.url).hostname, name: 'Boost' } }, server.url)
    const unknown = await browser.request('/api/signin', { method: 'POST', body: { response: stranger.authenticate(await signInOptions(browser), server.url) } })
    expect(unknown.status).toBe(401)
    expect(((await unknown.json()) as { error: string }).error).toMatch(/not saved with any Boost creator/)
    expect(browser.cookie('boost_session')).toBeUndefined()
  })

  it('refuses a challenge older than five minutes', async () => {
    const first = await connectDemoCreator(server, 'acct-expired')
    const { authenticator } = await savePasskey(server, first)
    const browser = cookieJar(server.url)
    const options = await signInOptions(browser)
    await server.services.db.query("update webauthn_challenge set expires_at = now() - interval '1 second' where challenge = ?", [options.challenge])
    const refused = await browser.request('/api/signin', { method: 'POST', body: { response: authenticator.authenticate(options, server.url) } })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'This passkey request expired after 5 minutes. Try again.' })
  })

  it('refuses a passkey whose signature counter went backwards (a copied key)', async () => {
    const first = await connectDemoCreator(server, 'acct-clone')
    const { authenticator, passkey } = await savePasskey(server, first)
    const browser = cookieJar(server.url)
    expect((await browser.request('/api/signin', { method: 'POST', body: { response: authenticator.authenticate(await signInOptions(browser), server.url) } })).status).toBe(200)
    expect((await browser.request('/api/signin', { method: 'POST', body: { response: authenticator.authenticate(await signInOptions(browser), server.url) } })).status).toBe(200)
    // A copy of the key made before those two sign-ins still counts from where it was copied.
    passkey.counter = 0
    const clone = cookieJar(server.url)
    const refused = await clone.request('/api/signin', { method: 'POST', body: { response: authenticator.authenticate(await signInOptions(clone), server.url, passkey) } })
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { error: string }).error).toMatch(/counter went backwards/)
    expect(clone.cookie('boost_session')).toBeUndefined()
  })

  it('refuses malformed and cross-site sign-ins', async () => {
    const browser = cookieJar(server.url)
    const malformed = await browser.request('/api/signin', { method: 'POST', body: { response: { id: 5 } } })
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { error: string }).error).toMatch(/^response\.id: /)
    const notClientData = await browser.request('/api/signin', {
      method: 'POST',
      body: { response: { id: 'abc', rawId: 'abc', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'bm90LWpzb24', authenticatorData: 'AA', signature: 'AA' } } },
    })
    expect(notClientData.status).toBe(400)
    const crossSite = await browser.request('/api/signin/options', { method: 'POST', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })
    expect(crossSite.status).toBe(403)
  })

  it('signs in with a recovery code once, never twice, and new codes void the old', async () => {
    const owner = await connectDemoCreator(server, 'acct-recovery')
    const made = await owner.request('/api/account/recovery-codes', { method: 'POST' })
    expect(made.status).toBe(200)
    const { codes } = (await made.json()) as { codes: string[] }
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/)
    expect((await account(owner)).recoveryCodesLeft).toBe(10)

    const lostPhone = cookieJar(server.url)
    // Typed in capitals with spaces, as read off paper.
    const typed = codes[0]!.toUpperCase().replaceAll('-', ' ')
    const signedIn = await lostPhone.request('/api/signin/recovery', { method: 'POST', body: { code: typed } })
    expect(signedIn.status).toBe(200)
    expect(await signedIn.json()).toEqual({ creatorId: 'acct-recovery', redirect: '/analytics' })
    expect((await me(lostPhone)).body).toMatchObject({ creatorId: 'acct-recovery' })

    const again = await cookieJar(server.url).request('/api/signin/recovery', { method: 'POST', body: { code: codes[0] } })
    expect(again.status).toBe(401)
    expect(await again.json()).toEqual({ error: 'This recovery code is not valid, or it was already used' })
    expect((await account(owner)).recoveryCodesLeft).toBe(9)

    await owner.request('/api/account/recovery-codes', { method: 'POST' })
    expect((await cookieJar(server.url).request('/api/signin/recovery', { method: 'POST', body: { code: codes[1] } })).status).toBe(401)
    expect((await account(owner)).recoveryCodesLeft).toBe(10)
  })

  it('renames passkeys, and removes the last one only while a recovery code is left', async () => {
    const owner = await connectDemoCreator(server, 'acct-remove')
    const { saved } = await savePasskey(server, owner)
    const path = `/api/account/passkeys/${saved.id}`
    const renamed = await owner.request(path, { method: 'PATCH', body: { name: '  Work laptop ' } })
    expect(renamed.status).toBe(200)
    expect((await account(owner)).passkeyList.map((passkey) => passkey.name)).toEqual(['Work laptop'])
    expect((await owner.request(path, { method: 'PATCH', body: { name: 'a\u202Eb' } })).status).toBe(400)

    const last = await owner.request(path, { method: 'DELETE' })
    expect(last.status).toBe(409)
    expect(((await last.json()) as { error: string }).error).toMatch(/last passkey/)
    await owner.request('/api/account/recovery-codes', { method: 'POST' })
    expect((await owner.request(path, { method: 'DELETE' })).status).toBe(200)
    expect((await account(owner)).passkeyList).toEqual([])
    expect((await owner.request(path, { method: 'DELETE' })).status).toBe(404)
  })

  it('keeps creators apart: one creator’s session reaches nothing of another’s', async () => {
    const maya = await connectDemoCreator(server, 'acct-maya')
    const { saved } = await savePasskey(server, maya)
    const theo = await connectDemoCreator(server, 'acct-theo', 'Theo')
    expect((await theo.request('/api/account?creatorId=acct-maya')).status).toBe(403)
    expect((await theo.request(`/api/account/passkeys/${saved.id}`, { method: 'DELETE' })).status).toBe(404)
    expect((await theo.request(`/api/account/passkeys/${saved.id}`, { method: 'PATCH', body: { name: 'mine now' } })).status).toBe(404)
    const mayaSession = (await account(maya)).sessions[0]!.id
    expect((await theo.request(`/api/account/sessions/${mayaSession}`, { method: 'DELETE' })).status).toBe(404)
    expect((await theo.request('/api/creators/acct-maya/stripe/onboard', { method: 'POST', body: {} })).status).toBe(403)
    expect((await account(maya)).passkeyList).toEqual([expect.objectContaining({ name: saved.name })])
    expect((await me(maya)).status).toBe(200)
  })

  it('signs out every other session, one session, or this browser; an ended session is refused', async () => {
    const laptop = await connectDemoCreator(server, 'acct-sessions')
    const { authenticator } = await savePasskey(server, laptop)
    const signInWith = async () => {
      const browser = cookieJar(server.url)
      await browser.request('/api/signin', { method: 'POST', body: { response: authenticator.authenticate(await signInOptions(browser), server.url) } })
      return browser
    }
    const phone = await signInWith()
    const tablet = await signInWith()
    const stolen = tablet.cookie('boost_session')!
    expect((await account(laptop)).sessions).toHaveLength(3)

    const ended = await phone.request('/api/account/sessions/end-others', { method: 'POST' })
    expect(await ended.json()).toEqual({ ended: 2 })
    expect((await me(laptop)).status).toBe(401)
    expect((await me(tablet)).status).toBe(401)
    expect((await me(phone)).status).toBe(200)

    const again = await signInWith()
    const [other] = (await account(phone)).sessions.filter((session) => !session.current)
    expect((await phone.request(`/api/account/sessions/${other!.id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await me(again)).status).toBe(401)

    const signedOut = await phone.request('/api/signout', { method: 'POST' })
    expect(signedOut.status).toBe(200)
    expect(phone.cookie('boost_session')).toBeUndefined()
    const replay = cookieJar(server.url)
    replay.set('boost_session', stolen)
    expect((await me(replay)).status).toBe(401)
    expect((await replay.request('/api/account')).status).toBe(401)
  })

  it('rotates the token on sign-in and refuses an expired session', async () => {
    const owner = await connectDemoCreator(server, 'acct-rotate')
    const { authenticator } = await savePasskey(server, owner)
    const before = owner.cookie('boost_session')!
    await owner.request('/api/signin', { method: 'POST', body: { response: authenticator.authenticate(await signInOptions(owner), server.url) } })
    const after = owner.cookie('boost_session')!
    expect(after).not.toBe(before)
    const planted = cookieJar(server.url)
    planted.set('boost_session', before)
    expect((await me(planted)).status).toBe(401)
    expect((await me(owner)).status).toBe(200)

    await server.services.db.query("update creator_session set expires_at = now() - interval '1 second' where creator_id = ?", ['acct-rotate'])
    expect((await me(owner)).status).toBe(401)
  })

  it('carries a signed creator cookie of earlier versions over to a session, once', async () => {
    await connectDemoCreator(server, 'acct-legacy')
    await connectDemoCreator(server, 'acct-legacy-older')
    const browser = cookieJar(server.url)
    browser.set('boost_creator', server.services.sessions.sign('creator-session', { creators: ['acct-legacy', 'acct-legacy-older'], expires: Date.now() + 60_000 }))
    const carried = await browser.request('/api/me')
    expect(await carried.json()).toMatchObject({ creatorId: 'acct-legacy', passkeys: 0 })
    expect(carried.headers.getSetCookie().filter((cookie) => cookie.startsWith('boost_session='))).toHaveLength(1)
    expect(browser.cookie('boost_creator')).toBeUndefined()
    expect((await browser.request('/api/account?creatorId=acct-legacy-older')).status).toBe(200)
    expect(browser.cookie('boost_session')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await me(browser)).status).toBe(200)

    const forged = cookieJar(server.url)
    forged.set('boost_creator', `${Buffer.from(JSON.stringify({ creators: ['acct-legacy'], expires: Date.now() + 60_000 })).toString('base64url')}.${'A'.repeat(43)}`)
    expect((await me(forged)).status).toBe(401)
  })

  it('slides a session to 30 days from its last use, and refuses it once expired', async () => {
    const owner = await connectDemoCreator(server, 'acct-sliding')
    const session = async () => {
      const [row] = await server.services.db.query<{ last_seen_at: Date; expires_at: Date }>('select last_seen_at, expires_at from creator_session where creator_id = ?', ['acct-sliding'])
      return { lastSeenAt: new Date(row!.last_seen_at).getTime(), expiresAt: new Date(row!.expires_at).getTime() }
    }
    const sessionCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('boost_session='))
    // Used a minute ago: not written again, so reading pages costs no write each time.
    expect(sessionCookie(await owner.request('/api/me'))).toBeUndefined()

    await server.services.db.query("update creator_session set last_seen_at = now() - interval '10 days', expires_at = now() + interval '20 days' where creator_id = ?", ['acct-sliding'])
    const before = Date.now()
    const used = await owner.request('/api/me')
    expect(used.status).toBe(200)
    expect(sessionCookie(used)).toMatch(/^boost_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)
    const slid = await session()
    expect(slid.lastSeenAt).toBeGreaterThanOrEqual(before - 1000)
    expect(slid.expiresAt - slid.lastSeenAt).toBe(30 * 24 * 3600 * 1000)

    await server.services.db.query("update creator_session set expires_at = now() - interval '1 second' where creator_id = ?", ['acct-sliding'])
    expect(await me(owner)).toEqual({ status: 401, body: { error: 'Not signed in' } })
    expect((await owner.request('/api/account')).status).toBe(401)
  })

  it('refuses every cookie-authenticated write from another site, and changes nothing', async () => {
    const creatorId = 'acct-cross-site'
    const owner = await connectDemoCreator(server, creatorId)
    const { saved } = await savePasskey(server, owner)
    expect((await owner.request('/api/account/recovery-codes', { method: 'POST' })).status).toBe(200)
    expect((await owner.request(`/api/creators/${creatorId}/goal`, { method: 'PUT', body: { title: 'New mic', target: 100 } })).status).toBe(200)
    const webhook = await owner.request(`/api/creators/${creatorId}/webhooks`, { method: 'POST', body: { url: 'https://8.8.8.8/hook', events: ['boost.created'] } })
    expect(webhook.status).toBe(200)
    const { id: webhookId } = (await webhook.json()) as { id: string }
    const { sessions } = await account(owner)
    const state = async () => ({
      account: await account(owner),
      page: await (await owner.request(`/api/creators/${creatorId}`)).json(),
      alerts: await (await owner.request(`/api/creators/${creatorId}/alerts`)).json(),
      webhooks: await (await owner.request(`/api/creators/${creatorId}/webhooks`)).json(),
    })
    const before = await state()

    const writes: [method: string, path: string, body?: unknown][] = [
      ['POST', '/api/account/passkeys/options'],
      ['POST', '/api/account/passkeys', { response: {} }],
      ['PATCH', `/api/account/passkeys/${saved.id}`, { name: 'Taken over' }],
      ['DELETE', `/api/account/passkeys/${saved.id}`],
      ['POST', '/api/account/recovery-codes'],
      ['DELETE', `/api/account/sessions/${sessions[0]!.id}`],
      ['POST', '/api/account/sessions/end-others'],
      ['POST', '/api/signout'],
      ['POST', '/api/account/payouts'],
      ['PATCH', `/api/creators/${creatorId}`, { name: 'Taken over' }],
      ['PUT', `/api/creators/${creatorId}/goal`, { title: 'Taken over', target: 200 }],
      ['DELETE', `/api/creators/${creatorId}/goal`],
      ['PUT', `/api/creators/${creatorId}/alerts`, { minAmount: 99 }],
      ['POST', `/api/creators/${creatorId}/webhooks`, { url: 'https://8.8.4.4/hook', events: ['boost.created'] }],
      ['DELETE', `/api/creators/${creatorId}/webhooks/${webhookId}`],
      ['POST', `/api/creators/${creatorId}/review/1`, { decision: 'approve' }],
      ['POST', `/api/creators/${creatorId}/stripe/onboard`, { name: 'Taken over' }],
    ]
    for (const [method, path, body] of writes) {
      const refused = await owner.request(path, { method, body, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })
      expect(refused.status, `${method} ${path}`).toBe(403)
      expect(await refused.json(), `${method} ${path}`).toEqual({ error: 'Cross-site requests are not allowed here' })
    }
    expect(await state()).toEqual(before)
    expect(owner.cookie('boost_session')).toBeDefined()
  })

  it('refuses a passkey registration made for another origin, or answering a challenge already used, and saves nothing', async () => {
    const owner = await connectDemoCreator(server, 'acct-register-refusals')
    const authenticator = createSoftAuthenticator()

    const foreign = authenticator.register(await registrationOptionsFor(owner), 'https://evil.example').response
    const refusedOrigin = await owner.request('/api/account/passkeys', { method: 'POST', body: { response: foreign } })
    expect(refusedOrigin.status).toBe(400)
    expect(await refusedOrigin.json()).toEqual({ error: 'This passkey response was made for another site (its origin is not this server’s)' })
    expect((await account(owner)).passkeyList).toEqual([])

    const options = await registrationOptionsFor(owner)
    const { response } = authenticator.register(options, server.url)
    expect((await owner.request('/api/account/passkeys', { method: 'POST', body: { response } })).status).toBe(201)
    const replays = [response, createSoftAuthenticator().register(options, server.url).response]
    for (const replayed of replays) {
      const refused = await owner.request('/api/account/passkeys', { method: 'POST', body: { response: replayed } })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ error: 'This passkey request was already used or was not made here. Try again.' })
    }
    expect((await account(owner)).passkeyList).toHaveLength(1)
  })

  it('of two removals at once with no recovery code left, lets one through and keeps the last passkey', async () => {
    const owner = await connectDemoCreator(server, 'acct-remove-race')
    const first = await savePasskey(server, owner)
    const second = await savePasskey(server, owner)
    const statuses = await Promise.all([first, second].map(async ({ saved }) => (await owner.request(`/api/account/passkeys/${saved.id}`, { method: 'DELETE' })).status))
    expect(statuses.toSorted()).toEqual([200, 409])
    expect((await account(owner)).passkeyList).toHaveLength(1)
  })

  it('explains demo payouts', async () => {
    const owner = await connectDemoCreator(server, 'acct-demo-payouts')
    const response = await owner.request('/api/account/payouts', { method: 'POST' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ url: null, message: expect.stringMatching(/demo/) })
    expect((await cookieJar(server.url).request('/api/account/payouts', { method: 'POST' })).status).toBe(401)
  })

  /** Registration options as the server makes them, for a passkey the server will never be told of. */
  async function registrationOptionsFor(browser: CookieJar): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return (await (await browser.request('/api/account/passkeys/options', { method: 'POST' })).json()) as PublicKeyCredentialCreationOptionsJSON
  }
})

describe.each(testDatabases)('sign-in attempts on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  it('are limited to 10 a minute per client', async () => {
    const browser = cookieJar(server.url)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt += 1) statuses.push((await browser.request('/api/signin/recovery', { method: 'POST', body: { code: 'aaaa-bbbb-cccc' } })).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})

describe.each(testDatabases)('creator accounts with Stripe on $name', (database) => {
  let server!: TestServer
  let stripe!: StripeStandIn
  const loginLinks = () => stripe.requestsTo('POST', '/v1/accounts/:id/login_links')
  useStripeTestServer(
    database,
    (started, standIn) => {
      server = started
      stripe = standIn
    },
    { STRIPE_SECRET_KEY: 'sk_test_accounts', STRIPE_WEBHOOK_SECRET: 'whsec_accounts', RATE_LIMIT_PER_MINUTE: '1000' },
  )

  /** Onboards `creatorId` from a new browser; with `finished`, Stripe then says its charges are enabled and its page reads that. */
  async function onboardCreator(creatorId: string, { finished }: { finished: boolean }) {
    const owner = cookieJar(server.url)
    expect((await owner.request(`/api/creators/${creatorId}/stripe/onboard`, { method: 'POST', body: { name: 'Ana' } })).status).toBe(200)
    const [row] = await server.services.db.query<{ stripe_account_id: string }>('select stripe_account_id from creator where id = ?', [creatorId])
    const accountId = row!.stripe_account_id
    if (finished) {
      stripe.setChargesEnabled(accountId, true)
      expect(await (await owner.request(`/api/creators/${creatorId}`)).json()).toMatchObject({ connected: accountId, chargesEnabled: true })
    }
    return { owner, accountId }
  }

  it('refuses payouts until onboarding is finished, without asking Stripe', async () => {
    const { owner } = await onboardCreator('acct-stripe-unfinished', { finished: false })
    expect((await account(owner)).connected).toBeNull()
    const before = loginLinks().length
    const response = await owner.request('/api/account/payouts', { method: 'POST' })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: 'Finish connecting your Stripe account to see payouts' })
    expect(loginLinks()).toHaveLength(before)
  })

  it('opens the creator’s Express dashboard through a login link made on demand', async () => {
    const { owner, accountId } = await onboardCreator('acct-stripe-payouts', { finished: true })
    expect((await account(owner)).connected).toBe(accountId)
    const before = loginLinks().length
    const response = await owner.request('/api/account/payouts', { method: 'POST' })
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    expect(loginLinks().at(-1)?.path).toBe(`/v1/accounts/${accountId}/login_links`)
    expect(url).toMatch(new RegExp(`^https://connect\\.stripe\\.com/express/${accountId}/[0-9a-f]+$`))
    expect((await owner.request('/api/account/payouts', { method: 'POST' })).status).toBe(200)
    expect(loginLinks()).toHaveLength(before + 2)
  })

  it('answers 409 when Stripe refuses the login link (the account fell back to unfinished before its webhook came)', async () => {
    const { owner, accountId } = await onboardCreator('acct-stripe-refused', { finished: true })
    stripe.setChargesEnabled(accountId, false)
    const response = await owner.request('/api/account/payouts', { method: 'POST' })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: 'Stripe cannot show your payouts yet: finish connecting your Stripe account' })
    expect(loginLinks().at(-1)?.path).toBe(`/v1/accounts/${accountId}/login_links`)
  })

  it('answers 502, not 500, when Stripe does not answer for the login link', async () => {
    const { owner, accountId } = await onboardCreator('acct-stripe-down', { finished: true })
    const before = loginLinks().length
    // The SDK tries three times (two retries) before giving up.
    stripe.failNext('POST', `/v1/accounts/${accountId}/login_links`, { status: 503, times: 3 })
    const response = await owner.request('/api/account/payouts', { method: 'POST' })
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'Stripe could not open your payouts dashboard just now: try again in a minute' })
    expect(loginLinks()).toHaveLength(before + 3)
    expect((await owner.request('/api/account/payouts', { method: 'POST' })).status).toBe(200)
  })

  it('signs a creator back in with a passkey, and only then shows them their own boosts', async () => {
    const owner = cookieJar(server.url)
    expect((await owner.request('/api/creators/acct-stripe-back/stripe/onboard', { method: 'POST', body: {} })).status).toBe(200)
    const { authenticator } = await savePasskey(server, owner)
    const newPhone = cookieJar(server.url)
    expect((await newPhone.request('/api/boost-events?creatorId=acct-stripe-back')).status).toBe(401)
    const signedIn = await newPhone.request('/api/signin', { method: 'POST', body: { response: authenticator.authenticate(await signInOptions(newPhone), server.url) } })
    expect(signedIn.status).toBe(200)
    expect((await newPhone.request('/api/boost-events?creatorId=acct-stripe-back')).status).toBe(200)
    expect((await newPhone.request('/api/boost-events?creatorId=acct-stripe-payouts')).status).toBe(403)
    // Back in, the creator may change their payout onboarding again; a stranger still may not.
    expect((await newPhone.request('/api/creators/acct-stripe-back/stripe/onboard', { method: 'POST', body: {} })).status).toBe(200)
    expect((await cookieJar(server.url).request('/api/creators/acct-stripe-back/stripe/onboard', { method: 'POST', body: {} })).status).toBe(403)
  })

  it('signs a creator in with a recovery code on a new client, shows them their own boosts, and never takes the code again', async () => {
    const { owner } = await onboardCreator('acct-stripe-recovery', { finished: true })
    await server.services.ledger.record(boostInput({ creatorId: 'acct-stripe-recovery' }))
    await server.services.ledger.record(boostInput({ creatorId: 'acct-stripe-someone-else' }))
    const { codes } = (await (await owner.request('/api/account/recovery-codes', { method: 'POST' })).json()) as { codes: string[] }

    const newClient = cookieJar(server.url)
    expect((await newClient.request('/api/boost-events?creatorId=acct-stripe-recovery')).status).toBe(401)
    const signedIn = await newClient.request('/api/signin/recovery', { method: 'POST', body: { code: codes[0] } })
    expect(signedIn.status).toBe(200)
    expect(await signedIn.json()).toEqual({ creatorId: 'acct-stripe-recovery', redirect: '/analytics' })
    const own = await newClient.request('/api/boost-events?creatorId=acct-stripe-recovery')
    expect(own.status).toBe(200)
    expect(((await own.json()) as { creatorId: string }[]).map((event) => event.creatorId)).toEqual(['acct-stripe-recovery'])
    expect((await newClient.request('/api/boost-events?creatorId=acct-stripe-someone-else')).status).toBe(403)

    for (const client of [cookieJar(server.url), newClient]) {
      const again = await client.request('/api/signin/recovery', { method: 'POST', body: { code: codes[0] } })
      expect(again.status).toBe(401)
      expect(await again.json()).toEqual({ error: 'This recovery code is not valid, or it was already used' })
    }
    expect((await account(owner)).recoveryCodesLeft).toBe(9)
  })
})
