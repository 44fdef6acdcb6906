// Platform or creator totals, read from the sharded counter rows: the same cost at ten events
// as at ten million.
import { wholeDollars } from '../../core/money.ts'
import type { Db } from '../db.ts'
import { creatorScope } from './ledger.ts'

export type BoostStats = {
  totalBoosts: string
  totalGross: string
  totalPlatformFees: string
  totalProcessorFees: string
  totalNet: string
  boostsCount: number
  xpTotal: number
  revenueCents: number
  totalRevenue: number
  channels: { fiat: { count: number; grossCents: number }; crypto: { count: number; grossCents: number } }
  lastEvent: { boostId: number; creatorId: string; amount: number; xpAwarded: number; currency: string; ts: string } | null
}

export async function readStats(db: Db, creatorId?: string): Promise<BoostStats> {
  const scope = creatorId ? creatorScope(creatorId) : 'all'
  // One round trip: the counter sums, and the newest counted event through the primary key.
  const [totals] = await db.query<Record<string, unknown>>(
    `select coalesce(sum(c.boosts), 0) as boosts, coalesce(sum(c.gross_cents), 0) as gross,
       coalesce(sum(c.platform_fee_cents), 0) as platform, coalesce(sum(c.processor_fee_cents), 0) as processor,
       coalesce(sum(c.net_cents), 0) as net, coalesce(sum(c.xp), 0) as xp,
       coalesce(sum(c.fiat_boosts), 0) as fiat_boosts, coalesce(sum(c.fiat_gross_cents), 0) as fiat_gross,
       coalesce(sum(c.crypto_boosts), 0) as crypto_boosts, coalesce(sum(c.crypto_gross_cents), 0) as crypto_gross,
       (select row_to_json(last) from (
          select e.id, e.creator_id, e.gross_cents, e.xp_awarded, e.currency, e.ts from boost_event e
          where e.demo = false and e.reversed_at is null and (?::text is null or e.creator_id = ?)
          order by e.id desc limit 1) last) as last
     from stat_counter c where c.scope = ?`,
    [creatorId ?? null, creatorId ?? null, scope],
  )
  const last = totals?.last as Record<string, unknown> | null | undefined
  const n = (key: string) => Number(totals?.[key] ?? 0)
  return {
    totalBoosts: String(n('boosts')),
    totalGross: String(n('gross')),
    totalPlatformFees: String(n('platform')),
    totalProcessorFees: String(n('processor')),
    totalNet: String(n('net')),
    boostsCount: n('boosts'),
    xpTotal: n('xp'),
    revenueCents: n('gross'),
    totalRevenue: wholeDollars(n('gross')),
    channels: {
      fiat: { count: n('fiat_boosts'), grossCents: n('fiat_gross') },
      crypto: { count: n('crypto_boosts'), grossCents: n('crypto_gross') },
    },
    lastEvent: last
      ? {
          boostId: Number(last.id),
          creatorId: String(last.creator_id),
          amount: Number(last.gross_cents),
          xpAwarded: Number(last.xp_awarded),
          currency: String(last.currency),
          ts: new Date(last.ts as string).toISOString(),
        }
      : null,
  }
}
