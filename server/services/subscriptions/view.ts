// A monthly boost as the fan, its manage link and the creator's webhooks see it.
import type { MonthlyBoost } from '../../../core/api/subscriptions.ts'
import type { Subscription } from '../../../entities/Subscription.ts'

type Viewed = Pick<Subscription, 'id' | 'creatorId' | 'amountCents' | 'currency' | 'status' | 'currentPeriodStart' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'paymentFixUrl' | 'createdAt' | 'cancelledAt'>

/** The page that manages a monthly boost without signing in: its unguessable token is the only key to it. */
export function managePath(token: string): string {
  return `/subscriptions/manage/${token}`
}

/** A cancelled monthly boost is over once its period has ended, whether or not the provider has said so yet. */
export function shownStatus(subscription: Pick<Subscription, 'status' | 'currentPeriodEnd'>, now: Date): Subscription['status'] {
  return subscription.status === 'cancelled' && subscription.currentPeriodEnd <= now ? 'ended' : subscription.status
}

export function subscriptionView(subscription: Viewed, now: Date): MonthlyBoost {
  const status = shownStatus(subscription, now)
  return {
    id: subscription.id,
    creatorId: subscription.creatorId,
    amountCents: subscription.amountCents,
    currency: subscription.currency,
    status,
    currentPeriodStart: subscription.currentPeriodStart.toISOString(),
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    // Only a monthly boost that goes on has a next payment: at the period's end.
    nextPaymentAt: status === 'active' || status === 'past_due' ? subscription.currentPeriodEnd.toISOString() : null,
    paymentFixUrl: status === 'past_due' ? (subscription.paymentFixUrl ?? null) : null,
    createdAt: subscription.createdAt.toISOString(),
    cancelledAt: subscription.cancelledAt?.toISOString() ?? null,
  }
}
