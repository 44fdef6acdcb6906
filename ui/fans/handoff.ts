// How a boost made by a widget on another site reaches the fan on Boost's origin. The widget opens
// its checkout through Boost's hand-off page with its anonymous id in the address's fragment
// (`#fan=<anonId>`, which browsers never send to any server); the page keeps it in this tab's
// storage on Boost's origin under the checkout's id and goes on to the checkout. The thank-you page
// the checkout returns to, in the same tab, claims the boost with it and then forgets it. Nothing of
// it ever reaches the payment provider or an address's query.
import { ANON_ID_PATTERN, isAnonId } from '../../core/ids.ts'

const handoffKey = (sessionId: string) => `boost:handoff:${sessionId}`

/** The anonymous id a widget on another site handed over in `#fan=`, if it is one. */
export function anonIdFromFragment(hash: string): string | null {
  const anonId = new URLSearchParams(hash.replace(/^#/, '')).get('fan')
  return anonId && ANON_ID_PATTERN.test(anonId) ? anonId : null
}

/** Keeps the widget's anonymous id for the checkout's thank-you page in this tab. */
export function keepHandedOver(sessionId: string, anonId: string): void {
  try {
    sessionStorage.setItem(handoffKey(sessionId), anonId)
  } catch {
    // Storage blocked: the boost stays with the widget's site, as it would without the hand-off.
  }
}

/** The anonymous id handed over for this checkout, if any. */
export function handedOver(sessionId: string): string | null {
  try {
    const anonId = sessionStorage.getItem(handoffKey(sessionId))
    return isAnonId(anonId) ? anonId : null
  } catch {
    return null
  }
}

/** Once the boost is claimed, its hand-off has done its work: a claim that failed may try again on a reload. */
export function forgetHandedOver(sessionId: string): void {
  try {
    sessionStorage.removeItem(handoffKey(sessionId))
  } catch {
    // Storage blocked: nothing was kept.
  }
}
