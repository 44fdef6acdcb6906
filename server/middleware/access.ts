// Who may read the boost events list and its CSV: anyone while payments are a demo; with live
// payments the platform admin (ADMIN_TOKEN) for every creator, or a creator's own session for
// their boosts, named by `?creatorId=`.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Middleware } from 'koa'
import type { Config } from '../config.ts'
import { sessionOwnsCreator } from '../services/sessions.ts'

export const ANALYTICS_REFUSED = 'Sign in as this creator or use the admin token'

export function requireAnalyticsAccess(config: Pick<Config, 'payments' | 'adminToken'>): Middleware {
  return async (ctx, next) => {
    if (config.payments.kind === 'demo') return next()
    const bearer = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(ctx.get('authorization'))?.[1]
    if (bearer && config.adminToken && sameSecret(bearer, config.adminToken)) return next()
    const { creatorId } = ctx.query
    if (typeof creatorId === 'string' && sessionOwnsCreator(ctx, creatorId)) return next()
    ctx.throw(401, ANALYTICS_REFUSED, { headers: { 'WWW-Authenticate': 'Bearer realm="boost-analytics"' } })
  }
}

/** Compares digests, so neither the time taken nor a length check tells how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
