import { describe, expect, it } from 'vitest'
import { nextWeekStart, weekKey, weekStart } from './week.ts'

const at = (iso: string) => new Date(iso)

describe('weekStart', () => {
  it('keeps the last millisecond of Sunday in the week that began the Monday before', () => {
    expect(weekStart(at('2026-11-22T23:59:59.999Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
  })

  it('starts a new week at Monday 00:00 UTC', () => {
    expect(weekStart(at('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z')
  })

  it('maps a mid-week moment back to its Monday midnight', () => {
    expect(weekStart(at('2026-11-19T15:42:10.123Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
  })

  it('follows UTC, not the offset the date was written in', () => {
    // Monday 00:30 in Paris is still Sunday 23:30 in UTC.
    expect(weekStart(at('2026-11-23T00:30:00+01:00')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
  })

  it('crosses month and year boundaries', () => {
    expect(weekStart(at('2027-01-01T12:00:00Z')).toISOString()).toBe('2026-12-28T00:00:00.000Z')
  })

  it('does not change the date it is given', () => {
    const date = at('2026-11-19T15:42:10.123Z')
    weekStart(date)
    expect(date.toISOString()).toBe('2026-11-19T15:42:10.123Z')
  })

  it('throws a RangeError for an invalid date', () => {
    expect(() => weekStart(new Date('not a date'))).toThrow(RangeError)
  })
})

describe('weekKey', () => {
  it("is the Monday's date as YYYY-MM-DD", () => {
    expect(weekKey(at('2026-11-22T23:59:59.999Z'))).toBe('2026-11-16')
    expect(weekKey(at('2026-11-23T00:00:00Z'))).toBe('2026-11-23')
    expect(weekKey(at('2027-01-03T23:00:00Z'))).toBe('2026-12-28')
  })

  it('throws a RangeError for an invalid date', () => {
    expect(() => weekKey(new Date(Number.NaN))).toThrow(RangeError)
  })
})

describe('nextWeekStart', () => {
  it('is the following Monday at 00:00 UTC', () => {
    expect(nextWeekStart(at('2026-11-22T23:59:59.999Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(nextWeekStart(at('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z')
    expect(nextWeekStart(at('2026-12-30T08:00:00Z')).toISOString()).toBe('2027-01-04T00:00:00.000Z')
  })

  it('throws a RangeError for an invalid date', () => {
    expect(() => nextWeekStart(new Date('nope'))).toThrow(RangeError)
  })
})
