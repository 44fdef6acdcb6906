// The boost ledger: recording a paid boost (on its own, or as the completion of a checkout) and
// reversing a refunded one, each in ONE transaction that keeps every derived number (XP, weekly
// XP, counters, referrals) in step. Every write goes through `createLedger(...).transaction`.
// Over 300 lines on purpose: every write that moves money is in this one file, sharing its row shapes.
import { randomInt } from 'node:crypto'
import { type EntityKey, LockMode, UnderscoreNamingStrategy } from '@mikro-orm/core'
import { cryptoSplit, feeBreakdown } from '../../core/fees.ts'
import { keptParts } from '../../core/refunds.ts'
import { weekKey } from '../../core/week.ts'
import { xpForCents } from '../../core/xp.ts'
import { BoostAdjustment } from '../../entities/BoostAdjustment.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { CheckoutSession } from '../../entities/CheckoutSession.ts'
import { STAT_SHARDS, StatCounter } from '../../entities/StatCounter.ts'
import { Supporter } from '../../entities/Supporter.ts'
import { WeeklyXp } from '../../entities/WeeklyXp.ts'
import type { Db, Tx } from '../db.ts'
import { plus, plusInserted, type RawRow } from '../sqlTransaction.ts'
import { creatorModeration, moderate, type ModeratedMessage } from './moderation.ts'
import { activateReferral, claimCheckoutReferral, type ReferralCredit } from './referralBonus.ts'
import { BOOST_CREATED_CTE, enqueueBoostWebhook } from './webhookOutbox.ts'

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
  /** The payment intent that paid it: a refund that came before the payment, held under it, applies as it is recorded. */
  paymentIntent?: string | null
}

export type RecordBoostResult = {
  /** False when this ref was recorded before: nothing changed and `event` is the original. */
  created: boolean
  event: BoostEventRow
  /** The supporter's total XP before and after, when the boost counted for a known supporter. */
  supporterXp?: { before: number; after: number }
  /** The referrer credited by this boost, the first time a referred supporter boosts. */
  referral?: ReferralCredit
}

/** A boost as the ledger reports it: the entity's fields but the stream's `txId`, the channel narrowed. */
export type BoostEventRow = Omit<Pick<BoostEvent, EventProperty>, 'channel'> & { channel: Channel }

const EVENT_PROPERTIES = ['id', 'ref', 'creatorId', 'supporterId', 'channel', 'currency', 'grossCents', 'platformFeeCents',
  'processorFeeCents', 'netCents', 'xpAwarded', 'message', 'referralCode', 'demo', 'refundedCents', 'reversedAt', 'disputeStatus', 'ts'] as const
type EventProperty = (typeof EVENT_PROPERTIES)[number]
type EventColumns = RawRow<BoostEvent, EventProperty>
type RecordedRow = EventColumns & RawRow<Supporter, 'referredByCode' | 'referralActivated'> & { supporter_xp: unknown; referral_pending: unknown; partly_refunded_cents: unknown; webhooks: unknown }

const COUNTER_PROPERTIES = ['boosts', 'grossCents', 'platformFeeCents', 'processorFeeCents', 'netCents', 'xp',
  'fiatBoosts', 'fiatGrossCents', 'cryptoBoosts', 'cryptoGrossCents', 'refundedCents'] as const satisfies readonly EntityKey<StatCounter>[]
type CounterProperty = (typeof COUNTER_PROPERTIES)[number]

// The statement below names these columns as the ORM names the entities' properties.
const naming = new UnderscoreNamingStrategy()
const EVENT_COLUMNS = EVENT_PROPERTIES.map((property) => naming.propertyToColumnName(property)).join(', ')
const COUNTER_INCREMENTS = COUNTER_PROPERTIES.map((property) => naming.propertyToColumnName(property))
  .map((column) => `${column} = stat_counter.${column} + excluded.${column}`)
  .join(', ')

/**
 * What recording a boost writes, as the CTEs of one statement, so a boost costs one round trip and
 * row locks are held only until the commit that follows. They read the boost from a CTE named
 * `input` that comes before them: one row, or none to record nothing (INPUT_CTE gives it from
 * values; COMPLETE_AND_RECORD_SQL from the session it completes). Data-modifying CTEs all run against
 * one snapshot; counter rows are written 'all' first, then the creator's: one lock order for every writer.
 *
 * Raw SQL, sent prepared (`tx.execute` with a name): the ORM has no data-modifying CTEs, and
 * `npm run bench ledger` measures this statement against itself sent through a bare pg pool. The
 * row it returns is typed from the entities (RecordedRow).
 */
