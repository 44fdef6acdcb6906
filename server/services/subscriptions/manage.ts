// What a fan does with a monthly boost, signed in (their own only) or through its manage link
// (that one only): read it, cancel it to the period's end, resume it before then, change its
// amount from the next period; and the demo's renewal. With Stripe each change is made at Stripe
// first, and our row takes Stripe's answer (its events say the same again later).
import { randomBytes } from 'node:crypto'
import type { MonthlyBoostDetail } from '../../../core/api/subscriptions.ts'
import { type AmountLimits, type Currency, isSupportedCurrency } from '../../../core/limits.ts'
import { formatCents } from '../../../core/money.ts'
import { monthAfter } from '../../../core/month.ts'
import { Subscription } from '../../../entities/Subscription.ts'
import type { Db } from '../../db.ts'
import type { Ledger, LedgerTx } from '../ledger/index.ts'
import { lockSubscription, recordMonth } from '../ledger/subscriptions.ts'
import type { SubscriptionCalls } from '../payments/stripeSubscriptions.ts'
import type { CreatorPageCache } from '../creatorPageCache.ts'
import { Refusal } from '../refusal.ts'
import { monthlyBoostDetails } from './details.ts'
import { applyStripeState, changeSubscription, type StripeSubscriptionState } from './state.ts'
import { shownStatus } from './view.ts'

/** Whose monthly boost: the signed-in fan's own by its id, or the one a manage link opens. */
export type SubscriptionKey = { fan: string; id: string } | { token: string }

type Deps = {
  /** The creator's page shows how many support monthly and a monthly goal: a change here makes it stale. */
  creatorPages: Pick<CreatorPageCache, 'drop'>
  demoPayments: boolean
  stripe: SubscriptionCalls | null
  limits(currency: Currency, creatorId: string): Promise<AmountLimits>
}

const NOT_FOUND = 'No such monthly boost'

export type Subscriptions = ReturnType<typeof createSubscriptions>

