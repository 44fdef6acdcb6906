// Creator webhooks: the endpoints a creator adds and the worker that delivers what waits in their
// outbox (webhookOutbox.ts), signed per Standard Webhooks, at least once.
//
// The outbox is the webhook_delivery table, written in the same transaction (for a boost, the same
// statement) as what it tells, so no event is lost and none is sent for a rolled-back boost. Any
// instance claims due rows with FOR UPDATE SKIP LOCKED and holds them by moving next_attempt_at a
// lease ahead; a crashed instance's claims lapse and another picks them up. (pg-boss and
// graphile-worker need a pg connection of their own and do not run on PGlite; this runs on both.)
import { createHmac, randomBytes } from 'node:crypto'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import type { BoostEvent as BoostEventView } from '../../core/api/ledger.ts'
import type { WebhookDeliveryView, WebhookEndpointView } from '../../core/api/webhooks.ts'
import { DISABLED_AFTER_FAILING, MAX_WEBHOOK_ENDPOINTS, WEBHOOK_EVENTS, type WebhookEvent } from '../../core/webhooks.ts'
import type { BoostEvent } from '../../entities/BoostEvent.ts'
import type { Supporter } from '../../entities/Supporter.ts'
import { WebhookDelivery } from '../../entities/WebhookDelivery.ts'
import { WebhookEndpoint } from '../../entities/WebhookEndpoint.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'
import type { Logger } from '../logger.ts'
import type { RawRow } from '../sqlTransaction.ts'
import { LISTED, toBoostEvent } from './events.ts'
import { checkedLookup, isRefusedAddress, refusedHost } from './webhookAddress.ts'
import { Refusal } from './refusal.ts'
import { webhookBoost, webhookPayload } from './webhookOutbox.ts'
import { type Outcome, sendWebhook } from './webhookRequest.ts'

/** How long a claimed delivery is held: past one attempt's timeout, so only a crashed instance's claims lapse. */
const CLAIM_LEASE_SECONDS = 60
const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000
const POLL_MS = 1000
const BATCH = 20
const BATCHES_IN_FLIGHT = 4

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
    channel: String(row.b_channel),
    grossCents: Number(row.b_gross_cents),
    platformFeeCents: Number(row.b_platform_fee_cents),
    processorFeeCents: Number(row.b_processor_fee_cents),
    netCents: Number(row.b_net_cents),
    currency: String(row.b_currency),
    ref: String(row.b_ref),
    ts: date(row.b_ts),
    message: row.b_message == null ? null : String(row.b_message),
    publicMessage: row.b_public_message == null ? null : String(row.b_public_message),
    messageStatus: row.b_message_status == null ? null : String(row.b_message_status),
    xpAwarded: Number(row.b_xp_awarded),
    refundedCents: Number(row.b_refunded_cents),
    reversedAt: row.b_reversed_at == null ? null : date(row.b_reversed_at),
    disputeStatus: row.b_dispute_status == null ? null : String(row.b_dispute_status),
  }
  return webhookPayload(String(row.event) as WebhookEvent, date(row.created_at), webhookBoost(boost, row.anon_id == null ? undefined : String(row.anon_id)))
}

export type Webhooks = ReturnType<typeof createWebhooks>