const RECORD_CTES = `held as (
       delete from pending_reversal where ref in (select ref from input union all select early_ref from input) returning refunded_cents
     ), pending as (
       -- Held under the boost's ref and under its payment intent: a refund in full (null) outranks any
       -- total, and a larger total a smaller one, as holdRefund keeps them.
       select case when bool_or(refunded_cents is null) then null else max(refunded_cents) end as refunded_cents
       from held having count(*) > 0
     ), in_full as (
       -- A refund of the whole gross before the payment was recorded: the boost is recorded reversed.
       select 1 from pending, input where pending.refunded_cents is null or pending.refunded_cents >= input.gross_cents
     ), ins as (
       insert into boost_event (ref, creator_id, supporter_id, channel, currency, gross_cents, platform_fee_cents,
         processor_fee_cents, net_cents, xp_awarded, message, public_message, message_status, referral_code, demo, refunded_cents, reversed_at, ts)
       select ref, creator_id, supporter_id, channel, currency, gross_cents, platform_fee_cents, processor_fee_cents, net_cents, xp_awarded,
         message, public_message, message_status, referral_code, demo, case when exists (select 1 from in_full) then gross_cents else 0 end,
         case when exists (select 1 from in_full) then at end, at
       from input
       on conflict (ref) do nothing
       returning ${EVENT_COLUMNS}
     ), live as (
       -- A demo boost, or one whose refund came first, is kept but moves no number: the refunded
       -- one only adds its gross to the refunded total (counted).
       select * from ins where not demo and reversed_at is null
     ), sup as (
       update supporter s set xp_total = s.xp_total + live.xp_awarded from live where s.id = live.supporter_id
       returning s.id, s.xp_total, s.referred_by_code, s.referral_activated
     ), weekly as (
       insert into weekly_xp (week_start, supporter_id, xp) select input.week, sup.id, live.xp_awarded from sup, live, input
       on conflict (week_start, supporter_id) do update set xp = weekly_xp.xp + excluded.xp
     ), counted as (
       select ins.*, case when ins.reversed_at is null then 1 else 0 end as stands, case when ins.channel = 'fiat' then 1 else 0 end as fiat
       from ins where not ins.demo
     ), counters as (
       insert into stat_counter (scope, currency, shard, boosts, gross_cents, platform_fee_cents, processor_fee_cents, net_cents, xp,
         fiat_boosts, fiat_gross_cents, crypto_boosts, crypto_gross_cents, refunded_cents)
       select scopes.scope, c.currency, input.shard, c.stands, c.stands * c.gross_cents, c.stands * c.platform_fee_cents, c.stands * c.processor_fee_cents,
         c.stands * c.net_cents, c.stands * c.xp_awarded, c.stands * c.fiat, c.stands * c.fiat * c.gross_cents,
         c.stands * (1 - c.fiat), c.stands * (1 - c.fiat) * c.gross_cents, (1 - c.stands) * c.gross_cents
       from counted c cross join input cross join lateral (values (1, 'all'), (2, input.creator_scope)) as scopes (position, scope)
       order by scopes.position
       on conflict (scope, currency, shard) do update set ${COUNTER_INCREMENTS}
     ), ${BOOST_CREATED_CTE}`

/**
 * The row RECORD_CTES return, RecordedRow: the boost; its supporter's XP; whether a referral is to
 * be credited (their first boost that counts, referred by the link they came with or by the
 * checkout's code) and a partial refund left to apply, the work left for further statements
 * (afterRecording); and the webhooks queued.
 */
const RECORDED_SELECT = `select ins.*, sup.xp_total as supporter_xp, sup.referred_by_code, sup.referral_activated,
       sup.xp_total is not null and not sup.referral_activated and (sup.referred_by_code is not null or ins.referral_code is not null) as referral_pending,
       (select pending.refunded_cents from pending, input where pending.refunded_cents < input.gross_cents) as partly_refunded_cents,
       (select count(*) from hooks) as webhooks
     from ins left join sup on true`

