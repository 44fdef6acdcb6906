// The OpenAPI 3.1 document of the API, generated from the endpoint descriptions in core/api: the
// schemas that validate requests are the ones the document shows.
import { z } from 'zod'
import type { Endpoint } from '../core/api/endpoint.ts'

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[]; description?: string }
type Area = { area: string; endpoints: Record<string, Endpoint> }

export type OpenApiDocument = {
  openapi: '3.1.0'
  info: { title: string; version: string }
  servers?: { url: string }[]
  paths: Record<string, Record<string, unknown>>
  components: { schemas: Record<string, JsonSchema> }
}

const ERROR_REF = { $ref: '#/components/schemas/Error' }

export function openApiDocument(areas: readonly Area[], info: { title: string; version: string; serverUrl?: string }): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  for (const { area, endpoints } of areas) {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}')
      const operations = (paths[path] ??= {})
      operations[endpoint.method.toLowerCase()] = operation(name, area, endpoint)
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths,
    components: { schemas: { Error: jsonSchema(z.object({ error: z.string() }), 'output') } },
  }
}

function operation(name: string, area: string, endpoint: Endpoint) {
  const parameters = [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')]
  const content = endpoint.produces ?? 'application/json'
  const success = endpoint.response ? jsonSchema(endpoint.response, 'output') : { type: 'string' }
  return {
    operationId: name,
    tags: [area],
    summary: endpoint.summary,
    description: `Access: ${endpoint.access}.`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } } }
      : {}),
    responses: {
      200: { description: 'Success', content: { [content]: { schema: success } } },
      ...Object.fromEntries(
        Object.entries(endpoint.errors ?? {}).map(([status, description]) => [
          status,
          { description, content: { 'application/json': { schema: ERROR_REF } } },
        ]),
      ),
    },
  }
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
