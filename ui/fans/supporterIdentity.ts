// This browser's supporter: an anonymous id kept in localStorage under the product key
// (the widget keeps the very same one), exchanged at /api/supporters/identify for a supporter id
// that is stored beside it. Arriving on any page with `?ref=<code>` records the referral for this
// browser's supporter and takes the parameter out of the address bar. Identify failures are only
// logged: the page works without a supporter, it just earns nothing.
import { useStore } from 'zustand'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { IdentifyRequest, IdentifyResponse } from '../../core/api/ledger.ts'
import { ANON_ID_PATTERN, REFERRAL_CODE_PATTERN } from '../../core/ids.ts'
import { postJson } from '../api/fetchJson.ts'

/** The widget's key (widget/model.ts ANON_ID_KEY): one anonymous id per browser, whoever asks. */
export const ANON_ID_KEY = 'boost:anon-id'
/** The supporter id the anonymous id was exchanged for; the leaderboard's "View My Stats" needs it. */
export const SUPPORTER_ID_KEY = 'boost:supporter-id'
/** Set for the tab's session once identify confirmed the stored pair, so a reset database heals itself. */
const CONFIRMED_KEY = 'boost:supporter-confirmed'

type IdentityStatus = 'unknown' | 'anonymous' | 'identifying' | 'identified'