/** A boost's money and XP as `input` columns, computed here from its gross (amountValues). */
const BOOST_AMOUNT_COLUMNS = '?::bigint as gross_cents, ?::bigint as platform_fee_cents, ?::bigint as processor_fee_cents, ?::bigint as net_cents, ?::int as xp_awarded'

function amountValues(channel: Channel, grossCents: number): unknown[] {
  assertWholeCents(grossCents)
  const fees = feesFor(channel, grossCents)
  return [grossCents, fees.platformFeeCents, fees.processorFeeCents, fees.netCents, xpForCents(grossCents)]
}

/** When a boost is recorded, as `input` columns: its time, its leaderboard week, the counter shard it adds to (whenValues). */
const BOOST_WHEN_COLUMNS = '?::timestamptz as at, ?::date as week, ?::int as shard'

function whenValues(at: Date): unknown[] {
  return [at, weekKey(at), randomInt(STAT_SHARDS)]
}

/** The boost `input` names from a statement's values (recordBoostParams), in this order. */
const INPUT_CTE = `input as (
       select ?::text as ref, ?::text as early_ref, ?::text as creator_id, ?::uuid as supporter_id, ?::text as channel, ?::text as currency,
         ${BOOST_AMOUNT_COLUMNS}, ?::text as message, ?::text as public_message, ?::text as message_status, ?::text as referral_code,
         ?::boolean as demo, ${BOOST_WHEN_COLUMNS}, ?::text as creator_scope
     )`

export const RECORD_BOOST_SQL = `with ${INPUT_CTE}, ${RECORD_CTES} ${RECORDED_SELECT}`

export function recordBoostParams(input: RecordBoostInput, at: Date, moderated: ModeratedMessage | null = null): unknown[] {
  return [
    input.ref, input.paymentIntent ? earlyRefundRef(input.paymentIntent) : null, input.creatorId, input.supporterId ?? null, input.channel, input.currency.toLowerCase(),
    ...amountValues(input.channel, input.grossCents), input.message ?? null, moderated?.publicMessage ?? null, moderated?.status ?? null, input.referralCode ?? null,
    input.demo, ...whenValues(at), creatorScope(input.creatorId),
  ]
}

export async function recordBoost(tx: Tx, input: RecordBoostInput): Promise<RecordBoostResult> {
  const at = input.at ?? new Date()
  // The message's public form is decided as it is recorded, so no fan-facing read ever sees the original.
  const moderated = input.message ? moderate(input.message, await creatorModeration(tx, input.creatorId)) : null
  const [row] = await tx.execute<RecordedRow[]>(RECORD_BOOST_SQL, recordBoostParams(input, at, moderated), { name: 'record_boost' })
  return afterRecording(tx, input.ref, row, at)
}

/**
 * What follows the statement that recorded a boost (`row`; none when `ref` was recorded before), in
 * its transaction: the live stream and webhooks told after commit, a referral credited, a refund
 * that came before the payment applied.
 */
async function afterRecording(tx: Tx, ref: string, row: RecordedRow | undefined, at: Date): Promise<RecordBoostResult> {
  if (!row) return { created: false, event: toEventRow((await findEvent(tx, ref))!) }
  const event = toEventRow(row)
  if (!event.demo && !event.reversedAt) toAnnounce.add(tx)
  if (Number(row.webhooks) > 0) toDeliver.add(tx)
  const result: RecordBoostResult = { created: true, event }
  if (row.supporter_xp != null && event.supporterId) {
    const after = Number(row.supporter_xp)
    result.supporterXp = { before: after - event.xpAwarded, after }
  }
  // A referral code on the checkout (its `ref`) counts like one the supporter arrived with.
  if (row.referral_pending && event.supporterId) {
    const code = row.referred_by_code ? String(row.referred_by_code) : await claimCheckoutReferral(tx, event.supporterId, event.referralCode!, event.id)
    if (code) result.referral = await activateReferral(tx, event.supporterId, code, weekKey(event.ts), event.grossCents)
  }
  // Part of it was refunded before it was recorded: that refund applies now, in this transaction.
  if (row.partly_refunded_cents != null) {
    const refunded = await refundBoost(tx, event.ref, Number(row.partly_refunded_cents), at)
    if ('event' in refunded) result.event = refunded.event
  }
  return result
}

/** A checkout session as completing it found it: the trusted copy of who is paid, by whom, with what. */
type CompletedCheckout = {
  creatorId: string
  supporterId: string | null
  amountCents: number
  currency: string
  message: string | null
  referralCode: string | null
  demo: boolean
}

