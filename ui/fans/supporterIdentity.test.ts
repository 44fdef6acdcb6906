import { describe, expect, it, vi } from 'vitest'
import type { IdentifyRequest } from '../../core/api/ledger.ts'
import { ANON_ID_KEY, createSupporterIdentity, newAnonId, referralCodeFrom, searchWithoutRef, SUPPORTER_ID_KEY } from './supporterIdentity.ts'

const SUPPORTER = '0b9f6a3e-2f4c-4a8e-9d51-7c3b2a1e0f99'
const OTHER = '5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

function harness(stored: Record<string, string> = {}, answer: () => Promise<{ supporterId: string; referredByCode: string | null }> = async () => ({ supporterId: SUPPORTER, referredByCode: null })) {
  const storage = memoryStorage(stored)
  const session = memoryStorage()
  const requests: IdentifyRequest[] = []
  const warn = vi.fn()
  const identity = createSupporterIdentity({
    storage,
    sessionStorage: session,
    identify: (body) => {
      requests.push(body)
      return answer()
    },
    randomBytes: (length) => new Uint8Array(length).map((_, index) => index),
    warn,
  })
  return { identity, storage, session, requests, warn }
}

describe('newAnonId', () => {
  it('makes 24 URL-safe characters, as the widget does', () => {
    expect(newAnonId((length) => new Uint8Array(length).fill(63))).toBe('_'.repeat(24))
  })
})

describe('referralCodeFrom', () => {
  it('reads ?ref in capitals and refuses malformed codes', () => {
    expect(referralCodeFrom('?ref=abcd2345')).toBe('ABCD2345')
    expect(referralCodeFrom('?ref=no!')).toBeNull()
    expect(referralCodeFrom('?x=1')).toBeNull()
  })
})

describe('searchWithoutRef', () => {
  it('removes only ref', () => {
    expect(searchWithoutRef('?ref=ABCD2345&metric=xp')).toBe('?metric=xp')
    expect(searchWithoutRef('?ref=ABCD2345')).toBe('')
  })
})

describe('createSupporterIdentity', () => {
  it('asks nothing of a browser that has never been identified', async () => {
    const { identity, requests } = harness()
    await expect(identity.start('')).resolves.toBeNull()
    expect(identity.getState()).toMatchObject({ status: 'anonymous', anonId: null, supporterId: null })
    expect(requests).toEqual([])
  })

  it('records a ?ref arrival: makes the anonymous id, identifies with the code, stores the supporter id', async () => {
    const { identity, storage, requests } = harness({}, async () => ({ supporterId: SUPPORTER, referredByCode: 'ABCD2345' }))
    await expect(identity.start('?ref=abcd2345&x=1')).resolves.toBe('?x=1')
    const anonId = storage.values.get(ANON_ID_KEY)
    expect(anonId).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(requests).toEqual([{ anonId, ref: 'ABCD2345' }])
    expect(storage.values.get(SUPPORTER_ID_KEY)).toBe(SUPPORTER)
    expect(identity.getState()).toMatchObject({ status: 'identified', supporterId: SUPPORTER, referredByCode: 'ABCD2345' })
  })

  it('identifies an anonymous id the widget made but never exchanged', async () => {
    const { identity, requests, storage } = harness({ [ANON_ID_KEY]: 'widgetMadeThisId_123456' })
    await identity.start('')
    await vi.waitFor(() => expect(identity.getState().supporterId).toBe(SUPPORTER))
    expect(requests).toEqual([{ anonId: 'widgetMadeThisId_123456' }])
    expect(storage.values.get(SUPPORTER_ID_KEY)).toBe(SUPPORTER)
  })

  it('confirms a stored pair once per tab session and takes the server’s answer', async () => {
    const { identity, requests } = harness({ [ANON_ID_KEY]: 'storedAnonymousId_12345', [SUPPORTER_ID_KEY]: OTHER })
    const started = identity.start('')
    expect(identity.getState()).toMatchObject({ status: 'identified', supporterId: OTHER })
    await started
    await vi.waitFor(() => expect(identity.getState().supporterId).toBe(SUPPORTER))
    await identity.start('')
    expect(requests).toHaveLength(1)
  })

  it('drops a supporter id whose anonymous id is gone', async () => {
    const { identity, storage } = harness({ [SUPPORTER_ID_KEY]: SUPPORTER })
    await identity.start('')
    expect(identity.getState().supporterId).toBeNull()
    expect(storage.values.has(SUPPORTER_ID_KEY)).toBe(false)
  })

  it('creates an identity on demand, once for callers that ask together', async () => {
    const { identity, requests } = harness()
    const [first, second] = await Promise.all([identity.ensureSupporterId(), identity.ensureSupporterId()])
    expect([first, second]).toEqual([SUPPORTER, SUPPORTER])
    expect(requests).toHaveLength(1)
    await expect(identity.ensureSupporterId()).resolves.toBe(SUPPORTER)
    expect(requests).toHaveLength(1)
  })

  it('uses an anonymous id the widget made after the page started, rather than making another', async () => {
    const { identity, storage, requests } = harness()
    await identity.start('')
    storage.setItem(ANON_ID_KEY, 'madeByTheWidgetJustNow_1')
    await identity.ensureSupporterId()
    expect(requests).toEqual([{ anonId: 'madeByTheWidgetJustNow_1' }])
    expect(storage.values.get(ANON_ID_KEY)).toBe('madeByTheWidgetJustNow_1')
  })

  it('only logs a failed identify, and keeps working without a supporter', async () => {
    const { identity, warn } = harness({}, async () => {
      throw new Error('429: Too many requests')
    })
    await expect(identity.ensureSupporterId()).resolves.toBeNull()
    expect(warn).toHaveBeenCalledOnce()
    expect(identity.getState()).toMatchObject({ status: 'anonymous', supporterId: null })
  })
})
