// An answer made for a signed-in creator, or for a request that carried a token, is theirs alone:
// no cache keeps it, neither one shared on the way nor the browser's, nor the console's service
// worker, which would show it offline after they sign out (their analytics, their messages as
// written). Which answers those are is known once the route has run: it asked who is signed in.
import type { Middleware } from 'koa'
import { askedForSignedIn } from '../services/sessions.ts'

export function privateAnswers(): Middleware {
  return async (ctx, next) => {
    await next()
    // A live stream wrote its own headers, and carries no one's own data.
    if (ctx.headerSent) return
    if (ctx.get('authorization') !== '' || (await askedForSignedIn(ctx))) ctx.set('Cache-Control', 'private, no-store')
  }
}
