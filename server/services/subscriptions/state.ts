// Changing a monthly boost's state, one way for every cause (the fan, the manage link, Stripe's
// events, the demo's renewal): the row, subscription.cancelled told once when it stops renewing, and
// a monthly goal reached by what it now brings.
import { Subscription } from '../../../entities/Subscription.ts'
import type { LedgerTx } from '../ledger/index.ts'
import { reachGoalIfMet } from '../goalProgress.ts'
import { enqueueSubscriptionWebhook } from '../webhookOutbox.ts'
import { subscriptionView } from './view.ts'

type Changes = Partial<Pick<Subscription, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodStart' | 'currentPeriodEnd' | 'amountCents' | 'paymentFixUrl' | 'providerEventAt'>>

const RENEWING: readonly Subscription['status'][] = ['active', 'past_due']

/**
 * Applies `changes` to the locked `subscription` (in place too). Stopping to renew notes when it
 * was cancelled and tells the creator's endpoints; renewing again clears that.
 */
export async function changeSubscription(tx: LedgerTx, subscription: Subscription, changes: Changes, at: Date): Promise<Subscription> {
  const wasRenewing = RENEWING.includes(subscription.status)
  const status = changes.status ?? subscription.status
  const stops = wasRenewing && !RENEWING.includes(status)
  const resumes = !wasRenewing && RENEWING.includes(status)
  const update = { ...changes, ...(stops ? { cancelledAt: at } : {}), ...(resumes ? { cancelledAt: null, paymentFixUrl: null } : {}) }
  await tx.em.nativeUpdate(Subscription, { id: subscription.id }, update)
  Object.assign(subscription, update)
  if (stops && !subscription.demo) {
    if (await enqueueSubscriptionWebhook(tx, 'subscription.cancelled', subscription.creatorId, at, subscriptionView(subscription, at))) tx.webhooksQueued()
  }
  // More each month (a higher amount, or renewing again) can reach a monthly goal, as a boost can.
  if (!subscription.demo && (resumes || changes.amountCents !== undefined) && (await reachGoalIfMet(tx, subscription.creatorId, at))) tx.webhooksQueued()
  return subscription
}

/** A subscription as Stripe states it: what Boost keeps equal. */
export type StripeSubscriptionState = {
  status: string
  cancelAtPeriodEnd: boolean
  periodStart: Date
  periodEnd: Date
  amountCents: number | null
  deleted: boolean
}

/**
 * Stripe's statuses in Boost's words; an unfinished first payment (incomplete, paused) keeps ours.
 * An ended subscription never renews again at Stripe: an update stamped in the same second as its
 * end, delivered after it, does not bring it back.
 */
function statusFrom(state: StripeSubscriptionState, current: Subscription['status']): Subscription['status'] {
  if (current === 'ended' || state.deleted || state.status === 'canceled' || state.status === 'incomplete_expired') return 'ended'
  if (state.status === 'past_due' || state.status === 'unpaid') return 'past_due'
  if (state.status === 'active' || state.status === 'trialing') return state.cancelAtPeriodEnd ? 'cancelled' : 'active'
  return current
}

/** Makes the locked `subscription` what Stripe says it is. */
export function applyStripeState(tx: LedgerTx, subscription: Subscription, state: StripeSubscriptionState, at: Date, eventAt: Date | null): Promise<Subscription> {
  return changeSubscription(tx, subscription, {
    status: statusFrom(state, subscription.status),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    currentPeriodStart: state.periodStart,
    currentPeriodEnd: state.periodEnd,
    ...(state.amountCents ? { amountCents: state.amountCents } : {}),
    ...(eventAt ? { providerEventAt: eventAt } : {}),
  }, at)
}
