// The HTTP routes of the API, composed in one router.
import Router from '@koa/router'
import type { Services } from '../services/index.ts'
import { checkoutRoutes } from './checkout.ts'
import { creatorRoutes } from './creators.ts'
import { healthRoutes } from './health.ts'
import { streamRoutes } from './stream.ts'
import { webhookRoutes } from './webhook.ts'

export function apiRoutes(services: Services): Router {
  const router = new Router()
  router.use(healthRoutes(services.db).routes())
  router.use(streamRoutes(services.db, services.hub).routes())
  router.use(checkoutRoutes(services).routes())
  router.use(creatorRoutes(services).routes())
  router.use(webhookRoutes(services).routes())
  return router
}
