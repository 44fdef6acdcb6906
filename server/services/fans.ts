// A fan's side of Boost: claiming a paid boost on the thank-you page (which joins the boost's
// supporter to the fan), the fan's page, and the fan's data rights: export everything, or be
// forgotten while every creator's money stays exactly as it was.
import { LockMode } from '@mikro-orm/core'
import type { SqlEntityManager } from '@mikro-orm/sql'
import type { FanBoost, FanExport, FanSummary } from '../../core/api/fans.ts'
import { badgesForXp } from '../../core/badges.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { CheckoutSession } from '../../entities/CheckoutSession.ts'
import { Creator } from '../../entities/Creator.ts'
import { FanClaim } from '../../entities/FanClaim.ts'
import { FanPasskey } from '../../entities/FanPasskey.ts'
import { FanSession } from '../../entities/FanSession.ts'
import { Referral } from '../../entities/Referral.ts'
import { Subscription } from '../../entities/Subscription.ts'
import { Supporter } from '../../entities/Supporter.ts'
import { WebauthnChallenge } from '../../entities/WebauthnChallenge.ts'
import { WeeklyXp } from '../../entities/WeeklyXp.ts'
import type { Db } from '../db.ts'
import { isClaimed, joinSupporters, rootOfAnonId, rootSupporterId } from './fanJoin.ts'
import { gamificationSummary } from './gamification.ts'
import type { CreatorPageCache } from './creatorPageCache.ts'
import { checkoutBoost, type Ledger } from './ledger/index.ts'
import { Refusal } from './refusal.ts'
import { receiptPath } from './sessionView.ts'
import { monthlyBoostDetails } from './subscriptions/details.ts'

/**
 * What forgetting a fan erases from each boost they made: who made it and every word of theirs,
 * their name included. The money columns stay, so every creator's totals and goals are unchanged.
 * A new column that holds something of the fan's is one more entry here and in ERASED_FROM_CHECKOUTS.
 */
const ERASED_FROM_BOOSTS = { supporterId: null, message: null, publicMessage: null, messageStatus: null, supporterName: null, publicSupporterName: null } as const
/** The same for the checkout sessions that carried those boosts (and any left unpaid). */
const ERASED_FROM_CHECKOUTS = { supporterId: null, message: null, supporterName: null } as const

export type ClaimRequest = { sessionId: string; anonId: string; deviceAnonId?: string | undefined; fan: string | null }

/** A boost's receipt page, or its thank-you page for a boost whose checkout kept no receipt. */
function receiptUrl(sessionId: string, receiptToken: string | null | undefined): string {
  return receiptToken ? receiptPath(receiptToken) : `/boost/success?${new URLSearchParams({ sid: sessionId })}`
}

export type Fans = ReturnType<typeof createFans>

