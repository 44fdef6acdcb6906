// The creator webhooks' delivery worker: claims what waits in the outbox (webhookOutbox.ts) and
// sends each delivery on its own, signed per Standard Webhooks, at least once.
//
// Any instance claims due rows with FOR UPDATE SKIP LOCKED and holds them by moving next_attempt_at a
// lease ahead; a crashed instance's claims lapse and another picks them up. (pg-boss and
// graphile-worker need a pg connection of their own and do not run on PGlite; this runs on both.)
//
// Deliveries are never awaited as a group: each is recorded when its own answer comes, and the
// worker keeps claiming while slow ones wait. A few at a time go to any one endpoint, so an endpoint
// that never answers holds up only its own deliveries, not another creator's.
import type { WebhookEvent } from '../../core/webhooks.ts'
import { DISABLED_AFTER_FAILING } from '../../core/webhooks.ts'
import { type BoostEvent, CHANNELS, DISPUTE_STATUSES, MESSAGE_STATUSES } from '../../entities/BoostEvent.ts'
import { enumValue } from '../../entities/enumValue.ts'
import type { Supporter } from '../../entities/Supporter.ts'
import type { WebhookDelivery } from '../../entities/WebhookDelivery.ts'
import type { WebhookEndpoint } from '../../entities/WebhookEndpoint.ts'
import type { Config } from '../config.ts'
import type { DatabaseOutage } from '../databaseOutage.ts'
import type { Db } from '../db.ts'
import type { Logger } from '../logger.ts'
import type { RawRow } from '../sqlColumns.ts'
import type { LISTED } from './events.ts'
import { webhookBoost, webhookPayload } from './webhookOutbox.ts'
import { type Outcome, sendWebhook } from './webhookRequest.ts'

const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000
const POLL_MS = 1000
/** Deliveries this instance sends at once, all endpoints together: sockets are cheap, so room for many dead endpoints and the live ones besides. */
const MAX_IN_FLIGHT = 1000
/** Deliveries sent at once to one endpoint: a creator's 10 endpoints hold at most 40 of the slots above. */
const MAX_IN_FLIGHT_PER_ENDPOINT = 4
const MAX_CLAIM = 100

/** The first retry after `baseMs`, each later one twice the one before, none over 6 hours; up to a tenth more at random so retries spread. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  const delay = Math.min(baseMs * 2 ** Math.min(attempts - 1, 40), MAX_RETRY_DELAY_MS)
  return Math.round(delay * (1 + Math.random() * 0.1))
}

/** The boost's columns a claimed boost event carries (as `b_<column>`), for its body. */
const BOOST_COLUMNS = ['id', 'creator_id', 'supporter_id', 'channel', 'gross_cents', 'platform_fee_cents', 'processor_fee_cents', 'net_cents',
  'currency', 'ref', 'ts', 'message', 'public_message', 'message_status', 'xp_awarded', 'refunded_cents', 'reversed_at', 'dispute_status'] as const satisfies readonly (keyof RawRow<BoostEvent, (typeof LISTED)[number]>)[]

type ClaimedRow = RawRow<WebhookDelivery, 'id' | 'endpointId' | 'event' | 'boostId' | 'body' | 'createdAt' | 'attempts'> &
  RawRow<WebhookEndpoint, 'url' | 'secret'> & RawRow<Supporter, 'anonId'> & { [Column in (typeof BOOST_COLUMNS)[number] as `b_${Column}`]: unknown }

