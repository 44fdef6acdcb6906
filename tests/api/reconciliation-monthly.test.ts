// The books balance with monthly boosts too, through Stripe's own events over HTTP: renewals paid
// (some delivered twice at once), failed payments, refunds of any month in part or in full (before
// or after its payment), cancellations and the subscription's end, in any order and concurrently.
// Afterwards every counter equals the sum of its boosts per currency to the cent (reconcile), each
// paid invoice is one boost with its own month number, every refund landed on the month it paid
// for, and the monthly boost ended exactly when Stripe said so.
import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { reconcile } from '../../server/services/reconcile.ts'
import { testDatabases } from '../support/databases.ts'
import { identify, post } from '../support/http.ts'
import { type TestServer, useStripeTestServer } from '../support/server.ts'
import { connectStripeCreator, deliverStripeEvent } from '../support/stripeDelivery.ts'
import { stripeEvent, stripeObject } from '../support/stripeFixtures.ts'
import { type Period, stripeSubscription, subscriptionInvoice } from '../support/stripeMonthly.ts'
import type { StripeStandIn } from '../support/stripeStandIn.ts'

const RUNS = Number(process.env.RECONCILE_MONTHLY_RUNS ?? 20)
const WEBHOOK_SECRET = 'whsec_monthly_books'
const MONTHS = 3
const DAY = 24 * 3600

type Operation =
  | { kind: 'paid'; boost: number; month: number; twice: boolean }
  | { kind: 'failed'; boost: number; month: number }
  | { kind: 'refund'; boost: number; month: number; refunded: number | 'all' }
  | { kind: 'cancel'; boost: number }
  | { kind: 'end'; boost: number }

const monthlyShape = fc.record({
  currency: fc.constantFrom('usd', 'eur', 'gbp'),
  amount: fc.integer({ min: 2, max: 200 }),
})

const scenario = fc.array(monthlyShape, { minLength: 1, maxLength: 3 }).chain((boosts) => {
  const boost = fc.integer({ min: 0, max: boosts.length - 1 })
  const month = fc.integer({ min: 1, max: MONTHS })
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('paid' as const), boost, month, twice: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('failed' as const), boost, month }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), boost, month, refunded: fc.oneof(fc.constant('all' as const), fc.integer({ min: 1, max: 20_000 })) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), boost }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('end' as const), boost }) },
  )
  // Operations in waves: those of a wave are delivered at the same time.
  return fc.record({ boosts: fc.constant(boosts), waves: fc.array(fc.array(operation, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }) })
})

