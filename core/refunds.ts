// How much of a boost still counts once part of it was given back. One rounding rule, used by the
// ledger for every number it keeps: the creator's net, the platform fee and the XP are scaled by
// kept / gross and rounded down to the cent (or the point), so none of them ever grows when more
// is refunded; the processor fee takes what is left (the card network keeps its fee on a refund),
// so platform + processor + net is always exactly the kept gross. A boost refunded in full keeps
// nothing; one not refunded keeps every part as it was recorded.

type BoostParts = {
  grossCents: number
  platformFeeCents: number
  processorFeeCents: number
  netCents: number
  xp: number
}

export function keptParts(parts: BoostParts, refundedCents: number): BoostParts {
  const gross = parts.grossCents
  const kept = Math.min(gross, Math.max(0, gross - refundedCents))
  if (kept === gross) return { ...parts }
  const share = (value: number) => Math.floor((value * kept) / gross)
  const platformFeeCents = share(parts.platformFeeCents)
  const netCents = share(parts.netCents)
  return { grossCents: kept, platformFeeCents, processorFeeCents: kept - platformFeeCents - netCents, netCents, xp: share(parts.xp) }
}
