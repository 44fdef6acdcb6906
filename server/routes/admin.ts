// GET /api/admin/checklist: the go-live checklist. Open while payments are a demo (nothing is at
// stake and it says what to set); with live payments only the platform admin (ADMIN_TOKEN) reads it.
import { createHash, timingSafeEqual } from 'node:crypto'
import Router from '@koa/router'
import type { Middleware } from 'koa'
import { adminEndpoints } from '../../core/api/admin.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'
import { goLiveChecklist } from '../services/checklist.ts'

const { checklist } = adminEndpoints

export const ADMIN_REFUSED = 'Payments are live: send the admin token (Authorization: Bearer ADMIN_TOKEN)'

export function adminRoutes(db: Db, config: Config): Router {
  const router = new Router()
  router.get(checklist.path, requireAdminToken(config), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await goLiveChecklist({ config, db })
  })
  return router
}

function requireAdminToken(config: Pick<Config, 'payments' | 'adminToken'>): Middleware {
  return async (ctx, next) => {
    if (config.payments.kind === 'demo') return next()
    const bearer = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(ctx.get('authorization'))?.[1]
    if (bearer && config.adminToken && sameSecret(bearer, config.adminToken)) return next()
    ctx.throw(401, ADMIN_REFUSED, { headers: { 'WWW-Authenticate': 'Bearer realm="boost-admin"' } })
  }
}

/** Compares digests, so neither the time taken nor a length check tells how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
