// Turns an endpoint's zod schema into what the reference page shows: a table of fields (nested
// objects included) and an example value. Runs at build time, so zod stays out of the browser.
import { z } from '../../core/api/zod.ts'
import { ANON_ID_PATTERN, CREATOR_ID_PATTERN, REFERRAL_CODE_PATTERN } from '../../core/ids.ts'

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  description?: string
  default?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minLength?: number
  maxLength?: number
}

export type SchemaField = {
  name: string
  required: boolean
  type: string
  description: string | null
  constraints: string[]
  children: SchemaField[]
}

export type SchemaDoc = {
  type: string
  description: string | null
  fields: SchemaField[]
  /** Pretty-printed JSON of a plausible value. */
  example: string
}

/** `io` is "input" for what a client sends (defaults make fields optional), "output" for answers. */
export function documentSchema(schema: z.ZodType, io: 'input' | 'output'): SchemaDoc {
  const json = toJsonSchema(schema, io)
  return {
    type: typeLabel(json),
    description: json.description ?? null,
    fields: fieldsOf(json),
    example: JSON.stringify(exampleOf(json), null, 2),
  }
}

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  } catch {
    // Cycles and other shapes JSON Schema cannot say are documented as "any" rather than break the page.
    return {}
  }
}

function fieldsOf(schema: JsonSchema): SchemaField[] {
  const object = objectPart(schema)
  if (!object?.properties) return []
  const required = new Set(object.required ?? [])
  return Object.entries(object.properties).map(([name, property]) => ({
    name,
    required: required.has(name),
    type: typeLabel(property),
    description: property.description ?? members(property).find((member) => member.description)?.description ?? null,
    constraints: constraintsOf(property),
    children: fieldsOf(property),
  }))
}

/** The object a schema describes, looking through arrays and nullable unions. */
function objectPart(schema: JsonSchema): JsonSchema | null {
  if (schema.properties) return schema
  if (schema.type === 'array' && schema.items) return objectPart(schema.items)
  for (const member of members(schema)) {
    const found = objectPart(member)
    if (found) return found
  }
  return null
}

function members(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? []
}

function typeLabel(schema: JsonSchema): string {
  const union = members(schema)
  if (union.length > 0) return [...new Set(union.map(typeLabel))].join(' | ')
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  if (schema.type === 'array') {
    const item = schema.items ? typeLabel(schema.items) : 'any'
    return item.includes(' | ') ? `(${item})[]` : `${item}[]`
  }
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  if (schema.type === 'string' && schema.format) return `string (${schema.format})`
  return schema.type ?? 'any'
}

function constraintsOf(schema: JsonSchema): string[] {
  const constraints: string[] = []
  const inner = members(schema).find((member) => member.type !== 'null') ?? schema
  if (schema.default !== undefined) constraints.push(`default ${JSON.stringify(schema.default)}`)
  if (inner.minimum !== undefined && inner.maximum !== undefined && inner.maximum < Number.MAX_SAFE_INTEGER) {
    constraints.push(`${inner.minimum} to ${inner.maximum}`)
  } else if (inner.minimum !== undefined && inner.minimum !== 0) {
    constraints.push(`≥ ${inner.minimum}`)
  } else if (inner.exclusiveMinimum !== undefined) {
    constraints.push(`> ${inner.exclusiveMinimum}`)
  } else if (inner.minimum === 0) {
    constraints.push('≥ 0')
  }
  if (inner.minLength !== undefined || inner.maxLength !== undefined) {
    constraints.push(`${inner.minLength ?? 0} to ${inner.maxLength ?? '∞'} characters`)
  }
  if (inner.pattern && inner.format === undefined) constraints.push(`matches ${inner.pattern}`)
  return constraints
}

const EXAMPLE_BY_PATTERN = new Map<string, string>([
  [CREATOR_ID_PATTERN.source, 'your-creator-id'],
  [ANON_ID_PATTERN.source, 'a8Kq2ZpL0xYw'],
  [REFERRAL_CODE_PATTERN.source, 'BOOST7Q2'],
])

const EXAMPLE_BY_FORMAT: Record<string, string> = {
  uuid: '6f1c2b0e-8d2a-4c53-9a51-2f0c7e9b1d4a',
  'date-time': '2025-08-01T18:30:00.000Z',
  uri: 'https://boost.example/r/BOOST7Q2',
  email: 'you@example.com',
}

function exampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  const union = members(schema)
  if (union.length > 0) return exampleOf(union.find((member) => member.type !== 'null') ?? union[0]!)
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property)]))
    case 'array':
      return schema.items ? [exampleOf(schema.items)] : []
    case 'string':
      return exampleString(schema)
    case 'integer':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1)
    case 'number':
      return schema.minimum ?? 0
    case 'boolean':
      return false
    case 'null':
      return null
    default:
      return null
  }
}

function exampleString(schema: JsonSchema): string {
  if (schema.format && EXAMPLE_BY_FORMAT[schema.format]) return EXAMPLE_BY_FORMAT[schema.format]!
  if (schema.pattern) {
    const known = EXAMPLE_BY_PATTERN.get(schema.pattern)
    if (known) return known
    if (new RegExp(schema.pattern).test('500')) return '500'
  }
  return 'string'
}