describe.each(testDatabases)('monthly boosts’ books on $name', (database) => {
  let server!: TestServer
  let stripe!: StripeStandIn
  useStripeTestServer(database, (started, standIn) => ((server = started), (stripe = standIn)), {
    STRIPE_SECRET_KEY: 'sk_test_monthly_books', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_PER_MINUTE: '100000',
  })
  /** Events the server asked Stripe to deliver again (an update of a monthly boost whose first payment it has not seen). */
  let again: object[] = []
  const deliver = async (event: object) => {
    const delivered = await deliverStripeEvent(server.url, WEBHOOK_SECRET, event)
    if (delivered.status === 503) again.push(event)
    else expect(delivered.status).toBe(200)
  }

  /** A monthly boost opened through the API, its Stripe subscription, and its months' invoices, each paid by its own payment intent. */
  async function openMonthly(creatorId: string, run: number, index: number, currency: string, amount: number) {
    const fan = await identify(server.url)
    const opened = await post(server.url, '/api/checkout', { amount, currency, creator_id: creatorId, supporter_id: fan.supporterId, interval: 'month' })
    expect(opened.status).toBe(200)
    const boostSubscriptionId = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.form['subscription_data[metadata][boost_subscription_id]']!
    const subscription = `sub_books_${run}_${index}_${randomBytes(4).toString('hex')}`
    const cents = amount * 100
    const start = Math.floor(Date.now() / 1000)
    const period = (month: number): Period => ({ start: start + (month - 1) * 30 * DAY, end: start + month * 30 * DAY })
    const invoices = Array.from({ length: MONTHS }, (_, i) => {
      const invoice = subscriptionInvoice(subscription, boostSubscriptionId, i + 1, period(i + 1), { status: 'paid', amount_paid: cents, amount_due: cents, currency })
      const paymentIntent = `pi_${invoice.id as string}`
      stripe.setInvoicePayment(invoice.id as string, paymentIntent)
      return { invoice, paymentIntent, paid: stripeEvent('invoice.paid', invoice) }
    })
    const state = (overrides: Record<string, unknown>) => stripeSubscription(subscription, boostSubscriptionId, { cents, currency }, period(1), overrides)
    return { boostSubscriptionId, cents, invoices, state }
  }

  it(`balances the books after ${RUNS} random mixes of renewals, failed payments, refunds and cancellations`, async () => {
    const creatorId = `monthly-books-${Date.now().toString(36)}`
    await connectStripeCreator(server.url, server.db, WEBHOOK_SECRET, creatorId)
    let run = 0
    await fc.assert(
      fc.asyncProperty(scenario, async ({ boosts, waves }) => {
        run += 1
        // One after another: each reads its own checkout's request from the stand-in.
        const monthly: Awaited<ReturnType<typeof openMonthly>>[] = []
        for (const [index, { currency, amount }] of boosts.entries()) monthly.push(await openMonthly(creatorId, run, index, currency, amount))
        // What Stripe said, as the books must end up: the largest refund of each month, and which ended.
        const refunded = monthly.map(() => new Map<number, number>())
        const ended = new Set<number>()
        const cancelled = new Set<number>()
        const apply = async (operation: Operation) => {
          const boost = monthly[operation.boost]!
          switch (operation.kind) {
            case 'paid': {
              const { paid } = boost.invoices[operation.month - 1]!
              await Promise.all(operation.twice ? [deliver(paid), deliver(paid)] : [deliver(paid)])
              return
            }
            case 'failed': {
              const { invoice } = boost.invoices[operation.month - 1]!
              await deliver(stripeEvent('invoice.payment_failed', { ...invoice, status: 'open', amount_paid: 0 }))
              return
            }
            case 'refund': {
              const total = operation.refunded === 'all' ? boost.cents : Math.min(operation.refunded, boost.cents)
              const months = refunded[operation.boost]!
              months.set(operation.month, Math.max(months.get(operation.month) ?? 0, total))
              const { paymentIntent } = boost.invoices[operation.month - 1]!
              const charge = stripeObject('charge', { id: `ch_${paymentIntent}`, payment_intent: paymentIntent, amount: boost.cents, amount_refunded: total, refunded: total === boost.cents })
              await deliver(stripeEvent('charge.refunded', charge))
              return
            }
            case 'cancel':
              cancelled.add(operation.boost)
              await deliver(stripeEvent('customer.subscription.updated', boost.state({ cancel_at_period_end: true })))
              return
            case 'end':
              ended.add(operation.boost)
              await deliver(stripeEvent('customer.subscription.deleted', boost.state({ status: 'canceled' })))
          }
        }
        again = []
        for (const wave of waves) await Promise.all(wave.map(apply))
        // Every invoice is paid in the end, and Stripe delivers again what was not acknowledged.
        await Promise.all(monthly.flatMap((boost) => boost.invoices.map(({ paid }) => deliver(paid))))
        const retried = again
        again = []
        for (const event of retried) await deliver(event)
        expect(again).toEqual([])

        expect(await reconcile(server.db)).toEqual([])
        for (const [index, boost] of monthly.entries()) {
          const rows = await server.db.query<{ ref: string; months: number; gross_cents: unknown; refunded_cents: unknown; reversed: boolean }>(
            'select ref, months, gross_cents, refunded_cents, reversed_at is not null as reversed from boost_event where subscription_id = ? order by ref',
            [boost.boostSubscriptionId],
          )
          // One boost per paid invoice, numbered 1 to 3 in the order they were recorded.
          expect(rows.map((row) => row.ref)).toEqual(boost.invoices.map(({ invoice }) => invoice.id as string).sort())
          expect(rows.map((row) => row.months).sort()).toEqual([1, 2, 3])
          for (const [month, { invoice }] of boost.invoices.entries()) {
            const row = rows.find((candidate) => candidate.ref === invoice.id)!
            const total = refunded[index]!.get(month + 1) ?? 0
            expect({ gross: Number(row.gross_cents), refunded: Number(row.refunded_cents), reversed: row.reversed }).toEqual({ gross: boost.cents, refunded: total, reversed: total === boost.cents })
          }
          const [subscription] = await server.db.query<{ status: string; cancel_at_period_end: boolean }>('select status, cancel_at_period_end from subscription where id = ?', [boost.boostSubscriptionId])
          expect(subscription!.status === 'ended').toBe(ended.has(index))
          if (!ended.has(index)) expect(subscription!.cancel_at_period_end).toBe(cancelled.has(index))
        }
      }),
      { numRuns: RUNS },
    )
  }, 600_000)
})