/** A boost event's body, built at its first attempt and then kept, so every attempt and Resend sends the same bytes. */
function boostBody(row: ClaimedRow): string | null {
  if (row.b_id == null) return null
  const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)))
  const boost = {
    id: Number(row.b_id),
    creatorId: String(row.b_creator_id),
    supporterId: row.b_supporter_id == null ? null : String(row.b_supporter_id),
    channel: enumValue(CHANNELS, row.b_channel),
    grossCents: Number(row.b_gross_cents),
    platformFeeCents: Number(row.b_platform_fee_cents),
    processorFeeCents: Number(row.b_processor_fee_cents),
    netCents: Number(row.b_net_cents),
    currency: String(row.b_currency),
    ref: String(row.b_ref),
    ts: date(row.b_ts),
    message: row.b_message == null ? null : String(row.b_message),
    publicMessage: row.b_public_message == null ? null : String(row.b_public_message),
    messageStatus: row.b_message_status == null ? null : enumValue(MESSAGE_STATUSES, row.b_message_status),
    xpAwarded: Number(row.b_xp_awarded),
    refundedCents: Number(row.b_refunded_cents),
    reversedAt: row.b_reversed_at == null ? null : date(row.b_reversed_at),
    disputeStatus: row.b_dispute_status == null ? null : enumValue(DISPUTE_STATUSES, row.b_dispute_status),
  }
  return webhookPayload(String(row.event) as WebhookEvent, date(row.created_at), webhookBoost(boost, row.anon_id == null ? undefined : String(row.anon_id)))
}

export type WebhookWorker = ReturnType<typeof startWebhookWorker>

