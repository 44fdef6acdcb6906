// The boost ledger: recording a paid boost, and reversing a refunded one, each in ONE
// transaction that keeps every derived number (XP, weekly XP, counters, referrals) in step.
import { randomInt } from 'node:crypto'
import { cryptoSplit, feeBreakdown } from '../../core/fees.ts'
import { weekKey } from '../../core/week.ts'
import { REFERRAL_BONUS_XP, xpForCents } from '../../core/xp.ts'
import { STAT_SHARDS } from '../../entities/StatCounter.ts'
import type { Db, Tx } from '../db.ts'

export type Channel = 'fiat' | 'crypto'

export type RecordBoostInput = {
  /** The payment provider's reference (a checkout session id): one boost per ref, ever. */
  ref: string
  creatorId: string
  supporterId?: string | null
  channel: Channel
  grossCents: number
  currency: string
  message?: string | null
  referralCode?: string | null
  /** A demo boost is kept for its own flow but moves no public number. */
  demo: boolean
  at?: Date
}

export type BoostEventRow = {
  id: number
  ref: string
  creatorId: string
  supporterId: string | null
  channel: Channel
  currency: string
  grossCents: number
  platformFeeCents: number
  processorFeeCents: number
  netCents: number
  xpAwarded: number
  message: string | null
  referralCode: string | null
  demo: boolean
  reversedAt: Date | null
  ts: Date
}

export type RecordBoostResult = {
  /** False when this ref was recorded before: nothing changed and `event` is the original. */
  created: boolean
  event: BoostEventRow
  /** The supporter's total XP before and after, when the boost counted for a known supporter. */
  supporterXp?: { before: number; after: number }
  /** The referrer credited by this boost, the first time a referred supporter boosts. */
  referral?: { code: string; referrerId: string; bonusXp: number }
}

const EVENT_COLUMNS = `id, ref, creator_id, supporter_id, channel, currency, gross_cents, platform_fee_cents,
  processor_fee_cents, net_cents, xp_awarded, message, referral_code, demo, reversed_at, ts`

const COUNTER_COLUMNS = ['boosts', 'gross_cents', 'platform_fee_cents', 'processor_fee_cents', 'net_cents', 'xp',
  'fiat_boosts', 'fiat_gross_cents', 'crypto_boosts', 'crypto_gross_cents']
const COUNTER_INCREMENTS = COUNTER_COLUMNS.map((column) => `${column} = stat_counter.${column} + excluded.${column}`).join(', ')

/**
 * One statement does the common case of recording a boost, so a boost costs one round trip and
 * row locks are held only until the commit that follows. Data-modifying CTEs all run against one
 * snapshot; counter rows are written 'all' first, then the creator's: one lock order for every writer.
 */
export const RECORD_BOOST_SQL = `with pending as (
       delete from pending_reversal where ref = ? returning ref
     ), ins as (
       insert into boost_event (ref, creator_id, supporter_id, channel, currency, gross_cents, platform_fee_cents,
         processor_fee_cents, net_cents, xp_awarded, message, referral_code, demo, reversed_at, ts)
       select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, case when exists (select 1 from pending) then ?::timestamptz end, ?
       on conflict (ref) do nothing
       returning ${EVENT_COLUMNS}
     ), live as (
       -- A demo boost, or one whose refund came first, is kept but moves no number.
       select * from ins where not demo and reversed_at is null
     ), sup as (
       update supporter s set xp_total = s.xp_total + live.xp_awarded from live where s.id = live.supporter_id
       returning s.id, s.xp_total, s.referred_by_code, s.referral_activated
     ), weekly as (
       insert into weekly_xp (week_start, supporter_id, xp) select ?::date, sup.id, live.xp_awarded from sup, live
       on conflict (week_start, supporter_id) do update set xp = weekly_xp.xp + excluded.xp
     ), counters as (
       insert into stat_counter (scope, shard, boosts, gross_cents, platform_fee_cents, processor_fee_cents, net_cents, xp,
         fiat_boosts, fiat_gross_cents, crypto_boosts, crypto_gross_cents)
       select scopes.scope, ?, 1, live.gross_cents, live.platform_fee_cents, live.processor_fee_cents, live.net_cents, live.xp_awarded,
         case when live.channel = 'fiat' then 1 else 0 end, case when live.channel = 'fiat' then live.gross_cents else 0 end,
         case when live.channel = 'crypto' then 1 else 0 end, case when live.channel = 'crypto' then live.gross_cents else 0 end
       from live cross join (values (1, 'all'), (2, ?)) as scopes (position, scope)
       order by scopes.position
       on conflict (scope, shard) do update set ${COUNTER_INCREMENTS}
     )
     select ins.*, sup.xp_total as supporter_xp, sup.referred_by_code, sup.referral_activated
     from ins left join sup on true`

