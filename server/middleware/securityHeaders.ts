// Security headers for every response, and a Content-Security-Policy for pages. Only the pages
// meant to be embedded (stream overlays, the widget playground) may be framed.
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
    ctx.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self' ws: wss:",
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
