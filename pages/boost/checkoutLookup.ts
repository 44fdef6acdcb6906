// The checkout `?sid` names, as the server knows it, for the thank-you and cancel pages.
import type { PageContextServer } from 'vike/types'
import type { SessionStatusResponse } from '../../core/api/payments.ts'
import { sessionView } from '../../server/services/sessionView.ts'

const SESSION_ID = /^[A-Za-z0-9_-]{8,255}$/
const CANCEL_KEY = /^[A-Za-z0-9_-]{43}$/

export type CheckoutLookup = { sid: string | null; session: SessionStatusResponse | null; siteUrl: string }

/**
 * The session `?sid` names, or `?key` (the key a Stripe cancel address carries); null when there
 * is none: no sid or key, a malformed one, or one the server never opened or no longer keeps.
 */
export async function lookUpCheckout(pageContext: PageContextServer): Promise<CheckoutLookup> {
  const { services, urlParsed } = pageContext
  const { sid: raw, key } = urlParsed.search
  const sid = raw && SESSION_ID.test(raw) ? raw : key && CANCEL_KEY.test(key) ? await services.payments.checkout.sessionIdByCancelKey(key) : null
  const session = sid
    ? await sessionView(services, sid).catch((error: unknown) => {
        if ((error as { status?: unknown }).status === 404) return null
        throw error
      })
    : null
  return { sid, session, siteUrl: services.config.publicUrl }
}
