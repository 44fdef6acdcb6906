import { describe, expect, it } from 'vitest'
import { DISPLAY_GLOW_MS, DISPLAY_MODES, isDisplayMode } from './displayModes.ts'

describe('DISPLAY_MODES', () => {
  it('offers the five porthole styles, the site-wide three first', () => {
    expect(DISPLAY_MODES).toEqual(['led', 'digital', 'block', 'flip', 'dot'])
  })

  it('keeps the spec glow times for LED, digital and block', () => {
    expect(DISPLAY_GLOW_MS).toMatchObject({ led: 400, digital: 500, block: 500 })
  })
})

describe('isDisplayMode', () => {
  it('accepts the five styles and nothing else', () => {
    for (const mode of DISPLAY_MODES) expect(isDisplayMode(mode)).toBe(true)
    expect(isDisplayMode('neon')).toBe(false)
    expect(isDisplayMode(undefined)).toBe(false)
  })
})
