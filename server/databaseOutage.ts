// Tells "the database cannot be reached" (a restart, a failover) apart from other failures, so the
// API can answer 503 and ask the client to retry, and logs an outage once as it starts and ends.
import { ConnectionException } from '@mikro-orm/core'
import type { Logger } from './logger.ts'

/** Socket failures (Node) and PostgreSQL's shutdown, starting-up and too-many-connections states. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '53300'])

/** Whether `error`, or an error it wraps, says the database is unreachable rather than refusing a statement. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    if (current instanceof ConnectionException) return true
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    // 08xxx is SQLSTATE's class of connection exceptions.
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true
    current = cause
  }
  return false
}

export type DatabaseOutage = ReturnType<typeof watchDatabaseOutage>

/** Logs the first sign of an outage and the first sign of its end, nothing in between. */
export function watchDatabaseOutage(logger: Logger) {
  let down = false
  return {
    unreachable(error: unknown) {
      if (down) return
      down = true
      logger.error({ err: error }, 'database unreachable')
    },
    reachable() {
      if (!down) return
      down = false
      logger.info('database reachable again')
    },
  }
}
