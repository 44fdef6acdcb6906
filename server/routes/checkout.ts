// Checkout: the amount limits, opening a checkout (public, rate limited), a session's state for
// the widget and the success page, cancelling it from the cancel page, paying a demo checkout,
// and a paid boost's receipt.
import Router from '@koa/router'
import type { Middleware } from 'koa'
import { paymentsEndpoints } from '../../core/api/payments.ts'
import { publicCors } from '../middleware/cors.ts'
import { rateLimit } from '../middleware/rateLimit.ts'
import type { Services } from '../services/index.ts'
import { sessionView } from '../services/sessionView.ts'
import { parseBody, parseParams, parseQuery } from '../validate.ts'

const { limits, checkout, session, cancel, receipt, demoComplete } = paymentsEndpoints

/** Checkouts a single client may open per minute. */
const CHECKOUTS_PER_MINUTE = 30
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/

// The widget sends an Idempotency-Key with its checkout, so the preflight must allow it.
const allowIdempotencyKey: Middleware = async (ctx, next) => {
  await next()
  if (ctx.method === 'OPTIONS') ctx.set('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key')
}

export function checkoutRoutes(services: Services): Router {
  const { payments } = services
  const router = new Router()
  const readCors = publicCors(['GET'])
  const postCors = publicCors(['POST'])

  router.options(limits.path, readCors)
  router.get(limits.path, readCors, async (ctx) => {
    const { currency, creatorId } = parseQuery(ctx, limits.query)
    const range = await payments.checkout.limits(currency, creatorId)
    ctx.body = { currency, min: range.min / 100, max: range.max / 100, demo: payments.kind === 'demo' }
  })

  router.options(checkout.path, allowIdempotencyKey, postCors)
  router.post(checkout.path, postCors, rateLimit(services.db, { key: 'checkout', perMinute: CHECKOUTS_PER_MINUTE }), async (ctx) => {
    const body = parseBody(ctx, checkout.body)
    const idempotencyKey = ctx.get('idempotency-key')
    if (idempotencyKey && !IDEMPOTENCY_KEY.test(idempotencyKey)) ctx.throw(400, 'Idempotency-Key: must be 1 to 255 visible ASCII characters')
    const started = await payments.checkout.start({
      creatorId: body.creator_id,
      amountCents: body.amount,
      currency: body.currency,
      supporterId: body.supporter_id ?? null,
      referralCode: body.ref ?? null,
      message: body.message ?? null,
      // Anonymous wins: a name sent with it is dropped here and never stored.
      supporterName: body.anonymous ? null : (body.name ?? null),
      anonymous: body.anonymous === true,
      showOnLeaderboard: body.showOnLeaderboard ?? null,
      demo: body.demo === true,
      email: body.email ?? null,
      returnUrl: body.return_url ?? null,
      idempotencyKey: idempotencyKey || null,
      interval: body.interval ?? null,
    })
    ctx.body = { url: started.url, clamped: started.clamped, amount: started.amountCents / 100, sessionId: started.sessionId }
  })

  router.options(session.path, readCors)
  router.get(session.path, readCors, async (ctx) => {
    const { id } = parseParams(ctx, session.params)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await sessionView(services, id)
  })

  router.options(cancel.path, postCors)
  router.post(cancel.path, postCors, async (ctx) => {
    const { id } = parseParams(ctx, cancel.params)
    await payments.checkout.cancel(id)
    ctx.body = { status: 'cancelled' }
  })

  router.options(receipt.path, readCors)
  router.get(receipt.path, readCors, async (ctx) => {
    const { token } = parseParams(ctx, receipt.params)
    const found = await services.receipts.byToken(token)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = found
  })

  router.post(demoComplete.path, async (ctx) => {
    const { id } = parseParams(ctx, demoComplete.params)
    ctx.body = await payments.checkout.completeDemo(id)
  })

  return router
}
