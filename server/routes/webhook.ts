// POST /api/stripe/webhook: Stripe's signed events. The signature covers the raw bytes, which the
// body reader keeps in ctx.state.rawBody beside the JSON it parsed, read once. Answers as soon as
// the event is applied. A 503 leaves the event unapplied for Stripe to deliver again: when Stripe
// cannot be asked what the event leaves in doubt, or a monthly boost's first payment is not in yet.
import Router from '@koa/router'
import { paymentsEndpoints } from '../../core/api/payments.ts'
import type { Services } from '../services/index.ts'
import { DELIVER_AGAIN, deliverAgain } from '../services/payments/webhook.ts'

const { stripeWebhook } = paymentsEndpoints

export function webhookRoutes(services: Services): Router {
  const router = new Router()
  router.post(stripeWebhook.path, async (ctx) => {
    const raw = Buffer.isBuffer(ctx.state.rawBody) ? ctx.state.rawBody : Buffer.alloc(0)
    const applied = await services.payments.handleStripeWebhook(raw, ctx.get('stripe-signature') || undefined, ctx.request.body)
    ctx.state.log.info(applied, 'stripe event')
    if (deliverAgain(applied)) {
      ctx.status = 503
      ctx.body = { error: `Not applied: Boost ${DELIVER_AGAIN[applied.outcome]}; deliver this event again later` }
      return
    }
    ctx.body = { received: true, outcome: applied.outcome }
  })
  return router
}
