// Fee rules for a boost: card fee, platform fee, creator net, and the crypto split.

const PLATFORM_FEE_PER_MILLE = 25
const CARD_FEE_PER_MILLE = 29
const CARD_FEE_FIXED_CENTS = 30

/** Shown to people; the arithmetic below uses the integer per-mille form. */
export const PLATFORM_FEE_PERCENT = PLATFORM_FEE_PER_MILLE / 10
/** "2.5%": the platform fee wherever a page names it. */
export const PLATFORM_FEE_LABEL = `${PLATFORM_FEE_PERCENT}%`
/** "2.9% + 30¢": the card fee wherever a page names it. */
export const CARD_FEE_LABEL = `${CARD_FEE_PER_MILLE / 10}% + ${CARD_FEE_FIXED_CENTS}¢`

export function platformFeeCents(grossCents: number): number {
  return perMilleRoundedHalfUp(checkedGross(grossCents), PLATFORM_FEE_PER_MILLE)
}

export function cardFeeCents(grossCents: number): number {
  return perMilleRoundedHalfUp(checkedGross(grossCents), CARD_FEE_PER_MILLE) + CARD_FEE_FIXED_CENTS
}

export function feeBreakdown(grossCents: number) {
  const stripeFee = cardFeeCents(grossCents)
  const platformFee = platformFeeCents(grossCents)
  return { gross: grossCents, stripeFee, platformFee, creatorNet: grossCents - stripeFee - platformFee }
}

export type FeeBreakdown = ReturnType<typeof feeBreakdown>

export function cryptoSplit(grossCents: number) {
  const treasury = platformFeeCents(grossCents)
  return { gross: grossCents, treasury, creator: grossCents - treasury }
}


/** Stripe keeps application_fee_amount from a destination charge, so taking both fees leaves the creator exactly creatorNet. */
export function applicationFeeCents(grossCents: number): number {
  return platformFeeCents(grossCents) + cardFeeCents(grossCents)
}

/**
 * The application fee as the percentage (two decimals, as Stripe takes it) nearest to
 * applicationFeeCents: what a monthly boost's first invoice can carry. Exact to the cent up to
 * 100.00 in the currency, where a hundredth of a percent is at most a cent.
 */
export function applicationFeePercent(grossCents: number): number {
  return Math.round((applicationFeeCents(grossCents) * 10_000) / checkedGross(grossCents)) / 100
}

function checkedGross(grossCents: number): number {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) {
    throw new RangeError(`gross must be a non-negative integer number of cents, got ${grossCents}`)
  }
  return grossCents
}

// Split off the whole thousands first so gross × rate never leaves the safe-integer range.
function perMilleRoundedHalfUp(cents: number, perMille: number): number {
  const thousands = Math.floor(cents / 1000)
  const remainder = cents % 1000
  return thousands * perMille + Math.floor((remainder * perMille + 500) / 1000)
}
