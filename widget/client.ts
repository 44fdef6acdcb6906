// The widget's calls to the Boost API: limits, the supporter's identity, opening a checkout, and
// learning that a checkout completed. Every call is public and uncredentialed (CORS *).
import type { IdentifyResponse } from '../core/api/ledger.ts'
import type { CheckoutResponse, LimitsResponse, SessionStatusResponse } from '../core/api/payments.ts'
import { isAnonId } from '../core/ids.ts'
import { toCents } from '../core/money.ts'
import { ANON_ID_KEY, newAnonId } from './model.ts'

/** `path` on the Boost host the script came from ('' is the page's own origin); absolute URLs stay. */
export function apiUrl(apiBase: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : apiBase + path
}

export function loadLimits(apiBase: string, currency: string, creatorId: string): Promise<LimitsResponse | null> {
  return getJson(apiUrl(apiBase, `/api/checkout/limits?currency=${currency}&creatorId=${encodeURIComponent(creatorId)}`))
}

/** The answer of a GET, or null for an error status or no answer at all. */
async function getJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url)
    return response.ok ? ((await response.json()) as T) : null
  } catch {
    return null
  }
}

function post(url: string, body: unknown, headers?: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
}

const randomId = () => newAnonId((bytes) => crypto.getRandomValues(bytes))
let memoryAnonId: string | undefined

/** The browser's anonymous id under the product key; a page without storage keeps one for its lifetime. */
function anonId(): string {
  try {
    const stored = localStorage.getItem(ANON_ID_KEY)
    if (isAnonId(stored)) return stored
    localStorage.setItem(ANON_ID_KEY, (memoryAnonId ??= randomId()))
  } catch {
    // Storage can be blocked (sandboxed frames, strict privacy settings): the id then lasts for this page.
  }
  return (memoryAnonId ??= randomId())
}

const supporters: Record<string, Promise<string | null>> = {}

/** One identify per page and Boost host, however many widgets it has; a failure is logged and retried next time. */
export function supporterId(apiBase: string, ref: string | null): Promise<string | null> {
  return (supporters[apiBase] ??= identify(apiBase, ref).catch((error: unknown) => {
    console.warn('[boost] no supporter id, so no XP:', error)
    delete supporters[apiBase]
    return null
  }))
}

async function identify(apiBase: string, ref: string | null): Promise<string> {
  const response = await post(apiUrl(apiBase, '/api/supporters/identify'), { anonId: anonId(), ref: ref ?? undefined })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return ((await response.json()) as IdentifyResponse).supporterId
}

export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))])
}

/** The checkout the server opened, or the body of its refusal (null when there was no usable answer). */
export type CheckoutAnswer = { ok: true; checkout: CheckoutResponse } | { ok: false; body: string | null }

export async function openCheckout(url: string, body: Record<string, unknown>): Promise<CheckoutAnswer> {
  try {
    // One key per click: a retried request (a flaky network) reuses its session instead of opening another.
    const response = await post(url, body, { 'idempotency-key': randomId() })
    const text = await response.text()
    if (!response.ok) return { ok: false, body: text }
    const checkout = JSON.parse(text) as CheckoutResponse
    // The tab we opened is still same-origin with the host page: only ever send it to a web page.
    if (/^https?:\/\//.test(checkout.url)) return { ok: true, checkout }
  } catch {
    // No answer, or no JSON: as below.
  }
  return { ok: false, body: null }
}

export type Completed = { cents: number; xpAwarded: number; boostId: number | undefined }

const POLL_MS = 2000
const GIVE_UP_MS = 30 * 60_000

/**
 * Waits for a checkout to complete: the live stream (filtered to the creator, matched on the
 * session id), and polling the session every 2 s while the page is visible, since demo boosts on a
 * live server are never streamed and a proxy can cut a stream. Calls `done` once, with the boost,
 * or with null when the checkout expired; after 30 minutes it stops quietly. Returns a function
 * that stops waiting.
 */
export function watchSession(apiBase: string, creatorId: string, sessionId: string, done: (result: Completed | null) => void): () => void {
  const started = Date.now()
  let stopped = false
  let polling = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const source = new EventSource(apiUrl(apiBase, `/api/stream/boosts?creatorId=${encodeURIComponent(creatorId)}`))
  const stop = () => {
    stopped = true
    clearTimeout(timer)
    source.close()
    document.removeEventListener('visibilitychange', poll)
  }
  const finish = (result: Completed | null) => {
    if (stopped) return
    stop()
    done(result)
  }

  source.onmessage = (event: MessageEvent<string>) => {
    try {
      const boost = JSON.parse(event.data) as { ref: string; amount: number; xpAwarded: number; boostId: number }
      if (boost.ref === sessionId) finish({ cents: boost.amount, xpAwarded: boost.xpAwarded, boostId: boost.boostId })
    } catch {
      // Not a boost (a snapshot after a long disconnect): polling covers it.
    }
  }

  // Also run when the page becomes visible again: coming back from the checkout tab is when it most likely completed.
  async function poll() {
    if (stopped || polling || document.hidden) return
    polling = true
    clearTimeout(timer)
    // Offline for a moment (null): the next poll tries again.
    const session = await getJson<SessionStatusResponse>(apiUrl(apiBase, `/api/checkout/sessions/${encodeURIComponent(sessionId)}`))
    if (session?.status === 'complete') finish({ cents: toCents(session.amount) ?? 0, xpAwarded: session.xpAwarded ?? 0, boostId: session.boostId })
    if (session?.status === 'expired') finish(null)
    polling = false
    if (Date.now() - started > GIVE_UP_MS) stop()
    if (!stopped) timer = setTimeout(poll, POLL_MS)
  }

  document.addEventListener('visibilitychange', poll)
  timer = setTimeout(poll, POLL_MS)
  return stop
}
