import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { apiAreas } from '../../core/api/index.ts'
import { apiRoutes } from '../../server/routes/index.ts'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

type Schema = { type?: string; format?: string; enum?: string[] }
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: Schema }
type Operation = { security?: Record<string, string[]>[]; parameters?: Parameter[] }
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } }

/** A value every id of the API accepts by its shape: what the server does with it is the test's question. */
function sample(schema: Schema): string {
  if (schema.enum) return schema.enum[0]!
  if (schema.type === 'integer') return '1'
  return schema.format === 'uuid' ? randomUUID() : 'example-creator'
}

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

  it('answers every described GET path that takes no required input with a success, or 401 where it is a creator’s or a fan’s own', async () => {
    const gets = apiAreas.flatMap(({ area, endpoints }) => Object.values(endpoints).map((endpoint) => ({ area, endpoint })))
    const answerable = gets.filter(({ endpoint }) => endpoint.method === 'GET' && !endpoint.params && (!endpoint.query || Object.values(endpoint.query.shape).every((field) => field.isOptional())))
    for (const { area, endpoint } of answerable) {
      const controller = new AbortController()
      const response = await fetch(`${server.url}${endpoint.path}`, { signal: controller.signal })
      // An account is a signed-in creator's, a fan's page a signed-in fan's: without a session there is nothing to show.
      expect(response.status, endpoint.path).toBe(area === 'Accounts' || area === 'Fans' ? 401 : 200)
      controller.abort()
    }
  })

  it('documents every route the server mounts, each with the security it declares', async () => {
    const document = await served(server)
    // The router createApp mounts; HEAD follows GET, and OPTIONS answers CORS preflights.
    const mounted = apiRoutes(server.services).stack.flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD' && method !== 'OPTIONS').map((method) => `${method} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`),
    )
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    expect([...new Set(mounted)].sort()).toEqual(documented.sort())
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.security, `${method} ${path}`).toEqual(expect.any(Array))
        for (const scheme of operation.security!.flatMap(Object.keys)) expect(document.components.securitySchemes, `${method} ${path}`).toHaveProperty([scheme])
      }
    }
  })

  it('refuses every operation that declares credentials, and no anonymous way in, when none are sent', async () => {
    await expectRefusalsWithoutCredentials(server, 'demo')
  })
})

describe.each(testDatabases)('with live payments on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), {
    STRIPE_SECRET_KEY: 'sk_test_openapi',
    STRIPE_WEBHOOK_SECRET: 'whsec_openapi',
    // Nothing here calls Stripe; a closed port makes sure of it.
    STRIPE_API_BASE: 'http://127.0.0.1:9',
    ADMIN_TOKEN: 'openapi-admin-token-0123456789',
  })

  it('declares the admin token or a session, no anonymous way in, where demo payments left the door open', async () => {
    const document = await served(server)
    expect(document.paths['/api/admin/checklist']?.get?.security).toEqual([{ adminToken: [] }])
    expect(document.paths['/api/boost-events']?.get?.security).toEqual([{ adminToken: [] }, { creatorSession: [] }])
  })

  it('refuses every operation that declares credentials, and no anonymous way in, when none are sent', async () => {
    await expectRefusalsWithoutCredentials(server, 'live')
  })
})

async function served(server: TestServer): Promise<Document> {
  return (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Document
}

/** Operations that exist with one kind of payments only: with the other they answer 404 before asking who calls. */
const ABSENT_WITH = { demo: ['POST /api/stripe/webhook'], live: ['GET /api/creators/{id}/demo-connect'] }

/** Calls each operation the served document guards, without credentials, and expects a refusal. */
async function expectRefusalsWithoutCredentials(server: TestServer, payments: 'demo' | 'live') {
  const document = await served(server)
  const guarded = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security!.length > 0 && operation.security!.every((alternative) => Object.keys(alternative).length > 0))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  )
  expect(guarded.length).toBeGreaterThan(20)
  for (const { name, operation } of guarded) {
    const [method, path] = name.split(' ') as [string, string]
    const parameters = operation.parameters ?? []
    const filled = parameters.filter((p) => p.in === 'path').reduce((url, p) => url.replace(`{${p.name}}`, sample(p.schema)), path)
    const query = new URLSearchParams(parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, sample(p.schema)]))
    const response = await fetch(`${server.url}${filled}${query.size > 0 ? `?${query}` : ''}`, {
      method,
      redirect: 'manual',
      ...(method === 'GET' || method === 'DELETE' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
    })
    const { error } = (await response.json()) as { error: string }
    if (ABSENT_WITH[payments].includes(name)) expect(response.status, name).toBe(404)
    else if (operation.security!.some((alternative) => 'stripeSignature' in alternative)) expect([response.status, error], name).toEqual([400, 'Missing Stripe-Signature header'])
    else expect([401, 403], `${name}: ${response.status} ${error}`).toContain(response.status)
  }
}
