// GET /api/stream/boosts: Server-Sent Events, one message per boost. A client that reconnects
// with the Last-Event-ID of a boost from the last few minutes (REPLAY_WINDOW_MS) first receives
// every boost it missed, in order; any other gets a snapshot of the stats instead.
import Router from '@koa/router'
import type { Middleware } from 'koa'
import { streamQuery } from '../../core/api/ledger.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'
import type { LiveHub } from '../services/live.ts'
import { sseChunk } from '../services/sseChunks.ts'
import { readStats } from '../services/stats.ts'
import { parseQuery } from '../validate.ts'
import { openEventStream } from './eventStream.ts'

export function streamRoutes(db: Db, hub: LiveHub, config: Config, openStreams: Middleware): Router {
  const router = new Router()
  router.get('/api/stream/boosts', openStreams, async (ctx) => {
    const query = parseQuery(ctx, streamQuery)
    const header = ctx.get('last-event-id')
    const lastEventId = /^\d{1,15}$/.test(header) ? Number(header) : query.lastEventId

    const { client, write } = openEventStream(ctx, query.creatorId)
    const subscription = hub.subscribe(client)
    ctx.res.once('close', () => subscription.unsubscribe())

    if (lastEventId !== undefined) {
      const missed = await subscription.replay(lastEventId)
      if (!Array.isArray(missed)) {
        const stats = await readStats(db, query.creatorId, config.reportingCurrency)
        write(sseChunk(subscription.positionId, stats, 'snapshot'))
      } else {
        for (const { chunk } of missed) write(chunk)
      }
    }
    subscription.start()
  })
  return router
}
