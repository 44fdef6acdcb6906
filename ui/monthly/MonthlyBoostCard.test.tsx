import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { MonthlyBoostDetail } from '../../core/api/subscriptions.ts'
import { MonthlyBoostCard } from './MonthlyBoostCard.tsx'

const BOOST: MonthlyBoostDetail = {
  id: '3d1f6f0e-5b0a-4c55-9b8e-0a4f2d6c7e11',
  creatorId: 'maya',
  creatorName: 'Maya Lin',
  amountCents: 500,
  currency: 'usd',
  status: 'active',
  currentPeriodStart: '2026-11-29T10:00:00.000Z',
  currentPeriodEnd: '2026-12-29T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  nextPaymentAt: '2026-12-29T10:00:00.000Z',
  paymentFixUrl: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  cancelledAt: null,
  payments: [{ boostId: 7, months: 1, amountCents: 500, refundedCents: 0, currency: 'usd', at: '2026-11-29T10:00:00.000Z', receiptUrl: '/receipt/abc' }],
  manageUrl: '/subscriptions/manage/abc',
}

function render(boost: MonthlyBoostDetail): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MonthlyBoostCard boost={boost} actionKey={{ id: boost.id }} changed={() => {}} />
    </QueryClientProvider>,
  )
}

describe('MonthlyBoostCard', () => {
  it('shows an active one with its next payment, its payments and receipts, and the fan’s two actions', () => {
    const html = render(BOOST)
    expect(html).toContain('Next payment <time dateTime="2026-12-29T10:00:00.000Z">Dec 29, 2026, 10:00 AM UTC</time>')
    expect(html).toContain('href="/receipt/abc"')
    expect(html).toContain('Change amount')
    expect(html).toContain('Cancel monthly boost')
  })

  it('shows a failed payment with the provider’s page to fix the card, or how to pay otherwise without one', () => {
    const withFix = render({ ...BOOST, status: 'past_due', paymentFixUrl: 'https://billing.stripe.com/p/session/test_fix' })
    expect(withFix).toContain('Payment failed')
    expect(withFix).toContain('href="https://billing.stripe.com/p/session/test_fix"')
    expect(withFix).toContain('Update your card')
    const withoutFix = render({ ...BOOST, status: 'past_due' })
    expect(withoutFix).not.toContain('Update your card')
    expect(withoutFix).toContain('Pay with another card by cancelling this one')
  })

  it('offers to resume a cancelled one before its end, and nothing for an ended one', () => {
    const cancelled = render({ ...BOOST, status: 'cancelled', cancelAtPeriodEnd: true, nextPaymentAt: null })
    expect(cancelled).toContain('Ends <time dateTime="2026-12-29T10:00:00.000Z">')
    expect(cancelled).toContain('Resume monthly boost')
    expect(cancelled).not.toContain('Cancel monthly boost')
    const ended = render({ ...BOOST, status: 'ended', nextPaymentAt: null })
    expect(ended).toContain('Ended · no more payments')
    expect(ended).not.toContain('<button')
  })
})
