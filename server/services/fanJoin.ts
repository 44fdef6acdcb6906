// Joining two supporters who turned out to be one fan (the same person met on two sites, or on a
// second device): everything of one moves into the other, in the caller's transaction, so XP,
// weekly leaderboard rows, badges, boosts and referrals add up exactly once. The absorbed row stays
// as an alias (`mergedIntoId`): its anonymous id, still kept by some site's widget, means the fan.
//
// Lock order, the ledger's own: checkout sessions, then boosts, then supporter rows (lowest id
// first), then weekly rows. A boost being recorded for the absorbed supporter holds its checkout
// session, so the join waits for its commit and moves its XP too; a checkout opened meanwhile is
// credited to the fan by the ledger, which resolves an absorbed supporter (ledger/record.ts).
import { LockMode } from '@mikro-orm/core'
import type { SqlEntityManager } from '@mikro-orm/sql'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { CheckoutSession } from '../../entities/CheckoutSession.ts'
import { FanClaim } from '../../entities/FanClaim.ts'
import { FanPasskey } from '../../entities/FanPasskey.ts'
import { FanSession } from '../../entities/FanSession.ts'
import { Referral } from '../../entities/Referral.ts'
import { Subscription } from '../../entities/Subscription.ts'
import { Supporter } from '../../entities/Supporter.ts'
import { WeeklyXp } from '../../entities/WeeklyXp.ts'
import { plus, plusInserted } from '../sqlColumns.ts'

/** The supporter an id stands for now: itself, or the one it was joined into; null when unknown. */
export async function rootSupporterId(em: SqlEntityManager, supporterId: string): Promise<string | null> {
  const supporter = await em.findOne(Supporter, supporterId, { fields: ['mergedIntoId'] })
  return supporter ? (supporter.mergedIntoId ?? supporter.id) : null
}

/** The supporter an anonymous id stands for now, or null when no browser ever identified with it. */
export async function rootOfAnonId(em: SqlEntityManager, anonId: string): Promise<string | null> {
  const supporter = await em.findOne(Supporter, { anonId }, { fields: ['mergedIntoId'] })
  return supporter ? (supporter.mergedIntoId ?? supporter.id) : null
}

/** A fan is a supporter someone claimed on Boost's origin: from then on only that fan may join it elsewhere. */
export async function isClaimed(em: SqlEntityManager, supporterId: string): Promise<boolean> {
  return (await em.count(FanClaim, { supporterId })) > 0
}

/** Joins `fromId`'s supporter into `intoId`'s (both resolved to what they stand for now); returns the fan's id. */
export async function joinSupporters(em: SqlEntityManager, intoId: string, fromId: string): Promise<string> {
  const into = await rootSupporterId(em, intoId)
  const from = await rootSupporterId(em, fromId)
  if (!into || !from) throw new Error(`cannot join unknown supporters ${intoId} and ${fromId}`)
  if (into === from) return into
  await em.nativeUpdate(CheckoutSession, { supporterId: from }, { supporterId: into })
  await em.nativeUpdate(BoostEvent, { supporterId: from }, { supporterId: into })
  await em.nativeUpdate(Subscription, { supporterId: from }, { supporterId: into })
  const locked = await em.find(Supporter, { id: { $in: [into, from] } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } })
  // Joined elsewhere while this waited for the locks: join what they stand for now.
  if (locked.some((supporter) => supporter.mergedIntoId)) return joinSupporters(em, into, from)
  const target = locked.find((supporter) => supporter.id === into)!
  const absorbed = locked.find((supporter) => supporter.id === from)!

  for (const week of await em.find(WeeklyXp, { supporterId: from })) {
    await em
      .createQueryBuilder(WeeklyXp)
      .insert({ weekStart: week.weekStart, supporterId: into, xp: week.xp, referralBonuses: week.referralBonuses })
      .onConflict(['weekStart', 'supporterId'])
      .merge({ xp: plusInserted(em, WeeklyXp, 'xp'), referralBonuses: plusInserted(em, WeeklyXp, 'referralBonuses') })
      .execute('run')
  }
  await em.nativeDelete(WeeklyXp, { supporterId: from })

  const ownCode = await joinReferralCodes(em, into, from)
  // One fan is referred once: a referral either of them already paid out is not paid again.
  const referredByCode = target.referredByCode ?? absorbed.referredByCode ?? null
  await em.nativeUpdate(
    Supporter,
    { id: into },
    {
      xpTotal: plus(em, Supporter, 'xpTotal', absorbed.xpTotal),
      referredByCode: referredByCode === ownCode ? null : referredByCode,
      referralActivated: target.referralActivated || absorbed.referralActivated,
    },
  )
  await em.nativeUpdate(Supporter, { id: from }, { xpTotal: 0, mergedIntoId: into, referredByCode: null, referralActivated: false })
  await em.nativeUpdate(Supporter, { mergedIntoId: from }, { mergedIntoId: into })
  await em.nativeUpdate(FanSession, { supporterId: from }, { supporterId: into })
  await em.nativeUpdate(FanPasskey, { supporterId: from }, { supporterId: into })
  await em.nativeUpdate(FanClaim, { supporterId: from }, { supporterId: into })
  return into
}

/**
 * The fan keeps one referral code. With two, the target's stays, takes the other's activations,
 * and supporters who arrived with the other now name it; the other code is retired. Returns the
 * fan's code, if any.
 */
async function joinReferralCodes(em: SqlEntityManager, into: string, from: string): Promise<string | null> {
  const kept = await em.findOne(Referral, { supporterId: into }, { lockMode: LockMode.PESSIMISTIC_WRITE })
  const other = await em.findOne(Referral, { supporterId: from }, { lockMode: LockMode.PESSIMISTIC_WRITE })
  if (!other) return kept?.code ?? null
  if (!kept) {
    await em.nativeUpdate(Referral, { code: other.code }, { supporterId: into })
    return other.code
  }
  await em.nativeUpdate(Referral, { code: kept.code }, { activations: plus(em, Referral, 'activations', other.activations) })
  await em.nativeUpdate(Supporter, { referredByCode: other.code }, { referredByCode: kept.code })
  await em.nativeDelete(Referral, { code: other.code })
  return kept.code
}