/** What the statements completing a session return: the session's row, as JSON (none when there is no such session), and the boost recorded with it, if any. */
type CompletedRow = Partial<RecordedRow> & {
  session: RawRow<CheckoutSession, 'creatorId' | 'supporterId' | 'amountCents' | 'currency' | 'message' | 'referralCode' | 'demo'> | null
}

/** A webhook event, claimed as processed (claimEvent) in the transaction that applies it. */
export type ClaimedEvent = { id: string; type: string }

/**
 * Claims a webhook event and takes the lock its payment intent's refunds and completion meet on
 * (see webhook.ts): false for an event processed before (or being processed now: the insert waits
 * for that transaction), when nothing is locked. The event is noted as processed; then the
 * transaction-scoped advisory lock on the payment intent is taken, if any. This statement reads
 * nothing the lock guards: those reads come in the transaction's later statements, which see what
 * the lock's previous holder committed. Raw SQL: PostgreSQL's advisory lock has no ORM form, and
 * the ORM has no data-modifying CTEs. A lock on a key, not a row, because the session row a refund
 * needs may not exist yet.
 */
export async function claimEvent(tx: Tx, event: ClaimedEvent | null, paymentIntent: string | null, at: Date): Promise<boolean> {
  const lockKey = paymentIntent ? `boost:payment_intent:${paymentIntent}` : null
  const id = event?.id ?? null
  const rows = await tx.execute(
    `with claimed as (
       insert into processed_webhook_event (id, type, processed_at) select ?::text, ?::text, ?::timestamptz where ?::text is not null
       on conflict (id) do nothing returning id
     )
     select (select pg_advisory_xact_lock(hashtextextended(?::text, 0)) where ?::text is not null) is not null as locked
     where ?::text is null or exists (select 1 from claimed)`,
    [id, event?.type ?? null, at, id, lockKey, lockKey, id],
    { name: 'claim_event' },
  )
  return rows.length > 0
}

/**
 * One statement completes a checkout session: the session marked complete with its payment intent
 * (the row locked until commit), and on a demo server the creator made on its first paid boost. A
 * session is completed for an event only in the transaction that claimed it (the claim's row is
 * this transaction's own). The claim, with the payment intent's lock, is the statement sent just
 * before this one, on the same connection: this statement starts after the lock is held, so it sees
 * a refund its previous holder committed. Raw SQL: the ORM has no data-modifying CTEs, and
 * `npm run bench http` showed each round trip of a webhook costing more than the boost's own statement.
 */
const COMPLETED_SESSION_CTES = `session as (
       update checkout_session set status = 'complete', payment_intent = coalesce(payment_intent, ?), completed_at = coalesce(completed_at, ?)
       where id = ? and provider = ? and (not ?::boolean or expires_at > ?::timestamptz)
         and (?::text is null or exists (select 1 from processed_webhook_event where id = ?::text and xmin = pg_current_xact_id()::xid))
         and (not ?::boolean or (amount_cents = ?::bigint and currency = ?::text and message is null))
       returning creator_id, supporter_id, amount_cents, currency, message, referral_code, demo
     ), creator as (
       insert into creator (id, name, email, charges_enabled, demo, created_at) select creator_id, null, null, false, true, ?::timestamptz from session where ?::boolean
       on conflict (id) do nothing
     )`

/** Completes a session whose provider did not say what was paid (the demo's): its boost is recorded by a statement of its own. */
const COMPLETE_CHECKOUT_SQL = `with ${COMPLETED_SESSION_CTES} select to_json(session) as session from session`

/**
 * Completes a session whose provider said what was paid, and when the session asks exactly that
 * with no message to moderate, records its boost (RECORD_CTES) from the session's own row;
 * otherwise recordCheckout records it in a statement of its own. Sent with its transaction's
 * COMMIT (`whole`), it completes only a session asking what was paid with no message, and fails
 * with NEEDS_MORE_STATEMENTS, the transaction then rolled back, unless it recorded the boost with
 * nothing left to do: so a paid webhook commits in one round trip.
 */
