// Creator webhooks: the endpoints a creator adds, their delivery logs and Resend, and the worker
// (webhookWorker.ts) that delivers what waits in their outbox (webhookOutbox.ts).
import { randomBytes } from 'node:crypto'
import { raw } from '@mikro-orm/core'
import type { WebhookDeliveryView, WebhookEndpointView } from '../../core/api/webhooks.ts'
import { type DeliveryEvent, MAX_WEBHOOK_ENDPOINTS, TEST_EVENT, WEBHOOK_EVENTS, type WebhookEvent } from '../../core/webhooks.ts'
import { WebhookDelivery } from '../../entities/WebhookDelivery.ts'
import { WebhookEndpoint } from '../../entities/WebhookEndpoint.ts'
import type { Config } from '../config.ts'
import { type DatabaseOutage, watchDatabaseOutage } from '../databaseOutage.ts'
import type { Db } from '../db.ts'
import type { Logger } from '../logger.ts'
import { refusedHost } from './webhookAddress.ts'
import { Refusal } from './refusal.ts'
import { webhookPayload } from './webhookOutbox.ts'
import { startWebhookWorker } from './webhookWorker.ts'

export type Webhooks = ReturnType<typeof createWebhooks>

export function createWebhooks(db: Db, config: Pick<Config, 'webhooks'>, logger: Logger, outage: DatabaseOutage = watchDatabaseOutage(logger)) {
  const { allowPrivate } = config.webhooks
  const worker = startWebhookWorker(db, config, logger, outage)
  const { wake } = worker

  async function ownEndpoint(creatorId: string, endpointId: number): Promise<WebhookEndpoint> {
    const endpoint = await db.em((em) => em.findOne(WebhookEndpoint, { id: endpointId, creatorId }))
    if (!endpoint) throw new Refusal(404, 'No such webhook endpoint')
    return endpoint
  }

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
        // An advisory lock, not the creator's row: the lock needs no row to exist. Hand-written: the
        // ORM has no form for PostgreSQL's advisory locks.
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
      return endpoints.map(endpointView)
    },

    /** Changes the events an endpoint receives; what is already queued for it is still sent. */
    async update(creatorId: string, endpointId: number, changes: { events: WebhookEvent[] }): Promise<WebhookEndpointView> {
      await ownEndpoint(creatorId, endpointId)
      await db.em((em) => em.nativeUpdate(WebhookEndpoint, { id: endpointId, creatorId }, { events: changes.events }))
      return endpointView(await ownEndpoint(creatorId, endpointId))
    },

    /** Queues a webhook.test for this endpoint alone, due now, through the same outbox and signing as every event. */
    async test(creatorId: string, endpointId: number): Promise<WebhookDeliveryView> {
      await ownEndpoint(creatorId, endpointId)
      const at = new Date()
      const delivery = await db.em(async (em) => {
        const row = em.create(WebhookDelivery, {
          endpointId, event: TEST_EVENT, boostId: null, createdAt: at, status: 'pending', attempts: 0, nextAttemptAt: at,
          giveUpAt: new Date(at.getTime() + 3 * 24 * 60 * 60 * 1000), lastAttemptAt: null, lastStatus: null, lastError: null,
          lastRequestHeaders: null, lastResponseBody: null,
          body: webhookPayload(TEST_EVENT, at, { creatorId, endpointId: String(endpointId), message: 'A test event from Boost: your endpoint is reachable.' }),
        })
        await em.flush()
        return row
      })
      wake()
      return deliveryView(delivery)
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
        // The database's clock, as the worker's claims and the outbox's inserts read it.
        const changed = await tx.em.nativeUpdate(
          WebhookDelivery,
          { id: deliveryId, endpointId },
          { status: 'pending', nextAttemptAt: raw('now()'), giveUpAt: raw(`now() + interval '3 days'`) },
        )
        if (changed === 0) return null
        await tx.em.nativeUpdate(WebhookEndpoint, { id: endpointId, disabledAt: { $ne: null } }, { disabledAt: null, disabledReason: null, failingSince: null })
        return tx.em.findOneOrFail(WebhookDelivery, deliveryId)
      })
      if (!delivery) throw new Refusal(404, 'No such delivery')
      wake()
      return deliveryView(delivery)
    },

    close: worker.close,
  }
}

function endpointView(endpoint: WebhookEndpoint): WebhookEndpointView {
  return {
    id: String(endpoint.id),
    url: endpoint.url,
    events: endpoint.events.filter((event): event is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(event)),
    createdAt: endpoint.createdAt.toISOString(),
    enabled: endpoint.disabledAt === null,
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
    disabledReason: endpoint.disabledReason ?? null,
    failingSince: endpoint.failingSince?.toISOString() ?? null,
  }
}

function deliveryView(row: WebhookDelivery): WebhookDeliveryView {
  const headers = row.lastRequestHeaders ? (JSON.parse(row.lastRequestHeaders) as Record<string, string>) : null
  return {
    id: String(row.id),
    event: row.event as DeliveryEvent,
    createdAt: row.createdAt.toISOString(),
    status: row.status === 'delivered' || row.status === 'failed' ? row.status : 'pending',
    attempts: row.attempts,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    statusCode: row.lastStatus ?? null,
    error: row.lastError ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    request: headers && row.body != null ? { headers, body: row.body } : null,
    response: row.lastStatus != null ? { status: row.lastStatus, body: row.lastResponseBody ?? '' } : null,
  }
}
