// Applies verified Stripe events. Each event's effect and the note that it was processed commit
// in ONE ledger transaction, so a redelivery (or two deliveries at once) changes nothing the
// second time, and a deadlock victim is run again like any other ledger write.
//
// Refunds and completions may arrive in either order. A refund names a payment intent; we learn
// which checkout session a payment intent belongs to only when the completion arrives. The ledger
// keeps the books for both orders (refundPayment, recordCheckout); here both paths take a
// transaction-scoped advisory lock on the payment intent in their first statement, the one that
// claims the event (claimEvent), so on PostgreSQL a refund and its completion handled at the
// same moment cannot miss each other.
//
// A monthly boost's paid invoice does not name its payment intent, and asking Stripe for it on
// every renewal would cost each one a round trip to Stripe. So a month is recorded under its
// invoice, and only a refund or dispute naming a payment intent the ledger does not know asks
// Stripe which invoice it paid (rolled back, asked outside any transaction, applied again). The
// invoice's recording and its refunds then meet on a lock on the invoice.
import { LockMode } from '@mikro-orm/core'
import { CheckoutSession } from '../../../entities/CheckoutSession.ts'
import { Creator } from '../../../entities/Creator.ts'
import type { Tx } from '../../db.ts'
import { keepOr } from '../../sqlColumns.ts'
import { claimEvent, disputeBoost, type DisputeStatus, type Ledger, type LedgerTx, notePaymentIntent, paidRef, type PaymentLock, recordCheckout, refundPayment } from '../ledger/index.ts'
import { applyFailedInvoice, applyPaidInvoice, applySubscriptionEvent } from '../subscriptions/stripeEvents.ts'
import { setInvoiceFee, type InvoiceCalls } from '../subscriptions/invoiceFee.ts'
import type { StripeCharge, StripeCheckoutSession, StripeDispute, StripeEvent } from './stripeEvents.ts'

type WebhookOutcome =
  | { outcome: 'duplicate' }
  | { outcome: 'ignored'; reason: string }
  | { outcome: 'recorded'; created: boolean; boostId: number }
  | { outcome: 'reversed' | 'partly-refunded' | 'refund-unchanged' | 'refund-pending' | 'already-reversed' | 'expired' | 'account-updated' | 'not-paid-yet' | 'payment-failed' }
  | { outcome: 'dispute-applied' | 'dispute-unchanged' | 'account-update-out-of-date' | 'account-updated-from-stripe' }
  | { outcome: 'subscription-started' | 'subscription-past-due' | 'subscription-updated' | 'subscription-update-out-of-date' | 'invoice-fee-set' }
  /** Not applied, not marked processed, for Stripe to deliver again: Stripe could not be asked about an account in doubt (or an invoice), or a monthly boost's first payment is not recorded yet. */
  | { outcome: DeliverAgain; reason: string }

/** Why an event was left for Stripe to deliver again, as the log and the 503 say it. */
export const DELIVER_AGAIN = {
  'account-unconfirmed': 'could not re-read a Stripe account in doubt',
  'invoice-unconfirmed': 'could not ask Stripe which invoice a payment paid',
  'subscription-not-begun': 'the monthly boost’s first payment is not recorded yet',
} as const
type DeliverAgain = keyof typeof DELIVER_AGAIN

/** Whether Stripe should deliver the event again: it was not applied, and is not noted as processed. */
export const deliverAgain = (applied: { outcome: string }): applied is { outcome: DeliverAgain; reason: string } => Object.hasOwn(DELIVER_AGAIN, applied.outcome)

/** What Stripe knows of a connected account now (GET /v1/accounts/:id); throws when Stripe cannot say. */
type RetrieveAccount = (accountId: string) => Promise<{ chargesEnabled: boolean }>

/** What Stripe is asked while an event is applied, outside any transaction. */
export type StripeLookups = InvoiceCalls & { retrieveAccount: RetrieveAccount }

/**
 * Applies a parsed `event` in one ledger transaction (announced after commit when a new boost
 * counts). What the payload cannot settle is asked of Stripe outside any transaction, and the
 * event applied again with the answer: an account.updated in doubt (see updateAccount) re-reads
 * the account, and a refund or dispute of a payment intent the ledger does not know asks which
 * invoice it paid (see the top of this file).
 */
export async function applyStripeEvent(ledger: Ledger, event: StripeEvent, lookups: StripeLookups): Promise<WebhookOutcome> {
  if (event.type === 'invoice.created') return setInvoiceFee(ledger, event.data.object, lookups)
  try {
    return await applyOnce(ledger, event, {})
  } catch (error) {
    if (!(error instanceof InDoubt || error instanceof UnknownPayment)) throw error
    let asked: Asked
    try {
      asked = error instanceof InDoubt
        ? { account: await lookups.retrieveAccount(error.accountId) }
        : { payment: { paymentIntent: error.paymentIntent, invoice: await lookups.invoiceOfPayment(error.paymentIntent) } }
    } catch (failure) {
      return { outcome: error instanceof InDoubt ? 'account-unconfirmed' : 'invoice-unconfirmed', reason: (failure as Error).message }
    }
    return applyOnce(ledger, event, asked)
  }
}

