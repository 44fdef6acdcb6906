// Monthly boosts with what the fan sees beside each: the creator's name, every paid month, the
// first payment's receipt and the manage link.
import type { FilterQuery } from '@mikro-orm/core'
import type { SqlEntityManager } from '@mikro-orm/sql'
import type { MonthlyBoostDetail } from '../../../core/api/subscriptions.ts'
import { BoostEvent } from '../../../entities/BoostEvent.ts'
import { CheckoutSession } from '../../../entities/CheckoutSession.ts'
import { Creator } from '../../../entities/Creator.ts'
import { Subscription } from '../../../entities/Subscription.ts'
import { receiptPath } from '../sessionView.ts'
import { managePath, subscriptionView } from './view.ts'

/** The monthly boosts matching `where`, newest first, each with its payments newest first. */
export async function monthlyBoostDetails(em: SqlEntityManager, where: FilterQuery<Subscription>): Promise<MonthlyBoostDetail[]> {
  const subscriptions = await em.find(Subscription, where, { orderBy: { createdAt: 'desc' } })
  if (subscriptions.length === 0) return []
  const ids = subscriptions.map((subscription) => subscription.id)
  const payments = await em.find(BoostEvent, { subscriptionId: { $in: ids } }, {
    fields: ['id', 'subscriptionId', 'months', 'grossCents', 'refundedCents', 'currency', 'ts'], orderBy: { months: 'desc' },
  })
  const creators = await em.find(Creator, { id: { $in: [...new Set(subscriptions.map((subscription) => subscription.creatorId))] } }, { fields: ['id', 'name'] })
  const sessions = await em.find(CheckoutSession, { subscriptionId: { $in: ids } }, { fields: ['subscriptionId', 'receiptToken'] })
  const names = new Map(creators.map((creator) => [creator.id, creator.name ?? null]))
  const receipts = new Map(sessions.map((session) => [session.subscriptionId, session.receiptToken ?? null]))
  const now = new Date()
  return subscriptions.map((subscription) => {
    const receipt = receipts.get(subscription.id)
    return {
      ...subscriptionView(subscription, now),
      creatorName: names.get(subscription.creatorId) ?? null,
      payments: payments.filter((payment) => payment.subscriptionId === subscription.id).map((payment) => ({
        boostId: payment.id,
        months: payment.months ?? 1,
        amountCents: payment.grossCents,
        refundedCents: payment.refundedCents,
        currency: payment.currency,
        at: payment.ts.toISOString(),
        receiptUrl: payment.months === 1 && receipt ? receiptPath(receipt) : null,
      })),
      manageUrl: managePath(subscription.manageToken),
    }
  })
}
