// The fan's own endpoints on Boost's origin: claim a paid boost, the fan's page, export, forget,
// and fan passkeys. Every route reads or sets the fan cookie, so each answers our own pages only,
// and each is rate limited per client.
import Router from '@koa/router'
import type { Context } from 'koa'
import { fanEndpoints as endpoints } from '../../core/api/fans.ts'
import { subscriptionEndpoints as monthly } from '../../core/api/subscriptions.ts'
import { rateLimit } from '../middleware/rateLimit.ts'
import { sameOrigin } from '../middleware/sameOrigin.ts'
import { deviceName } from '../services/deviceName.ts'
import type { Services } from '../services/index.ts'
import { parseBody, parseParams } from '../validate.ts'

/** A person opens their page, saves a passkey, exports: a few calls a minute; this leaves plenty of room. */
const FAN_CALLS_PER_MINUTE = 60
/** Passkey sign-ins: plenty for a person, little for guessing. */
const FAN_SIGN_INS_PER_MINUTE = 10

export function fanRoutes(services: Services): Router {
  const { fans, fanSessions, fanPasskeys, db, subscriptions } = services
  const router = new Router()
  const own = sameOrigin(() => services.config.publicUrl)
  const limit = rateLimit(db, { key: 'fan', perMinute: FAN_CALLS_PER_MINUTE })
  const signInLimit = rateLimit(db, { key: 'fan-signin', perMinute: FAN_SIGN_INS_PER_MINUTE })

  async function signedInFan(ctx: Context): Promise<string> {
    ctx.set('Cache-Control', 'no-store')
    const fan = await fanSessions.current(ctx)
    if (!fan) return ctx.throw(401, 'No fan here yet: boost a creator, or sign in with the passkey you saved')
    return fan
  }

  router.get(endpoints.fan.path, own, limit, async (ctx) => {
    const summary = await fans.summary(await signedInFan(ctx))
    if (!summary) return ctx.throw(401, 'This fan was forgotten')
    ctx.body = summary
  })

  router.get(endpoints.exportFan.path, own, limit, async (ctx) => {
    const data = await fans.export(await signedInFan(ctx))
    if (!data) return ctx.throw(401, 'This fan was forgotten')
    ctx.set('Content-Disposition', `attachment; filename="boost-fan-${data.exportedAt.slice(0, 10)}.json"`)
    ctx.body = data
  })

  router.delete(endpoints.forgetFan.path, own, limit, async (ctx) => {
    const fan = await signedInFan(ctx)
    // Stopped first, at Stripe too: if Stripe cannot be reached, nothing is forgotten and the fan can try again.
    await subscriptions.cancelAllOf(fan)
    const boostsKeptAnonymously = await fans.forget(fan)
    fanSessions.clearCookie(ctx)
    ctx.body = { forgotten: true, boostsKeptAnonymously }
  })

  router.post(endpoints.claimBoost.path, own, limit, async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    const body = parseBody(ctx, endpoints.claimBoost.body)
    const fan = await fanSessions.current(ctx)
    const claimed = await fans.claim({ ...body, fan })
    if (claimed.supporterId !== fan) await fanSessions.start(ctx, claimed.supporterId)
    ctx.body = claimed
  })

  router.post(endpoints.fanPasskeyOptions.path, own, limit, async (ctx) => {
    ctx.body = await fanPasskeys.registrationOptions(await signedInFan(ctx))
  })

  router.post(endpoints.addFanPasskey.path, own, limit, async (ctx) => {
    const fan = await signedInFan(ctx)
    const { response, name } = parseBody(ctx, endpoints.addFanPasskey.body)
    const saved = await fanPasskeys.register(fan, response as Parameters<typeof fanPasskeys.register>[1], name ?? `Passkey on ${deviceName(ctx.get('user-agent'))}`)
    ctx.status = 201
    ctx.body = { ...saved, createdAt: saved.createdAt.toISOString(), lastUsedAt: null }
  })

  router.post(endpoints.fanSignInOptions.path, own, signInLimit, async (ctx) => {
    ctx.body = await fanPasskeys.signInOptions()
  })

  router.post(endpoints.fanSignIn.path, own, signInLimit, async (ctx) => {
    const { response, deviceAnonId } = parseBody(ctx, endpoints.fanSignIn.body)
    const fan = await fanPasskeys.signIn(response as Parameters<typeof fanPasskeys.signIn>[0])
    await fans.adoptDevice(fan, deviceAnonId)
    await fanSessions.start(ctx, fan)
    ctx.body = { supporterId: fan }
  })

  // The fan's own monthly boosts: another's (or an unknown id) is not found.
  router.post(monthly.fanCancel.path, own, limit, async (ctx) => {
    const { id } = parseParams(ctx, monthly.fanCancel.params)
    ctx.body = await subscriptions.cancel({ fan: await signedInFan(ctx), id })
  })

  router.post(monthly.fanResume.path, own, limit, async (ctx) => {
    const { id } = parseParams(ctx, monthly.fanResume.params)
    ctx.body = await subscriptions.resume({ fan: await signedInFan(ctx), id })
  })

  router.patch(monthly.fanAmount.path, own, limit, async (ctx) => {
    const fan = await signedInFan(ctx)
    const { id } = parseParams(ctx, monthly.fanAmount.params)
    const { amount } = parseBody(ctx, monthly.fanAmount.body)
    ctx.body = await subscriptions.changeAmount({ fan, id }, amount)
  })

  router.post(endpoints.fanSignOut.path, own, async (ctx) => {
    await fanSessions.end(ctx)
    ctx.body = { signedOut: true }
  })

  return router
}
