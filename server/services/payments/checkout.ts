// Checkout: clamp the amount, open a session with the right provider, remember it; report a
// session's state to the widget; and complete a demo checkout through the ledger.
//
// Which provider takes a checkout: with no Stripe keys the whole server is a demo, so the demo
// provider takes every checkout and its boosts count (demo = false in the ledger). With Stripe
// configured, a checkout the widget asks to be a demo (`demo: true`), or one for a demo creator,
// goes through the demo provider and is recorded with demo = true, moving no public number.
import { createHash, randomUUID } from 'node:crypto'
import { type AmountLimits, type Currency, clampAmount, narrowLimits, platformLimits } from '../../../core/limits.ts'
import type { Db } from '../../db.ts'
import type { Ledger } from '../ledger.ts'
import { type CreatorRow, ensureCreator, findCreator } from './creators.ts'
import { PaymentsError } from './errors.ts'
import type { PaymentProvider } from './provider.ts'

export type CheckoutInput = {
  creatorId: string
  /** What the client asked for, in cents, before clamping. */
  amountCents: number
  currency: Currency
  supporterId: string | null
  referralCode: string | null
  message: string | null
  /** The widget's demo mode. */
  demo: boolean
  /** The client's Idempotency-Key header: a retried request gets the same session. */
  idempotencyKey: string | null
}

export type CheckoutResult = { sessionId: string; url: string; amountCents: number; clamped: boolean }

export type SessionStatus = {
  status: 'open' | 'complete' | 'expired'
  amountCents: number
  currency: string
  creatorId: string
  demo: boolean
  boostId?: number
  xpAwarded?: number
}

export type DemoSession = {
  id: string
  creatorId: string
  creatorName: string
  supporterId: string | null
  amountCents: number
  currency: string
  message: string | null
  referralCode: string | null
  status: 'open' | 'complete'
  demo: boolean
  expiresAt: Date
}

