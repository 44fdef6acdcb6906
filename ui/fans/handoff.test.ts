import { describe, expect, it } from 'vitest'
import { anonIdFromFragment } from './handoff.ts'

describe('anonIdFromFragment', () => {
  it('reads the anonymous id a widget on another site handed over in #fan=', () => {
    expect(anonIdFromFragment('#fan=Ab3_-xyZ09Ab3_-xyZ09Ab')).toBe('Ab3_-xyZ09Ab3_-xyZ09Ab')
  })

  it('ignores a fragment without one, or with something that is not an anonymous id', () => {
    expect(anonIdFromFragment('')).toBeNull()
    expect(anonIdFromFragment('#top')).toBeNull()
    expect(anonIdFromFragment('#fan=short')).toBeNull()
    expect(anonIdFromFragment('#fan=has%20spaces%20in%20it')).toBeNull()
  })
})
