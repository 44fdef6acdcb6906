import { afterEach, describe, expect, it, vi } from 'vitest'
import { anonIdFromFragment, forgetHandedOver, handedOver, keepHandedOver } from './handoff.ts'

const ANON_ID = 'Ab3_-xyZ09Ab3_-xyZ09Ab'

describe('anonIdFromFragment', () => {
  it('reads the anonymous id a widget on another site handed over in #fan=', () => {
    expect(anonIdFromFragment(`#fan=${ANON_ID}`)).toBe(ANON_ID)
  })

  it('ignores a fragment without one, or with something that is not an anonymous id', () => {
    expect(anonIdFromFragment('')).toBeNull()
    expect(anonIdFromFragment('#top')).toBeNull()
    expect(anonIdFromFragment('#fan=short')).toBeNull()
    expect(anonIdFromFragment('#fan=has%20spaces%20in%20it')).toBeNull()
  })
})

describe('the hand-off kept in the tab', () => {
  afterEach(() => void vi.unstubAllGlobals())

  function tabStorage() {
    const values = new Map<string, string>()
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    })
    return values
  }

  it('keeps the id under its checkout until the claim forgets it', () => {
    const values = tabStorage()
    keepHandedOver('cs_test_one', ANON_ID)
    expect(handedOver('cs_test_one')).toBe(ANON_ID)
    expect(handedOver('cs_test_other')).toBeNull()
    forgetHandedOver('cs_test_one')
    expect(handedOver('cs_test_one')).toBeNull()
    expect(values.size).toBe(0)
  })

  it('gives back nothing that is not an anonymous id, and nothing when storage is blocked', () => {
    tabStorage().set('boost:handoff:cs_test_one', 'not an id!')
    expect(handedOver('cs_test_one')).toBeNull()
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    })
    expect(() => keepHandedOver('cs_test_one', ANON_ID)).not.toThrow()
    expect(handedOver('cs_test_one')).toBeNull()
    expect(() => forgetHandedOver('cs_test_one')).not.toThrow()
  })
})
