// Fuzzing every API endpoint with random and hostile paths, queries, bodies, headers, methods and
// content types, and with bodies that never finish: never a 5xx, never a hang, every /api/
// rejection a JSON error, no redirect off-site, and a rejected request never changes a number.
// The requests that once found a fault are the first of every run, whatever the seed.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/server.ts'
import {
  apiRequest, expectSafeFetch, expectSafeRawRequest, expectSlowBodiesTimedOut, KNOWN_API_REQUESTS, KNOWN_RAW_REQUESTS, rawRequestShape, REQUESTS, SEED,
} from './fuzzing.ts'

const REQUEST_TIMEOUT_MS = 1500

describe.each(testDatabases)('fuzzing the API on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000000', REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) })

  it(`answers ${REQUESTS} hostile requests without a 5xx, a hang, a non-JSON error or a change on rejection`, async () => {
    let sent = 0
    await fc.assert(
      fc.asyncProperty(apiRequest, async (input) => {
        sent += 1
        await expectSafeFetch(server, input)
      }),
      { numRuns: REQUESTS, seed: SEED, endOnFailure: true, examples: KNOWN_API_REQUESTS.map((input) => [input]) },
    )
    expect(sent).toBe(REQUESTS)
  }, 600_000)

  it(`answers ${REQUESTS / 5} unknown methods and odd paths on the wire the same way`, async () => {
    await fc.assert(
      fc.asyncProperty(rawRequestShape, (input) => expectSafeRawRequest(server, input)),
      { numRuns: REQUESTS / 5, seed: SEED, endOnFailure: true, examples: KNOWN_RAW_REQUESTS.map((input) => [input]) },
    )
  }, 600_000)

  it('answers bodies that stop short, or never end, with a 408 and a closed connection once the timeout passes', () => expectSlowBodiesTimedOut(server, REQUEST_TIMEOUT_MS), 60_000)
})
