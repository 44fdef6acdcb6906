// Fixed-window rate limits per client IP and route, counted in the database so every instance
// agrees. Over the limit: 429 `{ error }` with Retry-After in seconds.
import { randomInt } from 'node:crypto'
import type { Middleware } from 'koa'
import type { Db } from '../db.ts'
import type { Services } from '../services/index.ts'

export const RATE_LIMITED = 'Too many requests, slow down'
const WINDOW_MS = 60_000
/** Old windows are swept now and then by whichever request happens to draw it. */
const SWEEP_ONE_IN = 200

/**
 * `perMinute` is the production default; RATE_LIMIT_PER_MINUTE (config) overrides every limit at
 * once, for load tests that open many checkouts from one address.
 */
export function rateLimit(db: Db, { key, perMinute }: { key: string; perMinute: number }): Middleware {
  return async (ctx, next) => {
    const limit = (ctx.state.services as Services | undefined)?.config.rateLimitPerMinute ?? perMinute
    const now = Date.now()
    const windowStart = new Date(now - (now % WINDOW_MS))
    const [row] = await db.query<{ count: number }>(
      `insert into rate_limit_window (key, window_start, count) values (?, ?, 1)
       on conflict (key, window_start) do update set count = rate_limit_window.count + 1
       returning count`,
      [`${key}:${ctx.ip}`.slice(0, 128), windowStart],
    )
    if (randomInt(SWEEP_ONE_IN) === 0) await db.query('delete from rate_limit_window where window_start < ?', [new Date(now - 10 * WINDOW_MS)])
    if (Number(row?.count) > limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000))
      ctx.throw(429, RATE_LIMITED, { headers: { 'Retry-After': String(retryAfter) } })
    }
    return next()
  }
}
