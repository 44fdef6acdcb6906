// The one place errors become responses: `{ "error": message }` JSON, 4xx keeps its message,
// anything else is logged and answered "Internal error".
import type { Middleware } from 'koa'

type HttpishError = Error & { status?: number; statusCode?: number; expose?: boolean; headers?: Record<string, string> }

export function errorResponses(): Middleware {
  return async (ctx, next) => {
    try {
      await next()
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404
        ctx.body = { error: 'Not found' }
      }
    } catch (caught) {
      const error = caught as HttpishError
      const status = error.status ?? error.statusCode ?? 500
      const clientError = status >= 400 && status < 500
      if (!clientError) ctx.state.log?.error({ err: error }, 'unhandled error')
      ctx.status = clientError ? status : 500
      if (clientError && error.headers) ctx.set(error.headers)
      ctx.body = { error: clientError ? error.message : 'Internal error' }
    }
  }
}
