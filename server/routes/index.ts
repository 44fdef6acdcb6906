// The HTTP routes of the API, composed in one router.
import Router from '@koa/router'
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'
import { healthRoutes } from './health.ts'

export function apiRoutes({ db }: { config: Config; db: Db }): Router {
  const router = new Router()
  router.use(healthRoutes(db).routes())
  return router
}
