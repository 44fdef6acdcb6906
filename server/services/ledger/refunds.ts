// Refunds and chargebacks: what a boost counts shrinks, goes, or comes back, and every number
// derived from it (counters.ts) moves with it, in the transaction that learns of it.
import { LockMode } from '@mikro-orm/core'
import { BoostEvent } from '../../../entities/BoostEvent.ts'
import { CheckoutSession } from '../../../entities/CheckoutSession.ts'
import { PendingReversal } from '../../../entities/PendingReversal.ts'
import type { Tx } from '../../db.ts'
import { sqlNames } from '../../sqlNames.ts'
import { enqueueBoostWebhook } from '../webhookOutbox.ts'
import { type BoostEventRow, findEvent, toEventRow } from './boostEvent.ts'
import { restate } from './counters.ts'
import type { LedgerTx } from './ledgerTx.ts'

export type RefundResult =
  /** Refunded in full now: it counts nowhere any more (its money counts as refunded). */
  | { status: 'reversed'; event: BoostEventRow }
  /** A larger running total than before was applied: what counts shrank in proportion. */
  | { status: 'refunded'; event: BoostEventRow }
  | { status: 'already-reversed'; event: BoostEventRow }
  /** The total was not larger than one applied before (a repeat, or an older event arriving late). */
  | { status: 'unchanged'; event: BoostEventRow }
  /** The payment is not recorded yet: the refund waits for it and applies when it arrives. */
  | { status: 'pending' }

/** `'all'`, or the running total refunded so far (as Stripe's `amount_refunded` gives it). */
export type Refunded = number | 'all'

/**
 * Applies a refund to the boost recorded as `ref`. Totals only grow: a total smaller than or equal
 * to the one applied changes nothing, so events may repeat or come in any order. A total of the
 * whole gross reverses the boost.
 */
export async function refundBoost(tx: LedgerTx, ref: string, refunded: Refunded, at = new Date()): Promise<RefundResult> {
  const row = await findEvent(tx, ref, LockMode.PESSIMISTIC_WRITE)
  if (!row) {
    await holdRefund(tx, ref, refunded, at)
    return { status: 'pending' }
  }
  const before = toEventRow(row)
  if (before.reversedAt) return { status: 'already-reversed', event: before }
  const total = refunded === 'all' ? before.grossCents : Math.min(refunded, before.grossCents)
  if (total <= before.refundedCents) return { status: 'unchanged', event: before }
  const inFull = total === before.grossCents
  const after: BoostEventRow = { ...before, refundedCents: total, reversedAt: inFull ? at : null }
  await tx.em.nativeUpdate(BoostEvent, { id: before.id }, { refundedCents: total, ...(inFull ? { reversedAt: at } : {}) })
  await restate(tx, before, after)
  if (await enqueueBoostWebhook(tx, 'boost.refunded', after)) tx.webhooksQueued()
  return { status: inFull ? 'reversed' : 'refunded', event: after }
}

export const reverseBoost = (tx: LedgerTx, ref: string, at = new Date()): Promise<RefundResult> => refundBoost(tx, ref, 'all', at)

export type DisputeStatus = 'open' | 'won' | 'lost'
type DisputeResult = { status: 'changed' | 'unchanged'; event: BoostEventRow } | { status: 'unknown' }

/**
 * A chargeback on the boost recorded as `ref`: 'open' takes it out of every number, 'won' puts it
 * back, 'lost' leaves it out. A dispute's end is final, so events may repeat or come in any order:
 * an 'open' arriving after the close changes nothing.
 */
export async function disputeBoost(tx: LedgerTx, ref: string, status: DisputeStatus): Promise<DisputeResult> {
  const row = await findEvent(tx, ref, LockMode.PESSIMISTIC_WRITE)
  if (!row) return { status: 'unknown' }
  const before = toEventRow(row)
  const closed = before.disputeStatus === 'won' || before.disputeStatus === 'lost'
  if (closed || before.disputeStatus === status) return { status: 'unchanged', event: before }
  const after: BoostEventRow = { ...before, disputeStatus: status }
  await tx.em.nativeUpdate(BoostEvent, { id: before.id }, { disputeStatus: status })
  await restate(tx, before, after)
  if (status === 'open' && (await enqueueBoostWebhook(tx, 'boost.disputed', after))) tx.webhooksQueued()
  return { status: 'changed', event: after }
}

/**
 * Refunds the boost a payment intent paid for (Stripe's refunds name the payment intent), recorded
 * as `ref`. While the ledger cannot tell which boost that is (`ref` null: the checkout's completion
 * has not come yet), the refund waits under the payment intent, and recording the boost moves it
 * onto the session.
 */
export async function refundPayment(tx: LedgerTx, { ref, paymentIntent }: { ref: string | null; paymentIntent: string }, refunded: Refunded): Promise<RefundResult> {
  if (ref) return refundBoost(tx, ref, refunded)
  await holdRefund(tx, earlyRefundRef(paymentIntent), refunded, new Date())
  return { status: 'pending' }
}

/**
 * Notes on the boost recorded as `ref` (a monthly boost's invoice, whose paid event does not name
 * it) the payment intent that paid it, so its next refund or dispute finds it without asking.
 */
export async function notePaymentIntent(tx: Tx, ref: string, paymentIntent: string): Promise<void> {
  await tx.em.nativeUpdate(BoostEvent, { ref, paymentIntent: null }, { paymentIntent })
}

/**
 * The ref of the boost a payment intent paid: its checkout session's (a one-off), or the boost's
 * own (a monthly boost's invoice, once noted: notePaymentIntent); null when the ledger cannot tell.
 */
export async function paidRef(tx: Tx, paymentIntent: string): Promise<string | null> {
  const session = await tx.em.findOne(CheckoutSession, { paymentIntent }, { fields: ['id'] })
  if (session) return session.id
  const boost = await tx.em.findOne(BoostEvent, { paymentIntent }, { fields: ['ref'] })
  return boost?.ref ?? null
}

/** Where a refund that came before its payment was recorded waits, under the payment intent. */
export const earlyRefundRef = (paymentIntent: string) => `payment_intent:${paymentIntent}`

// Keeps the larger refund held under a ref, null (in full) being largest: see holdRefund.
const held = sqlNames(PendingReversal)
const HOLD_REFUND_SQL = `insert into ${held.$table} (${held.ref}, ${held.refundedCents}, ${held.createdAt}) values (?, ?, ?)
     on conflict (${held.ref}) do update set ${held.refundedCents} = case
       when ${held.$table}.${held.refundedCents} is null or excluded.${held.refundedCents} is null then null
       else greatest(${held.$table}.${held.refundedCents}, excluded.${held.refundedCents}) end`

/**
 * A refund whose payment is not recorded yet waits under the payment's ref; recording the boost
 * applies it. A refund in full (null) outranks any total, and a larger total a smaller one.
 * Hand-written: the ORM's upsert cannot say "keep the larger, null being largest".
 */
async function holdRefund(tx: Tx, ref: string, refunded: Refunded, since: Date) {
  await tx.execute(HOLD_REFUND_SQL, [ref, refunded === 'all' ? null : refunded, since])
}