export function startWebhookWorker(db: Db, config: Pick<Config, 'webhooks'>, logger: Logger, outage: Pick<DatabaseOutage, 'report'>) {
  const { allowPrivate, retryBaseMs, timeoutMs } = config.webhooks
  // A claim is held past the longest an attempt can take (two requests when a kept-alive
  // connection was stale, then recording), so only a crashed instance's claims lapse.
  const leaseSeconds = Math.ceil((2 * timeoutMs) / 1000) + 30
  const stopping = new AbortController()
  let wakeUp: (() => void) | undefined
  let woken = false

  function wake() {
    woken = true
    wakeUp?.()
  }

  /** Deliveries claimed and not yet recorded, and how many of them each endpoint has. */
  const inFlight = new Set<Promise<void>>()
  const inFlightByEndpoint = new Map<number, number>()

  async function run() {
    while (!stopping.signal.aborted) {
      const room = Math.min(MAX_CLAIM, MAX_IN_FLIGHT - inFlight.size)
      let claimed = 0
      if (room > 0) {
        try {
          claimed = await claimDue(room)
        } catch (error) {
          // The next poll claims again; an outage is logged once, by the watcher, not per poll.
          if (!stopping.signal.aborted) outage.report(error, () => logger.error({ err: error }, 'claiming webhook deliveries failed'))
        }
      }
      if ((room > 0 && claimed === room) || stopping.signal.aborted) continue
      if (!woken) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, POLL_MS)
          wakeUp = () => (clearTimeout(timer), resolve())
        })
      }
      wakeUp = undefined
      woken = false
    }
    await Promise.all(inFlight)
  }

  /**
   * Claims up to `limit` due deliveries, none for an endpoint beyond its room, with what a boost
   * event's body is built from, and starts sending each; answers how many it claimed. Raw SQL:
   * SKIP LOCKED claims, the per-endpoint ranking, the lease move and the boost read in one
   * statement; the ORM has no form for it.
   */
  async function claimDue(limit: number): Promise<number> {
    const busy = [...inFlightByEndpoint]
    const claimed = await db.query<ClaimedRow>(
      `with busy as (
         select * from unnest(?::bigint[], ?::int[]) as b(endpoint_id, sending)
       ), ranked as (
         select d.id, d.endpoint_id, row_number() over (partition by d.endpoint_id order by d.next_attempt_at, d.id) as nth
         from webhook_delivery d where d.status = 'pending' and d.next_attempt_at <= now()
       ), due as (
         select d.id from webhook_delivery d
         where d.status = 'pending' and d.next_attempt_at <= now() and d.id in (
           select r.id from ranked r left join busy on busy.endpoint_id = r.endpoint_id
           where r.nth <= ? - coalesce(busy.sending, 0)
         )
         order by d.next_attempt_at limit ? for update skip locked
       ), claimed as (
         update webhook_delivery d set next_attempt_at = now() + interval '${leaseSeconds} seconds', attempts = d.attempts + 1, last_attempt_at = now()
         from due, webhook_endpoint w where d.id = due.id and w.id = d.endpoint_id
         returning d.id, d.endpoint_id, d.event, d.boost_id, d.body, d.created_at, d.attempts, w.url, w.secret
       )
       select c.*, ${BOOST_COLUMNS.map((column) => `b.${column} as b_${column}`).join(', ')}, s.anon_id
       from claimed c left join boost_event b on c.body is null and b.id = c.boost_id left join supporter s on s.id = b.supporter_id`,
      [busy.map(([endpointId]) => endpointId), busy.map(([, sending]) => sending), MAX_IN_FLIGHT_PER_ENDPOINT, limit],
    )
    for (const row of claimed) deliver(row)
    return claimed.length
  }

  /** Sends one claimed delivery and records its outcome, apart from every other delivery. */
  function deliver(row: ClaimedRow) {
    const endpointId = Number(row.endpoint_id)
    inFlightByEndpoint.set(endpointId, (inFlightByEndpoint.get(endpointId) ?? 0) + 1)
    const delivery = (async () => {
      const body = row.body != null ? String(row.body) : boostBody(row)
      const outcome = body == null
        ? { status: null, error: 'the boost is gone' }
        : await sendWebhook(String(row.url), String(row.secret), `msg_${row.id}`, body, { allowPrivate, timeoutMs, signal: stopping.signal })
      await record(Number(row.id), endpointId, Number(row.attempts), body, outcome)
    })()
      .catch((error: unknown) => outage.report(error, () => logger.error({ err: error }, 'recording a webhook attempt failed')))
      .finally(() => {
        inFlight.delete(delivery)
        const left = (inFlightByEndpoint.get(endpointId) ?? 1) - 1
        if (left === 0) inFlightByEndpoint.delete(endpointId)
        else inFlightByEndpoint.set(endpointId, left)
        wake()
      })
    inFlight.add(delivery)
  }

  /** A 2xx delivers it; anything else (a redirect too: they are not followed) is retried until its 3 days are up. */
  async function record(deliveryId: number, endpointId: number, attempts: number, body: string | null, { status, error }: Outcome) {
    const delivered = status !== null && status >= 200 && status < 300
    if (delivered) {
      await db.query(
        `with d as (update webhook_delivery set status = 'delivered', next_attempt_at = null, last_status = ?, last_error = null, body = coalesce(body, ?) where id = ?)
         update webhook_endpoint set failing_since = null where id = ? and failing_since is not null`,
        [status, body, deliveryId, endpointId],
      )
      return
    }
    // One statement: the delivery retried or failed, the endpoint's failing time kept, and the
    // endpoint disabled (its pending deliveries failed) once it has failed for 3 days.
    await db.query(
      `with d as (
         update webhook_delivery set last_status = ?, last_error = ?, body = coalesce(body, ?),
           status = case when give_up_at <= now() then 'failed' else 'pending' end,
           next_attempt_at = case when give_up_at <= now() then null else now() + ?::double precision * interval '1 millisecond' end
         where id = ?
       ), e as (
         update webhook_endpoint set failing_since = coalesce(failing_since, now()),
           disabled_at = case when failing_since <= now() - interval '3 days' then now() end,
           disabled_reason = case when failing_since <= now() - interval '3 days' then ? end
         where id = ? and disabled_at is null
         returning disabled_at
       )
       update webhook_delivery set status = 'failed', next_attempt_at = null
       where endpoint_id = ? and status = 'pending' and id <> ? and exists (select 1 from e where disabled_at is not null)`,
      [status, error ?? `answered ${status}`, body, retryDelayMs(attempts, retryBaseMs), deliveryId, DISABLED_AFTER_FAILING, endpointId, endpointId, deliveryId],
    )
    await db.query(
      `update webhook_delivery d set status = 'failed', next_attempt_at = null from webhook_endpoint w
       where d.id = ? and w.id = d.endpoint_id and w.disabled_at is not null and d.status = 'pending'`,
      [deliveryId],
    )
  }

  const running = run()

  return {
    wake,

    /** Stops claiming, ends the requests still waiting (each recorded as a failed attempt, retried later), and waits for their records. */
    async close() {
      stopping.abort()
      wakeUp?.()
      await running
    },
  }
}
