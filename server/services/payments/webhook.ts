// Applies verified Stripe events. Each event's effect and the note that it was processed commit
// in ONE transaction, so a redelivery (or two deliveries at once) changes nothing the second time.
//
// Refunds and completions may arrive in either order. A refund names a payment intent; we learn
// which checkout session a payment intent belongs to only when the completion arrives. So:
// - completion stores the payment intent on our checkout_session row, then records the boost;
// - a refund whose payment intent is known reverses that session's boost;
// - a refund whose payment intent is not known yet is kept as a pending reversal under
//   `payment_intent:<id>`; the completion moves it onto the session id just before recording,
//   and the ledger then records the boost already reversed: it moves no number.
// Both paths take a transaction-scoped advisory lock on the payment intent, so on PostgreSQL a
// refund and its completion handled at the same moment cannot miss each other.
import type Stripe from 'stripe'
import { isCreatorId, REFERRAL_CODE_PATTERN } from '../../../core/ids.ts'
import { cleanMessage } from '../../../core/message.ts'
import type { Db, Tx } from '../../db.ts'
import { recordBoost, reverseBoost, type RecordBoostResult } from '../ledger.ts'

export type WebhookOutcome =
  | { outcome: 'duplicate' }
  | { outcome: 'ignored'; reason: string }
  | { outcome: 'recorded'; created: boolean; boostId: number }
  | { outcome: 'reversed' | 'refund-pending' | 'already-reversed' | 'expired' | 'account-updated' | 'not-paid-yet' }

const HANDLED = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'charge.refunded',
  'account.updated',
])

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const EARLY_REFUND_PREFIX = 'payment_intent:'

/** Applies `event`; `onBoostCommitted` runs after the commit when a new boost counts (the live stream). */
export async function applyStripeEvent(db: Db, event: Stripe.Event, onBoostCommitted: () => void): Promise<WebhookOutcome> {
  if (!HANDLED.has(event.type)) return { outcome: 'ignored', reason: `unhandled event type ${event.type}` }
  let recorded: RecordBoostResult | undefined
  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const fresh = await tx.execute<unknown[]>(
      'insert into processed_webhook_event (id, type, processed_at) values (?, ?, ?) on conflict (id) do nothing returning id',
      [event.id, event.type, new Date()],
    )
    if (fresh.length === 0) return { outcome: 'duplicate' }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object
        if (session.payment_status !== 'paid') return { outcome: 'not-paid-yet' }
        const result = await completeSession(tx, session)
        if ('outcome' in result) return result
        recorded = result
        return { outcome: 'recorded', created: result.created, boostId: result.event.id }
      }
      case 'checkout.session.expired':
        await tx.execute(`update checkout_session set status = 'expired' where id = ? and status = 'open'`, [event.data.object.id])
        return { outcome: 'expired' }
      case 'charge.refunded':
        return refundCharge(tx, event.data.object)
      case 'account.updated': {
        const account = event.data.object
        const enabled = account.charges_enabled === true
        await tx.execute(
          `update creator set charges_enabled = ?, connected_at = case when ? then coalesce(connected_at, ?) else connected_at end
           where stripe_account_id = ?`,
          [enabled, enabled, new Date(), account.id],
        )
        return { outcome: 'account-updated' }
      }
      default:
        return { outcome: 'ignored', reason: `unhandled event type ${event.type}` }
    }
  })
  if (recorded?.created && !recorded.event.demo) onBoostCommitted()
  return outcome
}

