// The API reference, generated from the endpoint descriptions in core/api at build time.
import { apiAreas } from '../../core/api/index.ts'
import { documentSchema } from './schemaDoc.ts'

export function data() {
  return {
    areas: apiAreas.map(({ area, endpoints }) => ({
      area,
      id: slug(area),
      endpoints: Object.entries(endpoints).map(([name, endpoint]) => ({
        id: slug(`${endpoint.method} ${endpoint.path}`),
        name,
        method: endpoint.method,
        path: endpoint.path,
        summary: endpoint.summary,
        access: endpoint.access,
        produces: endpoint.produces ?? (endpoint.response ? 'application/json' : null),
        params: endpoint.params ? documentSchema(endpoint.params, 'input') : null,
        query: endpoint.query ? documentSchema(endpoint.query, 'input') : null,
        body: endpoint.body ? documentSchema(endpoint.body, 'input') : null,
        consumes: endpoint.consumes ?? null,
        response: endpoint.response ? documentSchema(endpoint.response, 'output') : null,
        errors: Object.entries(endpoint.errors ?? {}).map(([status, meaning]) => ({ status: Number(status), meaning })),
      })),
    })),
  }
}

export type Data = ReturnType<typeof data>

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
