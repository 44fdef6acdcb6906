// The crash drill: a stand-in for Stripe delivers signed `checkout.session.completed` webhooks,
// and for some of those payments partial and full refunds and disputes opened, won and lost; one
// checkout in ten is a monthly boost instead, whose three months come as `invoice.paid` (one
// delivered twice) and two of them refunded: all with concurrency and in no fixed order. The server is killed with SIGKILL part-way, restarted on
// the same database, and every delivery that did not get a 2xx is sent again, as Stripe would.
// Afterwards every acknowledged boost must exist exactly once and every counter must equal what
// its boosts kept (reconcile).
import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { openDatabase } from '../../server/db.ts'
import { reconcile } from '../../server/services/reconcile.ts'
import type { Database } from '../../server/config.ts'
import { createStripeSession } from '../support/fixtures.ts'
import { spawnServer } from '../support/serverProcess.ts'
import { stripeEvent, stripeObject } from '../support/stripeFixtures.ts'
import { subscriptionInvoice } from '../support/stripeMonthly.ts'
import { startStripeStandIn } from '../support/stripeStandIn.ts'

const WEBHOOK_SECRET = 'whsec_crash_drill_secret'
const DAY = 24 * 3600

export type CrashDrillReport = {
  deliveries: number
  acknowledgedBeforeKill: number
  failedAtKill: number
  resent: number
  boosts: number
  /** The payments among the deliveries (paid checkouts and paid invoices): each must be one boost. */
  payments: number
  /** Refund and dispute events among the deliveries. */
  adjustments: number
  killedAfterMs: number
  restartMs: number
  problems: string[]
}

/** A webhook delivery; `paid` is the ref of the boost it pays for (a checkout session or an invoice), if it is a payment. */
type Delivery = { paid: string | null; payload: string; acknowledged: boolean; attempts: number }
type Opened = { id: string; creatorId: string; amountCents: number; currency: string; subscriptionId?: string }

const CURRENCIES = ['usd', 'eur', 'gbp'] as const

