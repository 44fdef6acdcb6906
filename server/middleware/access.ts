// Who may read what is private: anyone while payments are a demo (nothing is at stake); with live
// payments the platform admin, by the bearer token ADMIN_TOKEN, or for one creator's boosts
// (`?creatorId=`) that creator's own session.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context, Middleware } from 'koa'
import type { Config } from '../config.ts'
import { signedIn } from '../services/sessions.ts'

const ANALYTICS_REFUSED = 'Sign in as this creator or use the admin token'
const NOT_THAT_CREATOR = 'This browser is not signed in as that creator'
const ADMIN_REFUSED = 'Payments are live: send the admin token (Authorization: Bearer ADMIN_TOKEN)'

type AccessConfig = Pick<Config, 'payments' | 'adminToken'>

/** The platform admin alone (the go-live checklist). */
export function requireAdmin(config: AccessConfig): Middleware {
  return async (ctx, next) => {
    if (config.payments.kind === 'demo' || holdsAdminToken(ctx, config)) return next()
    refuse(ctx, 'boost-admin', ADMIN_REFUSED)
  }
}

/** Who asks: whether they sent the admin token, and the creators their session is signed in as. */
export type Reader = { admin: boolean; creators: string[] }

/**
 * Whether `reader` may list the boosts of `creatorId` (undefined: the whole platform's): anyone
 * while payments are a demo, else as readsOriginals. The events API asks it of each request, and
 * /analytics before it renders the boosts into the page.
 */
export function readsAnalytics(config: AccessConfig, reader: Reader, creatorId: string | undefined): boolean {
  return config.payments.kind === 'demo' || readsOriginals(reader, creatorId)
}

/** Whether `reader` sees supporters' messages as written: the admin, or the creator whose boosts they are. */
export function readsOriginals(reader: Reader, creatorId: string | undefined): boolean {
  return reader.admin || (creatorId !== undefined && reader.creators.includes(creatorId))
}

/**
 * The platform admin, or the session of the creator named by `?creatorId=` (the events list and
 * CSV). A session of other creators is 403: who is asking is known, and it is not them.
 */
export function requireAnalyticsAccess(config: AccessConfig): Middleware {
  return async (ctx, next) => {
    const { creatorId } = ctx.query
    const asked = typeof creatorId === 'string' ? creatorId : undefined
    const reader = await readerOf(ctx, config)
    if (readsAnalytics(config, reader, asked)) return next()
    if (asked !== undefined && reader.creators.length > 0) ctx.throw(403, NOT_THAT_CREATOR)
    refuse(ctx, 'boost-analytics', ANALYTICS_REFUSED)
  }
}

/** The request's reader: the admin token it sent, and the creators of its session; read once per request. */
export function readerOf(ctx: Context, config: AccessConfig): Promise<Reader> {
  return ((ctx.state.reader as Promise<Reader> | undefined) ??= signedIn(ctx).then(({ creators }) => ({ admin: holdsAdminToken(ctx, config), creators })))
}

/** 401, naming the bearer realm that would be let in. */
function refuse(ctx: Context, realm: string, refusal: string): never {
  ctx.throw(401, refusal, { headers: { 'WWW-Authenticate': `Bearer realm="${realm}"` } })
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