export function createFans(db: Db, ledger: Ledger, publicUrl: () => string, creatorPages: Pick<CreatorPageCache, 'drop'>) {
  /** Joins `supporterId` into `fan` unless it is already another fan's: then it is left alone. */
  async function joinIfUnclaimed(em: SqlEntityManager, fan: string, supporterId: string | null): Promise<boolean> {
    if (!supporterId || supporterId === fan || (await isClaimed(em, supporterId))) return false
    await joinSupporters(em, fan, supporterId)
    return true
  }

  return {
    /**
     * Joins the paid boost's supporter to the fan and answers who the fan is. Proof that the caller
     * paid: the anonymous id of the boost's supporter, which only the paying browser holds (a
     * session id alone is shown on screens and in addresses). A checkout is claimed once, by one fan;
     * claiming it again as that fan changes nothing.
     */
    claim({ sessionId, anonId, deviceAnonId, fan }: ClaimRequest): Promise<{ supporterId: string; joined: boolean }> {
      return ledger.transaction(async ({ em }) => {
        const session = await em.findOne(CheckoutSession, sessionId, { fields: ['supporterId', 'subscriptionId'] })
        if (!session) throw new Refusal(404, 'Unknown checkout session')
        const boost = await em.findOne(BoostEvent, checkoutBoost({ id: sessionId, subscriptionId: session.subscriptionId ?? null }), { fields: ['supporterId'] })
        if (!boost) throw new Refusal(409, 'This checkout is not paid yet')
        if (!boost.supporterId) throw new Refusal(409, 'This boost was made without a supporter, so there is nothing to keep')
        const owner = await rootSupporterId(em, boost.supporterId)
        if (!owner || (await rootOfAnonId(em, anonId)) !== owner) throw new Refusal(403, 'This boost was not made from this browser')
        const claimed = await em.findOne(FanClaim, sessionId, { lockMode: LockMode.PESSIMISTIC_WRITE })
        if (claimed) {
          // Only the fan it went to may see it again: claimed once, a session id and an anonymous id open nothing more.
          if (!fan || claimed.supporterId !== fan) throw new Refusal(409, 'This boost was already claimed: sign in with your fan passkey to see it')
          return { supporterId: fan, joined: false }
        }
        const signedInFan = fan ? await rootSupporterId(em, fan) : null
        if (signedInFan && signedInFan !== owner && (await isClaimed(em, owner))) throw new Refusal(409, 'This boost belongs to another fan')
        const into = signedInFan ?? owner
        let joined = await joinIfUnclaimed(em, into, owner === into ? null : owner)
        if (deviceAnonId) joined = (await joinIfUnclaimed(em, into, await rootOfAnonId(em, deviceAnonId))) || joined
        // A second claim of the same checkout racing this one waits on the key, then finds it taken.
        const inserted = await em.createQueryBuilder(FanClaim).insert({ checkoutSessionId: sessionId, supporterId: into, claimedAt: new Date() }).onConflict().ignore().execute('run')
        if (inserted.affectedRows === 0) throw new Refusal(409, 'This boost was already claimed by another fan')
        return { supporterId: into, joined }
      })
    },

    /** After a passkey sign-in: this browser's own supporter on Boost's origin becomes the fan's, unless it is another fan's. */
    adoptDevice(fan: string, deviceAnonId: string | undefined): Promise<void> {
      if (!deviceAnonId) return Promise.resolve()
      return ledger.transaction(async ({ em }) => void (await joinIfUnclaimed(em, fan, await rootOfAnonId(em, deviceAnonId))))
    },

    async summary(fan: string): Promise<FanSummary | null> {
      const progress = await gamificationSummary(db, publicUrl(), { supporterId: fan })
      if (!progress) return null
      const { boosts, passkeys, subscriptions } = await db.em(async (em) => ({
        boosts: await fanBoosts(em, fan),
        subscriptions: await monthlyBoostDetails(em, { supporterId: fan }),
        passkeys: await em.find(FanPasskey, { supporterId: fan }, { fields: ['id', 'name', 'createdAt', 'lastUsedAt'], orderBy: { createdAt: 'asc' } }),
      }))
      return {
        supporterId: fan,
        progress,
        boosts: boosts.map(publicBoost),
        subscriptions,
        passkeys: passkeys.map((passkey) => ({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt.toISOString(), lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null })),
      }
    },

    async export(fan: string): Promise<FanExport | null> {
      return db.em(async (em) => {
        const supporter = await em.findOne(Supporter, fan)
        if (!supporter) return null
        const identities = await em.find(Supporter, { $or: [{ id: fan }, { mergedIntoId: fan }] }, { fields: ['anonId', 'createdAt'], orderBy: { createdAt: 'asc' } })
        const referral = await em.findOne(Referral, { supporterId: fan })
        const xpTotal = Math.max(0, supporter.xpTotal)
        return {
          exportedAt: new Date().toISOString(),
          supporterId: fan,
          xpTotal,
          badges: badgesForXp(xpTotal).map((badge) => badge.name),
          referredByCode: supporter.referredByCode ?? null,
          anonymousIds: identities.map((identity) => ({ anonId: identity.anonId, since: identity.createdAt.toISOString() })),
          boosts: (await fanBoosts(em, fan)).map(({ boost, ...rest }) => ({
            ...publicBoost({ boost, ...rest }),
            message: boost.message ?? null,
            publicMessage: boost.publicMessage ?? null,
            name: boost.supporterName ?? null,
            publicName: boost.publicSupporterName ?? null,
            anonymous: boost.anonymous,
            xpAwarded: boost.xpAwarded,
          })),
          subscriptions: await monthlyBoostDetails(em, { supporterId: fan }),
          weeklyXp: (await em.find(WeeklyXp, { supporterId: fan }, { orderBy: { weekStart: 'asc' } })).map((week) => ({ weekStart: week.weekStart, xp: week.xp })),
          referral: referral ? { code: referral.code, activations: referral.activations, createdAt: referral.createdAt.toISOString() } : null,
          passkeys: (await em.find(FanPasskey, { supporterId: fan }, { orderBy: { createdAt: 'asc' } })).map((passkey) => ({
            name: passkey.name,
            createdAt: passkey.createdAt.toISOString(),
            lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
          })),
          sessions: (await em.find(FanSession, { supporterId: fan }, { orderBy: { signedInAt: 'asc' } })).map((session) => ({
            device: session.device,
            signedInAt: session.signedInAt.toISOString(),
          })),
        }
      })
    },

    /**
     * Erases the fan and every supporter joined into them; answers how many boosts stay as
     * anonymous money rows. Counter rows and goals are never touched: a boost counts by its money,
     * not by who made it.
     */
    async forget(fan: string): Promise<number> {
      const { kept, creatorIds } = await ledger.transaction(async ({ em }) => {
        await em.findOne(Supporter, fan, { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE })
        const ids = (await em.find(Supporter, { $or: [{ id: fan }, { mergedIntoId: fan }] }, { fields: ['id'] })).map((supporter) => supporter.id)
        const boosts = await em.find(BoostEvent, { supporterId: { $in: ids } }, { fields: ['creatorId'] })
        const codes = (await em.find(Referral, { supporterId: { $in: ids } }, { fields: ['code'] })).map((referral) => referral.code)
        const kept = await em.nativeUpdate(BoostEvent, { supporterId: { $in: ids } }, ERASED_FROM_BOOSTS)
        await em.nativeUpdate(CheckoutSession, { supporterId: { $in: ids } }, ERASED_FROM_CHECKOUTS)
        // A monthly boost goes on paying the creator; it is no longer anyone's to find (its manage link still works).
        await em.nativeUpdate(Subscription, { supporterId: { $in: ids } }, { supporterId: null })
        await em.nativeDelete(WeeklyXp, { supporterId: { $in: ids } })
        // Fans who arrived through a retired code keep the XP it earned them; the code itself is gone.
        if (codes.length > 0) await em.nativeUpdate(Supporter, { referredByCode: { $in: codes } }, { referredByCode: null })
        await em.nativeDelete(Referral, { supporterId: { $in: ids } })
        const ofTheFan = { supporterId: { $in: ids } }
        await em.nativeDelete(FanPasskey, ofTheFan)
        await em.nativeDelete(FanSession, ofTheFan)
        await em.nativeDelete(FanClaim, ofTheFan)
        await em.nativeDelete(WebauthnChallenge, ofTheFan)
        await em.nativeDelete(Supporter, { id: { $in: ids } })
        return { kept, creatorIds: new Set(boosts.map((boost) => boost.creatorId)) }
      })
      // The creator pages this instance keeps showed the fan's name and words: rendered afresh. Other
      // instances' kept pages lapse within their minute.
      for (const creatorId of creatorIds) creatorPages.drop(creatorId)
      return kept
    },
  }
}

