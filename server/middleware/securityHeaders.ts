// Security headers for every response, and a Content-Security-Policy for pages. Only the pages
// meant to be embedded (stream overlays, the widget playground) may be framed. An inline script
// runs only when the middleware that answered vouched for it in `ctx.state.scriptSources`: the
// rendered pages with a fresh nonce, the prerendered ones with hashes of their build's scripts.
import type { Middleware } from 'koa'

const FRAMEABLE = [/^\/porthole(\/|$)/, /^\/play\//]

export function securityHeaders({ https }: { https: boolean }): Middleware {
  return async (ctx, next) => {
    await next()
    ctx.set('X-Content-Type-Options', 'nosniff')
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)')
    if (https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    if (!ctx.response.is('html')) return
    const frameable = FRAMEABLE.some((pattern) => pattern.test(ctx.path))
    const scriptSources: readonly string[] = ctx.state.scriptSources ?? []
    ctx.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        ["script-src 'self'", ...scriptSources].join(' '),
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        // 'self' also matches ws: and wss: on the same host and port, where Vite's hot reload talks in development.
        "connect-src 'self'",
        "media-src 'self' data:",
        "base-uri 'self'",
        "object-src 'none'",
        "form-action 'self' https://checkout.stripe.com https://connect.stripe.com",
        `frame-ancestors ${frameable ? '*' : "'none'"}`,
      ].join('; '),
    )
    if (!frameable) ctx.set('X-Frame-Options', 'DENY')
  }
}
