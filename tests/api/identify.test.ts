import { describe, expect, it } from 'vitest'
import { testDatabases } from '../support/databases.ts'
import { boostInput, newAnonId } from '../support/fixtures.ts'
import { startTestServer, type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('POST /api/supporters/identify on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  function identify(body: unknown, headers: Record<string, string> = {}) {
    return fetch(`${server.url}/api/supporters/identify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  }
  async function identified(body: unknown): Promise<{ supporterId: string; referredByCode: string | null }> {
    const response = await identify(body)
    expect(response.status).toBe(200)
    return response.json()
  }
  async function referralCodeOf(supporterId: string): Promise<string> {
    const response = await fetch(`${server.url}/api/referrals/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ supporterId }),
    })
    return ((await response.json()) as { code: string }).code
  }
  async function supporterCount() {
    const [row] = await server.db.query<{ n: unknown }>('select count(*) as n from supporter')
    return Number(row?.n)
  }

  it('answers a new anonymous id with a new supporter id, and the same id every later time', async () => {
    const anonId = newAnonId()
    const first = await identified({ anonId })
    expect(first).toEqual({ supporterId: expect.stringMatching(/^[0-9a-f-]{36}$/), referredByCode: null })
    expect(await identified({ anonId })).toEqual(first)
    const other = await identified({ anonId: newAnonId() })
    expect(other.supporterId).not.toBe(first.supporterId)
  })

  it('creates one supporter when 20 identifies of one anonymous id arrive at once', async () => {
    const anonId = newAnonId()
    const answers = await Promise.all(Array.from({ length: 20 }, () => identified({ anonId })))
    expect(new Set(answers.map((answer) => answer.supporterId)).size).toBe(1)
    const rows = await server.db.query('select id from supporter where anon_id = ?', [anonId])
    expect(rows).toHaveLength(1)
  })

  it.each([
    ['a missing anonId', {}],
    ['a short anonId', { anonId: 'abc' }],
    ['an anonId with spaces', { anonId: 'has spaces in it' }],
    ['an anonId of 65 characters', { anonId: 'a'.repeat(65) }],
    ['a numeric anonId', { anonId: 12345678 }],
    ['a malformed referral code', { anonId: 'anon_valid_123', ref: 'no!' }],
  ])('refuses %s with a 400 JSON error and creates nothing', async (_case, body) => {
    const before = await supporterCount()
    const response = await identify(body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: string }
    expect(answer.error).toMatch(/^(anonId|ref): must be/)
    expect(await supporterCount()).toBe(before)
  })

  it('refuses a body that is not JSON with a 400 JSON error', async () => {
    const response = await fetch(`${server.url}/api/supporters/identify`, { method: 'POST', body: 'anonId=abcdefgh' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'anonId: must be an anonymous id (8-64 characters of A-Z, a-z, 0-9, _ and -)' })
  })

  it('records the referral code a new supporter arrives with, in any letter case', async () => {
    const referrer = await identified({ anonId: newAnonId() })
    const code = await referralCodeOf(referrer.supporterId)
    const referred = await identified({ anonId: newAnonId(), ref: code.toLowerCase() })
    expect(referred.referredByCode).toBe(code)
    const [row] = await server.db.query<{ referred_by_code: string }>('select referred_by_code from supporter where id = ?', [referred.supporterId])
    expect(row?.referred_by_code).toBe(code)
  })

  it('ignores a well-formed referral code that does not exist', async () => {
    const answer = await identified({ anonId: newAnonId(), ref: 'NOSUCHCODE' })
    expect(answer.referredByCode).toBeNull()
  })

  it('records a referral for a known supporter who has none and has not boosted, and never replaces it', async () => {
    const first = await referralCodeOf((await identified({ anonId: newAnonId() })).supporterId)
    const second = await referralCodeOf((await identified({ anonId: newAnonId() })).supporterId)
    const anonId = newAnonId()
    await identified({ anonId })
    expect((await identified({ anonId, ref: first })).referredByCode).toBe(first)
    expect((await identified({ anonId, ref: second })).referredByCode).toBe(first)
    expect((await identified({ anonId })).referredByCode).toBe(first)
  })

  it('does not record a referral for a supporter who has already boosted', async () => {
    const code = await referralCodeOf((await identified({ anonId: newAnonId() })).supporterId)
    const anonId = newAnonId()
    const { supporterId } = await identified({ anonId })
    await server.services.ledger.record(boostInput({ supporterId }))
    expect((await identified({ anonId, ref: code })).referredByCode).toBeNull()
  })

  it('does not let a supporter refer themselves', async () => {
    const anonId = newAnonId()
    const { supporterId } = await identified({ anonId })
    const own = await referralCodeOf(supporterId)
    expect((await identified({ anonId, ref: own })).referredByCode).toBeNull()
  })

  it('refuses a client over its rate limit with 429 and Retry-After, and creates nothing for it', async () => {
    const created = await database.create()
    const limited = await startTestServer(created.config, { RATE_LIMIT_PER_MINUTE: '3' })
    try {
      // Eight at once: even split across a minute boundary, one window sees more than three.
      const responses = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`${limited.url}/api/supporters/identify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ anonId: newAnonId() }) }),
        ),
      )
      const refused = responses.filter((response) => response.status === 429)
      expect(refused.length).toBeGreaterThan(0)
      for (const response of refused) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(await response.json()).toEqual({ error: 'Too many requests, slow down' })
      }
      const [row] = await limited.db.query<{ n: unknown }>('select count(*) as n from supporter')
      expect(Number(row?.n)).toBe(responses.length - refused.length)
    } finally {
      await limited.stop()
      await created.drop()
    }
  })

  it('lets any origin call it without credentials and answers the preflight', async () => {
    const response = await identify({ anonId: newAnonId() }, { origin: 'https://creator-blog.example' })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    const refused = await identify({ anonId: 'bad' }, { origin: 'https://creator-blog.example' })
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')

    const preflight = await fetch(`${server.url}/api/supporters/identify`, {
      method: 'OPTIONS',
      headers: { origin: 'https://creator-blog.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type')
  })
})
