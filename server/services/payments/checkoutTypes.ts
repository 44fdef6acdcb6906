// What a checkout is asked for and what it answers: the input the API hands createCheckout, a
// session's state as the widget and the thank-you page read it, and a demo session as its page shows it.
import type { ProfileColor } from '../../../core/creatorPage.ts'
import type { Currency } from '../../../core/limits.ts'
import type { CheckoutSession } from '../../../entities/CheckoutSession.ts'
import type { Subscription } from '../../../entities/Subscription.ts'

export type CheckoutInput = {
  creatorId: string
  /** What the client asked for, in cents, before clamping. */
  amountCents: number
  currency: Currency
  supporterId: string | null
  referralCode: string | null
  message: string | null
  /** The name the supporter gave; null without one, or when anonymous. */
  supporterName: string | null
  anonymous: boolean
  /** Whether the name may show on the leaderboard; null when the client did not say. */
  showOnLeaderboard: boolean | null
  /** The widget's demo mode. */
  demo: boolean
  /** Where Boost's own receipt goes, when it sends email. */
  email: string | null
  /** The http(s) page the checkout was opened from (validated by the API schema). */
  returnUrl: string | null
  /** The client's Idempotency-Key header: a retried request gets the same session. */
  idempotencyKey: string | null
  /** 'month': a monthly boost, paid now and each month until cancelled; null: a one-off. */
  interval: 'month' | null
}

export type CheckoutResult = { sessionId: string; url: string; amountCents: number; clamped: boolean }

export type SessionStatus = {
  status: 'open' | 'complete' | 'expired' | 'cancelled'
  amountCents: number
  currency: string
  creatorId: string
  demo: boolean
  provider: CheckoutSession['provider']
  creator: { name: string | null; color: ProfileColor; hasPage: boolean; thankYouNote: string | null }
  returnUrl: string | null
  /** The receipt page's token; only a paid session's is handed out. */
  receiptToken: string | null
  /** Whether the fan gave an email for Boost's own receipt. */
  emailGiven: boolean
  boostId?: number
  xpAwarded?: number
  /** A monthly checkout: its monthly boost once begun (null before). */
  monthly: { subscription: Subscription | null } | null
}

export type DemoSession = {
  id: string
  creatorId: string
  creatorName: string
  returnUrl: string | null
  supporterId: string | null
  amountCents: number
  currency: string
  message: string | null
  referralCode: string | null
  status: 'open' | 'complete'
  demo: boolean
  expiresAt: Date
}
