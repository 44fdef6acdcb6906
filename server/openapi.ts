// The OpenAPI 3.1 document of the API, generated from the endpoint descriptions in core/api: the
// schemas that validate requests are the ones the document shows.
import { z } from 'zod'
import type { Credential, Endpoint } from '../core/api/endpoint.ts'
import { FAN_COOKIE } from './services/fanSessions.ts'
import { SESSION_COOKIE } from './services/sessions.ts'

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[]; description?: string }
type Area = { area: string; endpoints: Record<string, Endpoint> }

export type OpenApiDocument = {
  openapi: '3.1.0'
  info: { title: string; version: string }
  servers?: { url: string }[]
  paths: Record<string, Record<string, unknown>>
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<Exclude<Credential, 'anonymous'>, Record<string, string>> }
}

/** What the server's configuration changes in the document. */
export type DocumentOptions = { title: string; version: string; serverUrl?: string; demoPayments: boolean }

const ERROR_REF = { $ref: '#/components/schemas/Error' }

const SECURITY_SCHEMES: OpenApiDocument['components']['securitySchemes'] = {
  creatorSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The HttpOnly session cookie a browser receives on signing in, or on starting a creator’s onboarding; sent from our own pages only. ' +
      'A browser still holding the creator cookie of earlier versions is moved to a session on its first request.',
  },
  fanSession: {
    type: 'apiKey',
    in: 'cookie',
    name: FAN_COOKIE,
    description: 'The HttpOnly cookie a browser receives on claiming a boost it paid for on Boost’s thank-you page, or on signing in with a fan passkey; sent from our own pages only.',
  },
  adminToken: { type: 'http', scheme: 'bearer', description: 'The platform admin’s token, ADMIN_TOKEN.' },
  stripeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: 'Stripe’s signature of the event’s raw body with the endpoint’s signing secret (STRIPE_WEBHOOK_SECRET).',
  },
}

export function openApiDocument(areas: readonly Area[], info: DocumentOptions): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  for (const { area, endpoints } of areas) {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}')
      const operations = (paths[path] ??= {})
      operations[endpoint.method.toLowerCase()] = operation(name, area, endpoint, info.demoPayments)
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths,
    components: { schemas: { Error: jsonSchema(z.object({ error: z.string() }), 'output') }, securitySchemes: SECURITY_SCHEMES },
  }
}

function operation(name: string, area: string, endpoint: Endpoint, demoPayments: boolean) {
  const parameters = [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')]
  const content = endpoint.produces ?? 'application/json'
  const success = endpoint.response ? jsonSchema(endpoint.response, 'output') : { type: 'string' }
  return {
    operationId: name,
    tags: [area],
    summary: endpoint.summary,
    description: `Access: ${endpoint.access}.`,
    security: securityOf(endpoint, demoPayments),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.consumes ? { requestBody: { required: true, content: { [endpoint.consumes]: { schema: { type: 'string', format: 'binary' } } } } } : {}),
    ...(endpoint.body
      ? { requestBody: { required: !endpoint.body.safeParse({}).success, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } } }
      : {}),
    responses: {
      200: { description: 'Success', content: Object.fromEntries(content.split(', ').map((type) => [type, { schema: success }])) },
      ...Object.fromEntries(
        Object.entries(endpoint.errors ?? {}).map(([status, description]) => [
          status,
          { description, content: { 'application/json': { schema: ERROR_REF } } },
        ]),
      ),
    },
  }
}

/** Each credential as one alternative; `{}` (none needed) where callers without one are answered too. */
function securityOf(endpoint: Endpoint, demoPayments: boolean): Record<string, never[]>[] {
  const anonymous = endpoint.security.includes('anonymous') || (demoPayments && endpoint.openWithDemoPayments === true)
  const credentials = endpoint.security.filter((credential) => credential !== 'anonymous')
  // A public endpoint says so with an empty list, the form generated clients read as "no credentials".
  if (credentials.length === 0) return []
  return [...credentials.map((credential) => ({ [credential]: [] })), ...(anonymous ? [{}] : [])]
}

function parametersOf(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  if (!schema) return []
  const object = jsonSchema(schema, 'input')
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property
    return {
      name,
      in: where,
      required: where === 'path' || (object.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    }
  })
}

/** Requests are described as the client sends them (before defaults and coercion), answers as sent back. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonSchema
  return rest
}
