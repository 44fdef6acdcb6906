// The one place errors become responses: `{ "error": message }` JSON. A client's mistake (4xx, or
// 501 for a method the server does not implement) keeps its status and message and is logged at
// info; a failure while the database is out of reach is a 503 asking to retry, logged once per
// outage (databaseOutage.ts decides, asking the database when in doubt); anything else
// is logged with its stack and answered "Internal error", but for a refusal that blames a service
// we depend on (502), whose message stands.
import type { Middleware } from 'koa'
import type { DatabaseOutage } from '../databaseOutage.ts'

type HttpishError = Error & { status?: number; statusCode?: number; headers?: Record<string, string>; expose?: boolean }

/** Seconds a client (Stripe, the widget) is asked to wait while the database is out of reach. */
const RETRY_AFTER_SECONDS = 5

export function errorResponses(outage: DatabaseOutage): Middleware {
  return async (ctx, next) => {
    try {
      await next()
    } catch (caught) {
      const error = caught as HttpishError
      const status = error.status ?? error.statusCode ?? 500
      // A server-side failure is the outage when the database is away, whatever the error says.
      if (!isClientCaused(status) && !isUpstream(status, error) && (await outage.isOutage(error))) {
        ctx.status = 503
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS))
        ctx.body = { error: 'Boost is briefly unavailable: try again in a moment' }
        return
      }
      if (!isClientCaused(status)) {
        ctx.state.log?.error({ err: error }, 'unhandled error')
        const upstream = isUpstream(status, error)
        ctx.status = upstream ? 502 : 500
        ctx.body = { error: upstream ? error.message : 'Internal error' }
        return
      }
      ctx.status = status
      if (error.headers) ctx.set(error.headers)
      ctx.body = { error: error.message }
    }
  }
}

/** A service we depend on failed (a Refusal with 502): the client may say so and try again. */
function isUpstream(status: number, error: HttpishError): boolean {
  return status === 502 && error.expose === true
}

/** Whether a status answers something the client asked for, rather than a fault of the server. */
export function isClientCaused(status: number): boolean {
  return (status >= 400 && status < 500) || status === 501
}

/**
 * Everything under /api/ is the API: a path no route took is a JSON 404, never the pages' HTML
 * one. Set rather than thrown, so the router's allowedMethods, which runs after, can still turn a
 * path that exists under another method into a 405.
 */
export function apiNotFound(): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.toLowerCase().startsWith('/api/')) return next()
    ctx.status = 404
    ctx.body = { error: 'Not found' }
  }
}
