// Fuzzing every API endpoint with random and hostile paths, queries, bodies, headers and content
// types: never a 5xx, never a hang, every rejection a JSON error, and a rejected request never
// changes a number.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { apiAreas } from '../../core/api/index.ts'
import type { Endpoint } from '../../core/api/endpoint.ts'
import type { Db } from '../../server/db.ts'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000)

const endpoints: Endpoint[] = apiAreas.flatMap((area) => Object.values(area.endpoints))

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '', ' ', '0', '-1', '1e309', 'NaN', 'Infinity', '9007199254740993', '0x10', 'true', 'null', '[]', '{}',
    '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '=HYPERLINK("http://x")', "'; drop table boost_event; --",
    '../../etc/passwd', '%00', '\u0000', '\u202e', 'demo-creator', 'acct_demo_1', 'cs_test_1', 'x'.repeat(5000),
  ),
)
const jsonValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }))

/** A body built around the endpoint's own field names, so fuzzing reaches past the first check. */
function bodyFor(endpoint: Endpoint) {
  const shape = endpoint.body && 'shape' in endpoint.body ? Object.keys((endpoint.body as unknown as { shape: object }).shape) : []
  const keys = fc.constantFrom(...shape, 'amount', 'currency', 'creator_id', 'supporterId', 'anonId', '__proto__', 'constructor')
  return fc.oneof(
    fc.dictionary(keys, jsonValue, { maxKeys: 6 }).map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) })),
    fc.jsonValue().map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) })),
    fc.string().map((value) => ({ contentType: 'application/json', body: value })),
    fc.string().map((value) => ({ contentType: fc.sample(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', ''), 1)[0]!, body: value })),
  )
}

function pathFor(endpoint: Endpoint) {
  const names = endpoint.path.match(/:\w+/g) ?? []
  return fc.tuple(...names.map(() => hostileString)).map((values) => {
    let path = endpoint.path
    names.forEach((name, index) => {
      path = path.replace(name, encodeURIComponent(values[index] ?? ''))
    })
    return path
  })
}

function queryFor(endpoint: Endpoint) {
  const known = endpoint.query ? Object.keys(endpoint.query.shape) : []
  return fc.dictionary(fc.constantFrom(...known, 'limit', 'before', 'x'), hostileString, { maxKeys: 4 }).map((entries) => new URLSearchParams(entries).toString())
}

/** Header values must be bytes: anything outside Latin-1, and line breaks, become '?'. */
const headerString = hostileString.map((value) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').slice(0, 4000))

const headers = fc.record(
  {
    origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000'),
    'last-event-id': headerString,
    'idempotency-key': headerString,
    'stripe-signature': headerString,
    'sec-fetch-site': fc.constantFrom('cross-site', 'same-origin', 'none'),
    authorization: fc.constantFrom('Bearer x', 'Basic Zm9vOmJhcg==', 'Bearer '),
  },
  { requiredKeys: [] },
)

const request = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...endpoints).chain((endpoint) => fc.record({ method: fc.constant(endpoint.method), path: pathFor(endpoint), query: queryFor(endpoint), body: bodyFor(endpoint), headers })) },
  { weight: 1, arbitrary: fc.record({ method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), path: fc.constantFrom('/api/', '/api/x', '/api/checkout/demo//complete', '/api/creators/', '/api/stripe/webhook/x'), query: fc.constant(''), body: bodyFor(endpoints[0]!), headers }) },
)

/** Every number a request could move, as one string. */
async function fingerprint(db: Db): Promise<string> {
  const [row] = await db.query<Record<string, unknown>>(
    `select (select count(*) from boost_event) as events,
       (select coalesce(sum(gross_cents), 0) || ':' || coalesce(sum(boosts), 0) || ':' || coalesce(sum(xp), 0) from stat_counter) as counters,
       (select count(*) || ':' || coalesce(sum(xp_total), 0) from supporter) as supporters,
       (select count(*) || ':' || coalesce(sum(activations), 0) from referral) as referrals,
       (select coalesce(sum(xp), 0) from weekly_xp) as weekly,
       (select count(*) || ':' || count(stripe_account_id) from creator) as creators,
       (select count(*) || ':' || count(*) filter (where status = 'complete') from checkout_session) as sessions,
       (select count(*) from processed_webhook_event) as webhooks,
       (select count(*) from pending_reversal) as pending`,
  )
  return JSON.stringify(row)
}

describe.each(testDatabases)('fuzzing the API on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000000' })

  it(`answers ${REQUESTS} hostile requests without a 5xx, a hang, a non-JSON error or a change on rejection`, async () => {
    let sent = 0
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        sent += 1
        const before = await fingerprint(server.db)
        const url = `${server.url}${input.path}${input.query ? `?${input.query}` : ''}`
        const init: RequestInit = { method: input.method, headers: { ...input.headers }, signal: AbortSignal.timeout(10_000), redirect: 'manual' }
        if (input.method !== 'GET') {
          init.body = input.body.body
          if (input.body.contentType) (init.headers as Record<string, string>)['content-type'] = input.body.contentType
        }
        const response = await fetch(url, init)
        const type = response.headers.get('content-type') ?? ''
        if (type.startsWith('text/event-stream')) {
          await response.body?.cancel()
          return
        }
        const text = await response.text()
        expect(response.status, `${input.method} ${url} → ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500)
        if (response.status >= 400) {
          expect(type, `${input.method} ${url}`).toMatch(/^application\/json/)
          expect(typeof (JSON.parse(text) as { error?: unknown }).error).toBe('string')
          expect(await fingerprint(server.db), `${input.method} ${url} was refused with ${response.status} but changed a number`).toBe(before)
        }
      }),
      { numRuns: REQUESTS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    )
    expect(sent).toBe(REQUESTS)
  }, 600_000)
})
