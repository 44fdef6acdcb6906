// GET /api/gamification/summary: a supporter's XP, badges, referral and weekly standing.
import Router from '@koa/router'
import { ledgerEndpoints } from '../../core/api/ledger.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'
import { gamificationSummary } from '../services/gamification.ts'
import { parseQuery } from '../validate.ts'

const { gamificationSummary: summary } = ledgerEndpoints

export function gamificationRoutes(db: Db, config: Pick<Config, 'publicUrl'>): Router {
  const router = new Router()
  router.get(summary.path, async (ctx) => {
    const query = parseQuery(ctx, summary.query)
    const found = await gamificationSummary(db, config.publicUrl, query)
    if (!found) return ctx.throw(404, 'Unknown supporter')
    ctx.body = found
  })
  return router
}
