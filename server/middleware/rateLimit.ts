// Fixed-window rate limits per client IP and route, counted in the database so every instance
// agrees. Over the limit: 429 `{ error }` with Retry-After in seconds. Past windows are deleted
// by the retention pass (services/retention.ts), not by requests.
import type { Middleware } from 'koa'
import type { RateLimitWindow } from '../../entities/RateLimitWindow.ts'
import type { Db } from '../db.ts'
import type { Services } from '../services/index.ts'
import type { RawRow } from '../sqlTransaction.ts'

const RATE_LIMITED = 'Too many requests, slow down'
const WINDOW_MS = 60_000

/**
 * `perMinute` is the production default; RATE_LIMIT_PER_MINUTE (config) overrides every limit at
 * once, for load tests that open many checkouts from one address.
 */
export function rateLimit(db: Db, { key, perMinute }: { key: string; perMinute: number }): Middleware {
  return async (ctx, next) => {
    const limit = (ctx.state.services as Services | undefined)?.config.rateLimitPerMinute ?? perMinute
    const now = Date.now()
    const windowStart = new Date(now - (now % WINDOW_MS))
    // Raw SQL: it runs before every checkout, identify and onboarding; the QueryBuilder's upsert
    // took 5.4 ms p50 against 4.6 on PostgreSQL, for the same statement.
    const [row] = await db.query<RawRow<RateLimitWindow, 'count'>>(
      `insert into rate_limit_window (key, window_start, count) values (?, ?, 1)
       on conflict (key, window_start) do update set count = rate_limit_window.count + 1
       returning count`,
      [`${key}:${ctx.ip}`.slice(0, 128), windowStart],
    )
    if (Number(row?.count) > limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000))
      ctx.throw(429, RATE_LIMITED, { headers: { 'Retry-After': String(retryAfter) } })
    }
    return next()
  }
}
