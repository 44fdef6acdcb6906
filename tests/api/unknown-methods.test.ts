// Methods the server does not implement get 501 with the ones it does, as JSON, logged as the
// client's mistake: never a 500 with a stack in the log.
import { describe, expect, it } from 'vitest'
import { pglite } from '../support/databases.ts'
import { rawRequest } from '../support/rawRequest.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe('unknown HTTP methods', () => {
  let server!: TestServer
  const logged: Record<string, unknown>[] = []
  useTestServer(pglite, (started) => (server = started), {}, { log: (line) => logged.push(line) })

  it.each([
    ['TRACE', '/healthz'],
    ['PROPFIND', '/anything'],
    ['PROPFIND', '/api/boost-stats'],
    ['MKCOL', '/api/checkout'],
    ['LOCK', '/'],
  ])('%s %s answers 501 with Allow and a JSON error', async (method, path) => {
    const response = await rawRequest(`${server.url}${path}`, {}, method)
    expect(response.status).toBe(501)
    expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(response.body.toString()).error).toBe(`The ${method} method is not supported`)
  })

  it('answers a method a route lacks with 405 and the methods it has', async () => {
    const response = await rawRequest(`${server.url}/api/boost-stats`, {}, 'DELETE')
    expect(response.status).toBe(405)
    expect(String(response.headers.allow)).toContain('GET')
    expect(JSON.parse(response.body.toString()).error).toEqual(expect.any(String))
  })

  it('logs each of them at info, none as an error', () => {
    const answered = logged.filter((line) => line.msg === 'request')
    expect(answered.map((line) => line.status)).toEqual(expect.arrayContaining([501, 405]))
    expect(logged.filter((line) => Number(line.level) >= 50)).toEqual([])
  })
})
