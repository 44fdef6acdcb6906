import { afterEach, describe, expect, it, vi } from 'vitest'
import { optionsFromDataset } from './model.ts'
import { offersMonthly } from './monthly.ts'

describe('offersMonthly', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is off unless the creator turns it on: the monthly prop, data-monthly bare or with a yes word', () => {
    expect(offersMonthly({})).toBe(false)
    expect(offersMonthly({ monthly: true })).toBe(true)
    expect(offersMonthly({ monthly: false })).toBe(false)
    expect(offersMonthly(optionsFromDataset({ monthly: '' }))).toBe(true)
    expect(offersMonthly(optionsFromDataset({ monthly: ' Yes ' }))).toBe(true)
    expect(offersMonthly(optionsFromDataset({ monthly: 'true' }))).toBe(true)
    expect(offersMonthly(optionsFromDataset({ monthly: 'off' }))).toBe(false)
  })

  it('says which value it ignored, and offers no Monthly for it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(offersMonthly(optionsFromDataset({ monthly: 'weekly' }))).toBe(false)
    expect(warn).toHaveBeenCalledWith('[boost] ignoring data-monthly="weekly"')
    expect(offersMonthly({ monthly: 12 })).toBe(false)
    expect(warn).toHaveBeenCalledWith('[boost] ignoring data-monthly="12"')
  })
})
