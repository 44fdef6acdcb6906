// What a creator can plan on: the monthly boosts that renew, and what they bring each month per currency.
import type { SqlEntityManager } from '@mikro-orm/sql'
import { monthStart } from '../../../core/month.ts'
import { Subscription } from '../../../entities/Subscription.ts'

export type CreatorMonthly = { supporters: number; byCurrency: Record<string, number>; newThisMonth: number; cancelledThisMonth: number }

/**
 * Monthly boosts that renew (active, not cancelled, no demo), their amounts per currency in cents
 * (currencies are never added together), and how many began and stopped renewing this calendar
 * month (UTC). A resumed one is not counted as cancelled: resuming clears when it was cancelled.
 */
export async function creatorMonthly(em: SqlEntityManager, creatorId: string, now = new Date()): Promise<CreatorMonthly> {
  const since = monthStart(now)
  const renewing = await em.find(Subscription, { creatorId, status: 'active', demo: false }, { fields: ['amountCents', 'currency'] })
  const newThisMonth = await em.count(Subscription, { creatorId, demo: false, createdAt: { $gte: since } })
  const cancelledThisMonth = await em.count(Subscription, { creatorId, demo: false, cancelledAt: { $gte: since } })
  const byCurrency: Record<string, number> = {}
  for (const { currency, amountCents } of renewing) byCurrency[currency] = (byCurrency[currency] ?? 0) + amountCents
  return { supporters: renewing.length, byCurrency, newThisMonth, cancelledThisMonth }
}

/** What the active monthly boosts in `currency` bring each month, in cents: a monthly goal's progress. */
export async function monthlyAmountIn(em: SqlEntityManager, creatorId: string, currency: string): Promise<number> {
  const renewing = await em.find(Subscription, { creatorId, currency, status: 'active', demo: false }, { fields: ['amountCents'] })
  return renewing.reduce((sum, { amountCents }) => sum + amountCents, 0)
}
