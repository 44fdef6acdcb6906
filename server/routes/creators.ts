// Creators: whether one is connected, starting payout onboarding, and opening a demo onboarding
// link. Onboarding reads and sets the creator's session cookie, so it answers our own pages only.
import Router from '@koa/router'
import type { Context } from 'koa'
import { paymentsEndpoints } from '../../core/api/payments.ts'
import { publicCors } from '../middleware/cors.ts'
import { rateLimit } from '../middleware/rateLimit.ts'
import { sameOrigin } from '../middleware/sameOrigin.ts'
import type { Services } from '../services/index.ts'
import type { OnboardingReturn } from '../services/payments/provider.ts'
import { sessionOwnsCreator } from '../services/sessions.ts'
import { parseBody, parseParams, parseQuery } from '../validate.ts'

const { creator, onboard, demoConnect } = paymentsEndpoints

/** Onboarding creates payout accounts at the provider; a client gets a few tries a minute. */
const ONBOARDINGS_PER_MINUTE = 10

export function creatorRoutes(services: Services): Router {
  const { payments, sessions } = services
  const router = new Router()
  const ownPagesOnly = sameOrigin(() => services.config.publicUrl)

  // Public to any origin: the widget reads the creator's goal from the creator's own site.
  const cors = publicCors(['GET'])
  router.options(creator.path, cors)
  router.get(creator.path, cors, async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await services.creatorPages.creator(creatorIdOf(ctx))
  })

  router.post(onboard.path, ownPagesOnly, rateLimit(services.db, { key: 'onboard', perMinute: ONBOARDINGS_PER_MINUTE }), async (ctx) => {
    const creatorId = creatorIdOf(ctx)
    const body = parseBody(ctx, onboard.body)
    const { url } = await payments.creators.onboard(
      {
        creatorId,
        email: body.email ?? null,
        name: body.name ?? null,
        returnTo: body.returnTo ?? callingPage(ctx),
        owner: await sessionOwnsCreator(ctx, creatorId),
      },
      // This browser now owns the creator: only it may onboard again or replace the account.
      () => sessions.signIn(ctx, creatorId),
    )
    ctx.body = { url }
  })

  router.get(demoConnect.path, ownPagesOnly, async (ctx) => {
    if (payments.kind !== 'demo') ctx.throw(404, 'Demo onboarding is off: payments are live')
    const creatorId = creatorIdOf(ctx)
    const query = parseQuery(ctx, demoConnect.query)
    const sessionId = (await sessions.signedIn(ctx)).sessionIds.get(creatorId)
    if (!sessionId) {
      // A person who followed the link in another browser, or at another address than the one that
      // started onboarding, gets the onboarding page saying so, not a bare refusal.
      if (ctx.get('sec-fetch-mode') === 'navigate') return ctx.redirect(`/onboard?${new URLSearchParams({ state: 'elsewhere', creator: creatorId })}`)
      return ctx.throw(403, 'Open this onboarding link in the browser that started onboarding')
    }
    const { redirect } = await payments.creators.demoConnect({ creatorId, token: query.token, returnTo: query.returnTo, sessionId })
    ctx.redirect(redirect)
  })

  return router
}

/** The creator id in the path; a malformed one is refused with the message the onboarding pages show. */
function creatorIdOf(ctx: Context): string {
  return parseParams(ctx, creator.params).id
}

/** Back to the page that asked: /easy sends creators back to /easy, anything else to /onboard. */
function callingPage(ctx: Context): OnboardingReturn {
  try {
    return new URL(ctx.get('referer')).pathname.startsWith('/easy') ? 'easy' : 'onboard'
  } catch {
    return 'onboard'
  }
}
