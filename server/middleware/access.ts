// Who may read what is private: anyone while payments are a demo (nothing is at stake); with live
// payments the platform admin, by the bearer token ADMIN_TOKEN, or for one creator's boosts
// (`?creatorId=`) that creator's own session.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context, Middleware } from 'koa'
import type { Config } from '../config.ts'
import { sessionOwnsCreator, signedIn } from '../services/sessions.ts'

const ANALYTICS_REFUSED = 'Sign in as this creator or use the admin token'
const NOT_THAT_CREATOR = 'This browser is not signed in as that creator'
const ADMIN_REFUSED = 'Payments are live: send the admin token (Authorization: Bearer ADMIN_TOKEN)'

type AccessConfig = Pick<Config, 'payments' | 'adminToken'>

/** The platform admin alone (the go-live checklist). */
export function requireAdmin(config: AccessConfig): Middleware {
  return requireAccess(config, 'boost-admin', ADMIN_REFUSED, async () => false)
}

/**
 * The platform admin, or the session of the creator named by `?creatorId=` (the events list and
 * CSV). A session of other creators is 403: who is asking is known, and it is not them.
 */
export function requireAnalyticsAccess(config: AccessConfig): Middleware {
  return requireAccess(config, 'boost-analytics', ANALYTICS_REFUSED, async (ctx) => {
    const { creatorId } = ctx.query
    if (typeof creatorId !== 'string') return false
    const { creators } = await signedIn(ctx)
    if (creators.length > 0 && !creators.includes(creatorId)) ctx.throw(403, NOT_THAT_CREATOR)
    return creators.includes(creatorId)
  })
}

/** Whether this request may read supporters' messages as written: the admin, or the creator whose boosts they are. */
export async function readsOriginalMessages(ctx: Context, config: AccessConfig, creatorId: string | undefined): Promise<boolean> {
  return holdsAdminToken(ctx, config) || (creatorId !== undefined && (await sessionOwnsCreator(ctx, creatorId)))
}

function requireAccess(config: AccessConfig, realm: string, refusal: string, ownsIt: (ctx: Context) => Promise<boolean>): Middleware {
  return async (ctx, next) => {
    if (config.payments.kind === 'demo' || holdsAdminToken(ctx, config) || (await ownsIt(ctx))) return next()
    ctx.throw(401, refusal, { headers: { 'WWW-Authenticate': `Bearer realm="${realm}"` } })
  }
}

function holdsAdminToken(ctx: Context, config: AccessConfig): boolean {
  const bearer = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(ctx.get('authorization'))?.[1]
  return Boolean(bearer && config.adminToken && sameSecret(bearer, config.adminToken))
}

/** Compares digests, so neither the time taken nor a length check tells how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/** A change to a creator's own things (their page, their goal): 401 without a session, 403 with another creator's. */
export async function requireSignedInAs(ctx: Context, creatorId: string): Promise<void> {
  const { creators } = await signedIn(ctx)
  if (creators.length === 0) ctx.throw(401, 'Sign in as this creator first')
  if (!creators.includes(creatorId)) ctx.throw(403, NOT_THAT_CREATOR)
}