const COMPLETE_AND_RECORD_SQL = `with ${COMPLETED_SESSION_CTES}, input as (
       select ?::text as ref, ?::text as early_ref, creator_id, supporter_id, 'fiat'::text as channel, currency, ${BOOST_AMOUNT_COLUMNS},
         message, null::text as public_message, null::text as message_status, referral_code, demo, ${BOOST_WHEN_COLUMNS}, ?::text || creator_id as creator_scope
       from session where amount_cents = ?::bigint and currency = ?::text and message is null
     ), ${RECORD_CTES}
     select to_json(session) as session, recorded.*,
       case when ?::boolean and (recorded.id is null or recorded.referral_pending or recorded.partly_refunded_cents is not null)
         then boost_needs_more_statements() end as unfinished
     from (values (1)) as one left join session on true left join (${RECORDED_SELECT}) as recorded on true`

/** The error a statement sent with its COMMIT fails with where the work needs more statements (Migration20261127010000). */
export const NEEDS_MORE_STATEMENTS = 'BX001'

/** The checkout a payment completes, as its provider knows it. */
type PaidCheckout = {
  sessionId: string
  provider: string
  paymentIntent: string | null
  at: Date
  demoCreator?: boolean
  /** The webhook event that says it was paid, claimed as processed before the session is completed. */
  event?: ClaimedEvent
  /** What the provider says was paid (null where it does not say): a session that asked otherwise is refused; one that asked this is recorded as it is completed. */
  paid?: { amountCents: number | null; currency: string | null }
  /** A session past its expiry is not completed, as if there were none: the demo provider's own checkouts (Stripe expires its sessions itself). */
  refuseExpired?: boolean
  /**
   * The statement that completes the session ends the transaction (COMPLETE_AND_RECORD_SQL): it
   * records the boost with nothing left to do, or fails with NEEDS_MORE_STATEMENTS. Only with `paid`.
   */
  whole?: boolean
}

/**
 * Records the boost a paid checkout carries, in the caller's transaction: the one road from a
 * provider's "paid" to the ledger (the demo completion and Stripe's webhook both take it). The
 * event that paid it is claimed (`duplicate` when it was processed before), the session is marked
 * complete with its payment intent kept, on a demo server (`demoCreator`) its creator is made, and
 * its boost is recorded from the session's own row, the trusted copy of who is paid, by whom and
 * with what message, a refund that came before the payment applied to it (the boost is then
 * recorded reversed and moves no number). Null when there is no such session (or it expired, with
 * `refuseExpired`); `refused` with the reason when the session is not what was paid: the caller
 * rolls the transaction back. A paid boost without a message is recorded by the statement that completes its
 * session (with `whole`, its transaction ends in that round trip); one with a message, or whose
 * amount the provider did not say, by a statement of its own after it.
 */
export async function recordCheckout(
  tx: Tx,
  { sessionId, provider, paymentIntent, at, demoCreator = false, event, paid, refuseExpired = false, whole = false }: PaidCheckout,
): Promise<RecordBoostResult | { outcome: 'refused'; reason: string } | { outcome: 'duplicate' } | null> {
  const earlyRef = paymentIntent ? earlyRefundRef(paymentIntent) : null
  // Zero or no amount is no boost: the session, which asked for more, is refused below.
  const paidCents = paid?.amountCents ? paid.amountCents : null
  // Both statements are sent at once: the transaction runs them in this order (sqlTransaction.ts).
  const claimed = event || paymentIntent ? claimEvent(tx, event ?? null, paymentIntent, at) : true
  const sessionValues = [paymentIntent, at, sessionId, provider, refuseExpired, at, event?.id ?? null, event?.id ?? null, whole, paidCents, paid?.currency ?? null, at, demoCreator]
  const completed = paid
    ? tx.execute<CompletedRow[]>(
        COMPLETE_AND_RECORD_SQL,
        [
          ...sessionValues, sessionId, earlyRef, ...(paidCents ? amountValues('fiat', paidCents) : [null, null, null, null, null]), ...whenValues(at),
          CREATOR_SCOPE_PREFIX, paidCents, paid.currency, whole,
        ],
        { name: 'complete_and_record_checkout', commit: whole },
      )
    : tx.execute<CompletedRow[]>(COMPLETE_CHECKOUT_SQL, sessionValues, { name: 'complete_checkout' })
  const [isNew, [row]] = await Promise.all([claimed, completed])
  if (!isNew) return { outcome: 'duplicate' }
  if (!row?.session) return null
  const session: CompletedCheckout = {
    creatorId: String(row.session.creator_id),
    supporterId: row.session.supporter_id == null ? null : String(row.session.supporter_id),
    amountCents: Number(row.session.amount_cents),
    currency: String(row.session.currency),
    message: row.session.message == null ? null : String(row.session.message),
    referralCode: row.session.referral_code == null ? null : String(row.session.referral_code),
    demo: Boolean(row.session.demo),
  }
  if (paid && (session.amountCents !== paid.amountCents || session.currency !== paid.currency)) {
    return { outcome: 'refused', reason: `paid ${paid.amountCents} ${paid.currency}, but Boost opened ${session.amountCents} ${session.currency}` }
  }
  // Recorded by the statement that completed the session (no row of its own: recorded before).
  if (paid && session.message === null) return afterRecording(tx, sessionId, row.id == null ? undefined : (row as RecordedRow), at)
  return recordBoost(tx, {
    ref: sessionId,
    creatorId: session.creatorId,
    supporterId: session.supporterId,
    channel: 'fiat',
    grossCents: session.amountCents,
    currency: session.currency,
    message: session.message,
    referralCode: session.referralCode,
    demo: session.demo,
    at,
    paymentIntent,
  })
}

