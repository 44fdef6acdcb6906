// Query strings are parsed like bodies, with one allowance: `?creatorId=` (empty) means "not given",
// as clients that fill a template with an empty value send it.
import type { Context } from 'koa'
import type { z } from 'zod'
import { parse } from '../validate.ts'

export function parseQuery<S extends z.ZodType>(ctx: Context, schema: S): z.infer<S> {
  const given = Object.fromEntries(Object.entries(ctx.query).filter(([, value]) => value !== ''))
  return parse(ctx, schema, given)
}
