// A boost as the ledger reads and reports it, from the ORM or from its own recording statement.
import type { LockMode } from '@mikro-orm/core'
import { BoostEvent, CHANNELS, DISPUTE_STATUSES } from '../../../entities/BoostEvent.ts'
import { enumValue } from '../../../entities/enumValue.ts'
import type { RawRow } from '../../sqlColumns.ts'
import type { Tx } from '../../db.ts'

export type Channel = BoostEvent['channel']

/** A boost as the ledger reports it: the entity's fields but the stream's `txId` and the messages' forms. */
export type BoostEventRow = Pick<BoostEvent, EventProperty>

export const EVENT_PROPERTIES = ['id', 'ref', 'creatorId', 'supporterId', 'channel', 'currency', 'grossCents', 'platformFeeCents',
  'processorFeeCents', 'netCents', 'xpAwarded', 'message', 'referralCode', 'demo', 'refundedCents', 'reversedAt', 'disputeStatus', 'ts', 'subscriptionId', 'months'] as const
type EventProperty = (typeof EVENT_PROPERTIES)[number]
export type EventColumns = RawRow<BoostEvent, EventProperty>

/** The stored boost with this ref, as the recording statement returns one, so one conversion serves both. */
export function findEvent(tx: Tx, ref: string, lockMode?: LockMode): Promise<EventColumns | undefined> {
  const query = tx.em.createQueryBuilder(BoostEvent).select([...EVENT_PROPERTIES]).where({ ref })
  if (lockMode) query.setLockMode(lockMode)
  return query.execute<EventColumns | undefined>('get', false)
}

/** Rows use snake_case and may carry bigints as strings; the ledger speaks numbers. */
export function toEventRow(row: EventColumns): BoostEventRow {
  return {
    id: Number(row.id),
    ref: String(row.ref),
    creatorId: String(row.creator_id),
    supporterId: row.supporter_id == null ? null : String(row.supporter_id),
    channel: enumValue(CHANNELS, row.channel),
    currency: String(row.currency),
    grossCents: Number(row.gross_cents),
    platformFeeCents: Number(row.platform_fee_cents),
    processorFeeCents: Number(row.processor_fee_cents),
    netCents: Number(row.net_cents),
    xpAwarded: Number(row.xp_awarded),
    message: row.message == null ? null : String(row.message),
    referralCode: row.referral_code == null ? null : String(row.referral_code),
    demo: Boolean(row.demo),
    refundedCents: Number(row.refunded_cents),
    reversedAt: row.reversed_at == null ? null : new Date(row.reversed_at as string),
    disputeStatus: row.dispute_status == null ? null : enumValue(DISPUTE_STATUSES, row.dispute_status),
    ts: new Date(row.ts as string),
    subscriptionId: row.subscription_id == null ? null : String(row.subscription_id),
    months: row.months == null ? null : Number(row.months),
  }
}
