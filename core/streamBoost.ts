// The live stream's boost message without zod, so the embed script can afford it: every client
// reads the stream with parseStreamBoost, the server writes it with streamBoostToWire. Its schema
// is core/api/stream.ts; the test proves the two accept, refuse and return the same.
import type { StreamBoost, StreamBoostWire } from './api/stream.ts'

/** One `data:` payload of an unnamed stream event; null for anything that is not a boost message. */
export function parseStreamBoost(data: string): StreamBoost | null {
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return null
  }
  return isStreamBoostWire(value) ? streamBoostFromWire(value) : null
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
    ref: wire.ref,
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
    ref: boost.ref,
    ts: boost.ts,
  }
}

function isStreamBoostWire(value: unknown): value is StreamBoostWire {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const { boostId, creatorId, amount, xpAwarded, currency, message, supporterLabel, ref, ts } = value as Record<string, unknown>
  return (
    isCount(boostId) &&
    boostId > 0 &&
    isCount(amount) &&
    isCount(xpAwarded) &&
    [creatorId, currency, ref, ts].every((text) => typeof text === 'string') &&
    [message, supporterLabel].every((text) => text === null || typeof text === 'string')
  )
}

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0
}
