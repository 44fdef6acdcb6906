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
import { isCreatorId, REFERRAL_CODE_PATTERN } from '../../../core/ids.ts'
import { cleanMessage } from '../../../core/message.ts'
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
  | { outcome: 'dispute-applied' | 'dispute-unchanged' }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

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
      const account = event.data.object
      await tx.em.nativeUpdate(
        Creator,
        { stripeAccountId: account.id },
        account.charges_enabled ? { chargesEnabled: true, connectedAt: keepOr(tx.em, Creator, 'connectedAt', new Date()) } : { chargesEnabled: false },
      )
      return { outcome: 'account-updated' }
    }
  }
}

async function completeSession(tx: Tx, session: StripeCheckoutSession): Promise<RecordBoostResult | { outcome: 'ignored'; reason: string }> {
  const paymentIntent = session.payment_intent
  if (paymentIntent) await lockPaymentIntent(tx, paymentIntent)
  const row = await tx.em.findOne(CheckoutSession, session.id, {
    fields: ['creatorId', 'supporterId', 'message', 'referralCode'],
    lockMode: LockMode.PESSIMISTIC_WRITE,
  })
  // Our own row is the trusted copy; metadata is the fallback for a session we have no row for.
  const metadata = session.metadata ?? {}
  const creatorId = row ? row.creatorId : metadata.creator_id
  if (!creatorId || !isCreatorId(creatorId)) return { outcome: 'ignored', reason: 'no creator on the checkout session' }
  const grossCents = session.amount_total
  if (!grossCents || !Number.isSafeInteger(grossCents) || grossCents <= 0 || !session.currency) {
    return { outcome: 'ignored', reason: 'no amount on the checkout session' }
  }
  const supporterId = row ? (row.supporterId ?? null) : UUID.test(metadata.supporter_id ?? '') ? metadata.supporter_id! : null
  const referralCode = row ? (row.referralCode ?? null) : REFERRAL_CODE_PATTERN.test(metadata.referral_code ?? '') ? metadata.referral_code! : null
  const message = row ? (row.message ?? null) : cleanMessage(metadata.message ?? '')
  const now = new Date()
  if (!row) {
    // A session made outside this server: stored as checkout would have, then completed like any other.
    await tx.em.insert(CheckoutSession, {
      id: session.id,
      provider: 'stripe',
      creatorId,
      supporterId,
      amountCents: grossCents,
      currency: session.currency.toLowerCase(),
      message,
      referralCode,
      demo: false,
      status: 'open',
      url: session.url ?? '',
      createdAt: new Date(session.created * 1000),
      expiresAt: new Date(session.expires_at * 1000),
    })
  }
  return recordCheckout(tx, {
    ref: session.id,
    paymentIntent,
    creatorId,
    supporterId,
    channel: 'fiat',
    grossCents,
    currency: session.currency,
    message,
    referralCode,
    demo: false,
    at: now,
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
