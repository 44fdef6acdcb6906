// The one road from a payment provider's "paid" to the ledger: the demo checkout's completion and
// Stripe's webhook both take it. A monthly checkout begins its monthly boost here.
import { CheckoutSession } from '../../../entities/CheckoutSession.ts'
import { Creator } from '../../../entities/Creator.ts'
import { keepOr } from '../../sqlColumns.ts'
import type { LedgerTx } from './ledgerTx.ts'
import { recordBoost, type RecordBoostResult } from './record.ts'
import { type ClaimedEvent, claimEvent } from './stripeEvents.ts'
import { beginSubscription, recordMonth } from './subscriptions.ts'

/** The checkout a payment completes, as its provider knows it. */
export type PaidCheckout = {
  sessionId: string
  provider: CheckoutSession['provider']
  paymentIntent: string | null
  at: Date
  /** On a demo server, the creator a demo checkout pays is made with its first paid boost. */
  demoCreator?: boolean
  /** The webhook event that says it was paid, claimed as processed before the session is completed. */
  event?: ClaimedEvent
  /** What the provider says was paid: a session that asked otherwise is refused. The demo provider does not say. */
  paid?: { amountCents: number | null; currency: string | null }
  /** A session past its expiry is not completed, as if there were none: the demo provider's own checkouts (Stripe expires its sessions itself). */
  refuseExpired?: boolean
  /** A monthly checkout's subscription and customer, as Stripe names them. */
  stripeSubscription?: { subscriptionId: string | null; customerId: string | null }
}

/** The completed session's row as the update returns it: its properties, the amount as the driver gives a bigint. */
type CompletedSession = Pick<CheckoutSession, 'creatorId' | 'supporterId' | 'currency' | 'message' | 'supporterName' | 'anonymous' | 'showOnLeaderboard' | 'referralCode' | 'demo' | 'subscriptionId'> & {
  amountCents: unknown
}

export type CheckoutOutcome = RecordBoostResult | { outcome: 'refused'; reason: string } | { outcome: 'duplicate' } | { outcome: 'subscription-started' } | null

/**
 * Records the boost a paid checkout carries, in the caller's transaction. The event that paid it
 * is claimed (`duplicate` when it was processed before); the session is locked and marked complete
 * with its payment intent kept; on a demo server its creator is made; and its boost is recorded
 * from the session's own row, the trusted copy of who is paid, by whom, under what name and with what message.
 * Null when there is no such session (or it expired, with `refuseExpired`); `refused` with the
 * reason when the session is not what was paid, and the caller rolls the transaction back.
 */
export async function recordCheckout(
  tx: LedgerTx,
  { sessionId, provider, paymentIntent, at, demoCreator = false, event, paid, refuseExpired = false, stripeSubscription }: PaidCheckout,
): Promise<CheckoutOutcome> {
  if ((event || paymentIntent) && !(await claimEvent(tx, event ?? null, paymentIntent ? { paymentIntent } : null, at))) return { outcome: 'duplicate' }
  // Completing the session takes its row lock, so a second completion of it waits for this one's
  // commit and then finds its boost recorded. One statement: the update returns the row it completed.
  const [session] = await tx.em
    .createQueryBuilder(CheckoutSession)
    .update({ status: 'complete', paymentIntent: keepOr(tx.em, CheckoutSession, 'paymentIntent', paymentIntent), completedAt: keepOr(tx.em, CheckoutSession, 'completedAt', at) })
    .where({ id: sessionId, provider, ...(refuseExpired ? { expiresAt: { $gt: at } } : {}) })
    .returning(['creatorId', 'supporterId', 'amountCents', 'currency', 'message', 'supporterName', 'anonymous', 'showOnLeaderboard', 'referralCode', 'demo', 'subscriptionId'])
    .execute<CompletedSession[]>('all')
  if (!session) return null
  // Zero or no amount is no boost: the session, which asked for more, is refused (and the caller's rollback undoes its completion).
  if (paid && (Number(session.amountCents) !== paid.amountCents || session.currency !== paid.currency)) {
    return { outcome: 'refused', reason: `paid ${paid.amountCents} ${paid.currency}, but Boost opened ${session.amountCents} ${session.currency}` }
  }
  if (demoCreator) {
    await tx.em.createQueryBuilder(Creator).insert({ id: session.creatorId, chargesEnabled: false, demo: true, createdAt: at }).onConflict('id').ignore().execute('run')
  }
  if (session.subscriptionId) {
    const begun = await beginSubscription(tx, session.subscriptionId, { at, ...(stripeSubscription ? { stripe: stripeSubscription } : {}) })
    // Stripe's invoice for the first month records it (invoice.paid); the demo has no invoices, so its checkout pays the first month.
    if (provider === 'stripe' || !begun) return { outcome: 'subscription-started' }
    return recordMonth(tx, begun.subscription, { ref: sessionId, grossCents: Number(session.amountCents), currency: session.currency, paymentIntent: null, at }, session)
  }
  return recordBoost(tx, {
    ref: sessionId,
    creatorId: session.creatorId,
    supporterId: session.supporterId,
    channel: 'fiat',
    grossCents: Number(session.amountCents),
    currency: session.currency,
    message: session.message,
    supporterName: session.supporterName,
    anonymous: session.anonymous,
    showOnLeaderboard: session.showOnLeaderboard,
    referralCode: session.referralCode,
    demo: session.demo,
    at,
    paymentIntent,
  })
}
