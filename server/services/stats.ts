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
  const [totals] = await db.query<Record<string, unknown>>(
    `select coalesce(sum(boosts), 0) as boosts, coalesce(sum(gross_cents), 0) as gross,
       coalesce(sum(platform_fee_cents), 0) as platform, coalesce(sum(processor_fee_cents), 0) as processor,
       coalesce(sum(net_cents), 0) as net, coalesce(sum(xp), 0) as xp,
       coalesce(sum(fiat_boosts), 0) as fiat_boosts, coalesce(sum(fiat_gross_cents), 0) as fiat_gross,
       coalesce(sum(crypto_boosts), 0) as crypto_boosts, coalesce(sum(crypto_gross_cents), 0) as crypto_gross
     from stat_counter where scope = ?`,
    [scope],
  )
  const [last] = await db.query<Record<string, unknown>>(
    creatorId
      ? `select id, creator_id, gross_cents, xp_awarded, currency, ts from boost_event
         where creator_id = ? and demo = false and reversed_at is null order by id desc limit 1`
      : `select id, creator_id, gross_cents, xp_awarded, currency, ts from boost_event
         where demo = false and reversed_at is null order by id desc limit 1`,
    creatorId ? [creatorId] : [],
  )
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
