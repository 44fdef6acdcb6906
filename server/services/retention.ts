// Retention: deletes the rows nothing needs any more, from a timer inside the server. Checkouts
// nobody paid, webhook event ids past any redelivery, rate-limit windows gone by, supporters and
// creators who came and left nothing behind, and sessions, passkey challenges, demo onboarding
// links and spent cookies of earlier versions past their expiry. Whatever a boost, a refund or a page reads stays.
import { AlertSignal } from '../../entities/AlertSignal.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { CheckoutSession } from '../../entities/CheckoutSession.ts'
import { Creator } from '../../entities/Creator.ts'
import { CreatorSession } from '../../entities/CreatorSession.ts'
import { FanSession } from '../../entities/FanSession.ts'
import { DemoOnboardingLink } from '../../entities/DemoOnboardingLink.ts'
import { OverlayConnection } from '../../entities/OverlayConnection.ts'
import { OverlayPresence } from '../../entities/OverlayPresence.ts'
import { Passkey } from '../../entities/Passkey.ts'
import { PendingReversal } from '../../entities/PendingReversal.ts'
import { ProcessedWebhookEvent } from '../../entities/ProcessedWebhookEvent.ts'
import { RateLimitWindow } from '../../entities/RateLimitWindow.ts'
import { Referral } from '../../entities/Referral.ts'
import { Supporter } from '../../entities/Supporter.ts'
import { UsedLegacyCookie } from '../../entities/UsedLegacyCookie.ts'
import { WebauthnChallenge } from '../../entities/WebauthnChallenge.ts'
import { WeeklyXp } from '../../entities/WeeklyXp.ts'
import type { Config } from '../config.ts'
import { type DatabaseOutage, watchDatabaseOutage } from '../databaseOutage.ts'
import type { Db } from '../db.ts'
import type { Logger } from '../logger.ts'
import { type SqlNames, sqlNames } from '../sqlNames.ts'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * An unpaid demo checkout is kept this long past its expiry, so a widget or success page still
 * polling it reads 'expired' rather than 'unknown'.
 */
const UNPAID_CHECKOUT_KEPT_PAST_EXPIRY_MS = DAY_MS
/**
 * A Stripe completion is recorded only from its session's row, and Stripe retries a delivery for
 * 3 days: one created at the session's expiry, at the latest, can still arrive 3 days past it.
 * A day more is the margin.
 */
const UNPAID_STRIPE_CHECKOUT_KEPT_PAST_EXPIRY_MS = 4 * DAY_MS
/**
 * Stripe retries a delivery for 3 days, and its Dashboard can resend any event it still lists
 * (30 days): an event id is kept until no copy of its event can arrive again.
 */
const WEBHOOK_EVENT_KEPT_MS = 30 * DAY_MS
/** A window counts requests for one minute; past that it limits nobody. */
const RATE_LIMIT_WINDOW_KEPT_MS = 10 * MINUTE_MS
/** A browser that identified and never boosted in this long is most likely gone; if it returns, identify makes it anew. */
const IDLE_SUPPORTER_KEPT_MS = 30 * DAY_MS
/** A creator row with no payout account, no boost and no checkout: left by a checkout before demo creators waited for a paid boost. */
const UNUSED_CREATOR_KEPT_MS = 30 * DAY_MS

const ALERT_SIGNAL_KEPT_MS = DAY_MS
/** Rows per delete statement; each statement commits alone, so a pass never holds many row locks for long. */
const BATCH_SIZE = 500
/** A pass stops a rule after this many batches; the rest waits for the next pass. */
const MAX_BATCHES = 200

/** `keptMs` gives one cutoff (now minus each) per `?` before the batch size. */
type Rule = { name: string; sql: string; keptMs: readonly number[] }

// Raw SQL: PostgreSQL's delete takes no limit (MikroORM's QueryBuilder drops one silently), so
// each statement deletes one batch chosen by a limited select, and counts it. The conditions that
// matter for correctness are repeated on the outer delete: PostgreSQL checks them again on a row
// that a concurrent transaction (a payment completing, a boost adding XP) changed meanwhile, and
// then keeps the row.
/**
 * One batch of `table`'s rows (by `key`) that `chosen` selects, counted; `recheck` is what the
 * delete checks again on each row (see above).
 */
function deleteBatch(table: string, key: string, chosen: string, recheck?: string): string {
  return `with gone as (
      delete from ${table} where ${key} in (${chosen} limit ?)${recheck ? ` and ${recheck}` : ''}
      returning 1)
    select count(*) as deleted from gone`
}

/** One batch of `table`'s rows (by its `key` property) whose expiresAt has passed. */
function deleteExpired<Entity extends { expiresAt: Date }>(table: SqlNames<Entity>, key: keyof Entity & string): string {
  return deleteBatch(table.$table, table[key], `select ${table[key]} from ${table.$table} where ${table.expiresAt} < ?`)
}

