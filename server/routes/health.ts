// GET /healthz: is the process up and the database reachable.
import Router from '@koa/router'
import type { DatabaseOutage } from '../databaseOutage.ts'
import type { Db } from '../db.ts'

export function healthRoutes(db: Db, outage: DatabaseOutage): Router {
  const router = new Router()
  router.get('/healthz', async (ctx) => {
    const started = performance.now()
    const check = await db.em(() => db.orm.checkConnection())
    if (check.ok) {
      outage.reachable()
      ctx.body = { status: 'ok', database: { kind: db.kind, reachable: true, ms: Math.round(performance.now() - started) } }
    } else {
      // Asked, not told: a check that failed just before the database came back starts no new outage.
      await outage.isOutage(check.error ?? new Error(check.reason))
      ctx.status = 503
      ctx.body = { status: 'unavailable', database: { kind: db.kind, reachable: false } }
    }
  })
  return router
}
