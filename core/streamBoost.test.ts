import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { streamAdjustment, streamBoost, type StreamBoostWire } from './api/stream.ts'
import { parseStreamAdjustment, parseStreamBoost, streamAdjustmentToWire, streamBoostFromWire, streamBoostToWire } from './streamBoost.ts'

const wire: StreamBoostWire = {
  boostId: 13,
  creatorId: 'maya',
  amount: 500,
  xpAwarded: 50,
  currency: 'usd',
  message: 'Love the stream',
  supporterLabel: 'a1B2c3',
  supporterName: 'Sam',
  anonymous: false,
  ts: '2025-08-01T00:00:00.000Z',
}
const KEYS = Object.keys(wire) as (keyof StreamBoostWire)[]

/** What the zod schema makes of a `data:` payload: the decoded message, or null. */
function bySchema(data: string) {
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return null
  }
  const result = streamBoost.safeParse(value)
  return result.success ? result.data : null
}

const text = fc.option(fc.string(), { nil: null })
const wellFormed = fc.record({
  boostId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  creatorId: fc.string(),
  amount: fc.maxSafeNat(),
  xpAwarded: fc.maxSafeNat(),
  currency: fc.string(),
  message: text,
  supporterLabel: text,
  supporterName: text,
  anonymous: fc.boolean(),
  ts: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
})
/** Any JSON value, with the numbers and texts that sit at the edges of what a field takes. */
const anyValue = fc.oneof(fc.jsonValue(), fc.constantFrom(0, -1, 1.5, 2 ** 53 - 1, 2 ** 53, 1e300, '', '5', null, true, [], {}))
/** A well-formed message with unknown fields added and one field, or several, replaced or removed (undefined). */
const changed = (message: StreamBoostWire, changes: Partial<Record<keyof StreamBoostWire, unknown>>, extra: Record<string, unknown>) => {
  const result: Record<string, unknown> = { ...extra, ...message, ...changes }
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete result[key]
  return result
}
const change = fc.option(anyValue, { nil: undefined })
const unknownFields = fc.dictionary(fc.string(), anyValue)
const oneFieldChanged = fc
  .tuple(wellFormed, fc.constantFrom(...KEYS), change, unknownFields)
  .map(([message, key, value, extra]) => changed(message, { [key]: value }, extra))
const fieldsChanged = fc
  .tuple(wellFormed, fc.dictionary(fc.constantFrom(...KEYS), change), unknownFields)
  .map(([message, changes, extra]) => changed(message, changes, extra))
const payloads = fc.oneof(
  wellFormed.map((message) => JSON.stringify(message)),
  oneFieldChanged.map((message) => JSON.stringify(message)),
  fieldsChanged.map((message) => JSON.stringify(message)),
  anyValue.map((value) => JSON.stringify(value)),
  fc.string(),
)

describe('parseStreamBoost', () => {
  it('reads a boost message, its amount in cents as amountCents', () => {
    expect(parseStreamBoost(JSON.stringify(wire))).toEqual({
      boostId: 13,
      creatorId: 'maya',
      amountCents: 500,
      xpAwarded: 50,
      currency: 'usd',
      message: 'Love the stream',
      supporterLabel: 'a1B2c3',
      supporterName: 'Sam',
      anonymous: false,
      ts: '2025-08-01T00:00:00.000Z',
    })
  })

  it('keeps only the message’s fields', () => {
    expect(parseStreamBoost(JSON.stringify({ ...wire, extra: 1 }))).not.toHaveProperty('extra')
  })

  it('gives null for a snapshot, a message missing a field or with one of the wrong kind, and text that is no JSON', () => {
    expect(parseStreamBoost('{"boostsCount":4,"xpTotal":40,"revenueCents":400}')).toBeNull()
    expect(parseStreamBoost(JSON.stringify({ ...wire, ts: undefined }))).toBeNull()
    expect(parseStreamBoost(JSON.stringify({ ...wire, amount: '500' }))).toBeNull()
    expect(parseStreamBoost(JSON.stringify({ ...wire, amount: -5 }))).toBeNull()
    expect(parseStreamBoost(JSON.stringify({ ...wire, boostId: 0 }))).toBeNull()
    expect(parseStreamBoost(JSON.stringify({ ...wire, message: 5 }))).toBeNull()
    expect(parseStreamBoost('not json')).toBeNull()
    expect(parseStreamBoost('null')).toBeNull()
  })

  it('agrees with the zod schema on every payload: the same accepted, the same refused, the same result', () => {
    fc.assert(fc.property(payloads, (data) => {
      expect(parseStreamBoost(data)).toEqual(bySchema(data))
    }), { numRuns: 2000 })
    const json = JSON.stringify(wire)
    for (const data of [json.replace('"boostId":13', '"boostId":-0'), json.replace('"amount":500', '"amount":-0'), '[]', '"text"', '']) {
      expect(parseStreamBoost(data)).toEqual(bySchema(data))
    }
  })

  it('accepts every well-formed message', () => {
    fc.assert(fc.property(wellFormed, (message) => {
      expect(parseStreamBoost(JSON.stringify(message))).not.toBeNull()
    }))
  })

  it('returns the schema’s output type', () => {
    expectTypeOf(parseStreamBoost).returns.toEqualTypeOf<z.output<typeof streamBoost> | null>()
  })
})

describe('streamBoostToWire', () => {
  it('writes the spec’s field names in the order the stream has always sent them', () => {
    expect(Object.keys(streamBoostToWire(streamBoostFromWire(wire)))).toEqual(KEYS)
  })

  it('undoes streamBoostFromWire, and encodes as the zod schema does', () => {
    fc.assert(
      fc.property(wellFormed, (message) => {
        const boost = streamBoostFromWire(message)
        expect(streamBoostToWire(boost)).toEqual(message)
        expect(z.encode(streamBoost, boost)).toEqual(message)
      }),
    )
  })
})

describe('parseStreamAdjustment', () => {
  const adjustment = { adjustmentId: 4, boostId: 13, creatorId: 'maya', currency: 'usd', boosts: -1, amount: -500, xp: -50, ts: '2025-08-01T00:00:00.000Z' }
  const bySchema = (data: string) => {
    try {
      const result = streamAdjustment.safeParse(JSON.parse(data))
      return result.success ? result.data : null
    } catch {
      return null
    }
  }

  it('reads an adjustment, its amount in cents as amountCents', () => {
    expect(parseStreamAdjustment(JSON.stringify(adjustment))).toEqual({
      adjustmentId: 4, boostId: 13, creatorId: 'maya', currency: 'usd', boosts: -1, amountCents: -500, xp: -50, ts: '2025-08-01T00:00:00.000Z',
    })
    expect(streamAdjustmentToWire(parseStreamAdjustment(JSON.stringify(adjustment))!)).toEqual(adjustment)
  })

  it('agrees with the zod schema on every payload: the same accepted, the same refused, the same result', () => {
    const keys = Object.keys(adjustment)
    const edited = fc
      .tuple(fc.dictionary(fc.constantFrom(...keys), fc.option(anyValue, { nil: undefined })), fc.dictionary(fc.string(), anyValue))
      .map(([changes, extra]) => {
        const result: Record<string, unknown> = { ...extra, ...adjustment, ...changes }
        for (const [key, value] of Object.entries(changes)) if (value === undefined) delete result[key]
        return JSON.stringify(result)
      })
    fc.assert(fc.property(fc.oneof(edited, anyValue.map((value) => JSON.stringify(value)), fc.string()), (data) => {
      expect(parseStreamAdjustment(data)).toEqual(bySchema(data))
    }), { numRuns: 2000 })
  })
})