const rateWindow = sqlNames(RateLimitWindow)
const webhookEvent = sqlNames(ProcessedWebhookEvent)
const checkout = sqlNames(CheckoutSession)
const supporter = sqlNames(Supporter)
const creator = sqlNames(Creator)
const boost = sqlNames(BoostEvent)
const reversal = sqlNames(PendingReversal)
const referral = sqlNames(Referral)
const weeklyXp = sqlNames(WeeklyXp)
const passkey = sqlNames(Passkey)
const signal = sqlNames(AlertSignal)
const presence = sqlNames(OverlayPresence)
const connection = sqlNames(OverlayConnection)

const RULES = [
  {
    name: 'rateLimitWindows',
    keptMs: [RATE_LIMIT_WINDOW_KEPT_MS],
    sql: deleteBatch(
      rateWindow.$table,
      `(${rateWindow.key}, ${rateWindow.windowStart})`,
      `select ${rateWindow.key}, ${rateWindow.windowStart} from ${rateWindow.$table} where ${rateWindow.windowStart} < ?`,
    ),
  },
  {
    // The newest event always stays: the go-live checklist tells when the last webhook arrived.
    name: 'webhookEvents',
    keptMs: [WEBHOOK_EVENT_KEPT_MS],
    sql: deleteBatch(
      webhookEvent.$table,
      webhookEvent.id,
      `select ${webhookEvent.id} from ${webhookEvent.$table}
          where ${webhookEvent.processedAt} < ? and ${webhookEvent.processedAt} < (select max(${webhookEvent.processedAt}) from ${webhookEvent.$table})`,
    ),
  },
  {
    // Never a paid session: boost_event.ref joins it, a refund finds its payment intent in it, and
    // a refund that came first waits for it in pending_reversal. Nor one Stripe completed unpaid
    // (SEPA, ACH: its payment intent is noted, webhook.ts), whose payment may succeed days later.
    // A Stripe completion for a deleted session would be ignored, so a Stripe session stays until
    // no delivery of its completion can come.
    name: 'checkoutSessions',
    keptMs: [UNPAID_CHECKOUT_KEPT_PAST_EXPIRY_MS, UNPAID_STRIPE_CHECKOUT_KEPT_PAST_EXPIRY_MS],
    sql: deleteBatch(
      checkout.$table,
      checkout.id,
      `select s.${checkout.id} from ${checkout.$table} s
          where s.${checkout.expiresAt} < ? and (s.${checkout.provider} <> 'stripe' or s.${checkout.expiresAt} < ?)
            and s.${checkout.status} <> 'complete' and s.${checkout.paymentIntent} is null
            and not exists (select 1 from ${boost.$table} e where e.${boost.ref} = s.${checkout.id})
            and not exists (select 1 from ${reversal.$table} p where p.${reversal.ref} = s.${checkout.id})`,
      `${checkout.status} <> 'complete' and ${checkout.paymentIntent} is null`,
    ),
  },
  {
    // Nothing of theirs anywhere: no XP, no boost, no referral code, no week on the board, no open checkout.
    // A supporter joined to a fan holds nothing either, but is kept: a site's widget still knows the fan by its anonymous id.
    name: 'supporters',
    keptMs: [IDLE_SUPPORTER_KEPT_MS],
    sql: deleteBatch(
      supporter.$table,
      supporter.id,
      `select s.${supporter.id} from ${supporter.$table} s
          where s.${supporter.createdAt} < ? and s.${supporter.xpTotal} = 0 and s.${supporter.mergedIntoId} is null
            and not exists (select 1 from ${boost.$table} e where e.${boost.supporterId} = s.${supporter.id})
            and not exists (select 1 from ${referral.$table} r where r.${referral.supporterId} = s.${supporter.id})
            and not exists (select 1 from ${weeklyXp.$table} w where w.${weeklyXp.supporterId} = s.${supporter.id})
            and not exists (select 1 from ${checkout.$table} c where c.${checkout.supporterId} = s.${supporter.id})`,
      `${supporter.xpTotal} = 0`,
    ),
  },
  {
    name: 'creators',
    keptMs: [UNUSED_CREATOR_KEPT_MS],
    sql: deleteBatch(
      creator.$table,
      creator.id,
      `select c.${creator.id} from ${creator.$table} c
          where c.${creator.createdAt} < ? and c.${creator.stripeAccountId} is null
            and not exists (select 1 from ${boost.$table} e where e.${boost.creatorId} = c.${creator.id})
            and not exists (select 1 from ${checkout.$table} s where s.${checkout.creatorId} = c.${creator.id})
            and not exists (select 1 from ${passkey.$table} k where k.${passkey.creatorId} = c.${creator.id})`,
      `${creator.stripeAccountId} is null`,
    ),
  },
  // A session past its sliding expiry signs nobody in; its row only lists a device that is gone.
  { name: 'creatorSessions', keptMs: [0], sql: deleteExpired(sqlNames(CreatorSession), 'id') },
  { name: 'fanSessions', keptMs: [0], sql: deleteExpired(sqlNames(FanSession), 'id') },
  // A passkey ceremony's challenge is refused after 5 minutes anyway.
  { name: 'webauthnChallenges', keptMs: [0], sql: deleteExpired(sqlNames(WebauthnChallenge), 'challenge') },
  // An expired demo onboarding link only sends its browser to the retry page, as a missing one would not; a day is plenty.
  { name: 'demoOnboardingLinks', keptMs: [DAY_MS], sql: deleteExpired(sqlNames(DemoOnboardingLink), 'tokenHash') },
  // Past its expiry a cookie of earlier versions fails its own check: the record of its use is no longer needed.
  { name: 'usedLegacyCookies', keptMs: [0], sql: deleteExpired(sqlNames(UsedLegacyCookie), 'cookieHash') },
  {
    // A signal is for overlays open when it was sent; every hub has read it within seconds.
    name: 'alertSignals',
    keptMs: [ALERT_SIGNAL_KEPT_MS],
    sql: deleteBatch(signal.$table, signal.id, `select ${signal.id} from ${signal.$table} where ${signal.ts} < ?`),
  },
  {
    // Rows of an instance that stopped without saying so; a running one refreshes its own.
    name: 'overlayPresence',
    keptMs: [HOUR_MS],
    sql: deleteBatch(
      presence.$table,
      `(${presence.instanceId}, ${presence.creatorId})`,
      `select ${presence.instanceId}, ${presence.creatorId} from ${presence.$table} where ${presence.seenAt} < ?`,
    ),
  },
  {
    // Long past being listed as reconnecting, or left behind by an instance that is gone.
    name: 'overlayConnections',
    keptMs: [HOUR_MS],
    sql: deleteBatch(
      connection.$table,
      `(${connection.instanceId}, ${connection.creatorId}, ${connection.overlayId}, ${connection.view})`,
      `select ${connection.instanceId}, ${connection.creatorId}, ${connection.overlayId}, ${connection.view} from ${connection.$table} where ${connection.seenAt} < ?`,
    ),
  },
] as const satisfies readonly Rule[]

