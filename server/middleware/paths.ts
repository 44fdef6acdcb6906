// Paths are normalised before anything reads them, and no answer redirects off-site.
//
// Browsers read a backslash in a URL as a slash, and a path that starts with two slashes as
// another host: a redirect to `/\evil.com` or `//evil.com` (for instance the trailing-slash
// redirect of `/\evil.com/`) would send a visitor away. Such a path is redirected once to its
// normalised form, a single leading slash; and any redirect whose target is not this site becomes
// a 404, whatever produced it.
import type { Context, Middleware } from 'koa'

const UNNORMAL = /\\|\/\//

export function normalisedPaths(publicUrl: () => string): Middleware {
  return async (ctx, next) => {
    if (UNNORMAL.test(ctx.path)) {
      const normal = ctx.path.replaceAll('\\', '/').replace(/\/{2,}/g, '/')
      ctx.status = 308
      ctx.redirect(`${normal}${ctx.search}`)
      return
    }
    await next()
    const location = ctx.response.get('Location')
    if (location && !isOnSite(location, ctx, publicUrl())) {
      ctx.state.log?.warn({ location: location.slice(0, 200) }, 'refused an off-site redirect')
      ctx.remove('Location')
      ctx.status = 404
      ctx.body = { error: 'Not found' }
    }
  }
}

/** A path on this host, or an absolute URL on our public origin or the one this request came to. */
function isOnSite(location: string, ctx: Context, publicUrl: string): boolean {
  if (location.startsWith('/')) return !/^\/[\\/]/.test(location)
  try {
    const { origin } = new URL(location)
    return origin === new URL(publicUrl).origin || origin === ctx.origin
  } catch {
    return false
  }
}