/** What Stripe answered when asked (see applyStripeEvent). */
type Asked = {
  account?: AccountState
  /** The invoice a payment intent paid, null when it paid none. */
  payment?: { paymentIntent: string; invoice: string | null }
}

function applyOnce(ledger: Ledger, event: StripeEvent, asked: Asked): Promise<WebhookOutcome> {
  return ledger
    .transaction(async (tx): Promise<WebhookOutcome> => {
      const applied = await applyInTransaction(tx, event, asked)
      // An ignored event, or one to deliver again, leaves no trace, not even its id: rolled back, as if it never came.
      if (applied.outcome === 'ignored' || deliverAgain(applied)) throw new NotApplied(applied)
      return applied
    })
    .catch((error: unknown) => {
      if (error instanceof NotApplied) return error.outcome
      throw error
    })
}

type AccountState = Awaited<ReturnType<RetrieveAccount>>

class NotApplied extends Error {
  readonly outcome: WebhookOutcome

  constructor(outcome: WebhookOutcome & { reason: string }) {
    super(outcome.reason)
    this.outcome = outcome
  }
}

/** Thrown to roll back a refund or dispute of a payment intent the ledger does not know, to ask Stripe which invoice it paid. */
class UnknownPayment extends Error {
  readonly paymentIntent: string

  constructor(paymentIntent: string) {
    super(`payment intent ${paymentIntent} is not in the ledger`)
    this.paymentIntent = paymentIntent
  }
}

/** Thrown to roll back an account.updated whose payload cannot be trusted to be the latest. */
class InDoubt extends Error {
  readonly accountId: string

  constructor(accountId: string) {
    super(`account.updated for ${accountId} is in doubt`)
    this.accountId = accountId
  }
}

async function applyInTransaction(tx: LedgerTx, event: StripeEvent, asked: Asked): Promise<WebhookOutcome> {
  // A paid completion is claimed as its session is completed.
  const paid = paidCompletion(event)
  if (paid) return completeSession(tx, paid)
  const at = new Date()
  if (!(await claimEvent(tx, event, paymentLock(event, asked), at))) return { outcome: 'duplicate' }
  switch (event.type) {
    case 'invoice.created':
      return { outcome: 'ignored', reason: 'an invoice’s fee is set outside the ledger' }
    case 'invoice.paid':
      return applyPaidInvoice(tx, event.data.object, at)
    case 'invoice.payment_failed':
      return applyFailedInvoice(tx, event.data.object, at)
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscriptionEvent(tx, event.data.object, event.type === 'customer.subscription.deleted', new Date(event.created * 1000), at)
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return noteUnpaidCompletion(tx, event.data.object)
    case 'checkout.session.expired':
      await tx.em.nativeUpdate(CheckoutSession, { id: event.data.object.id, status: 'open' }, { status: 'expired' })
      return { outcome: 'expired' }
    case 'checkout.session.async_payment_failed':
      // The money never came: the checkout ends unpaid, and without the payment intent noted for
      // its success, retention deletes it like any checkout nobody paid.
      await tx.em.nativeUpdate(CheckoutSession, { id: event.data.object.id, provider: 'stripe', status: 'open' }, { status: 'expired', paymentIntent: null })
      return { outcome: 'payment-failed' }
    case 'charge.refunded':
      return refundCharge(tx, event.data.object, asked)
    case 'charge.dispute.created':
      return applyDispute(tx, event.data.object, 'open', asked)
    case 'charge.dispute.closed':
      // Stripe closes a dispute won, lost, or (an inquiry) warning_closed: the money stays then.
      return applyDispute(tx, event.data.object, event.data.object.status === 'lost' ? 'lost' : 'won', asked)
    case 'account.updated':
      return updateAccount(tx, event, asked.account ?? null)
  }
}

/**
 * Stripe does not promise order, and stamps events in whole seconds. An update created after the
 * one applied is applied; one created before it never undoes it. One created in the same second
 * is in doubt when it says otherwise than the state we hold: which of the two came last cannot be
 * told from the events, so the transaction is rolled back and the account re-read from Stripe
 * (`reread`), whose state is then applied instead of the payload. One created in the same second
 * that agrees changes nothing either way, and needs no re-read.
 */
async function updateAccount(tx: Tx, event: Extract<StripeEvent, { type: 'account.updated' }>, reread: AccountState | null): Promise<WebhookOutcome> {
  const account = event.data.object
  const createdAt = new Date(event.created * 1000)
  const creator = await tx.em.findOne(Creator, { stripeAccountId: account.id }, {
    fields: ['id', 'chargesEnabled', 'accountEventAt'],
    lockMode: LockMode.PESSIMISTIC_WRITE,
  })
  const appliedAt = creator?.accountEventAt?.getTime() ?? null
  if (!creator || (appliedAt !== null && createdAt.getTime() < appliedAt)) return { outcome: 'account-update-out-of-date' }
  if (!reread && appliedAt === createdAt.getTime() && account.charges_enabled !== creator.chargesEnabled) throw new InDoubt(account.id)
  await tx.em.nativeUpdate(
    Creator,
    { id: creator.id },
    (reread ? reread.chargesEnabled : account.charges_enabled)
      ? { chargesEnabled: true, connectedAt: keepOr(tx.em, Creator, 'connectedAt', new Date()), accountEventAt: createdAt }
      : { chargesEnabled: false, accountEventAt: createdAt },
  )
  return { outcome: reread ? 'account-updated-from-stripe' : 'account-updated' }
}

