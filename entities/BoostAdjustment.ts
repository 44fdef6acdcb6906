// A change to what a recorded boost counts: a refund, or a dispute opened, won or lost. Written in
// the ledger's transaction with the counters it moved, so the live stream can tell counters and
// overlays on screen to apply the same change (server/services/live.ts).
import { defineEntity, p } from '@mikro-orm/core'
import { Creator } from './Creator.ts'
import { BoostEvent } from './BoostEvent.ts'

const BoostAdjustmentSchema = defineEntity({
  name: 'BoostAdjustment',
  indexes: [
    { properties: ['creatorId', 'id'] },
    // A goal's progress reads its creator's adjustments from transactions since the goal started.
    { properties: ['creatorId', 'txId'] },
    { properties: ['boostId'] },
    { properties: ['ts'] },
    { name: 'boost_adjustment_stream_position_idx', expression: 'create index boost_adjustment_stream_position_idx on boost_adjustment (tx_id, id)' },
  ],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    boostId: () => p.manyToOne(BoostEvent).mapToPk().fieldName('boost_id').createForeignKeyConstraint(false),
    creatorId: () => p.manyToOne(Creator).mapToPk().fieldName('creator_id').createForeignKeyConstraint(false),
    currency: p.string().length(3),
    /** What the boost count, its gross and its XP changed by (negative for a refund or an opened dispute). */
    boosts: p.integer(),
    grossCents: p.bigint('number'),
    xp: p.integer(),
    ts: p.datetime(),
    // The writing transaction's id: the stream reads adjustments in commit-safe order, as boosts.
    txId: p.string().columnType('xid8').defaultRaw('pg_current_xact_id()').lazy(),
  },
})

export class BoostAdjustment extends BoostAdjustmentSchema.class {}
BoostAdjustmentSchema.setClass(BoostAdjustment)
