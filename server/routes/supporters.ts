// POST /api/supporters/identify: the widget's and pages' way to a supporter id; open to any origin.
import Router from '@koa/router'
import { ledgerEndpoints } from '../../core/api/ledger.ts'
import type { Db } from '../db.ts'
import { publicCors } from '../middleware/cors.ts'
import { rateLimit } from '../middleware/rateLimit.ts'
import { identifySupporter } from '../services/supporters.ts'
import { parseBody } from '../validate.ts'

const { identifySupporter: identify } = ledgerEndpoints
/** A browser identifies once per visit; this leaves room for many visitors behind one address. */
const IDENTIFIES_PER_MINUTE = 120

export function supporterRoutes(db: Db): Router {
  const router = new Router()
  const cors = publicCors(['POST'])
  router.options(identify.path, cors)
  router.post(identify.path, cors, rateLimit(db, { key: 'identify', perMinute: IDENTIFIES_PER_MINUTE }), async (ctx) => {
    const body = parseBody(ctx, identify.body)
    ctx.body = await identifySupporter(db, body)
  })
  return router
}