type RetentionCounts = Record<(typeof RULES)[number]['name'], number>
export type Retention = ReturnType<typeof createRetention>

/** One instance at a time runs a pass; the others skip theirs (the deletes would find nothing anyway). */
const PASS_LOCK = 'boost:retention'

/** Starts the timer: a first pass `firstPassMs` after start (a minute by default), then one every `intervalMs` (an hour). */
export function createRetention(db: Db, logger: Logger, { firstPassMs, intervalMs }: Config['retention'], outage: Pick<DatabaseOutage, 'report'> = watchDatabaseOutage(logger)) {
  let stopped = false
  let queue: Promise<unknown> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined

  async function deleteAll(now: Date): Promise<RetentionCounts> {
    const counts = {} as RetentionCounts
    for (const rule of RULES) {
      const cutoffs = rule.keptMs.map((keptMs) => new Date(now.getTime() - keptMs))
      let total = 0
      for (let batch = 0; batch < MAX_BATCHES && !stopped; batch++) {
        const [row] = await db.query<{ deleted: unknown }>(rule.sql, [...cutoffs, BATCH_SIZE])
        const deleted = Number(row?.deleted ?? 0)
        total += deleted
        if (deleted < BATCH_SIZE) break
      }
      counts[rule.name] = total
    }
    return counts
  }

  /** PGlite is one process, and run() passes one at a time; on PostgreSQL a transaction holds the pass lock while the batches commit on their own. */
  async function pass(now: Date): Promise<RetentionCounts | null> {
    if (db.kind !== 'postgres') return deleteAll(now)
    return db.transaction(async (tx) => {
      // Raw SQL: an advisory lock is a function call, not a table the ORM maps.
      const [lock] = await tx.execute<{ locked: boolean }>('select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as locked', [PASS_LOCK])
      return lock?.locked ? deleteAll(now) : null
    })
  }

  /** Runs one pass as of `now`, after any pass already running here; null when another instance holds the pass. */
  function run(now = new Date()): Promise<RetentionCounts | null> {
    const result = queue.then(async () => {
      const started = Date.now()
      const counts = await pass(now)
      if (counts) logger.info({ deleted: counts, ms: Date.now() - started }, 'retention pass')
      return counts
    })
    queue = result.catch((error: unknown) => outage.report(error, () => logger.error({ err: error }, 'retention pass failed')))
    return result
  }

  function schedule(delay: number) {
    timer = setTimeout(() => {
      // A failed pass is logged by run(); the next one comes all the same.
      void run()
        .catch(() => {})
        .then(() => {
          if (!stopped) schedule(intervalMs)
        })
    }, delay)
    timer.unref()
  }
  schedule(firstPassMs)

  return {
    run,
    /** Stops the timer and waits for a pass under way, which stops between batches. */
    async close() {
      stopped = true
      clearTimeout(timer)
      await queue
    },
  }
}
