// Monthly boosts in the ledger: beginning one from the checkout that carries it, and recording each
// paid month as a boost through the same recording path as any boost, once per payment (its ref:
// the checkout for a demo's first month, the invoice otherwise) and once per month.
import { randomBytes } from 'node:crypto'
import { type FilterQuery, LockMode } from '@mikro-orm/core'
import { monthAfter } from '../../../core/month.ts'
import { BoostEvent } from '../../../entities/BoostEvent.ts'
import { CheckoutSession } from '../../../entities/CheckoutSession.ts'
import { Subscription } from '../../../entities/Subscription.ts'
import { keepOr } from '../../sqlColumns.ts'
import { subscriptionView } from '../subscriptions/view.ts'
import { enqueueSubscriptionWebhook } from '../webhookOutbox.ts'
import type { LedgerTx } from './ledgerTx.ts'
import { recordBoost, type RecordBoostResult } from './record.ts'

/** Where a checkout's boost is: a monthly checkout's is its first month's, whatever recorded it (with Stripe, the first invoice). */
export function checkoutBoost(session: Pick<CheckoutSession, 'id' | 'subscriptionId'>) {
  return session.subscriptionId ? { subscriptionId: session.subscriptionId, months: 1 } : { ref: session.id }
}

type Begin = {
  at: Date
  period?: { start: Date; end: Date }
  stripe?: { subscriptionId: string | null; customerId: string | null }
}

/** What every paid month takes from the checkout that began the monthly boost: the fan's name and choices (its message and referral go with the first month only). */
export type Chosen = Pick<CheckoutSession, 'message' | 'supporterName' | 'anonymous' | 'showOnLeaderboard' | 'referralCode'>
const CHOSEN = ['message', 'supporterName', 'anonymous', 'showOnLeaderboard', 'referralCode'] as const

/**
 * Begins the monthly boost `subscriptionId` names, from the checkout that chose it (once, however
 * many events say so), and answers its row, locked for the rest of the transaction, with what the
 * checkout chose; null when no checkout of ours begins it. The creator's endpoints hear
 * subscription.created once.
 */
export async function beginSubscription(tx: LedgerTx, subscriptionId: string, { at, period, stripe }: Begin): Promise<{ subscription: Subscription; chosen: Chosen } | null> {
  const session = await tx.em.findOne(CheckoutSession, { subscriptionId }, { fields: ['id', 'provider', 'creatorId', 'supporterId', 'amountCents', 'currency', 'demo', 'status', ...CHOSEN] })
  if (!session) return null
  const start = period?.start ?? at
  const inserted = await tx.em.createQueryBuilder(Subscription).insert({
    id: subscriptionId, creatorId: session.creatorId, supporterId: session.supporterId ?? null, amountCents: session.amountCents, currency: session.currency,
    status: 'active', currentPeriodStart: start, currentPeriodEnd: period?.end ?? monthAfter(start), cancelAtPeriodEnd: false,
    provider: session.provider, demo: session.demo, checkoutSessionId: session.id,
    stripeSubscriptionId: stripe?.subscriptionId ?? null, stripeCustomerId: stripe?.customerId ?? null,
    // 192 random bits: the manage link cannot be guessed.
    manageToken: randomBytes(24).toString('base64url'), createdAt: at,
  }).onConflict('id').ignore().execute('run')
  // Its checkout is paid, whichever event said so first: retention keeps it, and renewals read it.
  if (session.status !== 'complete') {
    await tx.em.nativeUpdate(CheckoutSession, { id: session.id }, { status: 'complete', completedAt: keepOr(tx.em, CheckoutSession, 'completedAt', at) })
  }
  // Begun before (by the checkout's completion or another event): it may learn Stripe's ids now.
  if (stripe && inserted.affectedRows === 0) {
    await tx.em.nativeUpdate(Subscription, { id: subscriptionId }, {
      stripeSubscriptionId: keepOr(tx.em, Subscription, 'stripeSubscriptionId', stripe.subscriptionId),
      stripeCustomerId: keepOr(tx.em, Subscription, 'stripeCustomerId', stripe.customerId),
    })
  }
  const subscription = await lockSubscription(tx, { id: subscriptionId })
  if (!subscription) return null
  if (inserted.affectedRows > 0 && !subscription.demo) {
    if (await enqueueSubscriptionWebhook(tx, 'subscription.created', subscription.creatorId, at, subscriptionView(subscription, at))) tx.webhooksQueued()
  }
  return { subscription, chosen: session }
}

/** The monthly boost matching `where`, locked until the transaction ends: payments and changes to one run one at a time. */
export function lockSubscription(tx: LedgerTx, where: FilterQuery<Subscription>): Promise<Subscription | null> {
  return tx.em.findOne(Subscription, where, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
}

export type PaidMonth = {
  /** The payment's own reference: one boost per ref, ever. */
  ref: string
  grossCents: number
  currency: string
  paymentIntent: string | null
  at: Date
  /** The period this payment pays for, when the provider says. */
  period?: { start: Date; end: Date }
}

/**
 * Records a paid month of the locked `subscription` as a boost, with the name and choices of the
 * checkout that began it (read when not given; its message goes with the first month only). A
 * payment recorded before answers its boost again and changes nothing (recordBoost records a ref
 * once). A renewal is told to the creator's endpoints.
 */
export async function recordMonth(tx: LedgerTx, subscription: Subscription, paid: PaidMonth, chosen?: Chosen): Promise<RecordBoostResult> {
  const months = (await tx.em.count(BoostEvent, { subscriptionId: subscription.id })) + 1
  const session = chosen ?? (await tx.em.findOneOrFail(CheckoutSession, subscription.checkoutSessionId, { fields: CHOSEN }))
  const result = await recordBoost(tx, {
    ref: paid.ref,
    creatorId: subscription.creatorId,
    supporterId: subscription.supporterId ?? null,
    channel: 'fiat',
    grossCents: paid.grossCents,
    currency: paid.currency,
    message: months === 1 ? (session.message ?? null) : null,
    supporterName: session.supporterName ?? null,
    anonymous: session.anonymous,
    showOnLeaderboard: session.showOnLeaderboard ?? null,
    referralCode: months === 1 ? (session.referralCode ?? null) : null,
    demo: subscription.demo,
    at: paid.at,
    paymentIntent: paid.paymentIntent,
    subscription: { id: subscription.id, months },
  })
  if (!result.created) return result
  // A paid month puts a failed payment behind it; the period it pays is the one now running, unless
  // it is an older month's arriving late (it ends where the running one starts, or before).
  const period = paid.period && paid.period.end > subscription.currentPeriodStart ? { currentPeriodStart: paid.period.start, currentPeriodEnd: paid.period.end } : {}
  await tx.em.nativeUpdate(Subscription, { id: subscription.id }, { ...period, ...(subscription.status === 'past_due' ? { status: 'active', paymentFixUrl: null } : {}) })
  Object.assign(subscription, period, subscription.status === 'past_due' ? { status: 'active', paymentFixUrl: null } : {})
  if (months > 1 && !subscription.demo) {
    const renewed = { subscription: subscriptionView(subscription, paid.at), months, boostId: String(result.event.id) }
    if (await enqueueSubscriptionWebhook(tx, 'subscription.renewed', subscription.creatorId, paid.at, renewed)) tx.webhooksQueued()
  }
  return result
}