type FanBoostRow = Pick<BoostEvent, 'id' | 'ref' | 'subscriptionId' | 'creatorId' | 'grossCents' | 'refundedCents' | 'currency' | 'ts' | 'message' | 'publicMessage' | 'messageStatus' | 'demo' | 'xpAwarded' | 'supporterName' | 'publicSupporterName' | 'anonymous'>

type FanBoostWithCreator = { boost: FanBoostRow; checkoutId: string; creatorName: string | null; receiptToken: string | null }

/** Every boost of the fan, newest first, with each creator's display name and the receipt its checkout keeps. */
async function fanBoosts(em: SqlEntityManager, fan: string): Promise<FanBoostWithCreator[]> {
  const boosts: FanBoostRow[] = await em.find(
    BoostEvent,
    { supporterId: fan },
    {
      fields: ['id', 'ref', 'subscriptionId', 'creatorId', 'grossCents', 'refundedCents', 'currency', 'ts', 'message', 'publicMessage', 'messageStatus', 'demo', 'xpAwarded', 'supporterName', 'publicSupporterName', 'anonymous'],
      orderBy: { id: 'desc' },
    },
  )
  const creatorIds = [...new Set(boosts.map((boost) => boost.creatorId))]
  const creators = creatorIds.length > 0 ? await em.find(Creator, { id: { $in: creatorIds } }, { fields: ['id', 'name'] }) : []
  const names = new Map(creators.map((creator) => [creator.id, creator.name ?? null]))
  // A one-off boost's ref is the checkout session that carried it; a monthly boost's payments share the receipt of the checkout that began it.
  const sessions = boosts.length > 0
    ? await em.find(CheckoutSession, { $or: [{ id: { $in: boosts.map((boost) => boost.ref) } }, { subscriptionId: { $in: boosts.flatMap((boost) => boost.subscriptionId ?? []) } }] }, { fields: ['id', 'receiptToken', 'subscriptionId'] })
    : []
  const receipts = new Map(sessions.map((session) => [session.id, session.receiptToken ?? null]))
  const monthly = new Map(sessions.flatMap((session) => (session.subscriptionId ? [[session.subscriptionId, session]] : [])))
  return boosts.map((boost) => {
    const session = boost.subscriptionId ? monthly.get(boost.subscriptionId) : undefined
    const checkoutId = session?.id ?? boost.ref
    return { boost, checkoutId, creatorName: names.get(boost.creatorId) ?? null, receiptToken: session ? (session.receiptToken ?? null) : (receipts.get(boost.ref) ?? null) }
  })
}

function publicBoost({ boost, checkoutId, creatorName, receiptToken }: FanBoostWithCreator): FanBoost {
  return {
    id: boost.id,
    creatorId: boost.creatorId,
    creatorName,
    amountCents: boost.grossCents,
    refundedCents: boost.refundedCents,
    currency: boost.currency,
    at: boost.ts.toISOString(),
    message: boost.messageStatus === 'shown' ? (boost.publicMessage ?? null) : null,
    messageStatus: boost.messageStatus ?? null,
    demo: boost.demo,
    receiptUrl: receiptUrl(checkoutId, receiptToken),
  }
}