type RefundResult =
  /** Refunded in full now: it counts nowhere any more (its money counts as refunded). */
  | { status: 'reversed'; event: BoostEventRow }
  /** A larger running total than before was applied: what counts shrank in proportion. */
  | { status: 'refunded'; event: BoostEventRow }
  | { status: 'already-reversed'; event: BoostEventRow }
  /** The total was not larger than one applied before (a repeat, or an older event arriving late). */
  | { status: 'unchanged'; event: BoostEventRow }
  /** The payment is not recorded yet: the refund waits for it and applies when it arrives. */
  | { status: 'pending' }

/** `'all'`, or the running total refunded so far (as Stripe's `amount_refunded` gives it). */
export type Refunded = number | 'all'

/**
 * Applies a refund to the boost recorded as `ref`. Totals only grow: a total smaller than or equal
 * to the one applied changes nothing, so events may repeat or come in any order. A total of the
 * whole gross reverses the boost.
 */
export async function refundBoost(tx: Tx, ref: string, refunded: Refunded, at = new Date()): Promise<RefundResult> {
  const row = await findEvent(tx, ref, LockMode.PESSIMISTIC_WRITE)
  if (!row) {
    await holdRefund(tx, ref, refunded, at)
    return { status: 'pending' }
  }
  const before = toEventRow(row)
  if (before.reversedAt) return { status: 'already-reversed', event: before }
  const total = refunded === 'all' ? before.grossCents : Math.min(refunded, before.grossCents)
  if (total <= before.refundedCents) return { status: 'unchanged', event: before }
  const inFull = total === before.grossCents
  const after: BoostEventRow = { ...before, refundedCents: total, reversedAt: inFull ? at : null }
  await tx.em.nativeUpdate(BoostEvent, { id: before.id }, { refundedCents: total, ...(inFull ? { reversedAt: at } : {}) })
  if (!before.demo) await restate(tx, before, after)
  if (await enqueueBoostWebhook(tx, 'boost.refunded', after)) toDeliver.add(tx)
  return { status: inFull ? 'reversed' : 'refunded', event: after }
}

export const reverseBoost = (tx: Tx, ref: string, at = new Date()): Promise<RefundResult> => refundBoost(tx, ref, 'all', at)

export type DisputeStatus = 'open' | 'won' | 'lost'
type DisputeResult = { status: 'changed' | 'unchanged'; event: BoostEventRow } | { status: 'unknown' }

/**
 * A chargeback on the boost recorded as `ref`: 'open' takes it out of every number, 'won' puts it
 * back, 'lost' leaves it out. A dispute's end is final, so events may repeat or come in any order:
 * an 'open' arriving after the close changes nothing.
 */
export async function disputeBoost(tx: Tx, ref: string, status: DisputeStatus): Promise<DisputeResult> {
  const row = await findEvent(tx, ref, LockMode.PESSIMISTIC_WRITE)
  if (!row) return { status: 'unknown' }
  const before = toEventRow(row)
  const closed = before.disputeStatus === 'won' || before.disputeStatus === 'lost'
  if (closed || before.disputeStatus === status) return { status: 'unchanged', event: before }
  const after: BoostEventRow = { ...before, disputeStatus: status }
  await tx.em.nativeUpdate(BoostEvent, { id: before.id }, { disputeStatus: status })
  if (!before.demo) await restate(tx, before, after)
  if (status === 'open' && (await enqueueBoostWebhook(tx, 'boost.disputed', after))) toDeliver.add(tx)
  return { status: 'changed', event: after }
}

