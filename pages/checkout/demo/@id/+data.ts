// Loads an open demo checkout, and when it is a monthly boost's, when its next payment would be; an
// unknown or expired (24 h) one is a real 404.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { feeBreakdown } from '../../../../core/fees.ts'
import { monthAfter } from '../../../../core/month.ts'
import { sessionView } from '../../../../server/services/sessionView.ts'
import type { NotFoundReason } from '../../../_error/+Page.tsx'

const DEMO_SESSION_ID = /^demo_cs_[A-Za-z0-9_-]{8,120}$/

const NOT_FOUND: NotFoundReason = {
  title: 'Checkout not found',
  text: 'This checkout does not exist, or it expired: a checkout lasts 24 hours. Nothing was charged. Start a new boost from the creator’s page or widget.',
}

export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? ''
  const session = DEMO_SESSION_ID.test(id) ? await pageContext.services.payments.checkout.findDemoSession(id) : null
  if (!session) throw render(404, NOT_FOUND)
  const { monthly } = await sessionView(pageContext.services, session.id)
  return {
    id: session.id,
    creatorId: session.creatorId,
    creatorName: session.creatorName,
    amountCents: session.amountCents,
    currency: session.currency,
    message: session.message,
    returnUrl: session.returnUrl,
    paid: session.status === 'complete',
    // A demo inside a live server: recorded for the flow, counted nowhere public.
    testOnly: session.demo,
    expiresAt: session.expiresAt.toISOString(),
    fees: feeBreakdown(session.amountCents),
    // A monthly boost's next payment: a month after the first, which paying now makes.
    monthly: monthly && { nextPaymentAt: monthly.nextPaymentAt ?? monthAfter(new Date()).toISOString() },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
