// The creator webhooks' outbox: the statements that queue a delivery, each run in the same
// transaction (for a boost, the same statement) as what it tells, and the one form of a body.
// Raw SQL: queuing is an insert ... select over the creator's subscribed endpoints, and for a boost
// a CTE inside the ledger's one recording statement, which the ORM cannot express.
import type { Goal } from '../../core/api/creators.ts'
import type { BoostEvent as BoostEventView } from '../../core/api/ledger.ts'
import type { DeliveryEvent, WebhookEvent } from '../../core/webhooks.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { CreatorGoal } from '../../entities/CreatorGoal.ts'
import { WebhookDelivery } from '../../entities/WebhookDelivery.ts'
import { WebhookEndpoint } from '../../entities/WebhookEndpoint.ts'
import type { Tx } from '../db.ts'
import { sqlNames } from '../sqlNames.ts'
import { toBoostEvent } from './events.ts'

const delivery = sqlNames(WebhookDelivery)
const endpoint = sqlNames(WebhookEndpoint)
const creatorGoal = sqlNames(CreatorGoal)
/** The ledger's CTE `live` selects boost_event rows, so its columns are BoostEvent's. */
const liveBoost = sqlNames(BoostEvent)

/** A new pending delivery, as the enqueueing statements below write it: due now, given up 3 days on. */
const PENDING = `now(), 'pending', 0, now(), now() + interval '3 days'`
const DELIVERY_COLUMNS = [
  delivery.endpointId, delivery.event, delivery.boostId, delivery.body, delivery.createdAt,
  delivery.status, delivery.attempts, delivery.nextAttemptAt, delivery.giveUpAt,
].join(', ')
const SUBSCRIBED = `w.${endpoint.disabledAt} is null and w.${endpoint.creatorId} = %s and %s = any(w.${endpoint.events})`

/** The clause the ledger's recording statement (ledger/record.ts) adds to queue boost.created for a boost that counts (its CTE `live`). */
export const BOOST_CREATED_CTE = `hooks as (
       insert into ${delivery.$table} (${DELIVERY_COLUMNS})
       select w.${endpoint.id}, 'boost.created', live.${liveBoost.id}, null, ${PENDING}
       from live join ${endpoint.$table} w on ${SUBSCRIBED.replace('%s', `live.${liveBoost.creatorId}`).replace('%s', `'boost.created'`)}
       returning 1
     )`

/** Queues `event` about a boost for its creator's endpoints, in the caller's transaction; true when any was queued. */
export async function enqueueBoostWebhook(tx: Tx, event: WebhookEvent, boost: { id: number; creatorId: string; demo: boolean }): Promise<boolean> {
  if (boost.demo) return false
  // Hand-written: an insert ... select over the subscribed endpoints, one statement whatever their number.
  const rows = await tx.execute<unknown>(
    `insert into ${delivery.$table} (${DELIVERY_COLUMNS})
     select w.${endpoint.id}, ?, ?, null, ${PENDING} from ${endpoint.$table} w where ${SUBSCRIBED.replace('%s', '?').replace('%s', '?::text')}
     returning 1`,
    [event, boost.id, boost.creatorId, event],
  )
  return rows.length > 0
}

/** Queues a monthly boost's `event` with its body for the creator's endpoints, in the caller's transaction; true when any was queued. */
export async function enqueueSubscriptionWebhook(tx: Tx, event: WebhookEvent, creatorId: string, at: Date, data: unknown): Promise<boolean> {
  const rows = await tx.execute<unknown>(
    `insert into ${delivery.$table} (${DELIVERY_COLUMNS})
     select w.${endpoint.id}, ?, null, ?, ${PENDING} from ${endpoint.$table} w where ${SUBSCRIBED.replace('%s', '?').replace('%s', '?::text')}
     returning 1`,
    [event, webhookPayload(event, at, data), creatorId, event],
  )
  return rows.length > 0
}

/**
 * Marks a goal reached and queues goal.reached, in one statement: only the statement that sets
 * reached_at queues it, so it is sent once. True when any delivery was queued. Raw SQL: the ORM has
 * no data-modifying CTEs.
 */
export async function markGoalReached(run: (sql: string, params: unknown[]) => Promise<unknown[]>, goalId: number, creatorId: string, goal: Goal, at: Date): Promise<boolean> {
  const rows = await run(
    `with reached as (update ${creatorGoal.$table} set ${creatorGoal.reachedAt} = ? where ${creatorGoal.id} = ? and ${creatorGoal.reachedAt} is null returning ${creatorGoal.id})
     insert into ${delivery.$table} (${DELIVERY_COLUMNS})
     select w.${endpoint.id}, 'goal.reached', null, ?, ${PENDING} from reached cross join ${endpoint.$table} w where ${SUBSCRIBED.replace('%s', '?').replace('%s', `'goal.reached'`)}
     returning 1`,
    [at, goalId, webhookPayload('goal.reached', at, { creatorId, ...goal, reachedAt: at.toISOString() }), creatorId],
  )
  return rows.length > 0
}

/**
 * The one form a boost takes in a webhook body: the boost as GET /api/boost-events lists it to
 * anyone, its message in the public form (creators pipe these into chats and screens of their
 * own; the original stays in the console).
 */
export function webhookBoost(row: Parameters<typeof toBoostEvent>[0], anonId: string | undefined): BoostEventView {
  return toBoostEvent(row, anonId, false)
}

export function webhookPayload(type: DeliveryEvent, at: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data })
}

