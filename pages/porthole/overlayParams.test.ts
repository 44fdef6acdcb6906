import { describe, expect, it } from 'vitest'
import { isOverlayRequest, parseOverlayParams } from './overlayParams.ts'

describe('isOverlayRequest', () => {
  it('is true for overlay=1 only', () => {
    expect(isOverlayRequest({ overlay: '1' })).toBe(true)
    expect(isOverlayRequest({ overlay: '0' })).toBe(false)
    expect(isOverlayRequest({})).toBe(false)
  })
})

describe('parseOverlayParams', () => {
  it('reads metric, mode, accent and creator', () => {
    expect(parseOverlayParams({ overlay: '1', metric: 'xp', mode: 'flip', accent: 'magenta', creator: 'maya-chen' })).toEqual({
      metric: 'xp',
      mode: 'flip',
      accent: 'magenta',
      creator: 'maya-chen',
      badCreator: undefined,
      alerts: true,
    })
  })

  it('falls back to boosts, LED, green and the whole platform for bad or missing values', () => {
    expect(parseOverlayParams({ metric: 'likes', mode: 'neon', accent: 'teal' })).toEqual({
      metric: 'boosts',
      mode: 'led',
      accent: 'green',
      creator: undefined,
      badCreator: undefined,
      alerts: true,
    })
  })

  it('keeps a creator that cannot be a creator id apart, for the overlay to say so', () => {
    expect(parseOverlayParams({ creator: 'Not Valid!' })).toMatchObject({ creator: undefined, badCreator: 'Not Valid!' })
  })

  it('reads the goal bar as a metric of its own', () => {
    expect(parseOverlayParams({ overlay: '1', metric: 'goal', creator: 'maya-chen' })).toMatchObject({ metric: 'goal', creator: 'maya-chen' })
  })

  it('turns boost alerts off with alerts=0', () => {
    expect(parseOverlayParams({ alerts: '0' }).alerts).toBe(false)
  })
})