export function createWebhooks(db: Db, config: Pick<Config, 'webhooks'>, logger: Logger) {
  const { allowPrivate, retryBaseMs } = config.webhooks
  let stopped = false
  let wakeUp: (() => void) | undefined
  let woken = false

  function wake() {
    woken = true
    wakeUp?.()
  }

  /** Batches claimed and not yet recorded: up to BATCHES_IN_FLIGHT at once, so a slow endpoint does not hold up the rest. */
  const inFlight = new Set<Promise<unknown>>()

  async function run() {
    while (!stopped) {
      let claimed = 0
      if (inFlight.size < BATCHES_IN_FLIGHT) {
        try {
          claimed = await claimDue()
        } catch (error) {
          if (!stopped) logger.error({ err: error }, 'claiming webhook deliveries failed')
        }
      }
      if (claimed === BATCH || stopped) continue
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
   * Claims up to BATCH due deliveries with what a boost event's body is built from, and starts
   * attempting them side by side; answers how many it claimed. Raw SQL: SKIP LOCKED claims, the
   * lease move and the boost read in one statement; the ORM has no form for it.
   */
  async function claimDue(): Promise<number> {
    const claimed = await db.query<ClaimedRow>(
      `with due as (
         select d.id from webhook_delivery d where d.status = 'pending' and d.next_attempt_at <= now()
         order by d.next_attempt_at limit ? for update skip locked
       ), claimed as (
         update webhook_delivery d set next_attempt_at = now() + interval '${CLAIM_LEASE_SECONDS} seconds', attempts = d.attempts + 1, last_attempt_at = now()
         from due, webhook_endpoint w where d.id = due.id and w.id = d.endpoint_id
         returning d.id, d.endpoint_id, d.event, d.boost_id, d.body, d.created_at, d.attempts, w.url, w.secret
       )
       select c.*, ${BOOST_COLUMNS.map((column) => `b.${column} as b_${column}`).join(', ')}, s.anon_id
       from claimed c left join boost_event b on c.body is null and b.id = c.boost_id left join supporter s on s.id = b.supporter_id`,
      [BATCH],
    )
    if (claimed.length === 0) return 0
    const batch = Promise.all(claimed.map(async (row) => {
      const body = row.body != null ? String(row.body) : boostBody(row)
      const outcome = body == null ? { status: null, error: 'the boost is gone' } : await sendWebhook(String(row.url), String(row.secret), `msg_${row.id}`, body, allowPrivate)
      await record(Number(row.id), Number(row.endpoint_id), Number(row.attempts), body, outcome)
    }))
      .catch((error: unknown) => logger.error({ err: error }, 'recording webhook attempts failed'))
      .finally(() => {
        inFlight.delete(batch)
        wake()
      })
    inFlight.add(batch)
    return claimed.length
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

  async function ownEndpoint(creatorId: string, endpointId: number): Promise<WebhookEndpoint> {
    const endpoint = await db.em((em) => em.findOne(WebhookEndpoint, { id: endpointId, creatorId }))
    if (!endpoint) throw new Refusal(404, 'No such webhook endpoint')
    return endpoint
  }

  const running = run()

  return {
    wake,

    async add(creatorId: string, input: { url: string; events: WebhookEvent[] }): Promise<{ id: string; secret: string }> {
      const url = new URL(input.url)
      if (!allowPrivate) {
        const refused = await refusedHost(url.hostname)
        if (refused) throw new Refusal(400, `url: ${refused}; webhooks go to public addresses only`)
      }
      return db.transaction(async ({ em }) => {
        // Adds for one creator take turns, so parallel ones cannot all count nine and all insert.
        // An advisory lock, not the creator's row: the lock needs no row to exist.
        await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`webhook-endpoints:${creatorId}`])
        const count = await em.count(WebhookEndpoint, { creatorId })
        if (count >= MAX_WEBHOOK_ENDPOINTS) throw new Refusal(400, `A creator may have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one first`)
        const secret = `whsec_${randomBytes(24).toString('base64')}`
        const endpoint = em.create(WebhookEndpoint, {
          creatorId, url: url.href, events: input.events, secret, createdAt: new Date(), failingSince: null, disabledAt: null, disabledReason: null,
        })
        await em.flush()
        return { id: String(endpoint.id), secret }
      })
    },

    async list(creatorId: string): Promise<WebhookEndpointView[]> {
      const endpoints = await db.em((em) => em.find(WebhookEndpoint, { creatorId }, { orderBy: { id: 'asc' } }))
      return endpoints.map((endpoint) => ({
        id: String(endpoint.id),
        url: endpoint.url,
        events: endpoint.events.filter((event): event is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(event)),
        createdAt: endpoint.createdAt.toISOString(),
        enabled: endpoint.disabledAt === null,
        disabledAt: endpoint.disabledAt?.toISOString() ?? null,
        disabledReason: endpoint.disabledReason ?? null,
        failingSince: endpoint.failingSince?.toISOString() ?? null,
      }))
    },

    async remove(creatorId: string, endpointId: number): Promise<void> {
      await ownEndpoint(creatorId, endpointId)
      await db.transaction(async (tx) => {
        await tx.em.nativeDelete(WebhookDelivery, { endpointId })
        await tx.em.nativeDelete(WebhookEndpoint, { id: endpointId, creatorId })
      })
    },

    async deliveries(creatorId: string, endpointId: number): Promise<WebhookDeliveryView[]> {
      await ownEndpoint(creatorId, endpointId)
      const rows = await db.em((em) => em.find(WebhookDelivery, { endpointId }, { orderBy: { id: 'desc' }, limit: 100 }))
      return rows.map(deliveryView)
    },

    /** Sends a delivery again now, with its id and body; a disabled endpoint is turned back on, as the creator asked for it. */
    async resend(creatorId: string, endpointId: number, deliveryId: number): Promise<WebhookDeliveryView> {
      await ownEndpoint(creatorId, endpointId)
      const delivery = await db.transaction(async (tx) => {
        const changed = await tx.execute<RawRow<WebhookDelivery, 'id'>[]>(
          `update webhook_delivery set status = 'pending', next_attempt_at = now(), give_up_at = now() + interval '3 days'
           where id = ? and endpoint_id = ? returning id`,
          [deliveryId, endpointId],
        )
        if (changed.length === 0) return null
        await tx.em.nativeUpdate(WebhookEndpoint, { id: endpointId, disabledAt: { $ne: null } }, { disabledAt: null, disabledReason: null, failingSince: null })
        return tx.em.findOneOrFail(WebhookDelivery, deliveryId)
      })
      if (!delivery) throw new Refusal(404, 'No such delivery')
      wake()
      return deliveryView(delivery)
    },

    async close() {
      stopped = true
      wakeUp?.()
      await running
    },
  }
}

function deliveryView(row: WebhookDelivery): WebhookDeliveryView {
  return {
    id: String(row.id),
    event: row.event as WebhookEvent,
    createdAt: row.createdAt.toISOString(),
    status: row.status === 'delivered' || row.status === 'failed' ? row.status : 'pending',
    attempts: row.attempts,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    statusCode: row.lastStatus ?? null,
    error: row.lastError ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  }
}
