// The HTTP routes of the API, composed in one router.
import Router from '@koa/router'
import { streamLimit } from '../middleware/streamLimit.ts'
import type { Services } from '../services/index.ts'
import { accountRoutes } from './account.ts'
import { adminRoutes } from './admin.ts'
import { alertAssetRoutes } from './alertAssets.ts'
import { alertRoutes } from './alerts.ts'
import { checkoutRoutes } from './checkout.ts'
import { creatorCardRoutes } from './creatorCards.ts'
import { creatorPageRoutes } from './creatorPages.ts'
import { creatorRoutes } from './creators.ts'
import { creatorWebhookRoutes } from './creatorWebhooks.ts'
import { eventRoutes } from './events.ts'
import { fanRoutes } from './fans.ts'
import { gamificationRoutes } from './gamification.ts'
import { healthRoutes } from './health.ts'
import { leaderboardRoutes } from './leaderboard.ts'
import { openApiRoutes } from './openapi.ts'
import { referralRoutes } from './referrals.ts'
import { statsRoutes } from './stats.ts'
import { streamRoutes } from './stream.ts'
import { subscriptionRoutes } from './subscriptions.ts'
import { supporterRoutes } from './supporters.ts'
import { webhookRoutes } from './webhook.ts'

export function apiRoutes(services: Services): Router {
  const router = new Router()
  const openStreams = streamLimit(services.config.streamsPerAddress)
  router.use(healthRoutes(services.db, services.databaseOutage).routes())
  router.use(streamRoutes(services.db, services.hub, services.config, openStreams).routes())
  router.use(checkoutRoutes(services).routes())
  router.use(creatorRoutes(services).routes())
  router.use(accountRoutes(services).routes())
  router.use(creatorPageRoutes(services).routes())
  router.use(creatorCardRoutes(services).routes())
  router.use(alertRoutes(services, openStreams).routes())
  router.use(alertAssetRoutes(services).routes())
  router.use(creatorWebhookRoutes(services).routes())
  router.use(webhookRoutes(services).routes())
  router.use(supporterRoutes(services.db).routes())
  router.use(fanRoutes(services).routes())
  router.use(subscriptionRoutes(services).routes())
  router.use(gamificationRoutes(services.db, services.config).routes())
  router.use(referralRoutes(services.db, services.config).routes())
  router.use(leaderboardRoutes(services).routes())
  router.use(eventRoutes(services.db, services.config).routes())
  router.use(statsRoutes(services.db, services.config).routes())
  router.use(openApiRoutes(services.config).routes())
  router.use(adminRoutes(services.db, services.config).routes())
  return router
}
