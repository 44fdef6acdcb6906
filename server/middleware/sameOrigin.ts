// Cookie-credentialed endpoints answer only requests from our own pages: a browser says where a
// request comes from (Sec-Fetch-Site, Origin), and anything cross-site is refused with 403.
// Requests without either header do not come from a browser page, so they carry no ambient cookie
// risk and pass.
import type { Middleware } from 'koa'

const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed here'

export function sameOrigin(publicUrl: () => string): Middleware {
  return async (ctx, next) => {
    const site = ctx.get('sec-fetch-site')
    // 'none' is the person themselves: a typed address or a bookmark.
    if (site && site !== 'same-origin' && site !== 'none') ctx.throw(403, CROSS_SITE_REFUSED)
    const origin = ctx.get('origin')
    // Our public URL, or the address this request was sent to (a server reached by another name).
    if (origin && origin !== new URL(publicUrl()).origin && origin !== `${ctx.protocol}://${ctx.host}`) ctx.throw(403, CROSS_SITE_REFUSED)
    return next()
  }
}
