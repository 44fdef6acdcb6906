// GET /api/stream/boosts: Server-Sent Events, one message per boost. A client that reconnects
// with the Last-Event-ID of a boost from the last few minutes (REPLAY_WINDOW_MS) first receives
// every boost it missed, in order; any other gets a snapshot of the stats instead.
import Router from '@koa/router'
import { streamQuery } from '../../core/api/ledger.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'
import type { LiveHub } from '../services/live.ts'
import { sseChunk } from '../services/live.ts'
import { readStats } from '../services/stats.ts'
import { parseQuery } from '../validate.ts'

// A client this far behind is dropped (it reconnects with Last-Event-ID and replays): 2,000
// stalled clients then cost at most 512 MB, not unbounded memory.
const MAX_BUFFERED_BYTES = 256 * 1024

export function streamRoutes(db: Db, hub: LiveHub, config: Config): Router {
  const router = new Router()
  router.get('/api/stream/boosts', async (ctx) => {
    const query = parseQuery(ctx, streamQuery)
    const header = ctx.get('last-event-id')
    const lastEventId = /^\d{1,15}$/.test(header) ? Number(header) : query.lastEventId

    const res = ctx.res
    ctx.req.socket.setTimeout(0)
    ctx.req.socket.setNoDelay(true)
    ctx.respond = false
    // Not chunked: the body ends when the connection does, so each boost's bytes, encoded once by
    // the hub, go to every client as they are (a fan-out to 10,000 clients is 10,000 plain writes).
    res.removeHeader('Transfer-Encoding')
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'close',
      'X-Accel-Buffering': 'no',
      'Access-Control-Allow-Origin': '*',
      'X-Request-Id': ctx.state.requestId,
    })
    res.write('retry: 3000\n\n')

    const client = {
      ...(query.creatorId ? { creatorId: query.creatorId } : {}),
      send: (chunk: string | Buffer) => {
        if (res.writableLength > MAX_BUFFERED_BYTES) return false
        res.write(chunk)
        return true
      },
      close: () => res.end(),
    }
    const subscription = hub.subscribe(client)
    res.once('close', () => subscription.unsubscribe())

    if (lastEventId !== undefined) {
      const missed = await subscription.replay(lastEventId)
      if (!Array.isArray(missed)) {
        const stats = await readStats(db, query.creatorId, config.reportingCurrency)
        res.write(sseChunk(subscription.positionId, stats, 'snapshot'))
      } else {
        for (const { chunk } of missed) res.write(chunk)
      }
    }
    subscription.start()
  })
  return router
}
