// Reads request bodies with a size limit. JSON is parsed into ctx.request.body; the raw bytes
// stay in ctx.state.rawBody for the payment webhook, whose signature covers them, and for uploads,
// whose paths may take a larger body.
import type { IncomingMessage } from 'node:http'
import type { Middleware } from 'koa'

declare module 'koa' {
  interface Request {
    body?: unknown
  }
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE'])

/** A path that takes a larger body than the rest, and what to say past it. */
export type LargerBody = { path: RegExp; limitBytes: number; message: string }

export function readBody({ limitBytes: usual, larger = [] }: { limitBytes: number; larger?: readonly LargerBody[] }): Middleware {
  return async (ctx, next) => {
    if (BODYLESS.has(ctx.method)) return next()
    const { limitBytes, message } = larger.find((entry) => entry.path.test(ctx.path)) ?? { limitBytes: usual, message: 'Request body too large' }
    const declared = Number(ctx.get('content-length') || 0)
    if (declared > limitBytes) ctx.throw(413, message)
    const raw = await received(ctx.req, limitBytes)
    if (raw === 'too-large') ctx.throw(413, message)
    // The client went away, or the server's request timeout cut off a body that never finished.
    if (raw === 'cut-off') ctx.throw(408, 'The request body did not arrive in time')
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

/**
 * The body's bytes, from the stream's events: an async iterator costs more than the one or two
 * chunks a body comes in. Past the limit, the rest flows on unkept while the 413 is answered.
 */
function received(req: IncomingMessage, limitBytes: number): Promise<Buffer | 'too-large' | 'cut-off'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const settle = (outcome: Buffer | 'too-large' | 'cut-off') => {
      req.off('data', onData).off('end', onEnd).off('error', onCutOff).off('close', onCutOff)
      resolve(outcome)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limitBytes) settle('too-large')
      else chunks.push(chunk)
    }
    const onEnd = () => settle(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size))
    const onCutOff = () => settle('cut-off')
    req.on('data', onData).on('end', onEnd).on('error', onCutOff).on('close', onCutOff)
  })
}
