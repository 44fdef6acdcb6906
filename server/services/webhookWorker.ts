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
import { BoostEvent, CHANNELS, DISPUTE_STATUSES, MESSAGE_STATUSES } from '../../entities/BoostEvent.ts'
import { enumValue } from '../../entities/enumValue.ts'
import { Supporter } from '../../entities/Supporter.ts'
import { WebhookDelivery } from '../../entities/WebhookDelivery.ts'
import { WebhookEndpoint } from '../../entities/WebhookEndpoint.ts'
import type { Config } from '../config.ts'
import type { DatabaseOutage } from '../databaseOutage.ts'
import type { Db } from '../db.ts'
import type { Logger } from '../logger.ts'
import type { RawRow } from '../sqlColumns.ts'
import { sqlNames } from '../sqlNames.ts'
import { LISTED } from './events.ts'
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

const delivery = sqlNames(WebhookDelivery)
const endpoint = sqlNames(WebhookEndpoint)
const boost = sqlNames(BoostEvent)
const supporter = sqlNames(Supporter)

/** The boost's columns a claimed boost event carries (as `b_<column>`), for its body: those a listed boost has. */
const BOOST_COLUMNS = LISTED.map((property) => boost[property])

type ClaimedRow = RawRow<WebhookDelivery, 'id' | 'endpointId' | 'event' | 'boostId' | 'body' | 'createdAt' | 'attempts'> &
  RawRow<WebhookEndpoint, 'url' | 'secret'> & RawRow<Supporter, 'anonId'> & { [Column in keyof RawRow<BoostEvent, (typeof LISTED)[number]> as `b_${Column}`]: unknown }

/**
 * Claims up to `limit` due deliveries (the parameter after the busy endpoints and the room each
 * endpoint has), moving each a lease of `leaseSeconds` ahead, with what a boost event's body is
 * built from. Raw SQL: SKIP LOCKED claims, the per-endpoint ranking, the lease move and the boost
 * read in one statement; the ORM has no form for it.
 */
const claimDueSql = (leaseSeconds: number) => `with busy as (
         select * from unnest(?::bigint[], ?::int[]) as b(endpoint_id, sending)
       ), ranked as (
         select d.${delivery.id}, d.${delivery.endpointId}, row_number() over (partition by d.${delivery.endpointId} order by d.${delivery.nextAttemptAt}, d.${delivery.id}) as nth
         from ${delivery.$table} d where d.${delivery.status} = 'pending' and d.${delivery.nextAttemptAt} <= now()
       ), due as (
         select d.${delivery.id} from ${delivery.$table} d
         where d.${delivery.status} = 'pending' and d.${delivery.nextAttemptAt} <= now() and d.${delivery.id} in (
           select r.${delivery.id} from ranked r left join busy on busy.endpoint_id = r.${delivery.endpointId}
           where r.nth <= ? - coalesce(busy.sending, 0)
         )
         order by d.${delivery.nextAttemptAt} limit ? for update skip locked
       ), claimed as (
         update ${delivery.$table} d set ${delivery.nextAttemptAt} = now() + interval '${leaseSeconds} seconds', ${delivery.attempts} = d.${delivery.attempts} + 1, ${delivery.lastAttemptAt} = now()
         from due, ${endpoint.$table} w where d.${delivery.id} = due.${delivery.id} and w.${endpoint.id} = d.${delivery.endpointId}
         returning d.${delivery.id}, d.${delivery.endpointId}, d.${delivery.event}, d.${delivery.boostId}, d.${delivery.body}, d.${delivery.createdAt}, d.${delivery.attempts}, w.${endpoint.url}, w.${endpoint.secret}
       )
       select c.*, ${BOOST_COLUMNS.map((column) => `b.${column} as b_${column}`).join(', ')}, s.${supporter.anonId}
       from claimed c left join ${boost.$table} b on c.${delivery.body} is null and b.${boost.id} = c.${delivery.boostId} left join ${supporter.$table} s on s.${supporter.id} = b.${boost.supporterId}`

// Recording an attempt's outcome. Raw SQL: the delivery and its endpoint are updated in one
// statement (data-modifying CTEs) from their stored values, and a delivery through its endpoint
// (update ... from); the ORM has no form for either.
/** A delivered attempt: the delivery done, its body kept, and its endpoint no longer failing. */
const RECORD_DELIVERED = `with d as (update ${delivery.$table} set ${delivery.status} = 'delivered', ${delivery.nextAttemptAt} = null, ${delivery.lastStatus} = ?, ${delivery.lastError} = null, ${delivery.body} = coalesce(${delivery.body}, ?),
           ${delivery.lastRequestHeaders} = ?, ${delivery.lastResponseBody} = ? where ${delivery.id} = ?)
         update ${endpoint.$table} set ${endpoint.failingSince} = null where ${endpoint.id} = ? and ${endpoint.failingSince} is not null`