export function createCheckout(db: Db, ledger: Ledger, providers: { live: PaymentProvider; demo: PaymentProvider }) {
  const demoServer = providers.live.kind === 'demo'

  const limitsFor = (currency: Currency, creator: Pick<CreatorRow, 'minCents' | 'maxCents'> | null): AmountLimits =>
    narrowLimits(platformLimits(currency), creator ?? undefined)

  async function findDemoSession(id: string): Promise<DemoSession | null> {
    const [row] = await db.query<Record<string, unknown>>(
      `select s.id, s.creator_id, c.name as creator_name, s.supporter_id, s.amount_cents, s.currency, s.message, s.referral_code,
         s.status, s.demo, s.expires_at
       from checkout_session s left join creator c on c.id = s.creator_id
       where s.id = ? and s.provider = 'demo'`,
      [id],
    )
    if (!row) return null
    const expiresAt = new Date(row.expires_at as string)
    if (expiresAt.getTime() <= Date.now()) return null
    return {
      id: String(row.id),
      creatorId: String(row.creator_id),
      creatorName: row.creator_name == null ? String(row.creator_id) : String(row.creator_name),
      supporterId: row.supporter_id == null ? null : String(row.supporter_id),
      amountCents: Number(row.amount_cents),
      currency: String(row.currency),
      message: row.message == null ? null : String(row.message),
      referralCode: row.referral_code == null ? null : String(row.referral_code),
      status: row.status === 'complete' ? 'complete' : 'open',
      demo: Boolean(row.demo),
      expiresAt,
    }
  }

  return {
    /** The amount range for a currency, narrowed by the creator's own range when one is set. */
    async limits(currency: Currency, creatorId?: string): Promise<AmountLimits> {
      return limitsFor(currency, creatorId ? await findCreator(db, creatorId) : null)
    },

    async start(input: CheckoutInput): Promise<CheckoutResult> {
      let creator = await findCreator(db, input.creatorId)
      const demo = demoServer || input.demo || creator?.demo === true
      if (!demo) {
        if (!creator) throw new PaymentsError(404, 'Unknown creator')
        if (!creator.stripeAccountId || !creator.chargesEnabled) throw new PaymentsError(409, 'This creator has not connected payments yet')
      }
      // On a demo server any creator id can be tried at once: it becomes a demo creator. A live
      // server creates no rows for a widget's demo checkout.
      if (!creator && demoServer) {
        await ensureCreator(db, input.creatorId, { demo: true })
        creator = await findCreator(db, input.creatorId)
      }
      const { cents, clamped } = clampAmount(input.amountCents, limitsFor(input.currency, creator))
      const supporterId = input.supporterId && (await supporterExists(db, input.supporterId)) ? input.supporterId : null
      const request = {
        creatorId: input.creatorId,
        amountCents: cents,
        currency: input.currency,
        supporterId,
        referralCode: input.referralCode,
        message: input.message,
        demo,
      }
      // A client key is bound to what it asked for: the same key with another amount is another checkout.
      const idempotencyKey = input.idempotencyKey
        ? createHash('sha256').update(JSON.stringify([input.idempotencyKey, request])).digest('hex')
        : null
      if (idempotencyKey) {
        const existing = await sessionByIdempotencyKey(db, idempotencyKey)
        if (existing) return { ...existing, amountCents: cents, clamped }
      }

      const provider = demo ? providers.demo : providers.live
      const created = await provider.createCheckout({
        ...request,
        creatorName: creator?.name ?? input.creatorId,
        destinationAccount: creator?.stripeAccountId ?? null,
        idempotencyKey: `boost-checkout-${idempotencyKey ?? randomUUID()}`,
      })
      const inserted = await db.query<{ id: string }>(
        `insert into checkout_session (id, provider, creator_id, supporter_id, amount_cents, currency, message, referral_code,
           demo, status, url, idempotency_key, created_at, expires_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?, ?, ?)
         on conflict do nothing returning id`,
        [created.id, provider.kind, input.creatorId, supporterId, cents, input.currency, input.message, input.referralCode,
          // The whole demo server's boosts count; a demo inside a live server moves nothing public.
          demo && !demoServer, created.url, idempotencyKey, new Date(), created.expiresAt],
      )
      if (inserted.length === 0 && idempotencyKey) {
        // A concurrent retry with the same key stored its session first: answer with that one.
        const existing = await sessionByIdempotencyKey(db, idempotencyKey)
        if (existing) return { ...existing, amountCents: cents, clamped }
      }
      return { sessionId: created.id, url: created.url, amountCents: cents, clamped }
    },

    async status(sessionId: string): Promise<SessionStatus> {
      const [row] = await db.query<Record<string, unknown>>(
        `select s.status, s.amount_cents, s.currency, s.creator_id, s.demo, s.expires_at, e.id as boost_id, e.xp_awarded
         from checkout_session s left join boost_event e on e.ref = s.id
         where s.id = ?`,
        [sessionId],
      )
      if (!row) throw new PaymentsError(404, 'Unknown checkout session')
      const recorded = row.boost_id != null
      const expired = row.status === 'expired' || new Date(row.expires_at as string).getTime() <= Date.now()
      return {
        status: recorded ? 'complete' : expired ? 'expired' : 'open',
        amountCents: Number(row.amount_cents),
        currency: String(row.currency),
        creatorId: String(row.creator_id),
        demo: Boolean(row.demo),
        ...(recorded ? { boostId: Number(row.boost_id), xpAwarded: Number(row.xp_awarded) } : {}),
      }
    },

    /** An open or completed demo checkout, for its page; null when unknown or past its 24 hours. */
    findDemoSession,

    /** Pays a demo checkout: one ledger record per session however often it is called. */
    async completeDemo(sessionId: string): Promise<{ redirect: string }> {
      const session = await findDemoSession(sessionId)
      if (!session) throw new PaymentsError(404, 'Unknown or expired checkout session')
      await ledger.record({
        ref: session.id,
        creatorId: session.creatorId,
        supporterId: session.supporterId,
        channel: 'fiat',
        grossCents: session.amountCents,
        currency: session.currency,
        message: session.message,
        referralCode: session.referralCode,
        demo: session.demo,
      })
      await db.query(`update checkout_session set status = 'complete', completed_at = coalesce(completed_at, ?) where id = ?`, [new Date(), sessionId])
      return { redirect: `/boost/success?${new URLSearchParams({ sid: sessionId })}` }
    },
  }
}

async function supporterExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.query('select 1 from supporter where id = ?', [id])
  return rows.length > 0
}

async function sessionByIdempotencyKey(db: Db, key: string): Promise<{ sessionId: string; url: string } | null> {
  const [row] = await db.query<{ id: string; url: string }>('select id, url from checkout_session where idempotency_key = ?', [key])
  return row ? { sessionId: row.id, url: row.url } : null
}
