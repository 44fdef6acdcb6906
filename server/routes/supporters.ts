// POST /api/supporters/identify: the widget's and pages' way to a supporter id; open to any origin.
import Router from '@koa/router'
import { ledgerEndpoints } from '../../core/api/ledger.ts'
import type { Db } from '../db.ts'
import { publicCors } from '../middleware/cors.ts'
import { identifySupporter } from '../services/supporters.ts'
import { parse } from '../validate.ts'

const { identifySupporter: identify } = ledgerEndpoints

export function supporterRoutes(db: Db): Router {
  const router = new Router()
  const cors = publicCors(['POST'])
  router.options(identify.path, cors)
  router.post(identify.path, cors, async (ctx) => {
    const body = parse(ctx, identify.body, ctx.request.body)
    ctx.body = await identifySupporter(db, body)
  })
  return router
}
