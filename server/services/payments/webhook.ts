// Applies verified Stripe events. Each event's effect and the note that it was processed commit
// in ONE ledger transaction, so a redelivery (or two deliveries at once) changes nothing the
// second time, and a deadlock victim is run again like any other ledger write.
//
// Refunds and completions may arrive in either order. A refund names a payment intent; we learn
// which checkout session a payment intent belongs to only when the completion arrives. The ledger
// keeps the books for both orders (reversePayment, recordCheckout); here both paths take a
// transaction-scoped advisory lock on the payment intent first, so on PostgreSQL a refund and its
// completion handled at the same moment cannot miss each other.
import { LockMode } from '@mikro-orm/core'
import { CheckoutSession } from '../../../entities/CheckoutSession.ts'
import { Creator } from '../../../entities/Creator.ts'
import { ProcessedWebhookEvent } from '../../../entities/ProcessedWebhookEvent.ts'
import type { Tx } from '../../db.ts'
import { keepOr } from '../../sqlTransaction.ts'
import { disputeBoost, type DisputeStatus, type Ledger, type RecordBoostResult, recordCheckout, refundPayment } from '../ledger.ts'
import type { StripeCharge, StripeCheckoutSession, StripeDispute, StripeEvent } from './stripeEvents.ts'

export type WebhookOutcome =
  | { outcome: 'duplicate' }
  | { outcome: 'ignored'; reason: string }
  | { outcome: 'recorded'; created: boolean; boostId: number }
  | { outcome: 'reversed' | 'partly-refunded' | 'refund-unchanged' | 'refund-pending' | 'already-reversed' | 'expired' | 'account-updated' | 'not-paid-yet' }
  | { outcome: 'dispute-applied' | 'dispute-unchanged' | 'account-update-out-of-date' }


/** Applies a parsed `event` in one ledger transaction (announced after commit when a new boost counts). */
export async function applyStripeEvent(ledger: Ledger, event: StripeEvent): Promise<WebhookOutcome> {
  return ledger
    .transaction(async (tx): Promise<WebhookOutcome> => {
      const applied = await applyInTransaction(tx, event)
      // An ignored event leaves no trace, not even its id: rolled back, as if it never came.
      if (applied.outcome === 'ignored') throw new Ignored(applied.reason)
      return applied
    })
    .catch((error: unknown) => {
      if (error instanceof Ignored) return { outcome: 'ignored' as const, reason: error.message }
      throw error
    })
}

class Ignored extends Error {}

async function applyInTransaction(tx: Tx, event: StripeEvent): Promise<WebhookOutcome> {
  const { affectedRows } = await tx.em
    .createQueryBuilder(ProcessedWebhookEvent)
    .insert({ id: event.id, type: event.type, processedAt: new Date() })
    .onConflict('id')
    .ignore()
    .execute('run')
  if (affectedRows === 0) return { outcome: 'duplicate' }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      if (session.payment_status !== 'paid') return { outcome: 'not-paid-yet' }
      const result = await completeSession(tx, session)
      if ('outcome' in result) return result
      return { outcome: 'recorded', created: result.created, boostId: result.event.id }
    }
    case 'checkout.session.expired':
      await tx.em.nativeUpdate(CheckoutSession, { id: event.data.object.id, status: 'open' }, { status: 'expired' })
      return { outcome: 'expired' }
    case 'charge.refunded':
      return refundCharge(tx, event.data.object)
    case 'charge.dispute.created':
      return applyDispute(tx, event.data.object, 'open')
    case 'charge.dispute.closed':
      // Stripe closes a dispute won, lost, or (an inquiry) warning_closed: the money stays then.
      return applyDispute(tx, event.data.object, event.data.object.status === 'lost' ? 'lost' : 'won')
    case 'account.updated': {
      // Stripe does not promise order: an update older than the one applied never undoes it.
      const account = event.data.object
      const createdAt = new Date(event.created * 1000)
      const updated = await tx.em.nativeUpdate(
        Creator,
        { stripeAccountId: account.id, $or: [{ accountEventAt: null }, { accountEventAt: { $lte: createdAt } }] },
        account.charges_enabled
          ? { chargesEnabled: true, connectedAt: keepOr(tx.em, Creator, 'connectedAt', new Date()), accountEventAt: createdAt }
          : { chargesEnabled: false, accountEventAt: createdAt },
      )
      return { outcome: updated > 0 ? 'account-updated' : 'account-update-out-of-date' }
    }
  }
}

