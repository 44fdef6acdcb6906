// Checkout: clamp the amount, open a session with the right provider, remember it; report a
// session's state to the widget; and complete a demo checkout through the ledger.
//
// Which provider takes a checkout: with no Stripe keys the whole server is a demo, so the demo
// provider takes every checkout and its boosts count (demo = false in the ledger). With Stripe
// configured, a checkout the widget asks to be a demo (`demo: true`), or one for a demo creator,
// goes through the demo provider and is recorded with demo = true, moving no public number.
//
// Whose checkout opens: a creator who exists and is connected, on any server. The widget's own
// demo mode (`demo: true`, the developer demo page) takes any creator id, labelled as a demo.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { keptParts } from '../../../core/refunds.ts'
import { type AmountLimits, type Currency, clampAmount, narrowLimits, platformLimits } from '../../../core/limits.ts'
import { BoostEvent } from '../../../entities/BoostEvent.ts'
import { CheckoutSession } from '../../../entities/CheckoutSession.ts'
import { Creator } from '../../../entities/Creator.ts'
import { Subscription } from '../../../entities/Subscription.ts'
import type { Db } from '../../db.ts'
import { rootSupporterId } from '../fanJoin.ts'
import { checkoutBoost, type Ledger, recordCheckout } from '../ledger/index.ts'
import { DEFAULT_PROFILE_COLOR, isProfileColor, type ProfileColor } from '../../../core/creatorPage.ts'
import { type CreatorRow, findCreator } from './creators.ts'
import { Refusal } from '../refusal.ts'
import type { PaymentProvider } from './provider.ts'

type CheckoutInput = {
  creatorId: string
  /** What the client asked for, in cents, before clamping. */
  amountCents: number
  currency: Currency
  supporterId: string | null
  referralCode: string | null
  message: string | null
  /** The name the supporter gave; null without one, or when anonymous. */
  supporterName: string | null
  anonymous: boolean
  /** Whether the name may show on the leaderboard; null when the client did not say. */
  showOnLeaderboard: boolean | null
  /** The widget's demo mode. */
  demo: boolean
  /** Where Boost's own receipt goes, when it sends email. */
  email: string | null
  /** The http(s) page the checkout was opened from (validated by the API schema). */
  returnUrl: string | null
  /** The client's Idempotency-Key header: a retried request gets the same session. */
  idempotencyKey: string | null
  /** 'month': a monthly boost, paid now and each month until cancelled; null: a one-off. */
  interval: 'month' | null
}

type CheckoutResult = { sessionId: string; url: string; amountCents: number; clamped: boolean }

type SessionStatus = {
  status: 'open' | 'complete' | 'expired' | 'cancelled'
  amountCents: number
  currency: string
  creatorId: string
  demo: boolean
  provider: CheckoutSession['provider']
  creator: { name: string | null; color: ProfileColor; hasPage: boolean; thankYouNote: string | null }
  returnUrl: string | null
  /** The receipt page's token; only a paid session's is handed out. */
  receiptToken: string | null
  /** Whether the fan gave an email for Boost's own receipt. */
  emailGiven: boolean
  boostId?: number
  xpAwarded?: number
  /** A monthly checkout: its monthly boost once begun (null before). */
  monthly: { subscription: Subscription | null } | null
}

type DemoSession = {
  id: string
  creatorId: string
  creatorName: string
  returnUrl: string | null
  supporterId: string | null
  amountCents: number
  currency: string
  message: string | null
  referralCode: string | null
  status: 'open' | 'complete'
  demo: boolean
  expiresAt: Date
}

