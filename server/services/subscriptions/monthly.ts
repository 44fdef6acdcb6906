// What a creator can plan on: the monthly boosts that renew, and what they bring each month per currency.
import type { SqlEntityManager } from '@mikro-orm/sql'
import { Subscription } from '../../../entities/Subscription.ts'

export type CreatorMonthly = { supporters: number; byCurrency: Record<string, number> }

/** Monthly boosts that renew (active, not cancelled, no demo), and their amounts per currency, in cents; currencies are never added together. */
export async function creatorMonthly(em: SqlEntityManager, creatorId: string): Promise<CreatorMonthly> {
  const renewing = await em.find(Subscription, { creatorId, status: 'active', demo: false }, { fields: ['amountCents', 'currency'] })
  const byCurrency: Record<string, number> = {}
  for (const { currency, amountCents } of renewing) byCurrency[currency] = (byCurrency[currency] ?? 0) + amountCents
  return { supporters: renewing.length, byCurrency }
}
