import { describe, expect, it } from 'vitest'
import { ALERT_DEFAULTS } from './alerts.ts'
import { lookFor, type AlertVariant } from './alertLook.ts'

const variant = (currency: AlertVariant['currency'], minAmountCents: number, template: string): AlertVariant => ({
  currency, minAmountCents, template, sound: 'coin', soundAsset: null, volume: 50, image: null, accent: 'gold', durationMs: 8000,
})
const display = { ...ALERT_DEFAULTS, variants: [variant('eur', 5000, 'big euro'), variant('eur', 2000, 'euro'), variant('usd', 2000, 'dollar')] }

describe('lookFor', () => {
  it('picks the biggest variant of the boost’s currency that it reaches', () => {
    expect(lookFor(display, 2000, 'eur').template).toBe('euro')
    expect(lookFor(display, 4999, 'EUR').template).toBe('euro')
    expect(lookFor(display, 5000, 'eur').template).toBe('big euro')
    expect(lookFor(display, 9000, 'usd').template).toBe('dollar')
  })

  it('keeps the default look below every variant and for a currency without one', () => {
    expect(lookFor(display, 1999, 'eur')).toEqual({ template: ALERT_DEFAULTS.template, sound: 'power-up', soundAsset: null, volume: 60, image: null, accent: 'green', durationMs: 6000 })
    expect(lookFor(display, 100_000, 'gbp').template).toBe(ALERT_DEFAULTS.template)
  })
})
