// The live stream's SQL, kept raw on purpose: the hub's cursor walks (tx_id, id) below the oldest
// running transaction (see live.ts), which neither the EntityManager nor the QueryBuilder can say,
// and the hub reads after every commit (`npm run bench stream`, `npm run bench http`).
import type { StreamBoost } from '../../core/api/stream.ts'
import type { BoostEvent } from '../../entities/BoostEvent.ts'
import type { Db } from '../db.ts'
import type { RawRow } from '../sqlColumns.ts'
import { PUBLIC_MESSAGE, SUPPORTER_LABEL } from './boostSql.ts'

/** Where a reader stands in commit-safe order. */
export type Position = { tx: bigint; id: number }

/** Rows read at a time; a full batch means the reader goes round again. */
export const READ_BATCH = 1000

export const COLUMNS = `e.id, e.tx_id::text as tx, e.creator_id, e.gross_cents, e.xp_awarded, e.currency,
    ${PUBLIC_MESSAGE} as message, e.message_status, e.ts,
    ${SUPPORTER_LABEL} as supporter_label`
/** A row of COLUMNS. */
export type BoostRow = RawRow<BoostEvent, 'id' | 'creatorId' | 'grossCents' | 'xpAwarded' | 'currency' | 'message' | 'messageStatus' | 'ts'> & {
  tx: unknown
  supporter_label: unknown
}
export const FROM = 'from boost_event e left join supporter s on s.id = e.supporter_id'
// What the stream announces: every boost that counted when it was recorded. A demo boost moves no
// public number, and a boost whose refund came before it was recorded never counted. A boost
// refunded or disputed after it was recorded is announced all the same, and so is each change to
// it (an adjustment), so a counter applying both ends where the stats are.
export const COUNTED = 'e.demo = false and (e.reversed_at is null or exists (select 1 from boost_adjustment a where a.boost_id = e.id))'

/**
 * What committed past the two cursors (boosts, then adjustments), below one bound: every
 * transaction below it has ended, so the adjustments read never include one whose boost (same or
 * earlier transaction) the boosts read missed. One statement, rows as JSON arrays: the hub reads
 * after every commit, and on PGlite, where statements run one at a time, the three statements
 * this replaces cost more per boost than the checkout's own (`npm run bench http`). `held` says
 * whether rows already committed wait above the bound, behind a transaction still running.
 */
export const READ_COMMITTED = `with bound as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin),
     boosts as (
       select ${COLUMNS}, e.tx_id ${FROM} cross join bound
       where (e.tx_id, e.id) > (?::xid8, ?) and e.tx_id < bound.xmin and ${COUNTED} order by e.tx_id, e.id limit ${READ_BATCH}
     ), adjustments as (
       select a.id, a.tx_id::text as tx, a.boost_id, a.creator_id, a.currency, a.boosts, a.gross_cents, a.xp, a.ts, a.tx_id from boost_adjustment a cross join bound
       where (a.tx_id, a.id) > (?::xid8, ?) and a.tx_id < bound.xmin order by a.tx_id, a.id limit ${READ_BATCH}
     )
     select bound.xmin::text as xmin,
       (select json_agg(boosts order by boosts.tx_id, boosts.id) from boosts) as boosts,
       (select json_agg(adjustments order by adjustments.tx_id, adjustments.id) from adjustments) as adjustments,
       exists (select 1 from boost_event e where e.tx_id >= bound.xmin) or exists (select 1 from boost_adjustment a where a.tx_id >= bound.xmin)
         or exists (select 1 from alert_signal s where s.tx_id >= bound.xmin) as held
     from bound`

export function toStreamBoost(row: BoostRow): StreamBoost {
  return {
    boostId: Number(row.id),
    creatorId: String(row.creator_id),
    amountCents: Number(row.gross_cents),
    xpAwarded: Number(row.xp_awarded),
    currency: String(row.currency),
    message: row.message == null ? null : String(row.message),
    supporterLabel: row.supporter_label == null ? null : String(row.supporter_label),
    ts: new Date(row.ts as string).toISOString(),
  }
}

/** A JSON array of rows as the driver hands it over: parsed already, as text, or null for none. */
export function jsonRows<Row>(value: unknown): Row[] {
  if (value == null) return []
  return (typeof value === 'string' ? JSON.parse(value) : value) as Row[]
}

export async function initialPosition(db: Db, table: 'boost_event' | 'boost_adjustment' | 'alert_signal'): Promise<Position> {
  const [row] = await db.query<{ tx: string; id: unknown }>(
    `select tx_id::text as tx, id from ${table} where tx_id < pg_snapshot_xmin(pg_current_snapshot())
     order by tx_id desc, id desc limit 1`,
  )
  return row ? { tx: BigInt(row.tx), id: Number(row.id) } : { tx: 0n, id: 0 }
}