type SupporterIdentityState = {
  /** unknown until the browser's storage has been read (always, while rendering on the server). */
  status: IdentityStatus
  anonId: string | null
  supporterId: string | null
  /** The referral code recorded for this supporter, once identify has said. */
  referredByCode: string | null
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

type IdentityDeps = {
  storage: KeyValueStorage | null
  sessionStorage: KeyValueStorage | null
  identify(body: IdentifyRequest): Promise<IdentifyResponse>
  randomBytes(length: number): Uint8Array
  warn(message: string, error: unknown): void
}

type SupporterIdentity = StoreApi<SupporterIdentityState> & {
  /** Reads storage, records a `?ref=` code from `search`, confirms the stored pair once per session. Returns the cleaned search string when it held a ref. */
  start(search: string): Promise<string | null>
  /** The supporter id, identifying (and creating an anonymous id) first when there is none; null when identify fails. */
  ensureSupporterId(): Promise<string | null>
  /** This browser's anonymous id now stands for `supporterId` (a fan it was joined to): keep it. */
  adopt(supporterId: string): void
  /** The fan was forgotten: this browser's ids are dropped, and a later boost starts afresh. */
  forget(): void
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const SUPPORTER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** 24 characters of the URL-safe alphabet, as the widget makes them. */
export function newAnonId(randomBytes: (length: number) => Uint8Array): string {
  return Array.from(randomBytes(24), (byte) => ALPHABET[byte & 63]).join('')
}

/** A referral code from `?ref=`, upper-cased, when it has the right shape. */
export function referralCodeFrom(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim().toUpperCase() ?? ''
  return REFERRAL_CODE_PATTERN.test(code) ? code : null
}

/** The search string without `ref` ('' when nothing is left), for history.replaceState. */
export function searchWithoutRef(search: string): string {
  const params = new URLSearchParams(search)
  params.delete('ref')
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function createSupporterIdentity(deps: IdentityDeps): SupporterIdentity {
  const store = createStore<SupporterIdentityState>(() => ({ status: 'unknown', anonId: null, supporterId: null, referredByCode: null }))
  let pending: Promise<string | null> | null = null

  function read(storage: KeyValueStorage | null, key: string): string | null {
    try {
      return storage?.getItem(key) ?? null
    } catch {
      return null
    }
  }

  function write(storage: KeyValueStorage | null, key: string, value: string | null): void {
    try {
      if (value === null) storage?.removeItem(key)
      else storage?.setItem(key, value)
    } catch {
      // Blocked storage (private modes, sandboxed frames): the identity then lasts for this page.
    }
  }

  function load(): void {
    const anonId = read(deps.storage, ANON_ID_KEY)
    const validAnonId = anonId !== null && ANON_ID_PATTERN.test(anonId) ? anonId : null
    const storedSupporterId = read(deps.storage, SUPPORTER_ID_KEY)
    // A supporter id without its anonymous id cannot be confirmed: someone cleared half of the pair.
    const supporterId = validAnonId && storedSupporterId && SUPPORTER_ID_PATTERN.test(storedSupporterId) ? storedSupporterId : null
    if (!supporterId && storedSupporterId) write(deps.storage, SUPPORTER_ID_KEY, null)
    store.setState({ status: supporterId ? 'identified' : 'anonymous', anonId: validAnonId, supporterId })
  }

  function anonIdOrNew(): string {
    // The widget on this very page may have made one since we last looked.
    const stored = read(deps.storage, ANON_ID_KEY)
    if (stored !== null && ANON_ID_PATTERN.test(stored)) {
      if (store.getState().anonId !== stored) store.setState({ anonId: stored })
      return stored
    }
    const existing = store.getState().anonId
    if (existing) return existing
    const anonId = newAnonId(deps.randomBytes)
    write(deps.storage, ANON_ID_KEY, anonId)
    store.setState({ anonId })
    return anonId
  }

  function identify(ref: string | null): Promise<string | null> {
    if (pending && !ref) return pending
    const previous = store.getState()
    if (!previous.supporterId) store.setState({ status: 'identifying' })
    const request = (async () => {
      try {
        const answer = await deps.identify({ anonId: anonIdOrNew(), ...(ref ? { ref } : {}) })
        write(deps.storage, SUPPORTER_ID_KEY, answer.supporterId)
        write(deps.sessionStorage, CONFIRMED_KEY, answer.supporterId)
        store.setState({ status: 'identified', supporterId: answer.supporterId, referredByCode: answer.referredByCode })
        return answer.supporterId
      } catch (error) {
        deps.warn('[boost] could not identify this browser’s supporter', error)
        store.setState({ status: previous.supporterId ? 'identified' : 'anonymous' })
        return previous.supporterId
      } finally {
        pending = null
      }
    })()
    pending = request
    return request
  }

  return {
    ...store,
    async start(search) {
      if (store.getState().status === 'unknown') load()
      const ref = referralCodeFrom(search)
      const { anonId, supporterId } = store.getState()
      if (ref) {
        await identify(ref)
        return searchWithoutRef(search)
      }
      // Once per tab session: the widget may have made the anonymous id without storing a supporter
      // id, or the stored one may belong to a database that has since been reset.
      if (anonId && (!supporterId || read(deps.sessionStorage, CONFIRMED_KEY) !== supporterId)) void identify(null)
      return null
    },
    ensureSupporterId() {
      if (store.getState().status === 'unknown') load()
      const { supporterId } = store.getState()
      return supporterId ? Promise.resolve(supporterId) : identify(null)
    },
    adopt(supporterId) {
      write(deps.storage, SUPPORTER_ID_KEY, supporterId)
      write(deps.sessionStorage, CONFIRMED_KEY, supporterId)
      store.setState({ status: 'identified', supporterId })
    },
    forget() {
      write(deps.storage, ANON_ID_KEY, null)
      write(deps.storage, SUPPORTER_ID_KEY, null)
      write(deps.sessionStorage, CONFIRMED_KEY, null)
      store.setState({ status: 'anonymous', anonId: null, supporterId: null, referredByCode: null })
    },
  }
}

const browserIdentity: SupporterIdentity | null =
  typeof window === 'undefined'
    ? null
    : createSupporterIdentity({
        storage: safeStorage(() => window.localStorage),
        sessionStorage: safeStorage(() => window.sessionStorage),
        identify: (body) => postJson<IdentifyResponse>('/api/supporters/identify', body),
        randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
        warn: (message, error) => console.warn(message, error),
      })

// On the server nobody is identified: pages render the signed-out view and hydrate into the real one.
const serverIdentity = createStore<SupporterIdentityState>(() => ({ status: 'unknown', anonId: null, supporterId: null, referredByCode: null }))

/** The browser's identity store (null while rendering on the server). */
export function supporterIdentity(): SupporterIdentity | null {
  return browserIdentity
}

export function useSupporterIdentity(): SupporterIdentityState {
  return useStore(browserIdentity ?? serverIdentity)
}

/** Starts the identity for this page: reads storage, records `?ref=` and removes it from the address bar. */
export async function startSupporterIdentity(): Promise<void> {
  if (!browserIdentity) return
  const cleaned = await browserIdentity.start(window.location.search)
  if (cleaned === null) return
  const url = `${window.location.pathname}${cleaned}${window.location.hash}`
  window.history.replaceState(window.history.state, '', url)
}

function safeStorage(get: () => Storage): KeyValueStorage | null {
  try {
    return get()
  } catch {
    return null
  }
}
