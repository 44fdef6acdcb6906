// The live stream's boost message: the `data:` of each unnamed event of GET /api/stream/boosts.
// On the wire its field names are the spec's (`amount` in cents), read by embeds, overlays and OBS
// sources we do not control; in our code it is StreamBoost, with cents named as cents. A `snapshot`
// event carries the stats of GET /api/boost-stats instead (boostStats in ledger.ts).
// The embed script cannot afford zod, so every client reads the stream with core/streamBoost.ts,
// which its test proves accepts, refuses and returns exactly what this schema does.
import { z } from './zod.ts'
import { streamAdjustmentFromWire, streamAdjustmentToWire, streamBoostFromWire, streamBoostToWire } from '../streamBoost.ts'

const count = z.number().int().nonnegative()

const fields = {
  boostId: z.number().int().positive().describe('the boost event id, also the SSE `id:`'),
  creatorId: z.string(),
  xpAwarded: count,
  currency: z.string().describe('lowercase ISO currency code'),
  message: z.string().nullable().describe('the supporter’s message, in its public form'),
  supporterLabel: z.string().nullable().describe('last 6 characters of the supporter’s anonymous id; null for an anonymous boost'),
  supporterName: z.string().nullable().describe('the name the supporter gave, in its public form; null when anonymous, not given, held or rejected'),
  anonymous: z.boolean().describe('the supporter chose to boost anonymously: show “Anonymous”'),
  ts: z.string().meta({ format: 'date-time' }).describe('when the boost was recorded (ISO 8601, UTC)'),
}

/** The message as sent. */
export const streamBoostWire = z.object({ ...fields, amount: count.describe('gross, integer cents') })
const streamBoostRead = z.object({ ...fields, amountCents: count })

export type StreamBoostWire = z.infer<typeof streamBoostWire>
/** The one type of a stream boost in our code: the codec's output. */
export type StreamBoost = z.infer<typeof streamBoostRead>

/** Decodes the message as sent into StreamBoost, and encodes one back. */
export const streamBoost = z.codec(streamBoostWire, streamBoostRead, { decode: streamBoostFromWire, encode: streamBoostToWire })

const change = z.number().int()
const adjustmentFields = {
  adjustmentId: z.number().int().positive(),
  boostId: z.number().int().positive().describe('the boost whose numbers changed'),
  creatorId: z.string(),
  currency: z.string().describe('lowercase ISO currency code'),
  boosts: change.describe('what the boost count changed by: -1 when the boost stopped counting, 1 when it counts again'),
  xp: change.describe('what the XP total changed by'),
  ts: z.string().meta({ format: 'date-time' }),
}

/**
 * The `data:` of an `adjustment` event: a refund or a dispute changed what a boost counts. A counter
 * adds each change to what it shows (the amount only in its own currency), so it stays equal to
 * GET /api/boost-stats; `lastAdjustmentId` there says which it already includes.
 */
const streamAdjustmentWire = z.object({ ...adjustmentFields, amount: change.describe('what the gross changed by, integer cents') })
const streamAdjustmentRead = z.object({ ...adjustmentFields, amountCents: change })

export type StreamAdjustmentWire = z.infer<typeof streamAdjustmentWire>
export type StreamAdjustment = z.infer<typeof streamAdjustmentRead>

export const streamAdjustment = z.codec(streamAdjustmentWire, streamAdjustmentRead, { decode: streamAdjustmentFromWire, encode: streamAdjustmentToWire })
