import { describe, expect, it } from 'vitest'
import { ALERT_DEFAULTS, alertDisplay, alertFor, monthlyNews } from './alerts.ts'

const display = { ...alertDisplay(ALERT_DEFAULTS), minAmountCents: 300, tts: { enabled: true, minAmountCents: 500, maxChars: 5 } }

describe('alertFor', () => {
  it('shows boosts from the minimum amount up, and reads messages aloud from the speech minimum, cut to its length', () => {
    expect(alertFor(display, 299, 'hi')).toEqual({ show: false, speak: null })
    expect(alertFor(display, 300, 'hello there')).toEqual({ show: true, speak: null })
    expect(alertFor(display, 500, 'hello there')).toEqual({ show: true, speak: 'hello' })
    expect(alertFor(display, 500, '👋👋👋👋👋👋')).toEqual({ show: true, speak: '👋👋👋👋👋' })
  })

  it('says who the message is from when the supporter gave a name or boosted anonymously', () => {
    expect(alertFor(display, 500, 'hello there', 'Maya')).toEqual({ show: true, speak: 'Maya says: hello' })
    expect(alertFor(display, 500, 'hello there', 'Anonymous')).toEqual({ show: true, speak: 'Anonymous says: hello' })
    expect(alertFor(display, 500, null, 'Maya')).toEqual({ show: true, speak: null })
  })

  it('speaks nothing when speech is off, the message is hidden, or there is none', () => {
    expect(alertFor({ ...display, tts: { ...display.tts, enabled: false } }, 900, 'hi')).toEqual({ show: true, speak: null })
    expect(alertFor({ ...display, showMessage: false }, 900, 'hi')).toEqual({ show: true, speak: null })
    expect(alertFor(display, 900, null)).toEqual({ show: true, speak: null })
  })
})

describe('alertDisplay', () => {
  it('leaves out what only the creator may read', () => {
    expect(alertDisplay({ ...ALERT_DEFAULTS, blockedWords: ['x'], holdForReview: true })).not.toHaveProperty('blockedWords')
    expect(alertDisplay(ALERT_DEFAULTS)).not.toHaveProperty('holdForReview')
  })
})

describe('monthlyNews', () => {
  it('says a first monthly payment makes a new monthly supporter, a later one how many months, and a one-off nothing', () => {
    expect(monthlyNews(1)).toBe('is now a monthly supporter')
    expect(monthlyNews(3)).toBe('renewed: 3 months')
    expect(monthlyNews(null)).toBeNull()
    expect(monthlyNews(undefined)).toBeNull()
  })
})
