// The server's services, built once per process on top of the database, and closed with it.
import type { Config } from '../config.ts'
import { watchDatabaseOutage } from '../databaseOutage.ts'
import type { Db } from '../db.ts'
import type { Logger } from '../logger.ts'
import { createAccounts } from './accounts.ts'
import { createAlertAssets } from './alertAssets.ts'
import { createAlerts } from './alerts.ts'
import { createCreatorCards } from './cards/creatorCards.ts'
import { createCreatorPageCache } from './creatorPageCache.ts'
import { createCreatorPages } from './creatorPages.ts'
import { createLedger } from './ledger/index.ts'
import { createLiveHub } from './live.ts'
import { createFanPasskeys } from './fanPasskeys.ts'
import { createFans } from './fans.ts'
import { createSubscriptions } from './subscriptions/manage.ts'
import { createFanSessions } from './fanSessions.ts'
import { createPasskeys } from './passkeys.ts'
import { createPayments } from './payments/index.ts'
import { createMailer } from './mailer.ts'
import { createReceipts } from './receipts.ts'
import { createRecoveryCodes } from './recoveryCodes.ts'
import { createRetention } from './retention.ts'
import { createSessions } from './sessions.ts'
import { createWebhooks } from './webhooks.ts'

export type Services = Awaited<ReturnType<typeof createServices>>

export async function createServices(config: Config, db: Db, logger: Logger) {
  // PGlite is embedded and cannot go away: only PostgreSQL is asked whether it still answers.
  // Hand-written: a bare `select 1`, the least a database can answer, reads no table.
  const databaseOutage = watchDatabaseOutage(logger, db.kind === 'postgres' ? () => db.query('select 1') : undefined)
  db.onConnect(() => databaseOutage.reachable())
  const sessions = await createSessions(config, db)
  const hub = await createLiveHub(db, config.database, logger, { safetyPollMs: config.streamSafetyPollMs, outage: databaseOutage })
  // The one place a committed boost is announced: both payment providers record through this ledger.
  const webhooks = createWebhooks(db, config, logger, databaseOutage)
  const ledger = createLedger(db, () => hub.announce(), () => webhooks.wake())
  const receipts = createReceipts(db, logger, config.smtp ? createMailer(config.smtp.url, config.smtp.from) : null, () => config.publicUrl)
  // A paid checkout's receipt email goes after its boost is recorded, never inside that transaction.
  const payments = createPayments(config, db, logger, { ledger, onPaid: (sessionId) => void receipts.sendFor(sessionId) })
  const passkeys = createPasskeys(db, () => config.publicUrl)
  const recoveryCodes = createRecoveryCodes(db)
  const fanSessions = createFanSessions(db, () => config.publicUrl)
  const fanPasskeys = createFanPasskeys(db, () => config.publicUrl)
  const accounts = createAccounts(db, { sessions, passkeys, recoveryCodes, payments })
  const creatorPageCache = createCreatorPageCache(hub)
  const fans = createFans(db, ledger, () => config.publicUrl, creatorPageCache)
  const creatorPages = createCreatorPages(db, payments, creatorPageCache, () => webhooks.wake())
  const creatorCards = createCreatorCards()
  const alerts = createAlerts(db, hub, creatorPageCache)
  const alertAssets = createAlertAssets(db)
  const subscriptions = createSubscriptions(db, ledger, {
    creatorPages: creatorPageCache,
    demoPayments: payments.kind === 'demo',
    stripe: payments.stripeSubscriptions,
    limits: (currency, creatorId) => payments.checkout.limits(currency, creatorId),
  })
  const retention = createRetention(db, logger, config.retention, databaseOutage)
  return {
    config,
    db,
    databaseOutage,
    logger,
    hub,
    ledger,
    sessions,
    payments,
    receipts,
    passkeys,
    recoveryCodes,
    fans,
    subscriptions,
    fanSessions,
    fanPasskeys,
    accounts,
    creatorPages,
    creatorPageCache,
    creatorCards,
    alerts,
    alertAssets,
    retention,
    webhooks,
    async close() {
      await webhooks.close()
      await retention.close()
      await hub.close()
      databaseOutage.close()
    },
  }
}
