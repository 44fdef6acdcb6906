// GET /api/leaderboard/weekly: this week's top supporters; public, any origin.
import Router from '@koa/router'
import { ledgerEndpoints } from '../../core/api/ledger.ts'
import type { Db } from '../db.ts'
import { publicCors } from '../middleware/cors.ts'
import { weeklyLeaderboard } from '../services/leaderboard.ts'
import { parseQuery } from '../validate.ts'

const { weeklyLeaderboard: weekly } = ledgerEndpoints

export function leaderboardRoutes(db: Db): Router {
  const router = new Router()
  const cors = publicCors(['GET'])
  router.options(weekly.path, cors)
  router.get(weekly.path, cors, async (ctx) => {
    const { limit } = parseQuery(ctx, weekly.query)
    ctx.body = await weeklyLeaderboard(db, limit)
  })
  return router
}
