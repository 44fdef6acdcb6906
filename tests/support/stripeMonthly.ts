// A monthly boost's objects as Stripe sends them, from Stripe's published examples: the
// subscription's invoices and the subscription itself, naming the monthly boost Boost opened (its
// id in the subscription's metadata, as the subscription-mode checkout sets it).
import { randomBytes } from 'node:crypto'
import { stripeObject } from './stripeFixtures.ts'

export type Period = { start: number; end: number }

/** An invoice of the Stripe subscription `subscription` for Boost's monthly boost `boostSubscriptionId`; `month` 1 is the first. */
export function subscriptionInvoice(subscription: string, boostSubscriptionId: string, month: number, period: Period, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const example = stripeObject('invoice') as { lines: { data: Record<string, unknown>[] } }
  return stripeObject('invoice', {
    id: `in_${randomBytes(10).toString('hex')}`,
    billing_reason: month === 1 ? 'subscription_create' : 'subscription_cycle',
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription, metadata: { boost_subscription_id: boostSubscriptionId } } },
    lines: { ...example.lines, data: [{ ...example.lines.data[0], period }] },
    ...overrides,
  })
}

/** The Stripe subscription `id` of Boost's monthly boost `boostSubscriptionId`, in its period `period`. */
export function stripeSubscription(id: string, boostSubscriptionId: string, amount: { cents: number; currency: string }, period: Period, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const example = stripeObject('subscription') as { items: { data: Record<string, unknown>[] } }
  const item = example.items.data[0] as { price: Record<string, unknown> }
  return {
    status: 'active', cancel_at_period_end: false, customer: 'cus_monthly', metadata: { boost_subscription_id: boostSubscriptionId },
    items: { ...example.items, data: [{ ...item, current_period_start: period.start, current_period_end: period.end, price: { ...item.price, unit_amount: amount.cents, currency: amount.currency } }] },
    ...overrides,
    id,
  }
}