export function recordBoostParams(input: RecordBoostInput, at: Date): unknown[] {
  assertWholeCents(input.grossCents)
  const fees = feesFor(input.channel, input.grossCents)
  return [
    input.ref, input.ref, input.creatorId, input.supporterId ?? null, input.channel, input.currency.toLowerCase(), input.grossCents,
      fees.platformFeeCents, fees.processorFeeCents, fees.netCents, xpForCents(input.grossCents), input.message ?? null,
      input.referralCode ?? null, input.demo, at, at, weekKey(at), randomInt(STAT_SHARDS), creatorScope(input.creatorId)]
}

export async function recordBoost(tx: Tx, input: RecordBoostInput): Promise<RecordBoostResult> {
  const at = input.at ?? new Date()
  const [row] = await tx.execute<Record<string, unknown>[]>(RECORD_BOOST_SQL, recordBoostParams(input, at), { name: 'record_boost' })
  if (!row) {
    const [original] = await tx.execute<Record<string, unknown>[]>(`select ${EVENT_COLUMNS} from boost_event where ref = ?`, [input.ref])
    return { created: false, event: toEventRow(original!) }
  }
  const event = toEventRow(row)
  const result: RecordBoostResult = { created: true, event }
  if (row.supporter_xp != null && event.supporterId) {
    const after = Number(row.supporter_xp)
    result.supporterXp = { before: after - event.xpAwarded, after }
    if (row.referred_by_code && !row.referral_activated) {
      result.referral = await activateReferral(tx, event.supporterId, String(row.referred_by_code), weekKey(event.ts))
    }
  }
  return result
}

export type ReverseBoostResult =
  | { status: 'reversed'; event: BoostEventRow }
  | { status: 'already-reversed'; event: BoostEventRow }
  /** The payment is not recorded yet: the reversal waits for it and applies when it arrives. */
  | { status: 'pending' }

export async function reverseBoost(tx: Tx, ref: string, at = new Date()): Promise<ReverseBoostResult> {
  const updated = await tx.execute<Record<string, unknown>[]>(
    `update boost_event set reversed_at = ? where ref = ? and reversed_at is null returning ${EVENT_COLUMNS}`,
    [at, ref],
  )
  if (updated.length === 0) {
    const [existing] = await tx.execute<Record<string, unknown>[]>(`select ${EVENT_COLUMNS} from boost_event where ref = ?`, [ref])
    if (existing) return { status: 'already-reversed', event: toEventRow(existing) }
    await tx.execute('insert into pending_reversal (ref, created_at) values (?, ?) on conflict (ref) do nothing', [ref, at])
    return { status: 'pending' }
  }
  const event = toEventRow(updated[0]!)
  if (!event.demo) {
    if (event.supporterId) {
      const changed = await tx.execute<unknown[]>('update supporter set xp_total = xp_total - ? where id = ? returning id', [event.xpAwarded, event.supporterId])
      if (changed.length > 0) await addWeeklyXp(tx, weekKey(event.ts), event.supporterId, -event.xpAwarded)
    }
    await subtractFromCounters(tx, event)
  }
  return { status: 'reversed', event }
}

/** The first boost of a referred supporter credits the referrer once. */
async function activateReferral(tx: Tx, supporterId: string, code: string, week: string): Promise<RecordBoostResult['referral']> {
  const claimed = await tx.execute<unknown[]>(
    'update supporter set referral_activated = true where id = ? and referral_activated = false returning id',
    [supporterId],
  )
  if (claimed.length === 0) return undefined
  const [referral] = await tx.execute<{ supporter_id: string }[]>(
    'update referral set activations = activations + 1 where code = ? and supporter_id <> ? returning supporter_id',
    [code, supporterId],
  )
  if (!referral) return undefined
  await tx.execute('update supporter set xp_total = xp_total + ? where id = ?', [REFERRAL_BONUS_XP, referral.supporter_id])
  await addWeeklyXp(tx, week, referral.supporter_id, REFERRAL_BONUS_XP)
  return { code, referrerId: referral.supporter_id, bonusXp: REFERRAL_BONUS_XP }
}

