// What a payment provider does for Boost: take a payment through a hosted checkout, and onboard
// a creator's payout account. Stripe does it for real; the demo provider moves no money.

type ProviderKind = 'stripe' | 'demo'

export type CheckoutRequest = {
  creatorId: string
  /** Shown on the checkout: "Boost for <creatorName>". */
  creatorName: string
  /** The creator's connected account: the destination of the charge (Stripe only). */
  destinationAccount: string | null
  amountCents: number
  currency: string
  supporterId: string | null
  referralCode: string | null
  message: string | null
  /** The fan's email for a receipt: Stripe's checkout starts with it filled in. */
  email: string | null
  /** The same key yields the same session, so a retried request never opens a second checkout. */
  idempotencyKey: string
  /** A monthly boost's id: the checkout starts a subscription that names it. Null for a one-off. */
  subscriptionId: string | null
}

export type ProviderCheckout = { id: string; url: string; expiresAt: Date }

export type OnboardingLinkRequest = {
  creatorId: string
  accountId: string
  returnUrl: string
  refreshUrl: string
  returnTo: OnboardingReturn
  /** The session of the browser that asked: a demo link works for it alone. */
  sessionId: string
}

export type OnboardingReturn = 'easy' | 'onboard'

export interface PaymentProvider {
  readonly kind: ProviderKind
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>
  /** Creates the creator's payout account, not yet able to take charges; a repeated key gives back the same account (Stripe). */
  createAccount(request: { creatorId: string; email: string | null; idempotencyKey: string }): Promise<string>
  /** A single-use URL where the creator finishes setting up their account. */
  onboardingLink(request: OnboardingLinkRequest): Promise<string>
  /** What the provider knows of the account now; null when our own records are the only truth (demo). */
  accountStatus(accountId: string): Promise<{ chargesEnabled: boolean } | null>
  /** A single-use link into the account's own dashboard (balance, payouts); null when the provider has none (demo). */
  dashboardLink(accountId: string): Promise<string | null>
}
