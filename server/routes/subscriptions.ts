// A monthly boost through the manage link on its receipt, which needs no sign-in and opens that one
// monthly boost only; and the demo's renewal, with demo payments only.
import Router from '@koa/router'
import { subscriptionEndpoints as endpoints } from '../../core/api/subscriptions.ts'
import { rateLimit } from '../middleware/rateLimit.ts'
import type { Services } from '../services/index.ts'
import { parseBody, parseParams } from '../validate.ts'

/** A person reads and changes their monthly boost a few times a minute; guessing a token gets nowhere either way. */
const MANAGE_CALLS_PER_MINUTE = 60

export function subscriptionRoutes(services: Services): Router {
  const { subscriptions, db } = services
  const router = new Router()
  const limit = rateLimit(db, { key: 'subscription-manage', perMinute: MANAGE_CALLS_PER_MINUTE })

  router.get(endpoints.manage.path, limit, async (ctx) => {
    const { token } = parseParams(ctx, endpoints.manage.params)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await subscriptions.read({ token })
  })

  router.post(endpoints.manageCancel.path, limit, async (ctx) => {
    const { token } = parseParams(ctx, endpoints.manageCancel.params)
    ctx.body = await subscriptions.cancel({ token })
  })

  router.post(endpoints.manageResume.path, limit, async (ctx) => {
    const { token } = parseParams(ctx, endpoints.manageResume.params)
    ctx.body = await subscriptions.resume({ token })
  })

  router.patch(endpoints.manageAmount.path, limit, async (ctx) => {
    const { token } = parseParams(ctx, endpoints.manageAmount.params)
    const { amount } = parseBody(ctx, endpoints.manageAmount.body)
    ctx.body = await subscriptions.changeAmount({ token }, amount)
  })

  router.post(endpoints.demoRenew.path, async (ctx) => {
    const { id } = parseParams(ctx, endpoints.demoRenew.params)
    ctx.body = await subscriptions.renewDemo(id)
  })

  return router
}
