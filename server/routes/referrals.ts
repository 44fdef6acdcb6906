// POST /api/referrals/create: a supporter's stable referral code and link.
import Router from '@koa/router'
import { ledgerEndpoints } from '../../core/api/ledger.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'
import { createReferral } from '../services/referrals.ts'
import { parseBody } from '../validate.ts'

const { createReferral: create } = ledgerEndpoints

export function referralRoutes(db: Db, config: Pick<Config, 'publicUrl'>): Router {
  const router = new Router()
  router.post(create.path, async (ctx) => {
    const { supporterId } = parseBody(ctx, create.body)
    const referral = await createReferral(db, config.publicUrl, supporterId)
    if (!referral) return ctx.throw(404, 'Unknown supporter')
    ctx.body = referral
  })
  return router
}
