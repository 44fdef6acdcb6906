// What the fuzz suites send and what they hold every answer to: hostile paths, queries, bodies,
// headers, methods and content types built around each endpoint's own fields; never a 5xx (but the
// 501 of a method no route implements), every
// /api/ rejection a JSON error, no redirect off-site, and a rejected request never changes a number.
import fc from 'fast-check'
import { expect } from 'vitest'
import { apiAreas } from '../../core/api/index.ts'
import type { Endpoint } from '../../core/api/endpoint.ts'
import type { Db } from '../../server/db.ts'
import { type RawAnswer, rawExchange, rawRequest } from '../support/rawRequest.ts'
import type { TestServer } from '../support/server.ts'

export const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000)
export const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)

export const endpoints: Endpoint[] = apiAreas.flatMap((area) => Object.values(area.endpoints))

/** Control characters, NUL and text-direction overrides, alone or inside ordinary text. */
const controlCharacter = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\u202e', '\u2066', '\t', '\n', '\r')

export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 12 }), controlCharacter, fc.string({ maxLength: 12 })).map((parts) => parts.join('')),
  fc.constantFrom(
    '', ' ', '0', '-1', '1e309', 'NaN', 'Infinity', '9007199254740993', '0x10', 'true', 'null', '[]', '{}',
    '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '=HYPERLINK("http://x")', "'; drop table boost_event; --",
    '../../etc/passwd', '%00', '\u0000', '\u202e', 'a\u0000b', 'demo-creator', 'acct_demo_1', 'cs_test_1', 'x'.repeat(5000),
  ),
)
export const jsonValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }))

/** A body built around the endpoint's own field names, so fuzzing reaches past the first check. */
function bodyFor(endpoint: Endpoint) {
  const shape = endpoint.body && 'shape' in endpoint.body ? Object.keys((endpoint.body as unknown as { shape: object }).shape) : []
  const keys = fc.constantFrom(...shape, 'amount', 'currency', 'creator_id', 'supporterId', 'anonId', 'name', '__proto__', 'constructor')
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
    'x-forwarded-for': fc.constantFrom('203.0.113.9', '203.0.113.9, 198.51.100.1', 'not-an-address', ''),
  },
  { requiredKeys: [] },
)

export type FuzzRequest = { method: string; path: string; query: string; body: { contentType: string; body: string }; headers: Record<string, string> }

/** Requests to the documented endpoints, and a few to paths just beside them. */
export const apiRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...endpoints).chain((endpoint) => fc.record({ method: fc.constant(endpoint.method), path: pathFor(endpoint), query: queryFor(endpoint), body: bodyFor(endpoint), headers })) },
  { weight: 1, arbitrary: fc.record({ method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), path: fc.constantFrom('/api/', '/api/x', '/api/checkout/demo//complete', '/api/creators/', '/api/stripe/webhook/x'), query: fc.constant(''), body: bodyFor(endpoints[0]!), headers }) },
)

const noBody = { contentType: '', body: '' }