export function createSubscriptions(db: Db, ledger: Ledger, deps: Deps) {
  const where = (key: SubscriptionKey) => ('token' in key ? { manageToken: key.token } : { id: key.id, supporterId: key.fan })

  async function find(key: SubscriptionKey): Promise<Subscription> {
    const found = await db.em((em) => em.findOne(Subscription, where(key)))
    if (!found) throw new Refusal(404, NOT_FOUND)
    return found
  }

  async function detail(id: string): Promise<MonthlyBoostDetail> {
    const [found] = await db.em((em) => monthlyBoostDetails(em, { id }))
    return found!
  }

  /**
   * Makes one change: at Stripe first for a monthly boost Stripe bills (our row then takes its
   * answer), on our row alone for a demo one; `check` refuses what the state does not allow,
   * against the row as it stands, locked.
   */
  async function change(
    key: SubscriptionKey,
    check: (subscription: Subscription, now: Date) => void,
    demo: Parameters<typeof changeSubscription>[2],
    atStripe: (calls: SubscriptionCalls, stripeId: string) => Promise<StripeSubscriptionState>,
  ): Promise<MonthlyBoostDetail> {
    const subscription = await find(key)
    check(subscription, new Date())
    const stripeId = subscription.provider === 'stripe' ? subscription.stripeSubscriptionId : null
    let stated: StripeSubscriptionState | null = null
    if (stripeId) {
      if (!deps.stripe) throw new Refusal(502, 'Payments are not connected to Stripe just now: try again later')
      try {
        stated = await atStripe(deps.stripe, stripeId)
      } catch (error) {
        throw new Refusal(502, 'Stripe could not make the change just now: try again in a minute', { cause: error })
      }
    }
    await ledger.transaction(async (tx) => {
      const locked = await lockSubscription(tx, { id: subscription.id })
      if (!locked) throw new Refusal(404, NOT_FOUND)
      const now = new Date()
      if (stated) return applyStripeState(tx, locked, stated, now, null)
      check(locked, now)
      return changeSubscription(tx, locked, demo, now)
    })
    deps.creatorPages.drop(subscription.creatorId)
    return detail(subscription.id)
  }

  const notEnded = (subscription: Subscription, now: Date) => {
    if (shownStatus(subscription, now) === 'ended') throw new Refusal(409, 'This monthly boost has ended: start a new one from the creator’s page')
  }

  /** It runs to the end of the period paid for, and then stops. Cancelling twice is the same. */
  const cancel = (key: SubscriptionKey) =>
    change(key, notEnded, { status: 'cancelled', cancelAtPeriodEnd: true }, (calls, id) => calls.setCancelAtPeriodEnd(id, true))

  return {
    /** The monthly boosts of a fan, newest first. */
    ofFan: (fan: string): Promise<MonthlyBoostDetail[]> => db.em((em) => monthlyBoostDetails(em, { supporterId: fan })),

    read: async (key: SubscriptionKey): Promise<MonthlyBoostDetail> => detail((await find(key)).id),

    /** Cancels each of the fan's monthly boosts that still renews (a fan about to be forgotten pays nothing more); how many. */
    async cancelAllOf(fan: string): Promise<number> {
      const renewing = (await db.em((em) => monthlyBoostDetails(em, { supporterId: fan }))).filter((monthly) => monthly.status === 'active' || monthly.status === 'past_due')
      for (const monthly of renewing) await cancel({ fan, id: monthly.id })
      return renewing.length
    },

    cancel,

    /** Renews again, while the period paid for has not ended. */
    resume: (key: SubscriptionKey) =>
      change(key, (subscription, now) => {
        notEnded(subscription, now)
        if (subscription.status === 'past_due') throw new Refusal(409, 'This monthly boost is waiting for a payment: pay with another card to go on')
      }, { status: 'active', cancelAtPeriodEnd: false }, (calls, id) => calls.setCancelAtPeriodEnd(id, false)),

    /** A new amount from the next period on, within the checkout's limits for the creator. */
    async changeAmount(key: SubscriptionKey, amountCents: number): Promise<MonthlyBoostDetail> {
      const subscription = await find(key)
      if (!isSupportedCurrency(subscription.currency)) throw new Refusal(409, 'This monthly boost’s currency is no longer taken')
      const { min, max } = await deps.limits(subscription.currency, subscription.creatorId)
      if (amountCents < min || amountCents > max) {
        throw new Refusal(400, `amount: must be between ${formatCents(min, subscription.currency)} and ${formatCents(max, subscription.currency)}`)
      }
      return change(key, notEnded, { amountCents }, (calls, id) => calls.changeAmount(id, amountCents, subscription.currency))
    },

    /** Demo payments only: the next month is paid now, as Stripe's renewal would record it. */
    async renewDemo(id: string): Promise<MonthlyBoostDetail> {
      if (!deps.demoPayments) throw new Refusal(404, 'Renewals are recorded by the payment provider here')
      await ledger.transaction(async (tx) => {
        const subscription = await lockSubscription(tx, { id })
        if (!subscription || subscription.provider !== 'demo') throw new Refusal(404, NOT_FOUND)
        await renew(tx, subscription, new Date())
      })
      return detail(id)
    },
  }
}

async function renew(tx: LedgerTx, subscription: Subscription, at: Date) {
  const status = shownStatus(subscription, at)
  if (status === 'cancelled' || status === 'ended') {
    const end = subscription.currentPeriodEnd.toISOString().slice(0, 10)
    throw new Refusal(409, status === 'ended' ? `This monthly boost ended on ${end}: it does not renew` : `This monthly boost was cancelled: it ends on ${end} and does not renew`)
  }
  const start = subscription.currentPeriodEnd
  const ref = `demo_in_${randomBytes(18).toString('base64url')}`
  await recordMonth(tx, subscription, { ref, grossCents: subscription.amountCents, currency: subscription.currency, paymentIntent: null, at, period: { start, end: monthAfter(start) } })
}
