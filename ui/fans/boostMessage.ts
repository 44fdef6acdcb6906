// The fields of a live stream boost message beyond the counters' amount and XP: who (a short label),
// what they wrote, for whom and in which currency. Everything here is shown as text, never HTML.

export type BoostDetails = {
  boostId: number | null
  creatorId: string | null
  /** Cents. */
  amount: number
  xpAwarded: number
  currency: string
  /** The last 6 characters of the supporter's anonymous id, when the boost has a supporter. */
  supporterLabel: string | null
  message: string | null
}

/** Reads one `data:` payload of /api/stream/boosts; null for anything that is not a boost. */
export function parseBoostDetails(data: string): BoostDetails | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const record = parsed as Record<string, unknown>
  const amount = wholeNumber(record.amount)
  const xpAwarded = wholeNumber(record.xpAwarded)
  if (amount === null || xpAwarded === null) return null
  return {
    boostId: wholeNumber(record.boostId),
    creatorId: text(record.creatorId),
    amount,
    xpAwarded,
    currency: text(record.currency)?.toLowerCase() ?? 'usd',
    supporterLabel: text(record.supporterLabel),
    message: text(record.message),
  }
}

function wholeNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}
