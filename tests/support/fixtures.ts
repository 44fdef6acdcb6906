// Small builders for test data that go through the same tables the product uses.
import { randomUUID } from 'node:crypto'
import type { Db } from '../../server/db.ts'
import type { RecordBoostInput } from '../../server/services/ledger/index.ts'

let counter = 0

/** A fresh anonymous id of the shape the widget makes. */
export const newAnonId = () => `anon_${randomUUID().replaceAll('-', '')}`

export async function createSupporter(db: Db, options: { referredByCode?: string } = {}): Promise<{ id: string; anonId: string }> {
  const id = randomUUID()
  const anonId = newAnonId()
  await db.query('insert into supporter (id, anon_id, xp_total, referred_by_code, referral_activated, created_at) values (?, ?, 0, ?, false, now())', [
    id, anonId, options.referredByCode ?? null,
  ])
  return { id, anonId }
}

export function boostInput(overrides: Partial<RecordBoostInput> = {}): RecordBoostInput {
  counter += 1
  return { ref: `cs_test_${Date.now()}_${counter}_${randomUUID().slice(0, 8)}`, creatorId: 'creator-one', channel: 'fiat', grossCents: 500, currency: 'usd', demo: false, ...overrides }
}

/** A currency's totals in /api/boost-stats once its only boost was refunded: the money given back, nothing else. */
export function refundedOnly(refundedCents: number) {
  return { boosts: 0, grossCents: 0, platformFeeCents: 0, processorFeeCents: 0, netCents: 0, refundedCents }
}

/** A Stripe checkout session as POST /api/checkout stores it: the webhook records only the sessions Boost opened. */
export async function createStripeSession(db: Db, session: { id: string; creatorId: string; amountCents: number; currency?: string; subscriptionId?: string }) {
  await db.query(
    `insert into checkout_session (id, provider, creator_id, amount_cents, currency, demo, status, url, created_at, expires_at, subscription_id)
     values (?, 'stripe', ?, ?, ?, false, 'open', ?, now(), now() + interval '1 day', ?)`,
    [session.id, session.creatorId, session.amountCents, session.currency ?? 'usd', `https://checkout.stripe.com/c/pay/${session.id}`, session.subscriptionId ?? null],
  )
}