/**
 * Refunds the boost a payment intent paid for (Stripe's refunds name the payment intent). Until
 * the checkout's completion tells which session that is, the refund waits under the payment
 * intent, and recordCheckout moves it onto the session.
 */
export async function refundPayment(tx: Tx, paymentIntent: string, refunded: Refunded): Promise<RefundResult> {
  const session = await tx.em.findOne(CheckoutSession, { paymentIntent }, { fields: ['id'] })
  if (session) return refundBoost(tx, session.id, refunded)
  await holdRefund(tx, earlyRefundRef(paymentIntent), refunded, new Date())
  return { status: 'pending' }
}

const earlyRefundRef = (paymentIntent: string) => `payment_intent:${paymentIntent}`

/**
 * A refund whose payment is not recorded yet waits under the payment's ref; RECORD_BOOST_SQL
 * applies it. A refund in full (null) outranks any total, and a larger total a smaller one.
 * Raw SQL: the ORM's upsert cannot say "keep the larger, null being largest".
 */
async function holdRefund(tx: Tx, ref: string, refunded: Refunded, since: Date) {
  await tx.execute(
    `insert into pending_reversal (ref, refunded_cents, created_at) values (?, ?, ?)
     on conflict (ref) do update set refunded_cents = case
       when pending_reversal.refunded_cents is null or excluded.refunded_cents is null then null
       else greatest(pending_reversal.refunded_cents, excluded.refunded_cents) end`,
    [ref, refunded === 'all' ? null : refunded, since],
  )
}

/** The stored boost with this ref, as RECORD_BOOST_SQL returns one, so one conversion serves both. */
function findEvent(tx: Tx, ref: string, lockMode?: LockMode): Promise<EventColumns | undefined> {
  const query = tx.em.createQueryBuilder(BoostEvent).select([...EVENT_PROPERTIES]).where({ ref })
  if (lockMode) query.setLockMode(lockMode)
  return query.execute<EventColumns | undefined>('get', false)
}

async function addWeeklyXp(tx: Tx, week: string, supporterId: string, xp: number) {
  await tx.em
    .createQueryBuilder(WeeklyXp)
    .insert({ weekStart: week, supporterId, xp })
    .onConflict(['weekStart', 'supporterId'])
    .merge({ xp: plusInserted(tx.em, WeeklyXp, 'xp') })
    .execute('run')
}

/**
 * What one boost adds to the counters as it stands: nothing but its refunded money once reversed,
 * nothing but that while a dispute is open or after it was lost, what was kept otherwise.
 */
function standing(event: BoostEventRow): Record<CounterProperty, number> {
  const counts = event.reversedAt === null && (event.disputeStatus == null || event.disputeStatus === 'won')
  const kept = counts
    ? keptParts({ grossCents: event.grossCents, platformFeeCents: event.platformFeeCents, processorFeeCents: event.processorFeeCents, netCents: event.netCents, xp: event.xpAwarded }, event.refundedCents)
    : { grossCents: 0, platformFeeCents: 0, processorFeeCents: 0, netCents: 0, xp: 0 }
  const fiat = event.channel === 'fiat'
  const boosts = counts ? 1 : 0
  return {
    boosts,
    grossCents: kept.grossCents,
    platformFeeCents: kept.platformFeeCents,
    processorFeeCents: kept.processorFeeCents,
    netCents: kept.netCents,
    xp: kept.xp,
    fiatBoosts: fiat ? boosts : 0,
    fiatGrossCents: fiat ? kept.grossCents : 0,
    cryptoBoosts: fiat ? 0 : boosts,
    cryptoGrossCents: fiat ? 0 : kept.grossCents,
    refundedCents: event.reversedAt ? event.grossCents : event.refundedCents,
  }
}

/**
 * Moves every number from what `before` added to what `after` adds: the platform's and its
 * creator's counters in its currency, and its supporter's XP and weekly XP (of the boost's week).
 */
