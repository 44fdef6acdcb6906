// Fuzzing every API endpoint with random and hostile paths, queries, bodies, headers, methods and
// content types, and with bodies that never finish: never a 5xx, never a hang, every /api/
// rejection a JSON error, no redirect off-site, and a rejected request never changes a number.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { testDatabases } from '../support/databases.ts'
import { rawExchange, rawRequest } from '../support/rawRequest.ts'
import { type TestServer, useTestServer } from '../support/server.ts'
import { apiRequest, endpoints, expectSafeAnswer, fingerprint, rawAnswerParts, rawRequestShape, REQUESTS, SEED } from './fuzzing.ts'

const REQUEST_TIMEOUT_MS = 1500

describe.each(testDatabases)('fuzzing the API on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000000', REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) })

  it(`answers ${REQUESTS} hostile requests without a 5xx, a hang, a non-JSON error or a change on rejection`, async () => {
    let sent = 0
    await fc.assert(
      fc.asyncProperty(apiRequest, async (input) => {
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
        const answer = { status: response.status, type, text: await response.text(), location: response.headers.get('location') ?? undefined }
        await expectSafeAnswer(server.db, server.url, input.method, url.slice(server.url.length), before, answer)
      }),
      { numRuns: REQUESTS, seed: SEED, endOnFailure: true },
    )
    expect(sent).toBe(REQUESTS)
  }, 600_000)

  it(`answers ${REQUESTS / 5} unknown methods and odd paths on the wire the same way`, async () => {
    await fc.assert(
      fc.asyncProperty(rawRequestShape, async ({ method, path }) => {
        const before = await fingerprint(server.db)
        const answer = await rawRequest(`${server.url}${path}`, {}, method)
        await expectSafeAnswer(server.db, server.url, method, path, before, rawAnswerParts(answer))
      }),
      { numRuns: REQUESTS / 5, seed: SEED, endOnFailure: true },
    )
  }, 600_000)

  it('answers bodies that stop short, or never end, with a 408 and a closed connection once the timeout passes', async () => {
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
      expect(outcome.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 5000)
    }
    expect(await fingerprint(server.db)).toBe(before)
  }, 60_000)
})
