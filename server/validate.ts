// Parses the parts of a request with their zod schemas, once, at the edge: bad input becomes a
// 400 that names the field, in plain words for the bodies of forms a person fills in
// (core/api/fieldLabels.ts). Every route reads its body, query and path through these three.
import type { Context } from 'koa'
import type { z } from 'zod'
import { fieldLabels, plainMessage } from '../core/api/fieldLabels.ts'

export function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.infer<S> {
  return parse(ctx, schema, ctx.request.body, true)
}

/** `?creatorId=` (empty) means "not given", as clients that fill a template with an empty value send it. */
export function parseQuery<S extends z.ZodType>(ctx: Context, schema: S): z.infer<S> {
  return parse(ctx, schema, Object.fromEntries(Object.entries(ctx.query).filter(([, value]) => value !== '')), true)
}

/** A path segment has no name a client wrote, so its message stands alone. */
export function parseParams<S extends z.ZodType>(ctx: Context, schema: S): z.infer<S> {
  return parse(ctx, schema, ctx.params as unknown, false)
}

function parse<S extends z.ZodType>(ctx: Context, schema: S, value: unknown, named: boolean): z.infer<S> {
  const result = schema.safeParse(value ?? {})
  if (!result.success) {
    const issue = result.error.issues[0]!
    const labels = fieldLabels.get(schema)
    const plain = labels ? plainMessage(labels, issue.path, issue.message) : null
    return ctx.throw(400, plain ?? `${named ? fieldPrefix(issue.path) : ''}${issue.message}`)
  }
  // Each schema refuses or cleans control characters in its own words; this is the wall behind
  // them: a NUL, which PostgreSQL cannot store, never gets past the edge in any field.
  const nul = pathToNul(result.data, [])
  if (nul) ctx.throw(400, `${named ? fieldPrefix(nul) : ''}must not contain NUL characters`)
  return result.data
}

function fieldPrefix(path: readonly PropertyKey[]): string {
  return path.length > 0 ? `${path.map(String).join('.')}: ` : ''
}

function pathToNul(value: unknown, path: PropertyKey[]): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (typeof value !== 'object' || value === null) return null
  for (const [key, inner] of Object.entries(value)) {
    const found = key.includes('\u0000') ? [...path, key] : pathToNul(inner, [...path, key])
    if (found) return found
  }
  return null
}
