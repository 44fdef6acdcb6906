// Gives every request an id (kept from X-Request-Id when sane) and logs one line when it ends.
import { randomUUID } from 'node:crypto'
import type { Middleware } from 'koa'
import type { Logger } from '../logger.ts'
import { isClientCaused } from './errors.ts'

const SANE_ID = /^[\w.-]{1,128}$/

export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id')
    const id = SANE_ID.test(incoming) ? incoming : randomUUID()
    ctx.state.requestId = id
    ctx.state.log = logger.child({ requestId: id })
    ctx.set('X-Request-Id', id)
    const started = performance.now()
    try {
      await next()
    } finally {
      const line = { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }
      // A 503 is an answer chosen to ask for a retry (an outage is logged once, where it is seen).
      if (ctx.status >= 500 && ctx.status !== 503 && !isClientCaused(ctx.status)) ctx.state.log.error(line, 'request failed')
      else ctx.state.log.info(line, 'request')
    }
  }
}