/** Requests that once found a fault, sent on every run whatever the seed. */
export const KNOWN_API_REQUESTS: FuzzRequest[] = [
  { method: 'POST', path: '/api/creators/fuzz-nul-name/stripe/onboard', query: '', body: { contentType: 'application/json', body: JSON.stringify({ name: 'Maya\u0000Lin' }) }, headers: {} },
  ...['/api/boost-stats%00', '/api/boost-stats;x', '/api/nope'].map((path) => ({ method: 'GET', path, query: '', body: noBody, headers: {} })),
  // Markup in a name is refused wherever a name is set; a forged or garbage cookie of earlier
  // versions signs nobody in; an onboarding link works only in the browser that started it.
  { method: 'POST', path: '/api/creators/fuzz-markup-name/stripe/onboard', query: '', body: { contentType: 'application/json', body: JSON.stringify({ name: '<b>Maya</b>' }) }, headers: {} },
  { method: 'PATCH', path: '/api/creators/fuzz-markup-name', query: '', body: { contentType: 'application/json', body: JSON.stringify({ name: '<b>' }) }, headers: {} },
  { method: 'GET', path: '/api/creators/fuzz-link/demo-connect', query: `token=${'A'.repeat(43)}&returnTo=onboard`, body: noBody, headers: {} },
  { method: 'GET', path: '/api/creators/fuzz-link/demo-connect', query: 'token=x.y&returnTo=easy', body: noBody, headers: { cookie: `boost_session=${'A'.repeat(43)}` } },
  { method: 'GET', path: '/api/me', query: '', body: noBody, headers: { cookie: 'boost_creator=eyJjcmVhdG9ycyI6WyJhIl0sImV4cGlyZXMiOjk5OTk5OTk5OTk5OTl9.AAAA' } },
  { method: 'POST', path: '/api/signout', query: '', body: noBody, headers: { cookie: 'boost_creator=garbage' } },
  { method: 'POST', path: '/api/account/recovery-codes', query: '', body: noBody, headers: {} },
  // An overlay's browser id is checked before a stream opens; a wrong token caches nothing.
  ...['short', '%00'.repeat(16), 'A'.repeat(65)].map((overlayId) => ({ method: 'GET', path: '/api/stream/alerts', query: `creatorId=fuzz-creator&overlayId=${overlayId}`, body: noBody, headers: {} })),
  { method: 'GET', path: '/api/stream/alerts', query: 'creatorId=fuzz-creator&overlayId=aaaaaaaaaaaaaaaa&overlayId=bbbbbbbbbbbbbbbb', body: noBody, headers: {} },
  { method: 'GET', path: '/api/boost-events', query: '', body: noBody, headers: { authorization: 'Bearer wrong-token-xxxxxxxx' } },
]

/** Raw requests that once found a fault, sent on every run whatever the seed. */
export const KNOWN_RAW_REQUESTS: { method: string; path: string }[] = [
  { method: 'TRACE', path: '/healthz' },
  { method: 'PROPFIND', path: '/api/boost-stats' },
  ...['/api/boost-stats%00', '/api/boost-stats;x', '/api/nope'].map((path) => ({ method: 'GET', path })),
]

