// Recording a paid boost: one statement writes the boost and every number derived from it, in the
// caller's transaction; what that statement leaves (a referral to credit, a partial refund that
// came first) follows in the same transaction.
import { cryptoSplit, feeBreakdown } from '../../../core/fees.ts'
import { weekKey } from '../../../core/week.ts'
import { xpForCents } from '../../../core/xp.ts'
import { BoostEvent } from '../../../entities/BoostEvent.ts'
import { PendingReversal } from '../../../entities/PendingReversal.ts'
import { StatCounter } from '../../../entities/StatCounter.ts'
import { Supporter } from '../../../entities/Supporter.ts'
import { WeeklyXp } from '../../../entities/WeeklyXp.ts'
import { prepared } from '../../preparedStatements.ts'
import type { RawRow } from '../../sqlColumns.ts'
import { sqlNames } from '../../sqlNames.ts'
import { reachGoalIfMet } from '../goalProgress.ts'
import { creatorModeration, type ModeratedWords, moderateWords } from '../moderation.ts'
import { activateReferral, claimCheckoutReferral, type ReferralCredit } from '../referralBonus.ts'
import { BOOST_CREATED_CTE } from '../webhookOutbox.ts'
import { type BoostEventRow, type Channel, EVENT_PROPERTIES, type EventColumns, findEvent, toEventRow } from './boostEvent.ts'
import { COUNTER_COLUMNS, COUNTER_INCREMENTS, counterShard, creatorScope } from './counters.ts'
import type { LedgerTx } from './ledgerTx.ts'
import { earlyRefundRef, refundBoost } from './refunds.ts'

