// The platform's share of a monthly boost's renewal. A subscription's application_fee_percent
// cannot carry the card fee's fixed part, so each renewal's invoice, which Stripe keeps a draft for
// about an hour after invoice.created, gets its exact application_fee_amount: the creator receives
// the net the fee pages show for that amount. The first invoice is finalized as the checkout
// completes; its fee is the percentage set on the checkout (core/fees.ts applicationFeePercent).
import { applicationFeeCents } from '../../../core/fees.ts'
import { Subscription } from '../../../entities/Subscription.ts'
import type { Ledger } from '../ledger/index.ts'
import type { StripeInvoice } from '../payments/stripeEvents.ts'
import { invoiceSubscription } from './stripeEvents.ts'

/** What Stripe is asked about a monthly boost's invoices. */
export type InvoiceCalls = {
  /** The invoice a payment intent paid (its refunds and disputes name the payment intent), null for none; throws when Stripe cannot say. */
  invoiceOfPayment(paymentIntent: string): Promise<string | null>
  /** Sets a draft invoice's application fee; throws when Stripe refuses or cannot be reached. */
  setInvoiceFee(invoiceId: string, feeCents: number): Promise<void>
}

type FeeOutcome = { outcome: 'invoice-fee-set' } | { outcome: 'ignored'; reason: string } | { outcome: 'invoice-unconfirmed'; reason: string }

/** Sets the exact fee on a draft invoice of a monthly boost of ours; setting it again sets the same fee. */
export async function setInvoiceFee(ledger: Ledger, invoice: StripeInvoice, calls: Pick<InvoiceCalls, 'setInvoiceFee'>): Promise<FeeOutcome> {
  if (invoice.status !== 'draft') return { outcome: 'ignored', reason: 'a finalized invoice: its fee is the one set with the subscription' }
  const named = invoiceSubscription(invoice)
  if (!named || invoice.amount_due === 0) return { outcome: 'ignored', reason: 'an invoice of no monthly boost' }
  const ours = await ledger.transaction(({ em }) =>
    em.count(Subscription, { $or: [{ stripeSubscriptionId: named.stripeId }, ...(named.boostId ? [{ id: named.boostId }] : [])] }))
  if (ours === 0) return { outcome: 'ignored', reason: 'a subscription Boost did not create' }
  try {
    await calls.setInvoiceFee(invoice.id, applicationFeeCents(invoice.amount_due))
  } catch (failure) {
    return { outcome: 'invoice-unconfirmed', reason: (failure as Error).message }
  }
  return { outcome: 'invoice-fee-set' }
}
