// GET /api/boost-events and /api/boost-events.csv: the recorded boosts, for analytics and export.
import Router from '@koa/router'
import { ledgerEndpoints } from '../../core/api/ledger.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'
import { readerOf, readsOriginals, requireAnalyticsAccess } from '../middleware/access.ts'
import { boostEventsCsv, listBoostEvents } from '../services/events.ts'
import { parseQuery } from '../validate.ts'

const { boostEvents: list, boostEventsCsv: csv } = ledgerEndpoints

export function eventRoutes(db: Db, config: Config): Router {
  const router = new Router()
  const access = requireAnalyticsAccess(config)
  router.get(list.path, access, async (ctx) => {
    const query = parseQuery(ctx, list.query)
    const events = await listBoostEvents(db, { ...query, originals: readsOriginals(await readerOf(ctx, config), query.creatorId) })
    // The answer stays the plain list of the spec; the cursor of a next page travels in a header.
    const last = events.at(-1)
    if (last && events.length === query.limit) ctx.set('X-Next-Before', last.id)
    // Kept by this browser only and revalidated on each use: the console's service worker can
    // show the last list offline, and a page that read it can enter the back/forward cache. A
    // list read with a session or the token is kept by nobody (privateAnswers).
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = events
  })
  router.get(csv.path, access, async (ctx) => {
    const query = parseQuery(ctx, csv.query)
    const events = await listBoostEvents(db, { ...query, originals: readsOriginals(await readerOf(ctx, config), query.creatorId) })
    ctx.set('Cache-Control', 'no-store')
    ctx.set('Content-Disposition', 'attachment; filename="boost-events.csv"')
    ctx.type = 'text/csv; charset=utf-8'
    ctx.body = boostEventsCsv(events)
  })
  return router
}
