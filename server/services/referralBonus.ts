// Referral bonuses, paid inside the ledger's transaction when a referred supporter's first boost
// is recorded: who was referred (by identify's `ref`, or the checkout's), and whether the bonus is
// paid under the anti-farming rules of core/xp.ts.
import { REFERRAL_BONUS_XP, REFERRAL_BONUSES_PER_WEEK, REFERRAL_MIN_FIRST_BOOST_CENTS } from '../../core/xp.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { Referral } from '../../entities/Referral.ts'
import { Supporter } from '../../entities/Supporter.ts'
import { WeeklyXp } from '../../entities/WeeklyXp.ts'
import type { Tx } from '../db.ts'
import { plus, plusInserted } from '../sqlColumns.ts'

/** The referrer a boost credited. */
export type ReferralCredit = { code: string; referrerId: string; bonusXp: number }

/**
 * A supporter whose first boost carries a referral code, and who has none, takes it: the code
 * must exist and not be their own, and this must be their first boost.
 */
export async function claimCheckoutReferral(tx: Tx, supporterId: string, code: string, eventId: number): Promise<string | null> {
  const earlier = await tx.em.findOne(BoostEvent, { supporterId, demo: false, id: { $ne: eventId } }, { fields: ['id'] })
  if (earlier) return null
  const referral = await tx.em.findOne(Referral, { code, supporterId: { $ne: supporterId } }, { fields: ['code'] })
  if (!referral) return null
  const claimed = await tx.em.nativeUpdate(Supporter, { id: supporterId, referredByCode: null }, { referredByCode: referral.code })
  return claimed > 0 ? referral.code : null
}

/**
 * The first boost of a referred supporter uses the referral up, and credits the referrer once if
 * it is large enough and the referrer is under the week's cap (core/xp.ts).
 */
export async function activateReferral(tx: Tx, supporterId: string, code: string, week: string, grossCents: number): Promise<ReferralCredit | undefined> {
  const claimed = await tx.em.nativeUpdate(Supporter, { id: supporterId, referralActivated: false }, { referralActivated: true })
  if (claimed === 0 || grossCents < REFERRAL_MIN_FIRST_BOOST_CENTS) return undefined
  const referral = await tx.em.findOne(Referral, { code, supporterId: { $ne: supporterId } }, { fields: ['supporterId'] })
  if (!referral) return undefined
  // The week's row counts the bonuses paid: a referrer at the cap has it left as it is.
  const paid = await tx.em
    .createQueryBuilder(WeeklyXp)
    .insert({ weekStart: week, supporterId: referral.supporterId, xp: REFERRAL_BONUS_XP, referralBonuses: 1 })
    .onConflict(['weekStart', 'supporterId'])
    .merge({ xp: plusInserted(tx.em, WeeklyXp, 'xp'), referralBonuses: plus(tx.em, WeeklyXp, 'referralBonuses', 1) })
    .where({ referralBonuses: { $lt: REFERRAL_BONUSES_PER_WEEK } })
    .execute('run')
  if (paid.affectedRows === 0) return undefined
  await tx.em.nativeUpdate(Referral, { code }, { activations: plus(tx.em, Referral, 'activations', 1) })
  await tx.em.nativeUpdate(Supporter, { id: referral.supporterId }, { xpTotal: plus(tx.em, Supporter, 'xpTotal', REFERRAL_BONUS_XP) })
  return { code, referrerId: referral.supporterId, bonusXp: REFERRAL_BONUS_XP }
}
