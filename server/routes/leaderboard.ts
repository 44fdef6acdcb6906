// GET /api/leaderboard/weekly: this week's top supporters, of the platform or (?creatorId=) of one
// creator; public, any origin.
import Router from '@koa/router'
import { ledgerEndpoints } from '../../core/api/ledger.ts'
import { publicCors } from '../middleware/cors.ts'
import type { Services } from '../services/index.ts'
import { weeklyLeaderboard } from '../services/leaderboard.ts'
import { parseQuery } from '../validate.ts'

const { weeklyLeaderboard: weekly } = ledgerEndpoints

export function leaderboardRoutes({ db, creatorPages }: Pick<Services, 'db' | 'creatorPages'>): Router {
  const router = new Router()
  const cors = publicCors(['GET'])
  router.options(weekly.path, cors)
  router.get(weekly.path, cors, async (ctx) => {
    const { limit, creatorId } = parseQuery(ctx, weekly.query)
    ctx.body = creatorId ? await creatorPages.topSupportersThisWeek(creatorId, limit) : await weeklyLeaderboard(db, limit)
  })
  return router
}
