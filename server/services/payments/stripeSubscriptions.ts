// What Boost asks of Stripe about monthly boosts, through the official SDK: which invoice a payment
// intent paid, a renewal's exact fee, and the fan's changes (cancel at the period's end, resume, a new
// amount from the next period on, without proration).
import type Stripe from 'stripe'
import type { StripeSubscriptionState } from '../subscriptions/state.ts'
import type { InvoiceCalls } from '../subscriptions/invoiceFee.ts'

export type SubscriptionCalls = InvoiceCalls & {
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<StripeSubscriptionState>
  changeAmount(subscriptionId: string, amountCents: number, currency: string): Promise<StripeSubscriptionState>
}

export function stripeSubscriptionCalls(stripe: Stripe): SubscriptionCalls {
  return {
    async invoiceOfPayment(paymentIntent) {
      const payments = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntent }, status: 'paid', limit: 1 })
      const invoice = payments.data[0]?.invoice
      return invoice == null ? null : typeof invoice === 'string' ? invoice : (invoice.id ?? null)
    },

    async setInvoiceFee(invoiceId, feeCents) {
      await stripe.invoices.update(invoiceId, { application_fee_amount: feeCents })
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return stateOf(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }))
    },

    async changeAmount(subscriptionId, amountCents, currency) {
      const current = await stripe.subscriptions.retrieve(subscriptionId)
      const item = current.items.data[0]
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`)
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price_data: { currency, product, unit_amount: amountCents, recurring: { interval: 'month' } } }],
        // The new amount is charged from the next period; the month paid for stays as paid.
        proration_behavior: 'none',
      })
      return stateOf(updated)
    },
  }
}

function stateOf(subscription: Stripe.Subscription): StripeSubscriptionState {
  const item = subscription.items.data[0]
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`)
  return {
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    periodStart: new Date(item.current_period_start * 1000),
    periodEnd: new Date(item.current_period_end * 1000),
    amountCents: item.price.unit_amount,
    deleted: false,
  }
}
