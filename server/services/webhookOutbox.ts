// The creator webhooks' outbox: the statements that queue a delivery, each run in the same
// transaction (for a boost, the same statement) as what it tells, and the one form of a body.
// Raw SQL: queuing is an insert ... select over the creator's subscribed endpoints, and for a boost
// a CTE inside the ledger's one recording statement, which the ORM cannot express.
import type { Goal } from '../../core/api/creators.ts'
import type { BoostEvent as BoostEventView } from '../../core/api/ledger.ts'
import type { WebhookEvent } from '../../core/webhooks.ts'
import type { Db, Tx } from '../db.ts'
import { toBoostEvent } from './events.ts'

/** A new pending delivery, as the enqueueing statements below write it: due now, given up 3 days on. */
const PENDING = `now(), 'pending', 0, now(), now() + interval '3 days'`
const DELIVERY_COLUMNS = 'endpoint_id, event, boost_id, body, created_at, status, attempts, next_attempt_at, give_up_at'
const SUBSCRIBED = `w.disabled_at is null and w.creator_id = %s and %s = any(w.events)`

/** The clause the ledger's recording statement (ledger/record.ts) adds to queue boost.created for a boost that counts (its CTE `live`). */
export const BOOST_CREATED_CTE = `hooks as (
       insert into webhook_delivery (${DELIVERY_COLUMNS})
       select w.id, 'boost.created', live.id, null, ${PENDING}
       from live join webhook_endpoint w on ${SUBSCRIBED.replace('%s', 'live.creator_id').replace('%s', `'boost.created'`)}
       returning 1
     )`

/** Queues `event` about a boost for its creator's endpoints, in the caller's transaction; true when any was queued. */
export async function enqueueBoostWebhook(tx: Tx, event: WebhookEvent, boost: { id: number; creatorId: string; demo: boolean }): Promise<boolean> {
  if (boost.demo) return false
  const rows = await tx.execute<unknown>(
    `insert into webhook_delivery (${DELIVERY_COLUMNS})
     select w.id, ?, ?, null, ${PENDING} from webhook_endpoint w where ${SUBSCRIBED.replace('%s', '?').replace('%s', '?::text')}
     returning 1`,
    [event, boost.id, boost.creatorId, event],
  )
  return rows.length > 0
}

/**
 * Marks a goal reached and queues goal.reached, in one statement: only the statement that sets
 * reached_at queues it, so it is sent once. Raw SQL: the ORM has no data-modifying CTEs.
 */
export async function markGoalReached(db: Db, goalId: number, creatorId: string, goal: Goal, at: Date): Promise<void> {
  await db.query(
    `with reached as (update creator_goal set reached_at = ? where id = ? and reached_at is null returning id)
     insert into webhook_delivery (${DELIVERY_COLUMNS})
     select w.id, 'goal.reached', null, ?, ${PENDING} from reached cross join webhook_endpoint w where ${SUBSCRIBED.replace('%s', '?').replace('%s', `'goal.reached'`)}`,
    [at, goalId, webhookPayload('goal.reached', at, { ...goal, reachedAt: at.toISOString() }), creatorId],
  )
}

/**
 * The one form a boost takes in a webhook body: the boost as GET /api/boost-events lists it to
 * anyone, its message in the public form (creators pipe these into chats and screens of their
 * own; the original stays in the console).
 */
export function webhookBoost(row: Parameters<typeof toBoostEvent>[0], anonId: string | undefined): BoostEventView {
  return toBoostEvent(row, anonId, false)
}

export function webhookPayload(type: WebhookEvent, at: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data })
}