async function addWeeklyXp(tx: Tx, week: string, supporterId: string, xp: number) {
  await tx.execute(
    `insert into weekly_xp (week_start, supporter_id, xp) values (?, ?, ?)
     on conflict (week_start, supporter_id) do update set xp = weekly_xp.xp + excluded.xp`,
    [week, supporterId, xp],
  )
}

/** Takes one refunded boost out of the platform's and its creator's totals. */
async function subtractFromCounters(tx: Tx, event: BoostEventRow) {
  const sign = -1
  const shard = randomInt(STAT_SHARDS)
  const fiat = event.channel === 'fiat'
  const values = [
    sign, sign * event.grossCents, sign * event.platformFeeCents, sign * event.processorFeeCents, sign * event.netCents,
    sign * event.xpAwarded, fiat ? sign : 0, fiat ? sign * event.grossCents : 0, fiat ? 0 : sign, fiat ? 0 : sign * event.grossCents,
  ]
  // Always 'all' first, then the creator's row: one lock order for every writer.
  await tx.execute(
    `insert into stat_counter (scope, shard, boosts, gross_cents, platform_fee_cents, processor_fee_cents, net_cents, xp,
       fiat_boosts, fiat_gross_cents, crypto_boosts, crypto_gross_cents)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (scope, shard) do update set ${COUNTER_INCREMENTS}`,
    ['all', shard, ...values, creatorScope(event.creatorId), shard, ...values],
  )
}

export function creatorScope(creatorId: string): string {
  return `creator:${creatorId}`
}

function feesFor(channel: Channel, grossCents: number) {
  if (channel === 'crypto') {
    const split = cryptoSplit(grossCents)
    return { platformFeeCents: split.treasury, processorFeeCents: 0, netCents: split.creator }
  }
  const fees = feeBreakdown(grossCents)
  return { platformFeeCents: fees.platformFee, processorFeeCents: fees.stripeFee, netCents: fees.creatorNet }
}

function assertWholeCents(cents: number) {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`grossCents must be a positive whole number of cents, got ${cents}`)
}

/** Database rows use snake_case and may carry bigints as strings; the ledger speaks numbers. */
export function toEventRow(row: Record<string, unknown>): BoostEventRow {
  return {
    id: Number(row.id),
    ref: String(row.ref),
    creatorId: String(row.creator_id),
    supporterId: row.supporter_id == null ? null : String(row.supporter_id),
    channel: row.channel === 'crypto' ? 'crypto' : 'fiat',
    currency: String(row.currency),
    grossCents: Number(row.gross_cents),
    platformFeeCents: Number(row.platform_fee_cents),
    processorFeeCents: Number(row.processor_fee_cents),
    netCents: Number(row.net_cents),
    xpAwarded: Number(row.xp_awarded),
    message: row.message == null ? null : String(row.message),
    referralCode: row.referral_code == null ? null : String(row.referral_code),
    demo: Boolean(row.demo),
    reversedAt: row.reversed_at == null ? null : new Date(row.reversed_at as string),
    ts: new Date(row.ts as string),
  }
}

export type Ledger = ReturnType<typeof createLedger>

/**
 * The ledger as the rest of the server uses it: each call is its own transaction, retried when
 * PostgreSQL picks it as a deadlock victim, and `onCommit` runs once a new boost is committed
 * (the live hub announces it to every instance).
 */
export function createLedger(db: Db, onCommit: () => void) {
  return {
    async record(input: RecordBoostInput): Promise<RecordBoostResult> {
      const result = await retryOnConflict(() => db.transaction((tx) => recordBoost(tx, input)))
      if (result.created && !result.event.demo) onCommit()
      return result
    },
    reverse(ref: string): Promise<ReverseBoostResult> {
      return retryOnConflict(() => db.transaction((tx) => reverseBoost(tx, ref)))
    },
  }
}

const RETRYABLE = new Set(['40P01', '40001'])

async function retryOnConflict<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      const code = (error as { code?: string }).code
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + randomInt(10)))
    }
  }
}
