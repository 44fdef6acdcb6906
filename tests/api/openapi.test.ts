import { describe, expect, it } from 'vitest'
import { apiAreas } from '../../core/api/index.ts'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('GET /api/openapi.json on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  it('describes every endpoint of every area as OpenAPI 3.1, served from this server', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const document = (await response.json()) as { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, unknown>> }
    expect(document.openapi).toBe('3.1.0')
    expect(document.servers).toEqual([{ url: server.url }])
    const described = apiAreas.flatMap(({ endpoints }) =>
      Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`),
    )
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    expect(documented.sort()).toEqual(described.sort())
    for (const path of [
      '/api/supporters/identify', '/api/gamification/summary', '/api/referrals/create', '/api/leaderboard/weekly',
      '/api/boost-events', '/api/boost-events.csv', '/api/boost-stats', '/api/stream/boosts', '/healthz', '/api/openapi.json',
    ]) {
      expect(document.paths).toHaveProperty([path])
    }
  })

  it('answers every described GET path that takes no required input with a success, or 401 where it is a creator’s own', async () => {
    const gets = apiAreas.flatMap(({ area, endpoints }) => Object.values(endpoints).map((endpoint) => ({ area, endpoint })))
    const answerable = gets.filter(({ endpoint }) => endpoint.method === 'GET' && !endpoint.params && (!endpoint.query || Object.values(endpoint.query.shape).every((field) => field.isOptional())))
    for (const { area, endpoint } of answerable) {
      const controller = new AbortController()
      const response = await fetch(`${server.url}${endpoint.path}`, { signal: controller.signal })
      // An account is a signed-in creator's: without a session there is nothing to show.
      expect(response.status, endpoint.path).toBe(area === 'Accounts' ? 401 : 200)
      controller.abort()
    }
  })
})