/**
 * Only the checkouts Boost made are recorded: a session it has no row for, or whose amount or
 * currency is not what it opened, is acknowledged and recorded nowhere. The row is the trusted
 * copy of who is paid, by whom and with what message; the event only says it was paid.
 */
async function completeSession(tx: Tx, session: StripeCheckoutSession): Promise<RecordBoostResult | { outcome: 'ignored'; reason: string }> {
  const paymentIntent = session.payment_intent
  if (paymentIntent) await lockPaymentIntent(tx, paymentIntent)
  const row = await tx.em.findOne(CheckoutSession, { id: session.id, provider: 'stripe' }, {
    fields: ['creatorId', 'supporterId', 'message', 'referralCode', 'amountCents', 'currency'],
    lockMode: LockMode.PESSIMISTIC_WRITE,
  })
  if (!row) return { outcome: 'ignored', reason: 'a checkout session Boost did not create' }
  if (session.amount_total !== row.amountCents || session.currency !== row.currency) {
    return { outcome: 'ignored', reason: `paid ${session.amount_total} ${session.currency}, but Boost opened ${row.amountCents} ${row.currency}` }
  }
  return recordCheckout(tx, {
    ref: session.id,
    paymentIntent,
    creatorId: row.creatorId,
    supporterId: row.supporterId ?? null,
    channel: 'fiat',
    grossCents: row.amountCents,
    currency: row.currency,
    message: row.message ?? null,
    referralCode: row.referralCode ?? null,
    demo: false,
    at: new Date(),
  })
}

/**
 * Stripe sends the charge's running refunded total. Part of it shrinks what the boost counts, in
 * proportion (core/refunds.ts); all of it reverses the boost. A total no larger than the one
 * applied (a repeat, or an older event arriving late) changes nothing.
 */
async function refundCharge(tx: Tx, charge: StripeCharge): Promise<WebhookOutcome> {
  const paymentIntent = charge.payment_intent
  if (!paymentIntent) return { outcome: 'ignored', reason: 'refunded charge without a payment intent' }
  if (!charge.refunded && charge.amount_refunded === 0) return { outcome: 'ignored', reason: 'nothing refunded' }
  await lockPaymentIntent(tx, paymentIntent)
  const refunded = await refundPayment(tx, paymentIntent, charge.refunded ? 'all' : charge.amount_refunded)
  return { outcome: REFUND_OUTCOMES[refunded.status] }
}

/** A chargeback on a boost's payment: out of every number while open or lost, back in once won. */
async function applyDispute(tx: Tx, dispute: StripeDispute, status: DisputeStatus): Promise<WebhookOutcome> {
  const paymentIntent = dispute.payment_intent
  if (!paymentIntent) return { outcome: 'ignored', reason: 'dispute without a payment intent' }
  await lockPaymentIntent(tx, paymentIntent)
  const session = await tx.em.findOne(CheckoutSession, { paymentIntent }, { fields: ['id'] })
  const applied = session ? await disputeBoost(tx, session.id, status) : { status: 'unknown' as const }
  if (applied.status === 'unknown') return { outcome: 'ignored', reason: 'dispute on a payment Boost has not recorded' }
  return { outcome: applied.status === 'changed' ? 'dispute-applied' : 'dispute-unchanged' }
}

const REFUND_OUTCOMES = {
  reversed: 'reversed',
  refunded: 'partly-refunded',
  unchanged: 'refund-unchanged',
  pending: 'refund-pending',
  'already-reversed': 'already-reversed',
} as const

/**
 * Raw SQL: PostgreSQL's advisory lock has no ORM form. Held until the transaction ends; a lock on
 * a key, not a row, because the session row a refund needs may not exist yet.
 */
async function lockPaymentIntent(tx: Tx, paymentIntent: string) {
  await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`boost:payment_intent:${paymentIntent}`])
}