/**
 * A failed attempt: the delivery retried or failed, the endpoint's failing time kept, and the
 * endpoint disabled (its pending deliveries failed) once it has failed for 3 days.
 */
const RECORD_FAILED = `with d as (
         update ${delivery.$table} set ${delivery.lastStatus} = ?, ${delivery.lastError} = ?, ${delivery.body} = coalesce(${delivery.body}, ?),
           ${delivery.lastRequestHeaders} = ?, ${delivery.lastResponseBody} = ?,
           ${delivery.status} = case when ${delivery.giveUpAt} <= now() then 'failed' else 'pending' end,
           ${delivery.nextAttemptAt} = case when ${delivery.giveUpAt} <= now() then null else now() + ?::double precision * interval '1 millisecond' end
         where ${delivery.id} = ?
       ), e as (
         update ${endpoint.$table} set ${endpoint.failingSince} = coalesce(${endpoint.failingSince}, now()),
           ${endpoint.disabledAt} = case when ${endpoint.failingSince} <= now() - interval '3 days' then now() end,
           ${endpoint.disabledReason} = case when ${endpoint.failingSince} <= now() - interval '3 days' then ? end
         where ${endpoint.id} = ? and ${endpoint.disabledAt} is null
         returning ${endpoint.disabledAt}
       )
       update ${delivery.$table} set ${delivery.status} = 'failed', ${delivery.nextAttemptAt} = null
       where ${delivery.endpointId} = ? and ${delivery.status} = 'pending' and ${delivery.id} <> ? and exists (select 1 from e where ${endpoint.disabledAt} is not null)`
/** The attempted delivery fails too once its endpoint is disabled, by this attempt or another. */
const FAIL_IF_DISABLED = `update ${delivery.$table} d set ${delivery.status} = 'failed', ${delivery.nextAttemptAt} = null from ${endpoint.$table} w
       where d.${delivery.id} = ? and w.${endpoint.id} = d.${delivery.endpointId} and w.${endpoint.disabledAt} is not null and d.${delivery.status} = 'pending'`

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
    supporterName: row.b_supporter_name == null ? null : String(row.b_supporter_name),
    publicSupporterName: row.b_public_supporter_name == null ? null : String(row.b_public_supporter_name),
    anonymous: row.b_anonymous === true,
    months: row.b_months == null ? null : Number(row.b_months),
  }
  return webhookPayload(String(row.event) as WebhookEvent, date(row.created_at), webhookBoost(boost, row.anon_id == null ? undefined : String(row.anon_id)))
}

export type WebhookWorker = ReturnType<typeof startWebhookWorker>

export function startWebhookWorker(db: Db, config: Pick<Config, 'webhooks'>, logger: Logger, outage: Pick<DatabaseOutage, 'report'>) {
  const { allowPrivate, retryBaseMs, timeoutMs } = config.webhooks
  // A claim is held past the longest an attempt can take (two requests when a kept-alive
  // connection was stale, then recording), so only a crashed instance's claims lapse.
  const leaseSeconds = Math.ceil((2 * timeoutMs) / 1000) + 30
  const claimDueStatement = claimDueSql(leaseSeconds)
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
   * event's body is built from (claimDueSql), and starts sending each; answers how many it claimed.
   */
  async function claimDue(limit: number): Promise<number> {
    const busy = [...inFlightByEndpoint]
    const claimed = await db.query<ClaimedRow>(claimDueStatement, [
      busy.map(([endpointId]) => endpointId), busy.map(([, sending]) => sending), MAX_IN_FLIGHT_PER_ENDPOINT, limit,
    ])
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
  async function record(deliveryId: number, endpointId: number, attempts: number, body: string | null, { status, error, requestHeaders, responseBody }: Outcome) {
    const delivered = status !== null && status >= 200 && status < 300
    const sent = requestHeaders ? JSON.stringify(requestHeaders) : null
    if (delivered) {
      await db.query(RECORD_DELIVERED, [status, body, sent, responseBody ?? null, deliveryId, endpointId])
      return
    }
    await db.query(RECORD_FAILED, [
      status, error ?? `answered ${status}`, body, sent, responseBody ?? null, retryDelayMs(attempts, retryBaseMs), deliveryId, DISABLED_AFTER_FAILING, endpointId, endpointId, deliveryId,
    ])
    await db.query(FAIL_IF_DISABLED, [deliveryId])
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
