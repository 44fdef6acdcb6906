// Experience points earned by supporters: per dollar boosted and per referral activation.

export const XP_PER_DOLLAR = 10
export const REFERRAL_BONUS_XP = 50
/**
 * Referrals cannot be farmed with throw-away supporters: the bonus is paid only when the friend's
 * first boost is at least this much (in cents of its currency), and a referrer earns at most
 * REFERRAL_BONUSES_PER_WEEK bonuses in one leaderboard week. A smaller first boost uses the
 * referral up; a bonus past the cap is not paid, and not counted as an activation.
 */
export const REFERRAL_MIN_FIRST_BOOST_CENTS = 500
export const REFERRAL_BONUSES_PER_WEEK = 5

/** The rule in words, wherever a page promises the bonus: "when their first boost is $5 or more, for up to 5 friends a week". */
export const REFERRAL_RULE = `when their first boost is $${REFERRAL_MIN_FIRST_BOOST_CENTS / 100} or more, for up to ${REFERRAL_BONUSES_PER_WEEK} friends a week`

/** 10 XP per whole dollar is one XP per 10 cents, rounded down. */
export function xpForCents(grossCents: number): number {
  return xpForCentsUnchecked(checkedCount(grossCents, 'gross cents'))
}

/** xpForCents without its check, for callers whose cents are whole and non-negative by construction: the embed script, which pays for every byte. */
export function xpForCentsUnchecked(grossCents: number): number {
  return Math.floor(grossCents / (100 / XP_PER_DOLLAR))
}

/** The spec describes the referral bonus several ways; the dashboard's 50 XP per activation is the one we use. */
export function referralBonusXp(activations: number): number {
  return REFERRAL_BONUS_XP * checkedCount(activations, 'activations')
}

function checkedCount(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer, got ${value}`)
  return value
}
