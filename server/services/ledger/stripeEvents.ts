// Claiming a payment provider's event as processed, in the transaction that applies it.
import { ProcessedWebhookEvent } from '../../../entities/ProcessedWebhookEvent.ts'
import type { Tx } from '../../db.ts'
import { sqlNames } from '../../sqlNames.ts'

/** A webhook event, claimed as processed (claimEvent) in the transaction that applies it. */
export type ClaimedEvent = { id: string; type: string }

// The claim and the lock, in one statement: see claimEvent.
const processed = sqlNames(ProcessedWebhookEvent)
const CLAIM_EVENT_SQL = `with claimed as (
       insert into ${processed.$table} (${processed.id}, ${processed.type}, ${processed.processedAt}) select ?::text, ?::text, ?::timestamptz where ?::text is not null
       on conflict (${processed.id}) do nothing returning ${processed.id}
     )
     select (select pg_advisory_xact_lock(hashtextextended(?::text, 0)) where ?::text is not null) is not null as locked
     where ?::text is null or exists (select 1 from claimed)`

/** The key a payment's recording and its refunds and disputes meet on (see claimEvent). */
export type PaymentLock = { paymentIntent: string } | { invoice: string }

const lockKey = (lock: PaymentLock) => ('invoice' in lock ? `boost:invoice:${lock.invoice}` : `boost:payment_intent:${lock.paymentIntent}`)

/**
 * Claims a webhook event and takes the lock a payment's recording and its refunds meet on (see
 * payments/webhook.ts): false for an event processed before (or being processed now: the insert
 * waits for that transaction), when nothing is locked. The event is noted as processed; then the
 * transaction-scoped advisory lock on the payment is taken, if any, so the statements that follow
 * see what the lock's previous holder committed. A lock on a key, not a row, because the row a
 * refund needs may not exist yet.
 * Hand-written: PostgreSQL's advisory locks have no ORM form, and the claim and the lock are one
 * statement (a data-modifying CTE) so that a duplicate takes no lock.
 */
export async function claimEvent(tx: Tx, event: ClaimedEvent | null, lock: PaymentLock | null, at: Date): Promise<boolean> {
  const key = lock ? lockKey(lock) : null
  const id = event?.id ?? null
  const rows = await tx.execute(CLAIM_EVENT_SQL, [id, event?.type ?? null, at, id, key, key, id])
  return rows.length > 0
}