export async function runCrashDrill(options: { database: Database; deliveries?: number; concurrency?: number; killAfter?: number }): Promise<CrashDrillReport> {
  const total = options.deliveries ?? 2000
  const concurrency = options.concurrency ?? 32
  const killAfter = options.killAfter ?? Math.floor(total * 0.4)
  const stripe = await startStripeStandIn()
  const env = {
    LOG_LEVEL: 'silent',
    STRIPE_SECRET_KEY: 'sk_test_crash_drill',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    ...(options.database.kind === 'postgres' ? { DATABASE_URL: options.database.url } : {}),
    ...(options.database.kind === 'pglite' ? { DATA_DIR: options.database.dataDir, DATABASE_URL: '' } : {}),
  }

  const signed = (paid: string | null, type: string, object: Record<string, unknown>): Delivery => {
    const event = stripeEvent(type, object, { id: `evt_drill_${randomUUID()}` })
    return { paid, payload: JSON.stringify(event), acknowledged: false, attempts: 0 }
  }
  // The checkouts Boost opened: the webhook records only those.
  const opened: Opened[] = []
  const deliveries: Delivery[] = Array.from({ length: total }, (_, index) => {
    const sessionId = `cs_drill_${index}_${randomUUID().slice(0, 8)}`
    const amount = 100 + ((index * 7919) % 49_900)
    const currency = CURRENCIES[index % CURRENCIES.length]!
    const creatorId = `drill-creator-${index % 5}`
    if (index % 10 === 3) {
      const subscriptionId = randomUUID()
      opened.push({ id: sessionId, creatorId, amountCents: amount, currency, subscriptionId })
      return monthlyDeliveries(index, subscriptionId, amount, currency)
    }
    opened.push({ id: sessionId, creatorId, amountCents: amount, currency })
    const paymentIntent = `pi_drill_${index}_${randomUUID().slice(0, 8)}`
    const completion = signed(sessionId, 'checkout.session.completed', stripeObject('checkout.session', {
      id: sessionId,
      status: 'complete',
      payment_status: 'paid',
      amount_total: amount,
      currency,
      payment_intent: paymentIntent,
    }))
    const charge = (refunded: number) =>
      stripeObject('charge', { id: `ch_drill_${index}`, payment_intent: paymentIntent, amount, currency, amount_refunded: refunded, refunded: refunded === amount })
    const dispute = (status: string) => stripeObject('dispute', { id: `dp_drill_${index}`, payment_intent: paymentIntent, status, amount, currency })
    // Some payments are refunded in part, then in full; some disputed, won or lost. The follow-ups
    // sit right after their payment in the queue, so concurrent senders deliver them in any order.
    const followUps: Delivery[] = []
    if (index % 4 === 1) followUps.push(signed(null, 'charge.refunded', charge(Math.floor(amount / 4))))
    if (index % 8 === 1) followUps.push(signed(null, 'charge.refunded', charge(amount)))
    if (index % 6 === 2) followUps.push(signed(null, 'charge.dispute.created', dispute('needs_response')))
    if (index % 12 === 2) followUps.push(signed(null, 'charge.dispute.closed', dispute('won')))
    if (index % 12 === 8) followUps.push(signed(null, 'charge.dispute.closed', dispute('lost')))
    return [completion, ...followUps]
  }).flat()

  /**
   * A monthly boost's three paid months, the second delivered twice, refunded in full and the third
   * in part. A renewal's refund names its payment intent, which the server asks the stand-in about.
   */
  function monthlyDeliveries(index: number, boostSubscriptionId: string, amount: number, currency: string): Delivery[] {
    const subscription = `sub_drill_${index}`
    const start = Math.floor(Date.now() / 1000)
    return [1, 2, 3].flatMap((month) => {
      const period = { start: start + (month - 1) * 30 * DAY, end: start + month * 30 * DAY }
      const invoice = subscriptionInvoice(subscription, boostSubscriptionId, month, period, { status: 'paid', amount_paid: amount, amount_due: amount, currency })
      const invoiceId = invoice.id as string
      const paymentIntent = `pi_drill_${index}_month_${month}`
      stripe.setInvoicePayment(invoiceId, paymentIntent)
      const paid = signed(invoiceId, 'invoice.paid', invoice)
      const charge = (refunded: number) => stripeObject('charge', { id: `ch_drill_${index}_${month}`, payment_intent: paymentIntent, amount, currency, amount_refunded: refunded, refunded: refunded === amount })
      if (month === 2) return [paid, { ...paid }, signed(null, 'charge.refunded', charge(amount))]
      if (month === 3) return [paid, signed(null, 'charge.refunded', charge(Math.floor(amount / 3)))]
      return [paid]
    })
  }

  const deliver = async (url: string, delivery: Delivery) => {
    delivery.attempts += 1
    try {
      const response = await fetch(`${url}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: delivery.payload, secret: WEBHOOK_SECRET }) },
        body: delivery.payload,
      })
      await response.arrayBuffer()
      if (response.status >= 200 && response.status < 300) delivery.acknowledged = true
    } catch {
      // Connection refused or reset: the server died under this delivery. Stripe retries it later.
    }
  }

  await withDatabase(options.database, async (db) => {
    for (const session of opened) await createStripeSession(db, session)
  })
  const started = performance.now()
  let server = await spawnServer(env)
  let killedAt = 0
  let acknowledgedBeforeKill = 0
  try {
    let next = 0
    let killed = false
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < deliveries.length) {
          const delivery = deliveries[next++]!
          await deliver(server.url, delivery)
          if (!killed && deliveries.filter((d) => d.acknowledged).length >= killAfter) {
            killed = true
            killedAt = performance.now() - started
            acknowledgedBeforeKill = deliveries.filter((d) => d.acknowledged).length
            server.process.kill('SIGKILL')
          }
        }
      }),
    )
    await server.exited
    const failedAtKill = deliveries.filter((d) => !d.acknowledged).length

    const restartStarted = performance.now()
    server = await spawnServer(env)
    const restartMs = performance.now() - restartStarted
    let resent = 0
    for (let round = 0; round < 5 && deliveries.some((d) => !d.acknowledged); round++) {
      const pending = deliveries.filter((d) => !d.acknowledged)
      resent += pending.length
      let cursor = 0
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (cursor < pending.length) await deliver(server.url, pending[cursor++]!)
        }),
      )
    }
    await server.stop()

    const problems = await verify(options.database, deliveries)
    const [{ count } = { count: 0 }] = await withDatabase(options.database, (db) => db.query<{ count: number }>('select count(*)::int as count from boost_event'))
    const adjustments = deliveries.filter((delivery) => !delivery.paid).length
    const payments = new Set(deliveries.flatMap((delivery) => (delivery.paid ? [delivery.paid] : []))).size
    return { deliveries: deliveries.length, acknowledgedBeforeKill, failedAtKill, resent, boosts: Number(count), payments, adjustments, killedAfterMs: Math.round(killedAt), restartMs: Math.round(restartMs), problems }
  } finally {
    if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGKILL')
    await stripe.close()
  }
}

async function verify(database: Database, deliveries: Delivery[]): Promise<string[]> {
  return withDatabase(database, async (db) => {
    const problems: string[] = []
    const unacknowledged = deliveries.filter((d) => !d.acknowledged).length
    if (unacknowledged > 0) problems.push(`${unacknowledged} deliveries were never acknowledged`)
    const rows = await db.query<{ ref: string; n: number }>('select ref, count(*)::int as n from boost_event group by ref')
    const byRef = new Map(rows.map((row) => [row.ref, Number(row.n)]))
    for (const { paid, acknowledged } of deliveries) {
      const n = paid ? (byRef.get(paid) ?? 0) : 1
      if (acknowledged && n !== 1) problems.push(`${paid} acknowledged but recorded ${n} times`)
    }
    const payments = new Set(deliveries.flatMap((delivery) => (delivery.paid ? [delivery.paid] : []))).size
    if (rows.length !== payments) problems.push(`${rows.length} boosts for ${payments} payments`)
    for (const difference of await reconcile(db)) {
      problems.push(`counter ${difference.scope} ${difference.currency} ${difference.field} is ${difference.counters}, its boosts kept ${difference.events}`)
    }
    return problems
  })
}

async function withDatabase<T>(database: Database, work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const db = await openDatabase(database)
  try {
    return await work(db)
  } finally {
    await db.close()
  }
}
