// Fixed-window rate limits per client IP and route, counted in the database so every instance
// agrees. Over the limit: 429 `{ error }` with Retry-After in seconds. Past windows are deleted
// by the retention pass (services/retention.ts), not by requests.
//
// A client's first request in a window is written at once, and learns every instance's count. Its
// later ones are counted here and decided on this instance's count plus what the database held at
// the last write; they are written together every FLUSH_MS, one statement per client, rather than
// one per request: the HTTP benchmark's profile showed that write before every checkout costing as
// much as any other round trip of a boost. So one instance refuses exactly as a write per request
// would, and instances see each other's requests within FLUSH_MS.
import type { Middleware } from 'koa'
import { RateLimitWindow } from '../../entities/RateLimitWindow.ts'
import type { Db } from '../db.ts'
import type { Services } from '../services/index.ts'
import type { RawRow } from '../sqlColumns.ts'
import { sqlNames } from '../sqlNames.ts'

const RATE_LIMITED = 'Too many requests, slow down'
const WINDOW_MS = 60_000
const FLUSH_MS = 100

const limitWindow = sqlNames(RateLimitWindow)
/** Adds its third value to the count of the window its first two name; answers the count it left, every instance's. */
const INCREMENT = `insert into ${limitWindow.$table} (${limitWindow.key}, ${limitWindow.windowStart}, ${limitWindow.count}) values (?, ?, ?)
       on conflict (${limitWindow.key}, ${limitWindow.windowStart}) do update set ${limitWindow.count} = ${limitWindow.$table}.${limitWindow.count} + excluded.${limitWindow.count}
       returning ${limitWindow.count}`

/** One client's window: `stored` is the database's count at the last write (every instance's), `pending` what is not written yet. */
type Window = { key: string; windowStart: number; stored: number; pending: number }

/**
 * `perMinute` is the production default; RATE_LIMIT_PER_MINUTE (config) overrides every limit at
 * once, for load tests that open many checkouts from one address.
 */
export function rateLimit(db: Db, { key, perMinute }: { key: string; perMinute: number }): Middleware {
  const windows = new Map<string, Window>()
  let flushing: ReturnType<typeof setTimeout> | undefined

  /** Adds `count` to the client's window in the database; answers the window's count there, every instance's. */
  async function write(window: Window, count: number): Promise<number> {
    // Hand-written: an increment that answers the count it left, in one statement, which the ORM's upsert cannot say.
    const [row] = await db.query<RawRow<RateLimitWindow, 'count'>>(INCREMENT, [window.key, new Date(window.windowStart), count])
    const stored = Number(row?.count)
    window.stored = Math.max(window.stored, stored)
    return stored
  }

  async function flush() {
    const current = currentWindowStart(Date.now())
    const due = [...windows.values()].filter((window) => window.pending > 0)
    for (const [client, window] of windows) if (window.windowStart < current && window.pending === 0) windows.delete(client)
    await Promise.all(
      due.map((window) => {
        const count = window.pending
        window.stored += count
        window.pending = 0
        // The database is unreachable or closing: this instance's own count still holds.
        return write(window, count).catch(() => {})
      }),
    )
  }

  function scheduleFlush() {
    flushing ??= setTimeout(() => {
      void flush().finally(() => {
        flushing = undefined
        if ([...windows.values()].some((window) => window.pending > 0)) scheduleFlush()
      })
    }, FLUSH_MS)
    flushing.unref()
  }

  return async (ctx, next) => {
    const limit = (ctx.state.services as Services | undefined)?.config.rateLimitPerMinute ?? perMinute
    const now = Date.now()
    const windowStart = currentWindowStart(now)
    const client = `${key}:${ctx.ip}`.slice(0, 128)
    const window = windows.get(client)
    let count: number
    if (!window || window.windowStart !== windowStart) {
      // A past window still waiting to be written keeps its own entry until the flush.
      if (window && window.pending > 0) windows.set(`${client}@${window.windowStart}`, window)
      const opened: Window = { key: client, windowStart, stored: 1, pending: 0 }
      windows.set(client, opened)
      // The flush also forgets windows that are over, so a client seen once is not kept for ever.
      scheduleFlush()
      try {
        count = await write(opened, 1)
      } catch (error) {
        windows.delete(client)
        throw error
      }
    } else {
      window.pending += 1
      scheduleFlush()
      count = window.stored + window.pending
    }
    if (count > limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000))
      ctx.throw(429, RATE_LIMITED, { headers: { 'Retry-After': String(retryAfter) } })
    }
    return next()
  }
}

function currentWindowStart(now: number): number {
  return now - (now % WINDOW_MS)
}
