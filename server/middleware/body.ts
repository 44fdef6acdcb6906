// Reads request bodies with a size limit. JSON is parsed into ctx.request.body; the raw bytes
// stay in ctx.state.rawBody for the payment webhook, whose signature covers them.
import type { Middleware } from 'koa'

declare module 'koa' {
  interface Request {
    body?: unknown
  }
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE'])

export function readBody({ limitBytes }: { limitBytes: number }): Middleware {
  return async (ctx, next) => {
    if (BODYLESS.has(ctx.method)) return next()
    const declared = Number(ctx.get('content-length') || 0)
    if (declared > limitBytes) ctx.throw(413, 'Request body too large')
    const chunks: Buffer[] = []
    let size = 0
    try {
      for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
        size += chunk.length
        if (size > limitBytes) ctx.throw(413, 'Request body too large')
        chunks.push(chunk)
      }
    } catch (error) {
      if ((error as { status?: number }).status) throw error
      // The client went away, or the server's request timeout cut off a body that never finished.
      ctx.throw(408, 'The request body did not arrive in time')
    }
    const raw = Buffer.concat(chunks)
    ctx.state.rawBody = raw
    if (raw.length > 0 && ctx.is('application/json', '+json')) {
      try {
        ctx.request.body = JSON.parse(raw.toString('utf8'))
      } catch {
        ctx.throw(400, 'Invalid JSON body')
      }
    }
    return next()
  }
}
