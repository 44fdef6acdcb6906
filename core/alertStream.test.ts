import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALERT_ACCENTS, ALERT_SOUNDS } from './alerts.ts'
import { displayFromWire, parseAlert, parseAlertSettings } from './alertStream.ts'
import { alertDisplayWire, alertWire, type AlertDisplayWire, type AlertWire } from './api/alerts.ts'

const settings: AlertDisplayWire = {
  minAmount: 5,
  durationMs: 8000,
  sound: 'chime',
  volume: 70,
  showMessage: true,
  tts: { enabled: true, minAmount: 10.5, maxChars: 200 },
  accent: ALERT_ACCENTS[0],
  template: '{name} boosted {amount}!',
  image: null,
  soundAsset: null,
  layout: { position: 'bottom-right', scale: 150, showCounter: false },
  variants: [{ currency: 'eur', minAmount: 20, template: '{name} is a hero', sound: 'coin', soundAsset: null, volume: 40, image: '0123456789abcdef0123456789abcdef.gif', accent: 'gold', durationMs: 9000 }],
}
const alert: AlertWire = { kind: 'boost', alertId: 'a-13', boostId: 13, amount: 500, currency: 'usd', message: 'Love it', supporterLabel: 'a1B2c3', supporterName: 'Maya', anonymous: false, xpAwarded: 50, months: null }

/** What the zod schema makes of a `data:` payload, read as `then` reads it; null when it refuses. */
function bySchema<T, R>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, data: string, then: (wire: T) => R): R | null {
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return null
  }
  const result = schema.safeParse(value)
  return result.success ? then(result.data) : null
}

/** Any JSON value, with the numbers and texts at the edges of what a field takes. */
const anyValue = fc.oneof(fc.jsonValue(), fc.constantFrom(0, -1, 1.5, 2 ** 53 - 1, 2 ** 53, 1e300, '', '5', 'chime', 'boost', null, true, [], {}))
const change = fc.option(anyValue, { nil: undefined })
const unknownFields = fc.dictionary(fc.string(), anyValue)

/** Well-formed messages, the same with fields replaced, removed or added, any JSON, and text that is none. */
function payloads<T extends Record<string, unknown>>(wellFormed: fc.Arbitrary<T>, keys: string[]): fc.Arbitrary<string> {
  const changed = fc.tuple(wellFormed, fc.dictionary(fc.constantFrom(...keys), change), unknownFields).map(([message, changes, extra]) => {
    const result: Record<string, unknown> = { ...extra, ...message, ...changes }
    for (const [key, value] of Object.entries(changes)) if (value === undefined) delete result[key]
    return JSON.stringify(result)
  })
  return fc.oneof(wellFormed.map((message) => JSON.stringify(message)), changed, anyValue.map((value) => JSON.stringify(value)), fc.string())
}

const number = fc.double({ noNaN: true, noDefaultInfinity: true })
const wellFormedSettings = fc.record({
  minAmount: number,
  durationMs: fc.integer(),
  sound: fc.constantFrom(...ALERT_SOUNDS),
  volume: fc.integer(),
  showMessage: fc.boolean(),
  tts: fc.oneof(
    fc.record({ enabled: fc.boolean(), minAmount: number, maxChars: fc.integer() }),
    fc.tuple(fc.record({ enabled: fc.boolean(), minAmount: number, maxChars: fc.integer() }), fc.constantFrom('enabled', 'minAmount', 'maxChars'), anyValue).map(
      ([tts, key, value]) => ({ ...tts, [key]: value }),
    ),
  ),
  accent: fc.constantFrom(...ALERT_ACCENTS),
})
const text = fc.option(fc.string(), { nil: null })
const wellFormedAlert = fc.record({
  kind: fc.constantFrom('boost', 'test', 'replay'),
  alertId: fc.string(),
  boostId: fc.maxSafeNat(),
  amount: fc.maxSafeNat(),
  currency: fc.string(),
  message: text,
  supporterLabel: text,
  supporterName: text,
  anonymous: fc.boolean(),
  xpAwarded: fc.maxSafeNat(),
  months: fc.option(fc.integer({ min: 1, max: 2 ** 53 - 1 }), { nil: null }),
})

describe('parseAlertSettings', () => {
  it('reads the settings an overlay applies, amounts in cents', () => {
    expect(parseAlertSettings(JSON.stringify({ ...settings, blockedWords: ['x'], extra: 1 }))).toEqual({
      minAmountCents: 500,
      durationMs: 8000,
      sound: 'chime',
      volume: 70,
      showMessage: true,
      tts: { enabled: true, minAmountCents: 1050, maxChars: 200 },
      accent: ALERT_ACCENTS[0],
      template: '{name} boosted {amount}!',
      image: null,
      soundAsset: null,
      layout: { position: 'bottom-right', scale: 150, showCounter: false },
      variants: [{ currency: 'eur', minAmountCents: 2000, template: '{name} is a hero', sound: 'coin', soundAsset: null, volume: 40, image: '0123456789abcdef0123456789abcdef.gif', accent: 'gold', durationMs: 9000 }],
    })
  })

  it('gives null for a field missing or of the wrong kind, and text that is no JSON', () => {
    expect(parseAlertSettings(JSON.stringify({ ...settings, sound: 'horn' }))).toBeNull()
    expect(parseAlertSettings(JSON.stringify({ ...settings, tts: { ...settings.tts, maxChars: 1.5 } }))).toBeNull()
    expect(parseAlertSettings(JSON.stringify({ ...settings, tts: undefined }))).toBeNull()
    expect(parseAlertSettings('not json')).toBeNull()
  })

  it('agrees with the zod schema on every payload: the same accepted, the same refused, the same result', () => {
    fc.assert(
      fc.property(payloads(wellFormedSettings, Object.keys(settings)), (data) => {
        expect(parseAlertSettings(data)).toEqual(bySchema(alertDisplayWire, data, displayFromWire))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('parseAlert', () => {
  it('reads an alert, and keeps only its fields', () => {
    expect(parseAlert(JSON.stringify({ ...alert, extra: 1 }))).toEqual(alert)
  })

  it('gives null for a field missing or of the wrong kind, and text that is no JSON', () => {
    expect(parseAlert(JSON.stringify({ ...alert, kind: 'raid' }))).toBeNull()
    expect(parseAlert(JSON.stringify({ ...alert, amount: -5 }))).toBeNull()
    expect(parseAlert(JSON.stringify({ ...alert, message: undefined }))).toBeNull()
    expect(parseAlert('[]')).toBeNull()
  })

  it('agrees with the zod schema on every payload: the same accepted, the same refused, the same result', () => {
    fc.assert(
      fc.property(payloads(wellFormedAlert, Object.keys(alert)), (data) => {
        expect(parseAlert(data)).toEqual(bySchema(alertWire, data, (wire) => wire))
      }),
      { numRuns: 2000 },
    )
  })
})
