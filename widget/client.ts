// The widget's calls to the Boost API: limits, the creator's goal, the supporter's identity, opening
// a checkout, and learning that a checkout completed. Every call is public and uncredentialed (CORS *).
import type { Goal } from '../core/api/creators.ts'
import type { IdentifyResponse } from '../core/api/ledger.ts'
import type { CheckoutResponse, LimitsResponse, SessionStatusResponse } from '../core/api/payments.ts'
import { isAnonId } from '../core/ids.ts'
import { toCents } from '../core/money.ts'
import { parseStreamBoost } from '../core/streamBoost.ts'
import { ANON_ID_KEY, newAnonId, type Notice } from './model.ts'

/** `path` on the Boost host the script came from ('' is the page's own origin); absolute URLs stay. */
export function apiUrl(apiBase: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : apiBase + path
}

// A creator id is URL-safe by its pattern, so it goes into these URLs as it is.
export function loadLimits(apiBase: string, currency: string, creatorId: string): Promise<LimitsResponse | null> {
  return getJson(`${apiBase}/api/checkout/limits?currency=${currency}&creatorId=${creatorId}`)
}

/** The creator's active goal (GET /api/creators/:id), or null without one or without an answer. */
export async function loadGoal(apiBase: string, creatorId: string): Promise<Goal | null> {
  return (await getJson<{ goal: Goal | null }>(`${apiBase}/api/creators/${creatorId}`))?.goal ?? null
}

/** Why the creator cannot take a boost (no such creator, payments not connected), or null when they can or the server did not say. */
export async function creatorProblem(apiBase: string, creatorId: string): Promise<Notice | null> {
  try {
    const response = await fetch(`${apiBase}/api/creators/${creatorId}`)
    if (response.status === 404) return { tone: 'error', title: 'Unknown creator', text: `No creator has the id “${creatorId}” on Boost.` }
    if (response.ok && !((await response.json()) as { connected: unknown }).connected) {
      return { tone: 'error', title: 'Not connected yet', text: 'This creator cannot take boosts until they connect payments.' }
    }
  } catch {
    // No answer: the checkout itself refuses an unknown creator.
  }
  return null
}

/** The answer of a GET, or null for an error status or no answer at all. */
function getJson<T>(url: string): Promise<T | null> {
  return fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<T>) : null))
    .catch(() => null)
}

function post(url: string, body: unknown, headers?: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
}

const randomId = () => newAnonId((bytes) => crypto.getRandomValues(bytes))
let memoryAnonId: string | undefined

/** The browser's anonymous id under the product key; a page without storage keeps one for its lifetime. */
export function anonId(): string {
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
  return (supporters[apiBase] ??= post(`${apiBase}/api/supporters/identify`, { anonId: anonId(), ref })
    .then((response) => response.json() as Promise<IdentifyResponse>)
    .then(({ supporterId }) => supporterId ?? Promise.reject(Error('identify refused')))
    .catch((error: unknown) => {
      console.warn('[boost] no supporter id, so no XP:', error)
      delete supporters[apiBase]
      return null
    }))
}

export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(resolve, ms, fallback))])
}

/**
 * The checkout the server opened, or the body of its refusal (null when there was no usable
 * answer; status 0 when there was no answer at all) and, for a 429, the seconds to wait.
 */
type CheckoutAnswer = { ok: true; checkout: CheckoutResponse } | { ok: false; body: string | null; status?: number; retryAfter?: number }

export async function openCheckout(url: string, body: Record<string, unknown>): Promise<CheckoutAnswer> {
  let response: Response
  try {
    // One key per click: a retried request (a flaky network) reuses its session instead of opening another.
    response = await post(url, body, { 'idempotency-key': randomId() })
  } catch {
    return { ok: false, body: null, status: 0 }
  }
  try {
    const text = await response.text()
    if (!response.ok) return { ok: false, body: text, status: response.status, retryAfter: retryAfterSeconds(response.headers.get('retry-after')) }
    const checkout = JSON.parse(text) as CheckoutResponse
    // The tab we opened is still same-origin with the host page: only ever send it to a web page.
    if (/^https?:\/\//.test(checkout.url)) return { ok: true, checkout }
  } catch {
    // No answer, or no JSON: as below.
  }
  return { ok: false, body: null }
}

/** Retry-After in seconds (a number, or an HTTP date), at least 1; 60 when it says nothing usable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const seconds = Number(header) || (Date.parse(header ?? '') - now) / 1000
  return seconds > 0 ? Math.ceil(seconds) : 60
}

export type Completed = { cents: number; xpAwarded: number; boostId: number | undefined }

/** How a checkout ended without a boost: it lapsed, or the fan cancelled it on the checkout page. */
export type NotCompleted = 'expired' | 'cancelled'

const POLL_MS = 2000
const GIVE_UP_MS = 30 * 60_000

/**
 * Waits for a checkout to complete: polling the session every 2 s while the page is visible, and at
 * once whenever the live stream (filtered to the creator) announces one of their boosts, which may
 * be ours. The stream never names a checkout session, so the session's own answer says whether it
 * was ours; demo boosts on a live server are never streamed and a proxy can cut a stream, so the
 * polling stays. Calls `done` once, with the boost, or with how the checkout ended unpaid; after
 * 30 minutes it stops quietly. Returns a function that stops waiting.
 */
export function watchSession(apiBase: string, creatorId: string, sessionId: string, done: (result: Completed | NotCompleted) => void): () => void {
  const source = new EventSource(`${apiBase}/api/stream/boosts?creatorId=${encodeURIComponent(creatorId)}`)
  let waiting = true
  const stop = () => {
    waiting = false
    clearInterval(timer)
    source.close()
    document.removeEventListener('visibilitychange', checkVisible)
  }
  // Answered twice (a slow poll and one the stream prompted): finished once.
  const finish = (result: Completed | NotCompleted) => {
    if (waiting) {
      stop()
      done(result)
    }
  }
  const check = async () => {
    // Offline for a moment (null): the next poll tries again.
    const session = await getJson<SessionStatusResponse>(`${apiBase}/api/checkout/sessions/${encodeURIComponent(sessionId)}`)
    if (session?.status === 'complete') finish({ cents: toCents(session.amount) ?? 0, xpAwarded: session.xpAwarded ?? 0, boostId: session.boostId })
    if (session?.status === 'expired' || session?.status === 'cancelled') finish(session.status)
  }
  // Back from the checkout's tab: asked at once, so a cancelled checkout returns to the form without waiting for a poll.
  const checkVisible = () => void (!document.hidden && check())
  document.addEventListener('visibilitychange', checkVisible)
  // Unnamed messages are boosts: a snapshot after a long disconnect comes as a named event, and polling covers it.
  source.onmessage = ({ data }: MessageEvent<string>) => {
    if (parseStreamBoost(data)) void check()
  }
  let polls = GIVE_UP_MS / POLL_MS
  const timer = setInterval(() => {
    if (!polls--) return stop()
    if (!document.hidden) void check()
  }, POLL_MS)
  return stop
}
