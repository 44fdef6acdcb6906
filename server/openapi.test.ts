import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineEndpoints } from '../core/api/endpoint.ts'
import { apiAreas } from '../core/api/index.ts'
import { openApiDocument } from './openapi.ts'

const sample = defineEndpoints({
  getCreator: {
    method: 'GET',
    path: '/api/creators/:id',
    summary: 'One creator.',
    access: 'public',
    security: ['anonymous'],
    params: z.object({ id: z.string().regex(/^[a-z]+$/) }),
    query: z.object({ verbose: z.enum(['yes', 'no']).optional(), limit: z.coerce.number().int().default(10).describe('how many') }),
    response: z.object({ id: z.string(), connected: z.boolean() }),
    errors: { 404: 'Unknown creator' },
  },
  sendThing: {
    method: 'POST',
    path: '/api/things',
    summary: 'Sends a thing.',
    access: 'the creator’s session',
    security: ['creatorSession'],
    body: z.object({ amount: z.number().positive(), note: z.string().optional() }),
    response: z.object({ ok: z.literal(true) }),
  },
  exportThings: {
    method: 'GET',
    path: '/api/things.csv',
    summary: 'All things.',
    access: 'admin or the creator, anyone with demo payments',
    security: ['adminToken', 'creatorSession'],
    openWithDemoPayments: true,
    produces: 'text/csv',
  },
  readThing: { method: 'GET', path: '/api/things/:id', summary: 'One thing, more of it signed in.', access: 'public', security: ['creatorSession', 'anonymous'] },
})

type Operation = {
  parameters: unknown[]
  requestBody: unknown
  responses: Record<string, { description: string; content: Record<string, { schema: unknown }> }>
}

describe('openApiDocument', () => {
  const document = openApiDocument([{ area: 'Sample', endpoints: sample }], { title: 'Test API', version: '9.9.9', serverUrl: 'https://boost.example', demoPayments: false })
  const operation = (path: string, method: string) => document.paths[path]?.[method] as Operation

  it('is an OpenAPI 3.1 document with the given title, version and server', () => {
    expect(document).toMatchObject({ openapi: '3.1.0', info: { title: 'Test API', version: '9.9.9' }, servers: [{ url: 'https://boost.example' }] })
  })

  it('writes Koa path parameters in OpenAPI braces and describes them as required', () => {
    expect(operation('/api/creators/{id}', 'get').parameters[0]).toEqual({ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[a-z]+$' } })
  })

  it('marks query parameters required only when the schema needs them, and shows defaults and descriptions', () => {
    expect(operation('/api/creators/{id}', 'get').parameters.slice(1)).toEqual([
      { name: 'verbose', in: 'query', required: false, schema: { type: 'string', enum: ['yes', 'no'] } },
      { name: 'limit', in: 'query', required: false, description: 'how many', schema: { type: 'integer', default: 10, minimum: expect.any(Number), maximum: expect.any(Number) } },
    ])
  })

  it('names the operation, its area, summary and access', () => {
    expect(document.paths['/api/things']?.post).toMatchObject({
      operationId: 'sendThing',
      tags: ['Sample'],
      summary: 'Sends a thing.',
      description: 'Access: the creator’s session.',
    })
  })

  it('describes a JSON body as the client sends it and the answer as the server sends it', () => {
    const post = operation('/api/things', 'post')
    expect(post.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: { type: 'object', properties: { amount: { type: 'number', exclusiveMinimum: 0 }, note: { type: 'string' } }, required: ['amount'] },
        },
      },
    })
    expect(post.responses['200']?.content['application/json']?.schema).toEqual({
      type: 'object',
      properties: { ok: { type: 'boolean', const: true } },
      required: ['ok'],
      additionalProperties: false,
    })
  })

  it('answers errors with the shared Error schema', () => {
    expect(operation('/api/creators/{id}', 'get').responses['404']).toEqual({
      description: 'Unknown creator',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    })
    expect(document.components.schemas.Error).toMatchObject({ type: 'object', properties: { error: { type: 'string' } }, required: ['error'] })
  })

  it('declares the session cookie, the admin bearer token and Stripe’s signature header as security schemes', () => {
    expect(document.components.securitySchemes).toMatchObject({
      creatorSession: { type: 'apiKey', in: 'cookie', name: 'boost_session' },
      adminToken: { type: 'http', scheme: 'bearer' },
      stripeSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature' },
    })
  })

  it('gives a public operation an empty security list, and others each credential as an alternative', () => {
    const security = (path: string, method: string) => (document.paths[path]?.[method] as { security: unknown }).security
    expect(security('/api/creators/{id}', 'get')).toEqual([])
    expect(security('/api/things', 'post')).toEqual([{ creatorSession: [] }])
    expect(security('/api/things.csv', 'get')).toEqual([{ adminToken: [] }, { creatorSession: [] }])
    expect(security('/api/things/{id}', 'get')).toEqual([{ creatorSession: [] }, {}])
  })

  it('lets anonymous callers in where payments being a demo opens an operation', () => {
    const demo = openApiDocument([{ area: 'Sample', endpoints: sample }], { title: 'Test API', version: '9.9.9', demoPayments: true })
    expect((demo.paths['/api/things.csv']?.get as { security: unknown }).security).toEqual([{ adminToken: [] }, { creatorSession: [] }, {}])
    expect((demo.paths['/api/things']?.post as { security: unknown }).security).toEqual([{ creatorSession: [] }])
  })

  it('describes a non-JSON answer by its content type', () => {
    expect(operation('/api/things.csv', 'get').responses['200']?.content).toEqual({ 'text/csv': { schema: { type: 'string' } } })
  })

  it('converts every endpoint the API describes', () => {
    const real = openApiDocument(apiAreas, { title: 'Boost API', version: '1.0.0', demoPayments: false })
    const count = Object.values(real.paths).reduce((sum, operations) => sum + Object.keys(operations).length, 0)
    expect(count).toBe(apiAreas.reduce((sum, area) => sum + Object.keys(area.endpoints).length, 0))
    expect(JSON.parse(JSON.stringify(real))).toEqual(real)
  })
})
