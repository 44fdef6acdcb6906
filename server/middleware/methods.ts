// Methods the server does not implement at all (TRACE, PROPFIND, CONNECT…) are answered 501 before
// any other work, naming the ones it does; a method a route lacks is the router's 405.
import type Router from '@koa/router'
import type { Middleware } from 'koa'

const SUPPORTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const supported = new Set<string>(SUPPORTED_METHODS)
const ALLOW = SUPPORTED_METHODS.join(', ')

export function supportedMethodsOnly(): Middleware {
  return async (ctx, next) => {
    if (!supported.has(ctx.method)) ctx.throw(501, `The ${ctx.method.slice(0, 20)} method is not supported`, { headers: { Allow: ALLOW } })
    return next()
  }
}

/** The router's 405 for a path that exists under other methods, with its Allow header and a JSON error. */
export function allowedMethodsAsJson(router: Router): Middleware {
  // Its context type asks for router fields it does not read; any Koa context serves.
  const allowedMethods = router.allowedMethods() as unknown as Middleware
  return async (ctx, next) => {
    await allowedMethods(ctx, next)
    if (ctx.status === 405) ctx.body = { error: `The ${ctx.method} method is not allowed here; use ${ctx.response.get('Allow')}` }
  }
}
