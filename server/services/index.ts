// The server's services, built once per process on top of the database, and closed with it.
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'
import type { Logger } from '../logger.ts'
import { createLedger } from './ledger.ts'
import { createLiveHub } from './live.ts'

export type Services = Awaited<ReturnType<typeof createServices>>

export async function createServices(config: Config, db: Db, logger: Logger) {
  const hub = await createLiveHub(db, config.database, logger)
  const ledger = createLedger(db, () => void hub.wake())
  return {
    config,
    db,
    logger,
    hub,
    ledger,
    async close() {
      await hub.close()
    },
  }
}
