// Retention: deletes the rows nothing needs any more, from a timer inside the server. Checkouts
// nobody paid, webhook event ids past any redelivery, rate-limit windows gone by, supporters and
// creators who came and left nothing behind, and sessions, passkey challenges, demo onboarding
// links and spent cookies of earlier versions past their expiry. Whatever a boost, a refund or a page reads stays.
import type { Config } from '../config.ts'
import { type DatabaseOutage, watchDatabaseOutage } from '../databaseOutage.ts'
import type { Db } from '../db.ts'
import type { Logger } from '../logger.ts'

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

/** One batch of `table`'s rows whose expires_at has passed. */
function deleteExpired(table: string, key: string): string {
  return deleteBatch(table, key, `select ${key} from ${table} where expires_at < ?`)
}

const RULES = [
  {
    name: 'rateLimitWindows',
    keptMs: [RATE_LIMIT_WINDOW_KEPT_MS],
    sql: deleteBatch('rate_limit_window', '(key, window_start)', 'select key, window_start from rate_limit_window where window_start < ?'),
  },
  {
    // The newest event always stays: the go-live checklist tells when the last webhook arrived.
    name: 'webhookEvents',
    keptMs: [WEBHOOK_EVENT_KEPT_MS],
    sql: deleteBatch(
      'processed_webhook_event',
      'id',
      `select id from processed_webhook_event
          where processed_at < ? and processed_at < (select max(processed_at) from processed_webhook_event)`,
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
      'checkout_session',
      'id',
      `select s.id from checkout_session s
          where s.expires_at < ? and (s.provider <> 'stripe' or s.expires_at < ?)
            and s.status <> 'complete' and s.payment_intent is null
            and not exists (select 1 from boost_event e where e.ref = s.id)
            and not exists (select 1 from pending_reversal p where p.ref = s.id)`,
      `status <> 'complete' and payment_intent is null`,
    ),
  },
  {
    // Nothing of theirs anywhere: no XP, no boost, no referral code, no week on the board, no open checkout.
    name: 'supporters',
    keptMs: [IDLE_SUPPORTER_KEPT_MS],
    sql: deleteBatch(
      'supporter',
      'id',
      `select s.id from supporter s
          where s.created_at < ? and s.xp_total = 0
            and not exists (select 1 from boost_event e where e.supporter_id = s.id)
            and not exists (select 1 from referral r where r.supporter_id = s.id)
            and not exists (select 1 from weekly_xp w where w.supporter_id = s.id)
            and not exists (select 1 from checkout_session c where c.supporter_id = s.id)`,
      `xp_total = 0`,
    ),
  },
  {
    name: 'creators',
    keptMs: [UNUSED_CREATOR_KEPT_MS],
    sql: deleteBatch(
      'creator',
      'id',
      `select c.id from creator c
          where c.created_at < ? and c.stripe_account_id is null
            and not exists (select 1 from boost_event e where e.creator_id = c.id)
            and not exists (select 1 from checkout_session s where s.creator_id = c.id)
            and not exists (select 1 from passkey k where k.creator_id = c.id)`,
      `stripe_account_id is null`,
    ),
  },
  // A session past its sliding expiry signs nobody in; its row only lists a device that is gone.
  { name: 'creatorSessions', keptMs: [0], sql: deleteExpired('creator_session', 'id') },
  // A passkey ceremony's challenge is refused after 5 minutes anyway.
  { name: 'webauthnChallenges', keptMs: [0], sql: deleteExpired('webauthn_challenge', 'challenge') },
  // An expired demo onboarding link only sends its browser to the retry page, as a missing one would not; a day is plenty.
  { name: 'demoOnboardingLinks', keptMs: [DAY_MS], sql: deleteExpired('demo_onboarding_link', 'token_hash') },
  // Past its expiry a cookie of earlier versions fails its own check: the record of its use is no longer needed.
  { name: 'usedLegacyCookies', keptMs: [0], sql: deleteExpired('used_legacy_cookie', 'cookie_hash') },
  {
    // A signal is for overlays open when it was sent; every hub has read it within seconds.
    name: 'alertSignals',
    keptMs: [ALERT_SIGNAL_KEPT_MS],
    sql: deleteBatch('alert_signal', 'id', 'select id from alert_signal where ts < ?'),
  },
  {
    // Rows of an instance that stopped without saying so; a running one refreshes its own.
    name: 'overlayPresence',
    keptMs: [HOUR_MS],
    sql: deleteBatch('overlay_presence', '(instance_id, creator_id)', 'select instance_id, creator_id from overlay_presence where seen_at < ?'),
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
