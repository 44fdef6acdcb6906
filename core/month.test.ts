import { describe, expect, it } from 'vitest'
import { monthAfter, monthStart } from './month.ts'

const after = (iso: string) => monthAfter(new Date(iso)).toISOString()

describe('monthAfter', () => {
  it('keeps the day of the month and the time of day', () => {
    expect(after('2026-11-29T09:21:00.000Z')).toBe('2026-12-29T09:21:00.000Z')
  })

  it('crosses into the next year', () => {
    expect(after('2026-12-15T00:00:00.000Z')).toBe('2027-01-15T00:00:00.000Z')
  })

  it('ends on the last day of a shorter month, leap years included', () => {
    expect(after('2027-01-31T12:00:00.000Z')).toBe('2027-02-28T12:00:00.000Z')
    expect(after('2028-01-31T12:00:00.000Z')).toBe('2028-02-29T12:00:00.000Z')
    expect(after('2026-08-31T12:00:00.000Z')).toBe('2026-09-30T12:00:00.000Z')
  })
})

describe('monthStart', () => {
  it('is midnight UTC on the first of the month, whatever the time zone around it', () => {
    expect(monthStart(new Date('2026-11-29T09:21:00.000Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z')
    expect(monthStart(new Date('2026-12-01T00:00:00.000Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z')
    expect(monthStart(new Date('2026-12-31T23:59:59.999Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z')
  })
})