/** Methods no route implements, and paths that are odd on the wire: what fetch() would refuse or normalise. */
export const rawRequestShape = fc.record({
  method: fc.oneof(
    fc.constantFrom('TRACE', 'PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'PURGE', 'SEARCH', 'REPORT', 'GET', 'POST', 'DELETE', 'PUT'),
  ),
  path: fc.oneof(
    fc.constantFrom(...endpoints.map((endpoint) => endpoint.path.replaceAll(/:\w+/g, 'x1y2z3'))).chain((path) =>
      fc.constantFrom(path, `${path}%00`, `${path};x`, `${path}/`, `${path}//`, `${path}/..%2f`, `${path}%E2%80%AE`, path.toUpperCase(), path.replaceAll('/', '\\')),
    ),
    fc.constantFrom('/\\evil.com/', '//evil.com/', '/\\/evil.com', '/api//boost-stats', '/%2e%2e/%2e%2e/etc/passwd', '/api/%00', '/\\\\evil.com\\fees/', '/fees/', '/docs\\embed'),
  ),
})

/** Every number a request could move, as one string. */
export async function fingerprint(db: Db): Promise<string> {
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

export type Answer = { status: number; type: string; text: string; location?: string | undefined }

/**
 * Holds one answer to `method path` on the server at `origin` to the rules; `before` is the
 * fingerprint taken just before the request.
 */
export async function expectSafeAnswer(db: Db, origin: string, method: string, path: string, before: string, answer: Answer) {
  const request = `${method} ${path}`
  // 501 is the one 5xx a client causes: a method the server does not implement.
  if (answer.status !== 501) expect(answer.status, `${request} → ${answer.status} ${answer.text.slice(0, 200)}`).toBeLessThan(500)
  // Read the way a browser reads a Location header: a backslash is a slash, `//host` is another host.
  if (answer.location !== undefined) expect(new URL(answer.location, origin).origin, `${request} redirected to ${answer.location}`).toBe(origin)
  if (answer.status < 400) return
  if (path.toLowerCase().startsWith('/api/')) {
    expect(answer.type, request).toMatch(/^application\/json/)
    expect(typeof (JSON.parse(answer.text) as { error?: unknown }).error, request).toBe('string')
  }
  expect(await fingerprint(db), `${request} was refused with ${answer.status} but changed a number`).toBe(before)
}

/** The parts of a raw answer the rules read. */
export function rawAnswerParts(answer: RawAnswer): Answer {
  const location = answer.headers.location
  return { status: answer.status, type: String(answer.headers['content-type'] ?? ''), text: answer.body.toString(), location: typeof location === 'string' ? location : undefined }
}

/** Sends `input` with fetch and holds the answer to the rules (a live stream's answer is only opened). */
export async function expectSafeFetch(server: TestServer, input: FuzzRequest) {
  const before = await fingerprint(server.db)
  const path = `${input.path}${input.query ? `?${input.query}` : ''}`
  const init: RequestInit = { method: input.method, headers: { ...input.headers }, signal: AbortSignal.timeout(10_000), redirect: 'manual' }
  if (input.method !== 'GET') {
    init.body = input.body.body
    if (input.body.contentType) (init.headers as Record<string, string>)['content-type'] = input.body.contentType
  }
  const response = await fetch(`${server.url}${path}`, init)
  const type = response.headers.get('content-type') ?? ''
  if (type.startsWith('text/event-stream')) return void (await response.body?.cancel())
  await expectSafeAnswer(server.db, server.url, input.method, path, before, { status: response.status, type, text: await response.text(), location: response.headers.get('location') ?? undefined })
}

/** Sends `method path` exactly as written on the wire and holds the answer to the rules. */
export async function expectSafeRawRequest(server: TestServer, { method, path }: { method: string; path: string }) {
  const before = await fingerprint(server.db)
  const answer = await rawRequest(`${server.url}${path}`, {}, method)
  await expectSafeAnswer(server.db, server.url, method, path, before, rawAnswerParts(answer))
}

/**
 * Sends 24 POST bodies to the endpoints that stop short or never end (chunked or not), and expects
 * each a 408 and a closed connection once the server's `requestTimeoutMs` passes, changing nothing.
 */
export async function expectSlowBodiesTimedOut(server: TestServer, requestTimeoutMs: number) {
  const before = await fingerprint(server.db)
  const shapes = fc.sample(
    fc.record({
      endpoint: fc.constantFrom(...endpoints.filter((endpoint) => endpoint.method === 'POST')),
      chunked: fc.boolean(),
      // At least one byte: an empty chunk would end a chunked body properly.
      sent: fc.string({ minLength: 1, maxLength: 40 }),
    }),
    { numRuns: 24, seed: SEED },
  )
  const outcomes = await Promise.all(
    shapes.map(({ endpoint, chunked, sent }) => {
      const path = endpoint.path.replaceAll(/:\w+/g, 'slow-creator')
      const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${Buffer.byteLength(sent) + 1000}`
      const body = chunked ? `${Buffer.byteLength(sent).toString(16)}\r\n${sent}\r\n` : sent
      return rawExchange(server.url, `POST ${path} HTTP/1.1\r\nHost: boost\r\nContent-Type: application/json\r\n${framing}\r\n\r\n${body}`)
    }),
  )
  for (const outcome of outcomes) {
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /)
    // Closed by the timeout, not before it; how long after depends on the machine, and rawExchange gives up on one never closed.
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(requestTimeoutMs - 100)
  }
  expect(await fingerprint(server.db)).toBe(before)
}