export type RecordBoostInput = {
  /** The payment provider's reference (a checkout session id): one boost per ref, ever. */
  ref: string
  creatorId: string
  supporterId?: string | null
  channel: Channel
  grossCents: number
  currency: string
  message?: string | null
  /** The name the supporter gave, as written; never one with `anonymous`. */
  supporterName?: string | null
  anonymous?: boolean
  /** Whether this boost's name is the one the leaderboard shows (false: none); null or left out keeps the supporter's last choice. */
  showOnLeaderboard?: boolean | null
  referralCode?: string | null
  /** A demo boost is kept for its own flow but moves no public number. */
  demo: boolean
  at?: Date
  /** The payment intent that paid it: a refund that came before the payment, held under it, applies as it is recorded. */
  paymentIntent?: string | null
  /** A monthly boost's payment: the monthly boost, and which month it pays (1 for the first). */
  subscription?: { id: string; months: number } | null
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

type RecordedRow = EventColumns & RawRow<Supporter, 'referredByCode' | 'referralActivated'> & {
  supporter_xp: unknown
  referral_pending: unknown
  partly_refunded_cents: unknown
  webhooks: unknown
}

const boost = sqlNames(BoostEvent)
const reversal = sqlNames(PendingReversal)
const supporter = sqlNames(Supporter)
const weekly = sqlNames(WeeklyXp)
const counter = sqlNames(StatCounter)
const EVENT_COLUMNS = EVENT_PROPERTIES.map((property) => boost[property]).join(', ')

/**
 * Everything recording a boost writes, as one statement of data-modifying CTEs, so a boost costs
 * one round trip and its row locks are held only until the commit that follows (`npm run bench
 * ledger` measures it against the same work written with the ORM). Its CTEs all run against one
 * snapshot; counter rows are written 'all' first, then the creator's: one lock order for every writer.
 * Hand-written: the ORM has no form for data-modifying CTEs. Tables and their columns are named from
 * the entities; `input`'s values, and what the CTEs compute, go by the statement's own names.
 */
const RECORD_BOOST_SQL = prepared('record_boost', `with input as (
       -- A supporter joined to a fan since the checkout opened is that fan (services/fanJoin.ts). Its
       -- row is locked as it is read: a join under way is waited for, and its alias then read.
       select ?::text as ref, ?::text as early_ref, ?::text as creator_id,
         coalesce((select ${supporter.mergedIntoId} from ${supporter.$table} where ${supporter.id} = ?::uuid for update), ?::uuid) as supporter_id, ?::text as channel, ?::text as currency,
         ?::bigint as gross_cents, ?::bigint as platform_fee_cents, ?::bigint as processor_fee_cents, ?::bigint as net_cents, ?::int as xp_awarded,
         ?::text as message, ?::text as public_message, ?::text as message_status, ?::text as referral_code,
         ?::boolean as demo, ?::timestamptz as at, ?::date as week, ?::int as shard, ?::text as creator_scope,
         ?::text as supporter_name, ?::text as public_supporter_name, ?::boolean as anonymous, ?::boolean as show_on_leaderboard,
         ?::uuid as subscription_id, ?::int as months, ?::text as payment_intent
     ), held as (
       delete from ${reversal.$table} where ${reversal.ref} in (select ref from input union all select early_ref from input) returning ${reversal.refundedCents}
     ), pending as (
       -- Held under the boost's ref and under its payment intent: a refund in full (null) outranks any
       -- total, and a larger total a smaller one, as holdRefund keeps them.
       select case when bool_or(${reversal.refundedCents} is null) then null else max(${reversal.refundedCents}) end as refunded_cents
       from held having count(*) > 0
     ), in_full as (
       -- A refund of the whole gross before the payment was recorded: the boost is recorded reversed.
       select 1 from pending, input where pending.refunded_cents is null or pending.refunded_cents >= input.gross_cents
     ), ins as (
       insert into ${boost.$table} (${boost.ref}, ${boost.creatorId}, ${boost.supporterId}, ${boost.channel}, ${boost.currency}, ${boost.grossCents}, ${boost.platformFeeCents},
         ${boost.processorFeeCents}, ${boost.netCents}, ${boost.xpAwarded}, ${boost.message}, ${boost.publicMessage}, ${boost.messageStatus}, ${boost.referralCode}, ${boost.demo}, ${boost.refundedCents}, ${boost.reversedAt}, ${boost.ts},
         ${boost.supporterName}, ${boost.publicSupporterName}, ${boost.anonymous}, ${boost.subscriptionId}, ${boost.months}, ${boost.paymentIntent})
       select ref, creator_id, supporter_id, channel, currency, gross_cents, platform_fee_cents, processor_fee_cents, net_cents, xp_awarded,
         message, public_message, message_status, referral_code, demo, case when exists (select 1 from in_full) then gross_cents else 0 end,
         case when exists (select 1 from in_full) then at end, at, supporter_name, public_supporter_name, anonymous, subscription_id, months, payment_intent
       from input
       on conflict (${boost.ref}) do nothing
       returning ${EVENT_COLUMNS}
     ), live as (
       -- A demo boost, or one whose refund came first, is kept but moves no number: the refunded
       -- one only adds its gross to the refunded total (counted).
       select * from ins where not ${boost.demo} and ${boost.reversedAt} is null
     ), sup as (
       -- The leaderboard shows the name of the last boost that chose to show one; a boost that chose not to (or gave none) clears it.
       update ${supporter.$table} s set ${supporter.xpTotal} = s.${supporter.xpTotal} + live.${boost.xpAwarded},
         ${supporter.leaderboardBoostId} = case when input.show_on_leaderboard is null then s.${supporter.leaderboardBoostId}
           when input.show_on_leaderboard and input.supporter_name is not null then live.${boost.id} end
       from live, input where s.${supporter.id} = live.${boost.supporterId}
       returning s.${supporter.id}, s.${supporter.xpTotal}, s.${supporter.referredByCode}, s.${supporter.referralActivated}
     ), weekly as (
       insert into ${weekly.$table} (${weekly.weekStart}, ${weekly.supporterId}, ${weekly.xp}) select input.week, sup.${supporter.id}, live.${boost.xpAwarded} from sup, live, input
       on conflict (${weekly.weekStart}, ${weekly.supporterId}) do update set ${weekly.xp} = ${weekly.$table}.${weekly.xp} + excluded.${weekly.xp}
     ), counted as (
       select ins.*, case when ins.${boost.reversedAt} is null then 1 else 0 end as stands, case when ins.${boost.channel} = 'fiat' then 1 else 0 end as fiat
       from ins where not ins.${boost.demo}
     ), counters as (
       insert into ${counter.$table} (${counter.scope}, ${counter.currency}, ${counter.shard}, ${COUNTER_COLUMNS.join(', ')})
       select scopes.scope, c.${boost.currency}, input.shard, c.stands, c.stands * c.${boost.grossCents}, c.stands * c.${boost.platformFeeCents}, c.stands * c.${boost.processorFeeCents},
         c.stands * c.${boost.netCents}, c.stands * c.${boost.xpAwarded}, c.stands * c.fiat, c.stands * c.fiat * c.${boost.grossCents},
         c.stands * (1 - c.fiat), c.stands * (1 - c.fiat) * c.${boost.grossCents}, (1 - c.stands) * c.${boost.grossCents}
       from counted c cross join input cross join lateral (values (1, 'all'), (2, input.creator_scope)) as scopes (position, scope)
       order by scopes.position
       on conflict (${counter.scope}, ${counter.currency}, ${counter.shard}) do update set ${COUNTER_INCREMENTS}
     ), ${BOOST_CREATED_CTE}
     select ins.*, sup.${supporter.xpTotal} as supporter_xp, sup.${supporter.referredByCode}, sup.${supporter.referralActivated},
       sup.${supporter.xpTotal} is not null and not sup.${supporter.referralActivated} and (sup.${supporter.referredByCode} is not null or ins.${boost.referralCode} is not null) as referral_pending,
       (select pending.refunded_cents from pending, input where pending.refunded_cents < input.gross_cents) as partly_refunded_cents,
       (select count(*) from hooks) as webhooks
     from ins left join sup on true`)

/** The recording statement's values, in the order its `input` names them. */
function recordBoostParams(input: RecordBoostInput, at: Date, moderated: ModeratedWords | null = null): unknown[] {
  assertWholeCents(input.grossCents)
  const fees = feesFor(input.channel, input.grossCents)
  return [
    input.ref, input.paymentIntent ? earlyRefundRef(input.paymentIntent) : null, input.creatorId, input.supporterId ?? null, input.supporterId ?? null, input.channel, input.currency.toLowerCase(),
    input.grossCents, fees.platformFeeCents, fees.processorFeeCents, fees.netCents, xpForCents(input.grossCents),
    input.message ?? null, moderated?.publicMessage ?? null, moderated?.status ?? null, input.referralCode ?? null,
    input.demo, at, weekKey(at), counterShard(), creatorScope(input.creatorId),
    input.anonymous ? null : (input.supporterName ?? null), moderated?.publicSupporterName ?? null, input.anonymous ?? false, input.showOnLeaderboard ?? null,
    input.subscription?.id ?? null, input.subscription?.months ?? null, input.paymentIntent ?? null,
  ]
}

/**
 * Records a boost in the caller's transaction, once per ref: recorded again, it changes nothing and
 * answers the original. The live stream and webhooks are told after commit; a goal it reaches is
 * marked reached here, in the same transaction.
 */
export async function recordBoost(tx: LedgerTx, input: RecordBoostInput): Promise<RecordBoostResult> {
  const at = input.at ?? new Date()
  // The public forms of the message and name are decided as they are recorded, so no fan-facing read ever sees the originals.
  const words = { message: input.message ?? null, supporterName: input.anonymous ? null : (input.supporterName ?? null) }
  const moderated = words.message || words.supporterName ? moderateWords(words, await creatorModeration(tx, input.creatorId)) : null
  const [row] = await tx.execute<RecordedRow>(RECORD_BOOST_SQL, recordBoostParams(input, at, moderated))
  if (!row) return { created: false, event: toEventRow((await findEvent(tx, input.ref))!) }
  const event = toEventRow(row)
  if (!event.demo && !event.reversedAt) tx.boostsChanged()
  if (Number(row.webhooks) > 0) tx.webhooksQueued()
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
  // The boost that brings the creator's goal to its target reaches it, at its own time.
  if (!result.event.demo && !result.event.reversedAt && (await reachGoalIfMet(tx, event.creatorId, at))) tx.webhooksQueued()
  return result
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
