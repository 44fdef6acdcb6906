// Parses a request part with its zod schema, once, at the edge: bad input becomes a 400 whose
// message names the field.
import type { Context } from 'koa'
import type { z } from 'zod'

export function parse<S extends z.ZodType>(ctx: Context, schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {})
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const field = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  return ctx.throw(400, `${field}${issue.message}`)
}
