// How instances on one PostgreSQL database tell each other that boosts were committed: LISTEN on
// a dedicated connection, NOTIFY after each commit (coalesced), reconnecting when the connection
// drops. A lost notification only delays a boost to the hub's one-second poll.
import pg from 'pg'
import type { Database } from '../config.ts'
import type { DatabaseOutage } from '../databaseOutage.ts'
import type { Logger } from '../logger.ts'

/** The channel on which instances tell each other that boosts were committed. */
export const BOOST_CHANNEL = 'boost_events'

/** Subscribes to boost notifications; `notify` tells the other instances, coalesced. */
export async function listen(
  database: Database,
  logger: Logger,
  onNotify: () => void,
  outage: Pick<DatabaseOutage, 'report'>,
): Promise<{ notify(): void; stop(): Promise<void> }> {
  // One process owns a PGlite database: its own commits wake it, and there is nobody else to tell.
  if (database.kind !== 'postgres') return { notify: () => {}, stop: async () => {} }
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let sending = false
  let pending = false
  const reconnect = () => {
    if (!stopped) retry = setTimeout(() => connect().catch(reconnect), 1000)
  }
  const connect = async () => {
    const next = new pg.Client({ connectionString: database.url })
    // This instance's own NOTIFY comes back to it too: its commit already woke its hub (announce), so only other instances' count.
    let ownPid: number | undefined
    next.on('notification', (message) => {
      if (message.processId !== ownPid) onNotify()
    })
    next.on('error', (error) => {
      // A lost connection takes no NOTIFY: until the next one opens, other instances poll.
      if (client === next) client = undefined
      outage.report(error, () => logger.warn({ err: error }, 'live stream: notification connection lost; reconnecting'))
      next.end().catch(() => {})
      reconnect()
    })
    await next.connect()
    // LISTEN, NOTIFY and the backend's pid are PostgreSQL's own, with no ORM form; they name no table.
    await next.query(`listen ${BOOST_CHANNEL}`)
    ownPid = (await next.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid
    client = next
    onNotify()
  }
  const notify = () => {
    if (sending) {
      pending = true
      return
    }
    if (!client || stopped) return
    sending = true
    client
      .query(`notify ${BOOST_CHANNEL}`)
      .catch((error: unknown) => outage.report(error, () => logger.warn({ err: error }, 'live stream: notify failed; other instances poll')))
      .finally(() => {
        sending = false
        if (pending) {
          pending = false
          notify()
        }
      })
  }
  await connect()
  return {
    notify,
    async stop() {
      stopped = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}
