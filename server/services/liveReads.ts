// The live stream's SQL, kept raw on purpose: the hub's cursor walks (tx_id, id) below the oldest
// running transaction (see live.ts), which neither the EntityManager nor the QueryBuilder can say,
// and the hub reads after every commit (`npm run bench stream`, `npm run bench http`).
import type { StreamBoost } from '../../core/api/stream.ts'
import { AlertSignal } from '../../entities/AlertSignal.ts'
import { BoostAdjustment } from '../../entities/BoostAdjustment.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { Supporter } from '../../entities/Supporter.ts'
import type { Db } from '../db.ts'
import type { RawRow } from '../sqlColumns.ts'
import { sqlNames } from '../sqlNames.ts'
import { BOOST_SUPPORTER_LABEL, PUBLIC_MESSAGE, PUBLIC_SUPPORTER_NAME } from './boostSql.ts'

/** Where a reader stands in commit-safe order. */
export type Position = { tx: bigint; id: number }

/** Rows read at a time; a full batch means the reader goes round again. */
export const READ_BATCH = 1000

const boost = sqlNames(BoostEvent)
const supporter = sqlNames(Supporter)
const adjustment = sqlNames(BoostAdjustment)
const signal = sqlNames(AlertSignal)

export const COLUMNS = `e.${boost.id}, e.${boost.txId}::text as tx, e.${boost.creatorId}, e.${boost.grossCents}, e.${boost.xpAwarded}, e.${boost.currency},
    ${PUBLIC_MESSAGE} as message, e.${boost.messageStatus}, e.${boost.ts},
    ${BOOST_SUPPORTER_LABEL} as supporter_label, ${PUBLIC_SUPPORTER_NAME} as supporter_name, e.${boost.anonymous}, e.${boost.months}`
/** A row of COLUMNS. */
export type BoostRow = RawRow<BoostEvent, 'id' | 'creatorId' | 'grossCents' | 'xpAwarded' | 'currency' | 'message' | 'messageStatus' | 'supporterName' | 'anonymous' | 'months' | 'ts'> & {
  tx: unknown
  supporter_label: unknown
}
export const FROM = `from ${boost.$table} e left join ${supporter.$table} s on s.${supporter.id} = e.${boost.supporterId}`
// What the stream announces: every boost that counted when it was recorded. A demo boost moves no
// public number, and a boost whose refund came before it was recorded never counted. A boost
// refunded or disputed after it was recorded is announced all the same, and so is each change to
// it (an adjustment), so a counter applying both ends where the stats are.
export const COUNTED = `e.${boost.demo} = false and (e.${boost.reversedAt} is null or exists (select 1 from ${adjustment.$table} a where a.${adjustment.boostId} = e.${boost.id}))`

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
       select ${COLUMNS}, e.${boost.txId} ${FROM} cross join bound
       where (e.${boost.txId}, e.${boost.id}) > (?::xid8, ?) and e.${boost.txId} < bound.xmin and ${COUNTED} order by e.${boost.txId}, e.${boost.id} limit ${READ_BATCH}
     ), adjustments as (
       select a.${adjustment.id}, a.${adjustment.txId}::text as tx, a.${adjustment.boostId}, a.${adjustment.creatorId}, a.${adjustment.currency}, a.${adjustment.boosts}, a.${adjustment.grossCents}, a.${adjustment.xp}, a.${adjustment.ts}, a.${adjustment.txId}
       from ${adjustment.$table} a cross join bound
       where (a.${adjustment.txId}, a.${adjustment.id}) > (?::xid8, ?) and a.${adjustment.txId} < bound.xmin order by a.${adjustment.txId}, a.${adjustment.id} limit ${READ_BATCH}
     )
     select bound.xmin::text as xmin,
       (select json_agg(boosts order by boosts.${boost.txId}, boosts.${boost.id}) from boosts) as boosts,
       (select json_agg(adjustments order by adjustments.${adjustment.txId}, adjustments.${adjustment.id}) from adjustments) as adjustments,
       exists (select 1 from ${boost.$table} e where e.${boost.txId} >= bound.xmin) or exists (select 1 from ${adjustment.$table} a where a.${adjustment.txId} >= bound.xmin)
         or exists (select 1 from ${signal.$table} s where s.${signal.txId} >= bound.xmin) as held
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
    supporterName: row.supporter_name == null ? null : String(row.supporter_name),
    anonymous: row.anonymous === true,
    ts: new Date(row.ts as string).toISOString(),
  }
}

/** A JSON array of rows as the driver hands it over: parsed already, as text, or null for none. */
export function jsonRows<Row>(value: unknown): Row[] {
  if (value == null) return []
  return (typeof value === 'string' ? JSON.parse(value) : value) as Row[]
}

/** The tables read in commit-safe order. */
type CommitOrdered = typeof BoostEvent | typeof BoostAdjustment | typeof AlertSignal

/** Where a reader of each starts: its newest row below every running transaction. */
const INITIAL_POSITIONS = new Map(
  ([BoostEvent, BoostAdjustment, AlertSignal] as CommitOrdered[]).map((entity) => {
    const table = sqlNames<InstanceType<CommitOrdered>>(entity)
    return [entity, `select ${table.txId}::text as tx, ${table.id} from ${table.$table} where ${table.txId} < pg_snapshot_xmin(pg_current_snapshot())
     order by ${table.txId} desc, ${table.id} desc limit 1`]
  }),
)

export async function initialPosition(db: Db, entity: CommitOrdered): Promise<Position> {
  const [row] = await db.query<{ tx: string; id: unknown }>(INITIAL_POSITIONS.get(entity)!)
  return row ? { tx: BigInt(row.tx), id: Number(row.id) } : { tx: 0n, id: 0 }
}
