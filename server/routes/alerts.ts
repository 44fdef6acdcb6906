// Stream alerts and moderation from the console: a creator's alert settings (read by anyone, since
// overlays in OBS have no session; the moderation fields and every change only with the creator's
// session), test alerts, replays, live overlays, the review queue, and the overlay's own stream.
import Router from '@koa/router'
import type { Context, Middleware } from 'koa'
import { alertDisplay } from '../../core/alerts.ts'
import { alertEndpoints, displayToWire, settingsToWire } from '../../core/api/alerts.ts'
import { requireSignedInAs } from '../middleware/access.ts'
import { sameOrigin } from '../middleware/sameOrigin.ts'
import type { Services } from '../services/index.ts'
import { sessionOwnsCreator } from '../services/sessions.ts'
import { parseBody, parseParams, parseQuery } from '../validate.ts'
import { openEventStream } from './eventStream.ts'

const { alertSettings, updateAlertSettings, alertStatus, testAlert, replayAlert, reviewQueue, reviewMessage, reviewMany, alertStream } = alertEndpoints

export function alertRoutes(services: Services, openStreams: Middleware): Router {
  const { alerts, hub } = services
  const router = new Router()
  const own = sameOrigin(() => services.config.publicUrl)

  /** The creator in the path, once this browser is proven to be signed in as them. */
  async function ownCreator(ctx: Context): Promise<string> {
    const { id } = parseParams(ctx, alertSettings.params)
    await requireSignedInAs(ctx, id)
    return id
  }

  router.get(alertSettings.path, async (ctx) => {
    const { id } = parseParams(ctx, alertSettings.params)
    const settings = await alerts.settings(id)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = (await sessionOwnsCreator(ctx, id)) ? settingsToWire(settings) : displayToWire(alertDisplay(settings))
  })

  router.put(updateAlertSettings.path, own, async (ctx) => {
    const creatorId = await ownCreator(ctx)
    ctx.body = settingsToWire(await alerts.update(creatorId, parseBody(ctx, updateAlertSettings.body)))
  })

  router.get(alertStatus.path, own, async (ctx) => {
    const creatorId = await ownCreator(ctx)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await alerts.status(creatorId)
  })

  router.post(testAlert.path, own, async (ctx) => {
    const creatorId = await ownCreator(ctx)
    const { amount, currency } = parseBody(ctx, testAlert.body)
    ctx.body = { overlays: await alerts.sendTest(creatorId, { amount, currency }) }
  })

  router.post(replayAlert.path, own, async (ctx) => {
    const creatorId = await ownCreator(ctx)
    ctx.body = { overlays: await alerts.replay(creatorId, parseBody(ctx, replayAlert.body).boostId) }
  })

  router.get(reviewQueue.path, own, async (ctx) => {
    const creatorId = await ownCreator(ctx)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await alerts.reviewQueue(creatorId)
  })

  router.post(reviewMessage.path, own, async (ctx) => {
    const { id, boostId } = parseParams(ctx, reviewMessage.params)
    await requireSignedInAs(ctx, id)
    ctx.body = await alerts.decide(id, boostId, parseBody(ctx, reviewMessage.body).decision)
  })

  router.post(reviewMany.path, own, async (ctx) => {
    const creatorId = await ownCreator(ctx)
    ctx.body = await alerts.decideMany(creatorId, parseBody(ctx, reviewMany.body))
  })

  router.get(alertStream.path, openStreams, async (ctx) => {
    const { creatorId, overlayId, view } = parseQuery(ctx, alertStream.query)
    const stream = openEventStream(ctx)
    // Joined before the settings are read: a change committed meanwhile is sent after them or is in them.
    const leave = hub.subscribeOverlay(creatorId, stream.client, { overlayId, view })
    ctx.res.once('close', leave)
    const settings = await alerts.settings(creatorId)
    stream.write(`event: settings\ndata: ${JSON.stringify(displayToWire(alertDisplay(settings)))}\n\n`)
  })

  return router
}
