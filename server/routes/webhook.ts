// POST /api/stripe/webhook: Stripe's signed events. The signature covers the raw bytes, which the
// body reader keeps in ctx.state.rawBody beside the JSON it parsed, read once. Answers as soon as
// the event is applied; only an account.updated in doubt asks Stripe about the account first, and a
// 503 when Stripe cannot say leaves the event unapplied for Stripe to deliver again.
import Router from '@koa/router'
import { paymentsEndpoints } from '../../core/api/payments.ts'
import type { Services } from '../services/index.ts'

const { stripeWebhook } = paymentsEndpoints

export function webhookRoutes(services: Services): Router {
  const router = new Router()
  router.post(stripeWebhook.path, async (ctx) => {
    const raw = Buffer.isBuffer(ctx.state.rawBody) ? ctx.state.rawBody : Buffer.alloc(0)
    const applied = await services.payments.handleStripeWebhook(raw, ctx.get('stripe-signature') || undefined, ctx.request.body)
    ctx.state.log.info(applied, 'stripe event')
    if (applied.outcome === 'account-unconfirmed' || applied.outcome === 'invoice-unconfirmed') {
      ctx.status = 503
      ctx.body = { error: `Stripe could not confirm the ${applied.outcome === 'account-unconfirmed' ? 'account’s state' : 'invoice'}; deliver this event again later` }
      return
    }
    ctx.body = { received: true, outcome: applied.outcome }
  })
  return router
}
