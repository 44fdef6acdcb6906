// Stripe's events about monthly boosts, applied in the webhook's ledger transaction once claimed:
// each paid invoice is one boost, a failed payment makes the monthly boost past due, and the
// subscription's updates keep ours equal to Stripe's.
import { CheckoutSession } from '../../../entities/CheckoutSession.ts'
import { Subscription } from '../../../entities/Subscription.ts'
import { beginSubscription, lockSubscription, recordMonth } from '../ledger/subscriptions.ts'
import type { LedgerTx } from '../ledger/index.ts'
import type { StripeInvoice, StripeSubscription } from '../payments/stripeEvents.ts'
import { applyStripeState, changeSubscription } from './state.ts'

export type SubscriptionEventOutcome =
  | { outcome: 'recorded'; created: boolean; boostId: number }
  | { outcome: 'ignored'; reason: string }
  | { outcome: 'subscription-past-due' | 'subscription-updated' | 'subscription-update-out-of-date' }
  /** Not applied: Stripe says a monthly boost of ours started, but its first payment is not recorded yet. */
  | { outcome: 'subscription-not-begun'; reason: string }

const seconds = (unix: number) => new Date(unix * 1000)

/** The subscription an invoice is for, and the id Boost gave it, if it is a subscription's invoice. */
export function invoiceSubscription(invoice: StripeInvoice): { stripeId: string; boostId: string | null } | null {
  const details = invoice.parent?.subscription_details
  return details?.subscription ? { stripeId: details.subscription, boostId: details.metadata?.boost_subscription_id ?? null } : null
}

/** Ours, by Stripe's id, or by the id Boost put on it when no event has named Stripe's id to us yet; locked. */
function findOurs(tx: LedgerTx, stripeId: string, boostId: string | null): Promise<Subscription | null> {
  return lockSubscription(tx, boostId ? { $or: [{ stripeSubscriptionId: stripeId }, { id: boostId }] } : { stripeSubscriptionId: stripeId })
}

/**
 * A paid invoice of a monthly boost: its month recorded as a boost, once however often Stripe
 * delivers it. It may come before the checkout's completion, which then finds the monthly boost begun.
 */
export async function applyPaidInvoice(tx: LedgerTx, invoice: StripeInvoice, at: Date): Promise<SubscriptionEventOutcome> {
  const named = invoiceSubscription(invoice)
  if (!named) return { outcome: 'ignored', reason: 'an invoice of no subscription' }
  if (invoice.amount_paid === 0) return { outcome: 'ignored', reason: 'an invoice with nothing paid' }
  const line = invoice.lines?.data[0]?.period
  const period = line ? { start: seconds(line.start), end: seconds(line.end) } : undefined
  const found = await findOurs(tx, named.stripeId, named.boostId)
  const begun = found ? { subscription: found } : named.boostId ? await beginSubscription(tx, named.boostId, { at, stripe: { subscriptionId: named.stripeId, customerId: null }, ...(period ? { period } : {}) }) : null
  if (!begun) return { outcome: 'ignored', reason: 'a subscription Boost did not create' }
  // Found by the id Boost gave it, it learns Stripe's.
  if (found && !found.stripeSubscriptionId) await tx.em.nativeUpdate(Subscription, { id: found.id }, { stripeSubscriptionId: named.stripeId })
  // Its payment intent is not in the event: a refund naming it asks Stripe then (payments/webhook.ts).
  const paid = { ref: invoice.id, grossCents: invoice.amount_paid, currency: invoice.currency, paymentIntent: null, at, ...(period ? { period } : {}) }
  const recorded = await recordMonth(tx, begun.subscription, paid, 'chosen' in begun ? begun.chosen : undefined)
  return { outcome: 'recorded', created: recorded.created, boostId: recorded.event.id }
}

/** A renewal's payment failed: past due, with Stripe's page where the fan pays with another card. */
export async function applyFailedInvoice(tx: LedgerTx, invoice: StripeInvoice, at: Date): Promise<SubscriptionEventOutcome> {
  const named = invoiceSubscription(invoice)
  const subscription = named ? await findOurs(tx, named.stripeId, named.boostId) : null
  if (!subscription) return { outcome: 'ignored', reason: 'an invoice of a subscription Boost did not create' }
  if (subscription.status !== 'ended') {
    await changeSubscription(tx, subscription, { status: 'past_due', paymentFixUrl: invoice.hosted_invoice_url ?? null }, at)
  }
  return { outcome: 'subscription-past-due' }
}

/** Stripe's statuses of a subscription whose first payment never went through. */
const NEVER_PAID = ['incomplete', 'incomplete_expired']

/**
 * The subscription as Stripe now states it; an update older than the one applied changes nothing.
 * Stripe does not promise order: an update about a monthly boost of ours that started, whose first
 * paid invoice has not come yet, is left for Stripe to deliver again rather than lost.
 */
export async function applySubscriptionEvent(tx: LedgerTx, stripe: StripeSubscription, deleted: boolean, eventAt: Date, at: Date): Promise<SubscriptionEventOutcome> {
  const boostId = stripe.metadata?.boost_subscription_id ?? null
  const subscription = await findOurs(tx, stripe.id, boostId)
  if (!subscription) {
    const started = !NEVER_PAID.includes(stripe.status) && boostId !== null && (await tx.em.count(CheckoutSession, { subscriptionId: boostId })) > 0
    return started ? { outcome: 'subscription-not-begun', reason: 'its first paid invoice has not come yet' } : { outcome: 'ignored', reason: 'a subscription Boost did not create' }
  }
  // Its end is final whenever it is stamped: nothing Stripe says of a subscription comes after it.
  if (!deleted && subscription.providerEventAt && eventAt < subscription.providerEventAt) return { outcome: 'subscription-update-out-of-date' }
  await applyStripeState(tx, subscription, stripeSubscriptionState(stripe, deleted), at, eventAt)
  return { outcome: 'subscription-updated' }
}

export function stripeSubscriptionState(stripe: StripeSubscription, deleted = false) {
  const item = stripe.items.data[0]!
  return {
    status: stripe.status,
    cancelAtPeriodEnd: stripe.cancel_at_period_end,
    periodStart: seconds(item.current_period_start),
    periodEnd: seconds(item.current_period_end),
    amountCents: item.price.unit_amount,
    deleted,
  }
}
