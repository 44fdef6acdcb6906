// Tells "the database cannot be reached" (a restart, a failover) apart from other failures, so the
// API can answer 503 and ask the client to retry, and logs an outage once as it starts and ends.
//
// Many failures during an outage carry no code to tell them by (node-postgres's "Connection
// terminated unexpectedly", a connect timeout, a client closed mid-query, and whatever an ORM
// wraps them in), so a failure is not judged by its text: while an outage is known, every failure
// is part of it; otherwise the database is asked (select 1, bounded) whether it still answers.
import { ConnectionException } from '@mikro-orm/core'
import type { Logger } from './logger.ts'

/** Socket failures (Node) and PostgreSQL's shutdown, starting-up and too-many-connections states. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '53300'])

/** How long the database has to answer the probe before it counts as gone. */
const PROBE_TIMEOUT_MS = 1000
/** How often an outage's end is looked for. */
const RECOVERY_PROBE_MS = 1000

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

/**
 * Logs the first sign of an outage and the first sign of its end, nothing in between. `probe`
 * (a select 1) tells whether the database answers; without one (an embedded database, which
 * cannot go away) only a failure's code marks an outage.
 */
export function watchDatabaseOutage(logger: Logger, probe?: () => Promise<unknown>) {
  let down = false
  let recovery: NodeJS.Timeout | undefined
  let closed = false
  /** The probe under way: a database that does not answer is asked once, not once per failure. */
  let asking: Promise<boolean> | undefined

  function answers(): Promise<boolean> {
    if (!probe) return Promise.resolve(true)
    asking ??= new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS)
      probe().then(
        () => resolve(true),
        () => resolve(false),
      ).finally(() => clearTimeout(timer))
    }).finally(() => {
      asking = undefined
    })
    return asking
  }

  function lookForTheEnd() {
    if (!probe || closed || recovery) return
    recovery = setTimeout(() => {
      void answers().then((answered) => {
        recovery = undefined
        if (answered) outage.reachable()
        else if (down) lookForTheEnd()
      })
    }, RECOVERY_PROBE_MS)
    recovery.unref()
  }

  const outage = {
    /** Whether an outage is under way. */
    isDown: () => down,
    unreachable(error: unknown) {
      if (down) return
      down = true
      logger.error({ err: error }, 'database unreachable')
      lookForTheEnd()
    },
    reachable() {
      if (!down) return
      down = false
      clearTimeout(recovery)
      recovery = undefined
      logger.info('database reachable again')
    },
    /**
     * Whether `error` is the database being out of reach (answer 503, log nothing more) rather
     * than a failure of its own (500). A failure with a connection code is always the former;
     * whether an outage begins is the probe's to say, since such an error can be a late one.
     */
    async isOutage(error: unknown): Promise<boolean> {
      const unreachable = isDatabaseUnreachable(error)
      // Without a probe nothing would end the outage: each failure is judged by its code alone.
      if (!probe) {
        if (unreachable) outage.unreachable(error)
        return unreachable
      }
      if (down) return true
      if (await answers()) return unreachable || down
      outage.unreachable(error)
      return true
    },
    /** A background job's failure: logged by `log` unless it is the outage, which is logged once. */
    report(error: unknown, log: () => void) {
      void outage.isOutage(error).then((isOutage) => {
        if (!isOutage) log()
      })
    },
    close() {
      closed = true
      clearTimeout(recovery)
    },
  }
  return outage
}