async function restate(tx: Tx, before: BoostEventRow, after: BoostEventRow) {
  const was = standing(before)
  const now = standing(after)
  const delta = Object.fromEntries(COUNTER_PROPERTIES.map((property) => [property, now[property] - was[property]])) as Record<CounterProperty, number>
  if (delta.xp !== 0 && before.supporterId) {
    const changed = await tx.em.nativeUpdate(Supporter, { id: before.supporterId }, { xpTotal: plus(tx.em, Supporter, 'xpTotal', delta.xp) })
    if (changed > 0) await addWeeklyXp(tx, weekKey(before.ts), before.supporterId, delta.xp)
  }
  // What counters on screen must apply, told through the live stream once this commits.
  if (delta.boosts !== 0 || delta.grossCents !== 0 || delta.xp !== 0) {
    await tx.em.insert(BoostAdjustment, {
      boostId: before.id, creatorId: before.creatorId, currency: before.currency, boosts: delta.boosts, grossCents: delta.grossCents, xp: delta.xp, ts: new Date(),
    })
    toAnnounce.add(tx)
  }
  const shard = randomInt(STAT_SHARDS)
  const added = Object.fromEntries(COUNTER_PROPERTIES.map((property) => [property, plusInserted(tx.em, StatCounter, property)]))
  await tx.em
    .createQueryBuilder(StatCounter)
    // Always 'all' first, then the creator's row: one lock order for every writer.
    .insert([
      { scope: 'all', currency: before.currency, shard, ...delta },
      { scope: creatorScope(before.creatorId), currency: before.currency, shard, ...delta },
    ])
    .onConflict(['scope', 'currency', 'shard'])
    .merge(added)
    .execute('run')
}

/** A creator's rows of the counters are scoped by this prefix and the creator's id (creatorScope). */
const CREATOR_SCOPE_PREFIX = 'creator:'

export function creatorScope(creatorId: string): string {
  return CREATOR_SCOPE_PREFIX + creatorId
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

/** Raw rows use snake_case and may carry bigints as strings; the ledger speaks numbers. */
function toEventRow(row: EventColumns): BoostEventRow {
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
    refundedCents: Number(row.refunded_cents),
    reversedAt: row.reversed_at == null ? null : new Date(row.reversed_at as string),
    disputeStatus: row.dispute_status == null ? null : String(row.dispute_status),
    ts: new Date(row.ts as string),
  }
}

/** Transactions that recorded a new boost that counts, or changed what one counts: the live hub hears of it once they commit. */
const toAnnounce = new WeakSet<Tx>()
/** Transactions that queued creator webhooks: the webhook worker is woken once they commit. */
const toDeliver = new WeakSet<Tx>()

export type Ledger = ReturnType<typeof createLedger>

/**
 * The ledger as the server writes to it. `transaction` runs `work` in one transaction, runs it
 * again from the start when PostgreSQL picks it as a deadlock or serialization victim, and calls
 * `onBoostCommitted` (the live hub announces it to every instance) after the commit of a new boost
 * that counts. Both payment providers record through it (the demo checkout's completion and the
 * Stripe webhook), and `record` / `reverse` are it around a single boost.
 */
export function createLedger(db: Db, onBoostCommitted: () => void, onWebhooksQueued: () => void = () => {}) {
  async function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    let last: Tx | undefined
    const result = await retryOnConflict(() => db.transaction((tx) => work((last = tx))))
    if (last && toAnnounce.has(last)) onBoostCommitted()
    if (last && toDeliver.has(last)) onWebhooksQueued()
    return result
  }
  return {
    transaction,
    /**
     * `transaction` for work whose last statement commits (recordCheckout's `whole`): undefined
     * where that statement found more to do (NEEDS_MORE_STATEMENTS), its transaction rolled back.
     */
    async inOneRoundTrip<T>(work: (tx: Tx) => Promise<T>): Promise<T | undefined> {
      try {
        return await transaction(work)
      } catch (error) {
        if ((error as { code?: unknown }).code !== NEEDS_MORE_STATEMENTS) throw error
        return undefined
      }
    },
    record: (input: RecordBoostInput): Promise<RecordBoostResult> => transaction((tx) => recordBoost(tx, input)),
    reverse: (ref: string): Promise<RefundResult> => transaction((tx) => reverseBoost(tx, ref)),
    refund: (ref: string, refunded: Refunded): Promise<RefundResult> => transaction((tx) => refundBoost(tx, ref, refunded)),
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
