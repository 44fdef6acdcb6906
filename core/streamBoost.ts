// The live stream's messages without zod, so the embed script can afford them: every client
// reads the stream with parseStreamBoost (and counters parseStreamAdjustment), the server writes
// them with the *ToWire functions. Their schemas are in core/api/stream.ts; the test proves the
// two accept, refuse and return the same.
import type { StreamAdjustment, StreamAdjustmentWire, StreamBoost, StreamBoostWire } from './api/stream.ts'

/** One `data:` payload of an unnamed stream event; null for anything that is not a boost message. */
export function parseStreamBoost(data: string): StreamBoost | null {
  return parseWire(data, isStreamBoostWire, streamBoostFromWire)
}

export function streamBoostFromWire(wire: StreamBoostWire): StreamBoost {
  return {
    boostId: wire.boostId,
    creatorId: wire.creatorId,
    amountCents: wire.amount,
    xpAwarded: wire.xpAwarded,
    currency: wire.currency,
    message: wire.message,
    supporterLabel: wire.supporterLabel,
    supporterName: wire.supporterName,
    anonymous: wire.anonymous,
    ts: wire.ts,
  }
}

/** The message as sent: the spec's field names, in the order the stream has always sent them. */
export function streamBoostToWire(boost: StreamBoost): StreamBoostWire {
  return {
    boostId: boost.boostId,
    creatorId: boost.creatorId,
    amount: boost.amountCents,
    xpAwarded: boost.xpAwarded,
    currency: boost.currency,
    message: boost.message,
    supporterLabel: boost.supporterLabel,
    supporterName: boost.supporterName,
    anonymous: boost.anonymous,
    ts: boost.ts,
  }
}

/** The `data:` of an `adjustment` event; null for anything that is not one. */
export function parseStreamAdjustment(data: string): StreamAdjustment | null {
  return parseWire(data, isStreamAdjustmentWire, streamAdjustmentFromWire)
}

export function streamAdjustmentFromWire(wire: StreamAdjustmentWire): StreamAdjustment {
  return {
    adjustmentId: wire.adjustmentId,
    boostId: wire.boostId,
    creatorId: wire.creatorId,
    currency: wire.currency,
    boosts: wire.boosts,
    xp: wire.xp,
    ts: wire.ts,
    amountCents: wire.amount,
  }
}

export function streamAdjustmentToWire(adjustment: StreamAdjustment): StreamAdjustmentWire {
  return {
    adjustmentId: adjustment.adjustmentId,
    boostId: adjustment.boostId,
    creatorId: adjustment.creatorId,
    currency: adjustment.currency,
    boosts: adjustment.boosts,
    amount: adjustment.amountCents,
    xp: adjustment.xp,
    ts: adjustment.ts,
  }
}

/** `data` as JSON, read by `fromWire` when `isWire` accepts it; null for anything else. */
export function parseWire<Wire, Message>(data: string, isWire: (value: unknown) => value is Wire, fromWire: (wire: Wire) => Message): Message | null {
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return null
  }
  return isWire(value) ? fromWire(value) : null
}

function isStreamAdjustmentWire(value: unknown): value is StreamAdjustmentWire {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const { adjustmentId, boostId, creatorId, currency, boosts, amount, xp, ts } = value as Record<string, unknown>
  return (
    isCount(adjustmentId) &&
    adjustmentId > 0 &&
    isCount(boostId) &&
    boostId > 0 &&
    [boosts, amount, xp].every((change) => Number.isSafeInteger(change)) &&
    [creatorId, currency, ts].every((text) => typeof text === 'string')
  )
}

function isStreamBoostWire(value: unknown): value is StreamBoostWire {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const { boostId, creatorId, amount, xpAwarded, currency, message, supporterLabel, supporterName, anonymous, ts } = value as Record<string, unknown>
  return (
    isCount(boostId) &&
    boostId > 0 &&
    isCount(amount) &&
    isCount(xpAwarded) &&
    [creatorId, currency, ts].every((text) => typeof text === 'string') &&
    [message, supporterLabel, supporterName].every((text) => text === null || typeof text === 'string') &&
    typeof anonymous === 'boolean'
  )
}

export function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0
}
