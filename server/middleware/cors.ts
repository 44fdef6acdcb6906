// CORS for the widget's public endpoints: any origin may read them, never with credentials, and a
// preflight (OPTIONS) is answered here.
import type { Middleware } from 'koa'

const PREFLIGHT_CACHE_SECONDS = 86_400

/** Use on the route's own method and on `router.options` for the same path. */
export function publicCors(methods: readonly ('GET' | 'POST')[]): Middleware {
  const allowed = [...methods, 'OPTIONS'].join(', ')
  return async (ctx, next) => {
    ctx.set('Access-Control-Allow-Origin', '*')
    // A 429's Retry-After is not a header pages may read unless named: the widget waits it out.
    ctx.set('Access-Control-Expose-Headers', 'Retry-After')
    if (ctx.method !== 'OPTIONS') return next()
    ctx.set('Access-Control-Allow-Methods', allowed)
    ctx.set('Access-Control-Allow-Headers', 'Content-Type')
    ctx.set('Access-Control-Max-Age', String(PREFLIGHT_CACHE_SECONDS))
    ctx.set('Allow', allowed)
    ctx.status = 204
  }
}
