// A creator's webhook endpoints (add, change their events, test, delete) and their delivery logs,
// from the console: each needs the creator's own session.
import Router from '@koa/router'
import type { Context } from 'koa'
import type { z } from 'zod'
import { webhookEndpoints } from '../../core/api/webhooks.ts'
import { requireSignedInAs } from '../middleware/access.ts'
import { sameOrigin } from '../middleware/sameOrigin.ts'
import type { Services } from '../services/index.ts'
import { parseBody, parseParams } from '../validate.ts'

const { addWebhook, listWebhooks, updateWebhook, testWebhook, deleteWebhook, listDeliveries, resendDelivery } = webhookEndpoints

export function creatorWebhookRoutes(services: Services): Router {
  const { webhooks } = services
  const router = new Router()
  const own = sameOrigin(() => services.config.publicUrl)

  /** The path's ids, once this browser is proven to be signed in as the creator in it. */
  async function signedIn<S extends z.ZodType<{ id: string }>>(ctx: Context, schema: S): Promise<z.infer<S>> {
    const params = parseParams(ctx, schema)
    await requireSignedInAs(ctx, params.id)
    ctx.set('Cache-Control', 'no-store')
    return params
  }

  router.post(addWebhook.path, own, async (ctx) => {
    const { id } = await signedIn(ctx, addWebhook.params)
    ctx.body = await webhooks.add(id, parseBody(ctx, addWebhook.body))
  })

  router.get(listWebhooks.path, async (ctx) => {
    const { id } = await signedIn(ctx, listWebhooks.params)
    ctx.body = await webhooks.list(id)
  })

  router.patch(updateWebhook.path, own, async (ctx) => {
    const { id, webhookId } = await signedIn(ctx, updateWebhook.params)
    ctx.body = await webhooks.update(id, webhookId, parseBody(ctx, updateWebhook.body))
  })

  router.post(testWebhook.path, own, async (ctx) => {
    const { id, webhookId } = await signedIn(ctx, testWebhook.params)
    ctx.body = await webhooks.test(id, webhookId)
  })

  router.delete(deleteWebhook.path, own, async (ctx) => {
    const { id, webhookId } = await signedIn(ctx, deleteWebhook.params)
    await webhooks.remove(id, webhookId)
    ctx.body = { deleted: true }
  })

  router.get(listDeliveries.path, async (ctx) => {
    const { id, webhookId } = await signedIn(ctx, listDeliveries.params)
    ctx.body = await webhooks.deliveries(id, webhookId)
  })

  router.post(resendDelivery.path, own, async (ctx) => {
    const { id, webhookId, deliveryId } = await signedIn(ctx, resendDelivery.params)
    ctx.body = await webhooks.resend(id, webhookId, deliveryId)
  })

  return router
}
