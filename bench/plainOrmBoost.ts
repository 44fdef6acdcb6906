// The work the ledger's one recording statement does for a plain boost (no message, referral or
// refund waiting), written with the ORM, statement by statement: what `npm run bench ledger`
// compares the ledger with, to show what the hand-written statement buys.
import { cryptoSplit, feeBreakdown } from '../core/fees.ts'
import { weekKey } from '../core/week.ts'
import { xpForCents } from '../core/xp.ts'
import { BoostEvent } from '../entities/BoostEvent.ts'
import { PendingReversal } from '../entities/PendingReversal.ts'
import { StatCounter } from '../entities/StatCounter.ts'
import { Supporter } from '../entities/Supporter.ts'
import { WeeklyXp } from '../entities/WeeklyXp.ts'
import type { Db } from '../server/db.ts'
import { COUNTER_PROPERTIES, counterShard, creatorScope } from '../server/services/ledger/counters.ts'
import type { RecordBoostInput } from '../server/services/ledger/index.ts'
import { enqueueBoostWebhook } from '../server/services/webhookOutbox.ts'
import { plus, plusInserted } from '../server/sqlColumns.ts'

export function recordWithOrm(db: Db, input: RecordBoostInput): Promise<void> {
  return db.transaction(async ({ em, ...tx }) => {
    const at = input.at ?? new Date()
    const fees = input.channel === 'crypto'
      ? { platformFeeCents: cryptoSplit(input.grossCents).treasury, processorFeeCents: 0, netCents: cryptoSplit(input.grossCents).creator }
      : { platformFeeCents: feeBreakdown(input.grossCents).platformFee, processorFeeCents: feeBreakdown(input.grossCents).stripeFee, netCents: feeBreakdown(input.grossCents).creatorNet }
    const xp = xpForCents(input.grossCents)
    await em.nativeDelete(PendingReversal, { ref: input.ref })
    const inserted = await em.createQueryBuilder(BoostEvent).insert({
      ref: input.ref, creatorId: input.creatorId, supporterId: input.supporterId ?? null, channel: input.channel, currency: input.currency,
      grossCents: input.grossCents, ...fees, xpAwarded: xp, demo: input.demo, ts: at,
    }).onConflict('ref').ignore().returning('id').execute<{ id: unknown } | undefined>('get', false)
    if (!inserted || input.demo) return
    if (input.supporterId) {
      await em.nativeUpdate(Supporter, { id: input.supporterId }, { xpTotal: plus(em, Supporter, 'xpTotal', xp) })
      await em.createQueryBuilder(WeeklyXp).insert({ weekStart: weekKey(at), supporterId: input.supporterId, xp })
        .onConflict(['weekStart', 'supporterId']).merge({ xp: plusInserted(em, WeeklyXp, 'xp') }).execute('run')
    }
    const fiat = input.channel === 'fiat'
    const added = { boosts: 1, grossCents: input.grossCents, ...fees, xp, fiatBoosts: fiat ? 1 : 0, fiatGrossCents: fiat ? input.grossCents : 0,
      cryptoBoosts: fiat ? 0 : 1, cryptoGrossCents: fiat ? 0 : input.grossCents, refundedCents: 0 }
    const shard = counterShard()
    await em.createQueryBuilder(StatCounter)
      .insert([{ scope: 'all', currency: input.currency, shard, ...added }, { scope: creatorScope(input.creatorId), currency: input.currency, shard, ...added }])
      .onConflict(['scope', 'currency', 'shard'])
      .merge(Object.fromEntries(COUNTER_PROPERTIES.map((property) => [property, plusInserted(em, StatCounter, property)])))
      .execute('run')
    await enqueueBoostWebhook({ em, ...tx }, 'boost.created', { id: Number(inserted.id), creatorId: input.creatorId, demo: input.demo })
  })
}
