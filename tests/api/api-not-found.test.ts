// Everything under /api/ answers JSON: a path no route takes is a JSON 404, never the pages' HTML
// error page, whatever odd characters it carries.
import { describe, expect, it } from 'vitest'
import { pglite } from '../support/databases.ts'
import { rawRequest } from '../support/rawRequest.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe('unknown /api/ paths, with the pages served', () => {
  let server!: TestServer
  useTestServer(pglite, (started) => (server = started), {}, { pages: true })

  it.each(['/api/nope', '/api/boost-stats%00', '/api/boost-stats;x', '/api/boost-stats/extra', '/API/nope', '/api/%E2%80%AE'])('GET %s answers a JSON 404', async (path) => {
    const response = await rawRequest(`${server.url}${path}`)
    expect(response.status).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(response.body.toString())).toEqual({ error: 'Not found' })
  })

  it('still serves the API reference page at /api and a real page 404 elsewhere', async () => {
    const reference = await rawRequest(`${server.url}/api`)
    expect(reference.status).toBe(200)
    expect(reference.headers['content-type']).toMatch(/^text\/html/)
    const missing = await rawRequest(`${server.url}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(missing.headers['content-type']).toMatch(/^text\/html/)
  })
})
