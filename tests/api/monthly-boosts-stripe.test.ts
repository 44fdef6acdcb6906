// Monthly boosts with Stripe, over real HTTP on PGlite and PostgreSQL: the official SDK talks to a
// local stand-in of the Stripe API, and events built from Stripe's published fixtures are signed as
// Stripe signs them. The story: a subscription checkout, its first invoice, renewals (one delivered
// twice), a new amount, a failed payment, a refunded renewal, a dispute, cancellation and the end;
// the counters equal the boosts per currency, to the cent.
import { randomBytes, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { MonthlyBoostDetail } from '../../core/api/subscriptions.ts'
import { applicationFeeCents, applicationFeePercent } from '../../core/fees.ts'
import { reconcile } from '../../server/services/reconcile.ts'
import { cookieJar } from '../support/cookieJar.ts'
import { testDatabases } from '../support/databases.ts'
import { identify, post } from '../support/http.ts'
import { type TestServer, useStripeTestServer } from '../support/server.ts'
import { stripeEvent, stripeObject } from '../support/stripeFixtures.ts'
import { connectStripeCreator, deliverStripeEvent } from '../support/stripeDelivery.ts'
import { stripeSubscription, subscriptionInvoice } from '../support/stripeMonthly.ts'
import type { StripeStandIn } from '../support/stripeStandIn.ts'

const SECRET_KEY = 'sk_test_boost_stand_in'
const WEBHOOK_SECRET = 'whsec_platform_endpoint_secret'
const DAY = 24 * 3600
const ADMIN_TOKEN = 'admin-token-for-monthly-boosts-tests'

type Stats = { byCurrency: Record<string, { boosts: number; grossCents: number; platformFeeCents: number; processorFeeCents: number; netCents: number; refundedCents: number }> }
type Listed = { currency: string; gross: string; platformFee: string; processorFee: string; netCreator: string; refunded: string; reversed: boolean; dispute: string | null; months: number | null }

describe.each(testDatabases)('monthly boosts with Stripe on $name', (database) => {
  let server!: TestServer
  let stripe!: StripeStandIn
  let counter = 0
  const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`

  useStripeTestServer(database, (started, standIn) => ((server = started), (stripe = standIn)), {
    STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_PER_MINUTE: '10000', ADMIN_TOKEN,
  })

  const deliver = (event: object) => deliverStripeEvent(server.url, WEBHOOK_SECRET, event)

  async function connectedCreator(): Promise<{ creatorId: string; accountId: string }> {
    const creatorId = uniqueId('monthly')
    return { creatorId, ...(await connectStripeCreator(server.url, server.db, WEBHOOK_SECRET, creatorId)) }
  }

  /** A monthly checkout opened through the API, and the id Boost gave its monthly boost (as Stripe's metadata carries it). */
  async function monthlyCheckout(creatorId: string, amount: number, currency: string, supporterId: string) {
    const opened = await post(server.url, '/api/checkout', { amount, currency, creator_id: creatorId, supporter_id: supporterId, interval: 'month' })
    expect(opened.status).toBe(200)
    const { sessionId } = (await opened.json()) as { sessionId: string }
    const request = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!
    return { sessionId, boostSubscriptionId: request.form['subscription_data[metadata][boost_subscription_id]']!, request }
  }

  const firstPeriodStart = Math.floor(Date.now() / 1000)
  const periodOf = (month: number) => {
    const start = firstPeriodStart + (month - 1) * 30 * DAY
    return { start, end: start + 30 * DAY }
  }

  /** A subscription's invoice as Stripe sends it, for `month` of the subscription. */
  function invoice(stripeSubscriptionId: string, boostSubscriptionId: string, overrides: Record<string, unknown> & { month: number }) {
    const { month, ...rest } = overrides
    return subscriptionInvoice(stripeSubscriptionId, boostSubscriptionId, month, periodOf(month), rest)
  }

  function subscriptionObject(stripeSubscriptionId: string, boostSubscriptionId: string, amountCents: number, currency: string, overrides: Record<string, unknown> = {}) {
    return stripeSubscription(stripeSubscriptionId, boostSubscriptionId, { cents: amountCents, currency }, periodOf(1), overrides)
  }

  async function countersMatchBoosts(creatorId: string) {
    const stats = (await (await fetch(`${server.url}/api/boost-stats?creatorId=${creatorId}`)).json()) as Stats
    const asAdmin = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }
    const listed = (await (await fetch(`${server.url}/api/boost-events?creatorId=${creatorId}&limit=500`, asAdmin)).json()) as Listed[]
    const expected: Stats['byCurrency'] = {}
    for (const boost of listed) {
      const totals = (expected[boost.currency] ??= { boosts: 0, grossCents: 0, platformFeeCents: 0, processorFeeCents: 0, netCents: 0, refundedCents: 0 })
      const counts = !boost.reversed && (boost.dispute === null || boost.dispute === 'won')
      // A boost refunded in full counts as refunded money only; these renewals are refunded whole or not at all.
      if (counts) {
        totals.boosts += 1
        totals.grossCents += Number(boost.gross)
        totals.platformFeeCents += Number(boost.platformFee)
        totals.processorFeeCents += Number(boost.processorFee)
        totals.netCents += Number(boost.netCreator)
      }
      totals.refundedCents += Number(boost.refunded)
    }
    for (const [currency, totals] of Object.entries(expected)) expect(stats.byCurrency[currency]).toMatchObject(totals)
    return { stats: stats.byCurrency, listed }
  }

  it('records each paid invoice once, follows Stripe’s subscription, and keeps every counter equal to its boosts', async () => {
    const { creatorId, accountId } = await connectedCreator()
    const widget = await identify(server.url)
    const { sessionId, boostSubscriptionId, request } = await monthlyCheckout(creatorId, 20, 'usd', widget.supporterId)
    expect(request.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '2000',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[transfer_data][destination]': accountId,
      'subscription_data[application_fee_percent]': String(applicationFeePercent(2000)),
      'custom_text[submit][message]': 'Charged each month until you cancel. Cancel any time from your fan page on Boost (/me) or from the link on your receipt.',
    })
    expect(boostSubscriptionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(Object.keys(request.form).some((field) => field.startsWith('payment_intent_data'))).toBe(false)
    // A hundredth of a percent of 20.00 is a fifth of a cent: the first invoice's fee rounds to the exact one.
    expect(Math.round((2000 * applicationFeePercent(2000)) / 100)).toBe(applicationFeeCents(2000))

    const subscriptionId = `sub_${randomBytes(8).toString('hex')}`
    stripe.setSubscription(subscriptionId, subscriptionObject(subscriptionId, boostSubscriptionId, 2000, 'usd'))

    // The first invoice may be paid before the checkout's completion arrives.
    const first = invoice(subscriptionId, boostSubscriptionId, { month: 1, status: 'paid', amount_paid: 2000, amount_due: 2000, currency: 'usd' })
    stripe.setInvoicePayment(first.id as string, 'pi_month_1')
    expect(await deliver(stripeEvent('invoice.paid', first))).toEqual({ status: 200, outcome: 'recorded' })
    // Paid, its checkout is complete already: retention keeps it, and the renewals read it.
    expect(await server.db.query('select status from checkout_session where id = ?', [sessionId])).toEqual([{ status: 'complete' }])
    const completed = stripeObject('checkout.session', {
      id: sessionId, mode: 'subscription', payment_status: 'paid', status: 'complete', amount_total: 2000, currency: 'usd', subscription: subscriptionId, customer: 'cus_monthly', payment_intent: null,
    })
    expect(await deliver(stripeEvent('checkout.session.completed', completed))).toEqual({ status: 200, outcome: 'subscription-started' })
    const session = (await (await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)).json()) as { status: string; monthly: { amountPerMonth: number; nextPaymentAt: string; manageUrl: string } }
    expect(session).toMatchObject({ status: 'complete', monthly: { amountPerMonth: 20, nextPaymentAt: new Date(periodOf(1).end * 1000).toISOString() } })

    const fan = cookieJar(server.url)
    expect((await fan.request('/api/fan/claim', { method: 'POST', body: { sessionId, anonId: widget.anonId } })).status).toBe(200)
    const ours = async () => ((await (await fan.request('/api/fan')).json()) as { subscriptions: MonthlyBoostDetail[] }).subscriptions[0]!

    // A renewal's draft invoice gets the exact fee; Stripe then pays it, and delivers that twice.
    const second = invoice(subscriptionId, boostSubscriptionId, { month: 2, status: 'draft', amount_paid: 0, amount_due: 2000, currency: 'usd' })
    expect(await deliver(stripeEvent('invoice.created', second))).toEqual({ status: 200, outcome: 'invoice-fee-set' })
    expect(stripe.requestsTo('POST', `/v1/invoices/${second.id as string}`).map((sent) => sent.form)).toEqual([{ application_fee_amount: String(applicationFeeCents(2000)) }])
    stripe.setInvoicePayment(second.id as string, 'pi_month_2')
    const secondPaid = stripeEvent('invoice.paid', { ...second, status: 'paid', amount_paid: 2000 })
    const again = stripeEvent('invoice.paid', { ...second, status: 'paid', amount_paid: 2000 })
    // Delivered twice at once, and once more as another event: one boost.
    const outcomes = await Promise.all([deliver(secondPaid), deliver(secondPaid), deliver(again)])
    expect(outcomes.map((delivered) => delivered.status)).toEqual([200, 200, 200])
    expect(outcomes.map((delivered) => delivered.outcome).sort()).toEqual(['duplicate', 'recorded', 'recorded'])
    expect(await server.db.query('select months from boost_event where ref = ?', [second.id])).toEqual([{ months: 2 }])
    expect((await ours()).payments.map((payment) => payment.months)).toEqual([2, 1])

    // A new amount from the next period, at Stripe without proration.
    const changed = await fan.request(`/api/fan/subscriptions/${boostSubscriptionId}`, { method: 'PATCH', body: { amount: 25 } })
    expect(changed.status).toBe(200)
    expect(stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)!.form).toMatchObject({
      'items[0][price_data][unit_amount]': '2500', 'items[0][price_data][recurring][interval]': 'month', proration_behavior: 'none',
    })
    expect(await ours()).toMatchObject({ amountCents: 2500, status: 'active' })
    const third = invoice(subscriptionId, boostSubscriptionId, { month: 3, status: 'paid', amount_paid: 2500, amount_due: 2500, currency: 'usd' })
    stripe.setInvoicePayment(third.id as string, 'pi_month_3')
    expect(await deliver(stripeEvent('invoice.paid', third))).toEqual({ status: 200, outcome: 'recorded' })

    // The fourth month's payment fails: past due, with Stripe's page to pay with another card.
    const fourth = invoice(subscriptionId, boostSubscriptionId, { month: 4, status: 'open', amount_paid: 0, amount_due: 2500, currency: 'usd', hosted_invoice_url: 'https://invoice.stripe.com/i/fix-the-card' })
    expect(await deliver(stripeEvent('invoice.payment_failed', fourth))).toEqual({ status: 200, outcome: 'subscription-past-due' })
    expect(await ours()).toMatchObject({ status: 'past_due', paymentFixUrl: 'https://invoice.stripe.com/i/fix-the-card' })

    // The second month is refunded, the third disputed and won back: through the existing paths.
    const refunded = stripeObject('charge', { id: 'ch_month_2', payment_intent: 'pi_month_2', refunded: true, amount_refunded: 2000 })
    expect(await deliver(stripeEvent('charge.refunded', refunded))).toEqual({ status: 200, outcome: 'reversed' })
    const dispute = (status: string) => stripeObject('dispute', { id: 'dp_month_3', payment_intent: 'pi_month_3', status })
    expect(await deliver(stripeEvent('charge.dispute.created', dispute('needs_response')))).toEqual({ status: 200, outcome: 'dispute-applied' })
    let { stats } = await countersMatchBoosts(creatorId)
    expect(stats.usd).toMatchObject({ boosts: 1, grossCents: 2000, refundedCents: 2000 })
    expect(await deliver(stripeEvent('charge.dispute.closed', dispute('won')))).toEqual({ status: 200, outcome: 'dispute-applied' })
    ;({ stats } = await countersMatchBoosts(creatorId))
    expect(stats.usd).toMatchObject({ boosts: 2, grossCents: 4500, refundedCents: 2000 })

    // Another fan's monthly boost in euros counts in euros only.
    const other = await identify(server.url)
    const euros = await monthlyCheckout(creatorId, 10, 'eur', other.supporterId)
    const euroSubscription = `sub_${randomBytes(8).toString('hex')}`
    const euroInvoice = invoice(euroSubscription, euros.boostSubscriptionId, { month: 1, status: 'paid', amount_paid: 1000, amount_due: 1000, currency: 'eur' })
    stripe.setInvoicePayment(euroInvoice.id as string, 'pi_euro_1')
    expect(await deliver(stripeEvent('invoice.paid', euroInvoice))).toEqual({ status: 200, outcome: 'recorded' })
    ;({ stats } = await countersMatchBoosts(creatorId))
    expect(stats).toMatchObject({ usd: { boosts: 2, grossCents: 4500 }, eur: { boosts: 1, grossCents: 1000 } })

    // The card is fixed (Stripe says active again); then the fan cancels from the receipt's link, at Stripe.
    const updated = (overrides: Record<string, unknown>, created?: number) =>
      stripeEvent('customer.subscription.updated', subscriptionObject(subscriptionId, boostSubscriptionId, 2500, 'usd', overrides), created ? { created } : {})
    expect(await deliver(updated({ status: 'active' }))).toEqual({ status: 200, outcome: 'subscription-updated' })
    expect(await ours()).toMatchObject({ status: 'active', paymentFixUrl: null })
    const token = session.monthly.manageUrl.split('/').pop()!
    const cancelled = await post(server.url, `/api/subscriptions/manage/${token}/cancel`)
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true })
    expect(stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)!.form).toEqual({ cancel_at_period_end: 'true' })
    const page = (await (await fetch(`${server.url}/api/creators/${creatorId}`)).json()) as { monthly: unknown }
    expect(page.monthly).toEqual({ supporters: 1, byCurrency: { eur: 1000 }, newThisMonth: 2, cancelledThisMonth: 1 })

    // An update older than the one applied changes nothing; the subscription's end does.
    expect(await deliver(updated({ status: 'active', cancel_at_period_end: false }, Math.floor(Date.now() / 1000) - 3600))).toEqual({ status: 200, outcome: 'subscription-update-out-of-date' })
    const deleted = stripeEvent('customer.subscription.deleted', subscriptionObject(subscriptionId, boostSubscriptionId, 2500, 'usd', { status: 'canceled', cancel_at_period_end: true }))
    expect(await deliver(deleted)).toEqual({ status: 200, outcome: 'subscription-updated' })
    expect(await ours()).toMatchObject({ status: 'ended', nextPaymentAt: null })
    expect((await post(server.url, `/api/subscriptions/manage/${token}/resume`)).status).toBe(409)
    ;({ stats } = await countersMatchBoosts(creatorId))
    expect(stats).toMatchObject({ usd: { boosts: 2, grossCents: 4500, refundedCents: 2000 }, eur: { boosts: 1, grossCents: 1000 } })
    // The independent check agrees: every counter row equals what the boosts add up to.
    expect(await reconcile(server.db)).toEqual([])
  })

  it('ignores invoices and subscriptions Boost did not make, and has no demo renewal', async () => {
    const stranger = `sub_${randomBytes(8).toString('hex')}`
    const foreign = invoice(stranger, randomUUID(), { month: 2, status: 'paid', amount_paid: 900, amount_due: 900, currency: 'usd' })
    expect(await deliver(stripeEvent('invoice.paid', foreign))).toEqual({ status: 200, outcome: 'ignored' })
    expect(await deliver(stripeEvent('invoice.created', { ...foreign, status: 'draft' }))).toEqual({ status: 200, outcome: 'ignored' })
    const subscription = subscriptionObject(stranger, randomUUID(), 900, 'usd')
    expect(await deliver(stripeEvent('customer.subscription.updated', subscription))).toEqual({ status: 200, outcome: 'ignored' })
    expect(stripe.requestsTo('POST', `/v1/invoices/${foreign.id as string}`)).toHaveLength(0)
    const [{ n }] = (await server.db.query<{ n: unknown }>('select count(*) as n from boost_event where ref = ?', [foreign.id])) as [{ n: unknown }]
    expect(Number(n)).toBe(0)
    const renew = await post(server.url, `/api/demo/subscriptions/${randomUUID()}/renew`)
    expect(renew.status).toBe(404)
  })

  it('asks Stripe to deliver again an update that comes before the first payment, and never brings an ended monthly boost back', async () => {
    const { creatorId } = await connectedCreator()
    const widget = await identify(server.url)
    const { boostSubscriptionId } = await monthlyCheckout(creatorId, 7, 'usd', widget.supporterId)
    const subscriptionId = `sub_${randomBytes(8).toString('hex')}`
    const ended = stripeEvent('customer.subscription.deleted', subscriptionObject(subscriptionId, boostSubscriptionId, 700, 'usd', { status: 'canceled' }))
    expect(await deliver(ended)).toMatchObject({ status: 503 })
    // Still unpaid at Stripe: nothing to keep, and nothing to deliver again.
    const unpaid = stripeEvent('customer.subscription.updated', subscriptionObject(subscriptionId, boostSubscriptionId, 700, 'usd', { status: 'incomplete' }))
    expect(await deliver(unpaid)).toEqual({ status: 200, outcome: 'ignored' })
    const first = invoice(subscriptionId, boostSubscriptionId, { month: 1, status: 'paid', amount_paid: 700, amount_due: 700, currency: 'usd' })
    expect(await deliver(stripeEvent('invoice.paid', first))).toEqual({ status: 200, outcome: 'recorded' })
    // An update stamped after the end was applied first: the end, delivered again, still ends it.
    const later = stripeEvent('customer.subscription.updated', subscriptionObject(subscriptionId, boostSubscriptionId, 700, 'usd', { cancel_at_period_end: true }), { created: (ended as { created: number }).created + 60 })
    expect(await deliver(later)).toEqual({ status: 200, outcome: 'subscription-updated' })
    expect(await deliver(ended)).toEqual({ status: 200, outcome: 'subscription-updated' })
    // An update stamped in the same second as the end, delivered after it.
    const late = stripeEvent('customer.subscription.updated', subscriptionObject(subscriptionId, boostSubscriptionId, 700, 'usd', { cancel_at_period_end: true }), { created: (ended as { created: number }).created })
    expect(await deliver(late)).toEqual({ status: 200, outcome: 'subscription-updated' })
    expect(await server.db.query('select status from subscription where id = ?', [boostSubscriptionId])).toEqual([{ status: 'ended' }])
  })

  /** The payment intents Boost asked Stripe about (which invoice each paid), in order. */
  const askedAbout = () => stripe.requestsTo('GET', '/v1/invoice_payments').map((request) => request.query['payment[payment_intent]'])

  it('records a paid invoice without asking Stripe, and asks which invoice a payment paid only when a refund names one it does not know', async () => {
    const { creatorId } = await connectedCreator()
    const widget = await identify(server.url)
    const { boostSubscriptionId } = await monthlyCheckout(creatorId, 5, 'usd', widget.supporterId)
    const subscriptionId = `sub_${randomBytes(8).toString('hex')}`
    const asked = askedAbout().length
    const first = invoice(subscriptionId, boostSubscriptionId, { month: 1, status: 'paid', amount_paid: 500, amount_due: 500, currency: 'usd' })
    stripe.setInvoicePayment(first.id as string, 'pi_first_month')
    expect(await deliver(stripeEvent('invoice.paid', first))).toEqual({ status: 200, outcome: 'recorded' })
    expect(askedAbout()).toHaveLength(asked)

    // Part of the first month is refunded: Stripe is asked once which invoice it paid, then never again.
    const charge = (paymentIntent: string, refunded: number | 'all') =>
      stripeObject('charge', { id: `ch_${randomBytes(6).toString('hex')}`, payment_intent: paymentIntent, refunded: refunded === 'all', amount_refunded: refunded === 'all' ? 500 : refunded })
    expect(await deliver(stripeEvent('charge.refunded', charge('pi_first_month', 200)))).toEqual({ status: 200, outcome: 'partly-refunded' })
    expect(await deliver(stripeEvent('charge.refunded', charge('pi_first_month', 'all')))).toEqual({ status: 200, outcome: 'reversed' })
    expect(askedAbout().slice(asked)).toEqual(['pi_first_month'])

    // The second month's refund comes before its payment; Stripe cannot say at first, then can.
    const second = invoice(subscriptionId, boostSubscriptionId, { month: 2, status: 'paid', amount_paid: 500, amount_due: 500, currency: 'usd' })
    stripe.setInvoicePayment(second.id as string, 'pi_second_month')
    const early = stripeEvent('charge.refunded', charge('pi_second_month', 300))
    stripe.failNext('GET', '/v1/invoice_payments', { status: 500, times: 3 })
    expect((await deliver(early)).status).toBe(503)
    expect(await server.db.query('select ref from pending_reversal where ref = ?', [second.id])).toEqual([])
    expect(await deliver(early)).toEqual({ status: 200, outcome: 'refund-pending' })
    expect(await deliver(stripeEvent('invoice.paid', second))).toEqual({ status: 200, outcome: 'recorded' })
    // The second month counts what was not refunded of it: 2.00 of 5.00; 8.00 was refunded in all.
    const months = await server.db.query<{ months: number; refunded_cents: unknown; reversed: boolean }>(
      'select months, refunded_cents, reversed_at is not null as reversed from boost_event where subscription_id = ? order by months', [boostSubscriptionId])
    expect(months.map((month) => [month.months, Number(month.refunded_cents), month.reversed])).toEqual([[1, 500, true], [2, 300, false]])
    const stats = (await (await fetch(`${server.url}/api/boost-stats?creatorId=${creatorId}`)).json()) as Stats
    expect(stats.byCurrency.usd).toMatchObject({ boosts: 1, grossCents: 200, refundedCents: 800 })
    expect(await reconcile(server.db)).toEqual([])
  })
})
