import { describe, expect, it } from 'vitest'
import { isCreatorId } from '../../core/ids.ts'
import { newCreatorId, placeholderEmail } from './creatorId.ts'

describe('newCreatorId', () => {
  it('is the prefix and a time-based token, and a valid creator id', () => {
    const id = newCreatorId(Date.UTC(2026, 0, 2), () => 0.5)
    expect(id).toBe(`creator-${Date.UTC(2026, 0, 2).toString(36)}${Math.floor(0.5 * 36 ** 3).toString(36)}`)
    expect(isCreatorId(id)).toBe(true)
    expect(isCreatorId(newCreatorId(Date.now(), () => 0))).toBe(true)
  })

  it('differs from one moment to the next', () => {
    expect(newCreatorId(1000, () => 0)).not.toBe(newCreatorId(1001, () => 0))
  })
})

describe('placeholderEmail', () => {
  it('derives an address from the creator id', () => {
    expect(placeholderEmail('maya-rose')).toBe('maya-rose@example.com')
  })
})
