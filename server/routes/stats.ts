// GET /api/boost-stats: platform or per-creator totals for analytics and live counters; public.
import Router from '@koa/router'
import { ledgerEndpoints, type BoostStats } from '../../core/api/ledger.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'
import { publicCors } from '../middleware/cors.ts'
import { readStats } from '../services/stats.ts'
import { parseQuery } from '../validate.ts'

const { boostStats: stats } = ledgerEndpoints

export function statsRoutes(db: Db, config: Config): Router {
  const router = new Router()
  const cors = publicCors(['GET'])
  router.options(stats.path, cors)
  router.get(stats.path, cors, async (ctx) => {
    const { creatorId } = parseQuery(ctx, stats.query)
    const body: BoostStats = await readStats(db, creatorId, config.reportingCurrency)
    ctx.body = body
  })
  return router
}
