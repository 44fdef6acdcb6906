// The one road from a payment provider's "paid" to the ledger: the demo checkout's completion and
// Stripe's webhook both take it.
import { LockMode } from '@mikro-orm/core'
import { CheckoutSession } from '../../../entities/CheckoutSession.ts'
import { Creator } from '../../../entities/Creator.ts'
import type { LedgerTx } from './ledgerTx.ts'
import { recordBoost, type RecordBoostResult } from './record.ts'
import { type ClaimedEvent, claimEvent } from './stripeEvents.ts'

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
}

export type CheckoutOutcome = RecordBoostResult | { outcome: 'refused'; reason: string } | { outcome: 'duplicate' } | null

/**
 * Records the boost a paid checkout carries, in the caller's transaction. The event that paid it
 * is claimed (`duplicate` when it was processed before); the session is locked and marked complete
 * with its payment intent kept; on a demo server its creator is made; and its boost is recorded
 * from the session's own row, the trusted copy of who is paid, by whom and with what message.
 * Null when there is no such session (or it expired, with `refuseExpired`); `refused` with the
 * reason when the session is not what was paid, and the caller rolls the transaction back.
 */
export async function recordCheckout(
  tx: LedgerTx,
  { sessionId, provider, paymentIntent, at, demoCreator = false, event, paid, refuseExpired = false }: PaidCheckout,
): Promise<CheckoutOutcome> {
  if ((event || paymentIntent) && !(await claimEvent(tx, event ?? null, paymentIntent, at))) return { outcome: 'duplicate' }
  const session = await tx.em.findOne(CheckoutSession, { id: sessionId, provider }, { lockMode: LockMode.PESSIMISTIC_WRITE })
  if (!session || (refuseExpired && session.expiresAt <= at)) return null
  // Zero or no amount is no boost: the session, which asked for more, is refused.
  if (paid && (session.amountCents !== paid.amountCents || session.currency !== paid.currency)) {
    return { outcome: 'refused', reason: `paid ${paid.amountCents} ${paid.currency}, but Boost opened ${session.amountCents} ${session.currency}` }
  }
  session.status = 'complete'
  session.paymentIntent ??= paymentIntent
  session.completedAt ??= at
  await tx.em.flush()
  if (demoCreator) {
    await tx.em.createQueryBuilder(Creator).insert({ id: session.creatorId, chargesEnabled: false, demo: true, createdAt: at }).onConflict('id').ignore().execute('run')
  }
  return recordBoost(tx, {
    ref: sessionId,
    creatorId: session.creatorId,
    supporterId: session.supporterId,
    channel: 'fiat',
    grossCents: session.amountCents,
    currency: session.currency,
    message: session.message,
    referralCode: session.referralCode,
    demo: session.demo,
    at,
    paymentIntent,
  })
}
