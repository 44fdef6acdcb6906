// Something a creator's open overlays must do now, whichever instance serves them: show a test
// alert, replay a boost, show a boost whose held message was just decided, or apply new settings.
// Written in the transaction that causes it and read by every instance's live hub in the same
// commit-safe (tx_id, id) order as boosts (server/services/live.ts). Kept a day (retention).
import { defineEntity, p } from '@mikro-orm/core'
import { Creator } from './Creator.ts'

const AlertSignalSchema = defineEntity({
  name: 'AlertSignal',
  indexes: [
    { properties: ['ts'] },
    { name: 'alert_signal_stream_position_idx', expression: 'create index alert_signal_stream_position_idx on alert_signal (tx_id, id)' },
  ],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    creatorId: () => p.manyToOne(Creator).mapToPk().fieldName('creator_id').createForeignKeyConstraint(false),
    /** 'alert' (test, replay or a decided held message) or 'settings'. */
    kind: p.enum(['alert', 'settings']),
    payload: p.json<Record<string, unknown>>(),
    ts: p.datetime(),
    txId: p.string().columnType('xid8').defaultRaw('pg_current_xact_id()').lazy(),
  },
})

export class AlertSignal extends AlertSignalSchema.class {}
AlertSignalSchema.setClass(AlertSignal)