export function createCheckout(db: Db, ledger: Ledger, providers: { live: PaymentProvider; demo: PaymentProvider }, onPaid: (sessionId: string) => void = () => {}) {
  const demoServer = providers.live.kind === 'demo'
  const limitsFor = (currency: Currency, creator: Pick<CreatorRow, 'minCents' | 'maxCents'> | null): AmountLimits =>
    narrowLimits(platformLimits(currency), creator ?? undefined)

  function findDemoSession(id: string): Promise<DemoSession | null> {
    return db.em(async (em) => {
      const session = await em.findOne(CheckoutSession, { id, provider: 'demo' })
      if (!session || session.expiresAt.getTime() <= Date.now()) return null
      const creator = await em.findOne(Creator, session.creatorId, { fields: ['name'] })
      return {
        id: session.id,
        creatorId: session.creatorId,
        creatorName: creator?.name ?? session.creatorId,
        returnUrl: session.returnUrl ?? null,
        supporterId: session.supporterId ?? null,
        amountCents: session.amountCents,
        currency: session.currency,
        message: session.message ?? null,
        referralCode: session.referralCode ?? null,
        status: session.status === 'complete' ? 'complete' : 'open',
        demo: session.demo,
        expiresAt: session.expiresAt,
      }
    })
  }

  return {
    /** The amount range for a currency, narrowed by the creator's own range when one is set. */
    async limits(currency: Currency, creatorId?: string): Promise<AmountLimits> {
      return limitsFor(currency, creatorId ? await db.em((em) => findCreator(em, creatorId)) : null)
    },

    async start(input: CheckoutInput): Promise<CheckoutResult> {
      // The widget's demo mode may try any creator id at once, with the platform's range; on a
      // demo server it becomes a demo creator only when one of its boosts is paid (completeDemo),
      // so a checkout nobody pays leaves no creator behind.
      const { creator, supporterId } = await db.em(async (em) => ({
        creator: await findCreator(em, input.creatorId),
        // A supporter id a widget kept from before its supporter was joined to a fan pays for that fan.
        supporterId: input.supporterId === null ? null : await rootSupporterId(em, input.supporterId),
      }))
      const demo = demoServer || input.demo || creator?.demo === true
      if (!input.demo) {
        if (!creator) throw new Refusal(404, 'No creator has this id on Boost: check the creator id')
        if (!creator.stripeAccountId || !creator.chargesEnabled) throw new Refusal(409, 'This creator has not connected payments yet')
      }
      const { cents, clamped } = clampAmount(input.amountCents, limitsFor(input.currency, creator))
      const request = {
        creatorId: input.creatorId,
        amountCents: cents,
        currency: input.currency,
        supporterId,
        referralCode: input.referralCode,
        message: input.message,
        supporterName: input.supporterName,
        anonymous: input.anonymous,
        showOnLeaderboard: input.showOnLeaderboard,
        demo,
        email: input.email,
        returnUrl: input.returnUrl,
        interval: input.interval,
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
      // A monthly boost's id is chosen now, so the provider's events about it can name it; a retry
      // racing this request names the same one, as the provider answers both with one checkout.
      const subscriptionId = input.interval !== 'month' ? null : idempotencyKey ? uuidOf(idempotencyKey) : randomUUID()
      const created = await provider.createCheckout({
        ...request,
        subscriptionId,
        creatorName: creator?.name ?? input.creatorId,
        destinationAccount: creator?.stripeAccountId ?? null,
        idempotencyKey: `boost-checkout-${idempotencyKey ?? randomUUID()}`,
      })
      // Nothing is stored when the id or the idempotency key is stored already.
      const inserted = await db.em((em) =>
        em.createQueryBuilder(CheckoutSession).insert({
          id: created.id, provider: provider.kind, creatorId: input.creatorId, supporterId, amountCents: cents, currency: input.currency,
          message: input.message, referralCode: input.referralCode, email: input.email, returnUrl: input.returnUrl,
          supporterName: input.supporterName, anonymous: input.anonymous, showOnLeaderboard: input.showOnLeaderboard,
          // 192 random bits: the receipt link cannot be guessed.
          receiptToken: randomBytes(24).toString('base64url'),
          // The whole demo server's boosts count; a demo inside a live server moves nothing public.
          demo: demo && !demoServer,
          subscriptionId, status: 'open', url: created.url, idempotencyKey, createdAt: new Date(), expiresAt: created.expiresAt,
        }).onConflict().ignore().execute('run'),
      )
      if (inserted.affectedRows === 0 && idempotencyKey) {
        // A concurrent retry with the same key stored its session first: answer with that one.
        const existing = await sessionByIdempotencyKey(db, idempotencyKey)
        if (existing) return { ...existing, amountCents: cents, clamped }
      }
      return { sessionId: created.id, url: created.url, amountCents: cents, clamped }
    },

    /**
     * A session never paid reads 'expired' for a day past its expiry, then is gone (retention.ts): 404.
     * A paid one is 'complete' even when the fan cancelled first and then paid after all.
     */
    async status(sessionId: string): Promise<SessionStatus> {
      const { session, boost, creator, subscription } = await db.em(async (em) => {
        const session = await em.findOne(CheckoutSession, sessionId, {
          fields: ['status', 'amountCents', 'currency', 'creatorId', 'demo', 'expiresAt', 'provider', 'returnUrl', 'receiptToken', 'email', 'cancelledAt', 'subscriptionId'],
        })
        return {
          session,
          boost: session ? await em.findOne(BoostEvent, checkoutBoost({ id: sessionId, subscriptionId: session.subscriptionId ?? null }), { fields: ['id', 'xpAwarded', 'grossCents', 'refundedCents', 'reversedAt'] }) : null,
          creator: session ? await em.findOne(Creator, session.creatorId, { fields: ['name', 'color', 'thankYouNote', 'stripeAccountId', 'chargesEnabled'] }) : null,
          subscription: session?.subscriptionId ? await em.findOne(Subscription, session.subscriptionId) : null,
        }
      })
      if (!session) throw new Refusal(404, 'Unknown checkout session')
      const expired = session.status === 'expired' || session.expiresAt.getTime() <= Date.now()
      return {
        status: boost ? 'complete' : session.cancelledAt ? 'cancelled' : expired ? 'expired' : 'open',
        amountCents: session.amountCents,
        currency: session.currency,
        creatorId: session.creatorId,
        demo: session.demo,
        provider: session.provider,
        creator: {
          name: creator?.name ?? null,
          color: isProfileColor(creator?.color) ? creator.color : DEFAULT_PROFILE_COLOR,
          // As the creator page's own rule: a page once the creator is connected.
          hasPage: Boolean(creator?.stripeAccountId && creator.chargesEnabled),
          thankYouNote: creator?.thankYouNote ?? null,
        },
        returnUrl: session.returnUrl ?? null,
        receiptToken: boost ? (session.receiptToken ?? null) : null,
        emailGiven: Boolean(session.email),
        // The XP the boost holds: a refund takes back its share (and a boost refunded first never had any).
        ...(boost ? { boostId: boost.id, xpAwarded: boost.reversedAt ? 0 : keptXp(boost) } : {}),
        monthly: session.subscriptionId ? { subscription } : null,
      }
    },

    /** An open or completed demo checkout, for its page; null when unknown or past its 24 hours. */
    findDemoSession,

    /** The fan left the checkout page without paying: the widget waiting on it stops. Cancelling twice is the same. */
    async cancel(sessionId: string): Promise<void> {
      const now = new Date()
      const cancelled = await db.em((em) => em.nativeUpdate(CheckoutSession, { id: sessionId, status: { $ne: 'complete' }, cancelledAt: null }, { cancelledAt: now }))
      if (cancelled > 0) return
      const session = await db.em((em) => em.findOne(CheckoutSession, sessionId, { fields: ['status', 'cancelledAt'] }))
      if (!session) throw new Refusal(404, 'Unknown checkout session')
      if (session.status === 'complete') throw new Refusal(409, 'This boost is already paid')
    },

    /** Pays a demo checkout: one ledger record per session however often it is called. */
    async completeDemo(sessionId: string): Promise<{ redirect: string }> {
      // A demo server's creator exists from its first paid boost; a live server makes none for a widget's demo.
      const checkout = { sessionId, provider: 'demo' as const, paymentIntent: null, at: new Date(), demoCreator: demoServer, refuseExpired: true }
      const redirect = `/boost/success?${new URLSearchParams({ sid: sessionId })}`
      await ledger.transaction(async (tx) => {
        // Refused, it is rolled back: an expired session stays as it was, and no creator is made.
        const recorded = await recordCheckout(tx, checkout)
        if (!recorded || 'reason' in recorded) throw new Refusal(404, 'Unknown or expired checkout session')
      })
      onPaid(sessionId)
      return { redirect }
    },
  }
}

async function sessionByIdempotencyKey(db: Db, idempotencyKey: string): Promise<{ sessionId: string; url: string } | null> {
  const session = await db.em((em) => em.findOne(CheckoutSession, { idempotencyKey }, { fields: ['id', 'url'] }))
  return session ? { sessionId: session.id, url: session.url } : null
}

/** A UUID-shaped id derived from `key`: the same key, the same id. */
function uuidOf(key: string): string {
  const hex = createHash('sha256').update(`monthly-boost:${key}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

function keptXp(boost: Pick<BoostEvent, 'xpAwarded' | 'grossCents' | 'refundedCents'>): number {
  return keptParts({ grossCents: boost.grossCents, platformFeeCents: 0, processorFeeCents: 0, netCents: 0, xp: boost.xpAwarded }, boost.refundedCents).xp
}