async function completeSession(tx: Tx, session: Stripe.Checkout.Session): Promise<RecordBoostResult | { outcome: 'ignored'; reason: string }> {
  const paymentIntent = idOf(session.payment_intent)
  if (paymentIntent) await lockPaymentIntent(tx, paymentIntent)
  const [row] = await tx.execute<Record<string, unknown>[]>(
    'select creator_id, supporter_id, message, referral_code from checkout_session where id = ? for update',
    [session.id],
  )
  // Our own row is the trusted copy; metadata is the fallback for a session we have no row for.
  const metadata = session.metadata ?? {}
  const creatorId = row ? String(row.creator_id) : metadata.creator_id
  if (!creatorId || !isCreatorId(creatorId)) return { outcome: 'ignored', reason: 'no creator on the checkout session' }
  const grossCents = session.amount_total
  if (!grossCents || !Number.isSafeInteger(grossCents) || grossCents <= 0 || !session.currency) {
    return { outcome: 'ignored', reason: 'no amount on the checkout session' }
  }
  const supporterId = row ? (row.supporter_id == null ? null : String(row.supporter_id)) : UUID.test(metadata.supporter_id ?? '') ? metadata.supporter_id! : null
  const referralCode = row
    ? row.referral_code == null ? null : String(row.referral_code)
    : REFERRAL_CODE_PATTERN.test(metadata.referral_code ?? '') ? metadata.referral_code! : null
  const message = row ? (row.message == null ? null : String(row.message)) : cleanMessage(metadata.message ?? '')
  const now = new Date()

  if (row) {
    await tx.execute(
      `update checkout_session set status = 'complete', payment_intent = coalesce(payment_intent, ?), completed_at = coalesce(completed_at, ?)
       where id = ?`,
      [paymentIntent, now, session.id],
    )
  } else {
    await tx.execute(
      `insert into checkout_session (id, provider, creator_id, supporter_id, amount_cents, currency, message, referral_code,
         demo, status, url, payment_intent, created_at, expires_at, completed_at)
       values (?, 'stripe', ?, ?, ?, ?, ?, ?, false, 'complete', ?, ?, ?, ?, ?)`,
      [session.id, creatorId, supporterId, grossCents, session.currency.toLowerCase(), message, referralCode, session.url ?? '',
        paymentIntent, new Date(session.created * 1000), new Date(session.expires_at * 1000), now],
    )
  }
  if (paymentIntent) {
    const [early] = await tx.execute<{ created_at: unknown }[]>('delete from pending_reversal where ref = ? returning created_at', [
      EARLY_REFUND_PREFIX + paymentIntent,
    ])
    if (early) {
      await tx.execute('insert into pending_reversal (ref, created_at) values (?, ?) on conflict (ref) do nothing', [session.id, early.created_at])
    }
  }
  return recordBoost(tx, {
    ref: session.id,
    creatorId,
    supporterId,
    channel: 'fiat',
    grossCents,
    currency: session.currency,
    message,
    referralCode,
    demo: false,
    at: now,
  })
}

/**
 * Only a full refund reverses a boost: a partial refund leaves the boost standing (its XP and
 * counters were earned on the gross, and Stripe's fee split stays with the original charge).
 */
async function refundCharge(tx: Tx, charge: Stripe.Charge): Promise<WebhookOutcome> {
  const paymentIntent = idOf(charge.payment_intent)
  if (!paymentIntent) return { outcome: 'ignored', reason: 'refunded charge without a payment intent' }
  if (!charge.refunded) return { outcome: 'ignored', reason: 'partial refund: the boost stands' }
  await lockPaymentIntent(tx, paymentIntent)
  const [session] = await tx.execute<{ id: string }[]>('select id from checkout_session where payment_intent = ?', [paymentIntent])
  if (!session) {
    await tx.execute('insert into pending_reversal (ref, created_at) values (?, ?) on conflict (ref) do nothing', [
      EARLY_REFUND_PREFIX + paymentIntent,
      new Date(),
    ])
    return { outcome: 'refund-pending' }
  }
  const reversed = await reverseBoost(tx, session.id)
  return { outcome: reversed.status === 'pending' ? 'refund-pending' : reversed.status }
}

async function lockPaymentIntent(tx: Tx, paymentIntent: string) {
  await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`boost:payment_intent:${paymentIntent}`])
}

function idOf(value: string | { id: string } | null): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}
