// A checkout session as the widget and the thank-you and cancel pages see it
// (GET /api/checkout/sessions/:id and the pages' server-side data): what was asked, what happened,
// and for a paid boost the creator's thanks and the receipt.
import type { SessionStatusResponse } from '../../core/api/payments.ts'
import { feeBreakdown } from '../../core/fees.ts'
import type { Services } from './index.ts'
import { managePath, subscriptionView } from './subscriptions/view.ts'

/** A paid boost's receipt page: its unguessable token is the only key to it. */
export function receiptPath(token: string): string {
  return `/receipt/${token}`
}

export async function sessionView(services: Pick<Services, 'payments' | 'receipts'>, sessionId: string): Promise<SessionStatusResponse> {
  const status = await services.payments.checkout.status(sessionId)
  return {
    status: status.status,
    amount: status.amountCents / 100,
    currency: status.currency,
    creatorId: status.creatorId,
    demo: status.demo,
    ...(status.boostId === undefined ? {} : { boostId: status.boostId, xpAwarded: status.xpAwarded }),
    provider: status.provider,
    creator: { name: status.creator.name, color: status.creator.color, hasPage: status.creator.hasPage },
    fees: feeBreakdown(status.amountCents),
    returnUrl: status.returnUrl,
    // What only a paid boost has: the creator's thanks and the receipt.
    thankYouNote: status.status === 'complete' ? status.creator.thankYouNote : null,
    receiptUrl: status.receiptToken ? receiptPath(status.receiptToken) : null,
    receiptEmail: status.provider === 'stripe' ? 'stripe' : status.emailGiven && services.receipts.emails ? 'boost' : null,
    monthly: status.monthly && {
      amountPerMonth: (status.monthly.subscription?.amountCents ?? status.amountCents) / 100,
      nextPaymentAt: status.monthly.subscription ? subscriptionView(status.monthly.subscription, new Date()).nextPaymentAt : null,
      manageUrl: status.monthly.subscription ? managePath(status.monthly.subscription.manageToken) : null,
    },
  }
}