type Completion = Extract<StripeEvent, { type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' }>

/** The event, when it says a checkout was paid. */
function paidCompletion(event: StripeEvent): Completion | null {
  const completion = event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded'
  return completion && event.data.object.payment_status === 'paid' ? event : null
}

/**
 * Only the checkouts Boost made are recorded: a session it has no row for, or whose amount or
 * currency is not what it opened, is acknowledged and recorded nowhere. The row is the trusted
 * copy of who is paid, by whom and with what message; the event only says it was paid.
 */
async function completeSession(tx: LedgerTx, event: Completion): Promise<WebhookOutcome> {
  const session = event.data.object
  // Refused below means rolled back (applyOnce): the session stays open, an early refund waiting.
  const recorded = await recordCheckout(tx, {
    sessionId: session.id,
    provider: 'stripe',
    paymentIntent: session.payment_intent,
    at: new Date(),
    event: { id: event.id, type: event.type },
    paid: { amountCents: session.amount_total, currency: session.currency },
    stripeSubscription: { subscriptionId: session.subscription, customerId: session.customer },
  })
  if (!recorded) return { outcome: 'ignored', reason: 'a checkout session Boost did not create' }
  if (!('outcome' in recorded)) return { outcome: 'recorded', created: recorded.created, boostId: recorded.event.id }
  return recorded.outcome === 'refused' ? { outcome: 'ignored', reason: recorded.reason } : recorded
}

/**
 * Stripe completed the checkout but the money is still on its way (SEPA, ACH): its success comes
 * as checkout.session.async_payment_succeeded, maybe days later, and is recorded from the row. The
 * payment intent noted on the row keeps retention from deleting it meanwhile.
 */
async function noteUnpaidCompletion(tx: Tx, session: StripeCheckoutSession): Promise<WebhookOutcome> {
  if (session.payment_intent) {
    await tx.em.nativeUpdate(CheckoutSession, { id: session.id, provider: 'stripe', paymentIntent: null }, { paymentIntent: session.payment_intent })
  }
  return { outcome: 'not-paid-yet' }
}

/**
 * Stripe sends the charge's running refunded total. Part of it shrinks what the boost counts, in
 * proportion (core/refunds.ts); all of it reverses the boost. A total no larger than the one
 * applied (a repeat, or an older event arriving late) changes nothing.
 */
async function refundCharge(tx: LedgerTx, charge: StripeCharge, asked: Asked): Promise<WebhookOutcome> {
  const paymentIntent = charge.payment_intent
  if (!paymentIntent) return { outcome: 'ignored', reason: 'refunded charge without a payment intent' }
  if (!charge.refunded && charge.amount_refunded === 0) return { outcome: 'ignored', reason: 'nothing refunded' }
  const ref = await paymentRef(tx, paymentIntent, asked)
  const refunded = await refundPayment(tx, { ref, paymentIntent }, charge.refunded ? 'all' : charge.amount_refunded)
  return { outcome: REFUND_OUTCOMES[refunded.status] }
}

/** A chargeback on a boost's payment: out of every number while open or lost, back in once won. */
async function applyDispute(tx: LedgerTx, dispute: StripeDispute, status: DisputeStatus, asked: Asked): Promise<WebhookOutcome> {
  const paymentIntent = dispute.payment_intent
  if (!paymentIntent) return { outcome: 'ignored', reason: 'dispute without a payment intent' }
  const ref = await paymentRef(tx, paymentIntent, asked)
  const applied = ref ? await disputeBoost(tx, ref, status) : { status: 'unknown' as const }
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
 * The ref of the boost `paymentIntent` paid, or of the invoice's boost Stripe says it paid (noted
 * on that boost from now on); null when it paid no invoice and the ledger has no boost of it yet.
 * Not asked yet, the transaction is rolled back to ask (UnknownPayment).
 */
async function paymentRef(tx: LedgerTx, paymentIntent: string, asked: Asked): Promise<string | null> {
  const ref = await paidRef(tx, paymentIntent)
  if (ref) return ref
  if (!asked.payment) throw new UnknownPayment(paymentIntent)
  const { invoice } = asked.payment
  if (invoice) await notePaymentIntent(tx, invoice, paymentIntent)
  return invoice
}

/** The lock a payment's recording and its refunds and disputes meet on (see the top of this file). */
function paymentLock(event: StripeEvent, asked: Asked): PaymentLock | null {
  switch (event.type) {
    case 'invoice.paid':
      return { invoice: event.data.object.id }
    case 'charge.refunded':
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const paymentIntent = event.data.object.payment_intent
      if (!paymentIntent) return null
      return asked.payment?.invoice ? { invoice: asked.payment.invoice } : { paymentIntent }
    }
    default:
      return null
  }
}
