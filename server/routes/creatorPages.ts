// A creator's page, changed from the console: profile (name, bio, colour) and goal. Each change
// needs the creator's own session and answers our own pages only.
import Router from '@koa/router'
import type { Context } from 'koa'
import { creatorPageEndpoints } from '../../core/api/creators.ts'
import { requireSignedInAs } from '../middleware/access.ts'
import { sameOrigin } from '../middleware/sameOrigin.ts'
import type { Services } from '../services/index.ts'
import { parseBody, parseParams } from '../validate.ts'

const { updateProfile, setGoal, endGoal } = creatorPageEndpoints

export function creatorPageRoutes(services: Services): Router {
  const { creatorPages } = services
  const router = new Router()
  const own = sameOrigin(() => services.config.publicUrl)

  /** The creator in the path, once this browser is proven to be signed in as them. */
  async function ownCreator(ctx: Context): Promise<string> {
    const { id } = parseParams(ctx, updateProfile.params)
    await requireSignedInAs(ctx, id)
    return id
  }

  router.patch(updateProfile.path, own, async (ctx) => {
    const creatorId = await ownCreator(ctx)
    ctx.body = await creatorPages.updateProfile(creatorId, parseBody(ctx, updateProfile.body))
  })

  router.put(setGoal.path, own, async (ctx) => {
    const creatorId = await ownCreator(ctx)
    const { title, target, currency, kind, endsAt } = parseBody(ctx, setGoal.body)
    ctx.body = await creatorPages.setGoal(creatorId, { title, targetCents: target, currency, kind, endsAt: endsAt ? new Date(endsAt) : null })
  })

  router.delete(endGoal.path, own, async (ctx) => {
    const creatorId = await ownCreator(ctx)
    ctx.body = { ended: await creatorPages.endGoal(creatorId) }
  })

  return router
}
