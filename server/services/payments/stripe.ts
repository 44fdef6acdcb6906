// The Stripe provider, through the official SDK: Connect Express accounts, destination-charge
// Checkout Sessions that keep the platform and card fees, and signed webhook events.
import Stripe from 'stripe'
import { applicationFeeCents, applicationFeePercent } from '../../../core/fees.ts'
import type { Payments } from '../../config.ts'
import { Refusal } from '../refusal.ts'
import type { CheckoutRequest, OnboardingLinkRequest, PaymentProvider, ProviderCheckout } from './provider.ts'
import { type SubscriptionCalls, stripeSubscriptionCalls } from './stripeSubscriptions.ts'

/** Stripe keeps at most 500 characters per metadata value. */
const METADATA_VALUE_MAX = 500

type StripeProvider = Omit<PaymentProvider, 'accountStatus'> & {
  /** What Stripe knows of the account now (GET /v1/accounts/:id); throws when Stripe cannot say. */
  accountStatus(accountId: string): Promise<{ chargesEnabled: boolean }>
  /**
   * The verified body, any JSON value (parseStripeEvent reads it), or throws when the signature is
   * missing, wrong or stale (default tolerance, 300 s). `parsedBody` is the body as the body reader
   * parsed it, if it did, so it is not parsed twice.
   */
  verifyWebhook(rawBody: Buffer, signatureHeader: string, parsedBody?: unknown): unknown
  subscriptions: SubscriptionCalls
}

/** Under Stripe's pay button on a monthly checkout. */
const MONTHLY_CHECKOUT_NOTE = 'Charged each month until you cancel. Cancel any time from your fan page on Boost (/me) or from the link on your receipt.'

export function createStripeProvider(config: Extract<Payments, { kind: 'stripe' }>, publicUrl: () => string): StripeProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Boost' },
    ...(config.apiBase
      ? {
          host: config.apiBase.hostname,
          port: config.apiBase.port || (config.apiBase.protocol === 'https:' ? 443 : 80),
          protocol: config.apiBase.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
  // The platform's own events and its connected accounts' events (account.updated) come from two
  // Stripe endpoints with two signing secrets; STRIPE_WEBHOOK_SECRET may list both, comma-separated.
  const webhookSecrets = config.webhookSecret.split(',').map((secret) => secret.trim()).filter(Boolean)

  return {
    kind: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<ProviderCheckout> {
      const destination = request.destinationAccount
      if (!destination) throw new Error('A Stripe checkout needs the creator’s connected account')
      const metadata = compact({
        creator_id: request.creatorId,
        supporter_id: request.supporterId,
        referral_code: request.referralCode,
        message: request.message === null ? null : truncateCodePoints(request.message, METADATA_VALUE_MAX),
      })
      const monthly = request.subscriptionId !== null
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: monthly ? 'subscription' : 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              product_data: { name: `${monthly ? 'Monthly boost' : 'Boost'} for ${request.creatorName}` },
              ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
            },
          },
        ],
        ...(monthly
          ? {
              // Each renewal's exact fee is set on its draft invoice (subscriptions/invoiceFee.ts).
              subscription_data: {
                application_fee_percent: applicationFeePercent(request.amountCents),
                transfer_data: { destination },
                metadata: { ...metadata, boost_subscription_id: request.subscriptionId },
              },
              // Stripe's page states the amount per month; the fan also learns where to stop it.
              custom_text: { submit: { message: MONTHLY_CHECKOUT_NOTE } },
            }
          : {
              payment_intent_data: {
                application_fee_amount: applicationFeeCents(request.amountCents),
                transfer_data: { destination },
                metadata,
              },
            }),
        success_url: `${publicUrl()}/boost/success?sid={CHECKOUT_SESSION_ID}`,
        // The cancel page tells the widget's tab that the fan backed out. Stripe fills in
        // {CHECKOUT_SESSION_ID} in success_url alone, so this address carries our own key.
        cancel_url: `${publicUrl()}/boost/cancel?${new URLSearchParams({ key: request.cancelKey })}`,
        ...(request.email ? { customer_email: request.email } : {}),
        metadata,
      }
      const session = await call('checkout session', () => stripe.checkout.sessions.create(params, { idempotencyKey: request.idempotencyKey }))
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`)
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) }
    },

    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId)
      } catch (error) {
        // Stripe expires only an open session: one it already expired or that was paid meanwhile
        // stays as it is (a payment is recorded from its webhook event as usual).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return
        throw new Refusal(502, 'Stripe could not close this checkout just now: try again in a minute', { cause: error })
      }
    },

    async createAccount({ creatorId, email, idempotencyKey }) {
      const account = await call('account creation', () =>
        stripe.accounts.create(
          {
            type: 'express',
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            ...(email ? { email } : {}),
            metadata: { creator_id: creatorId },
          },
          { idempotencyKey },
        ),
      )
      return account.id
    },

    async onboardingLink({ accountId, returnUrl, refreshUrl }: OnboardingLinkRequest) {
      const link = await call('account link', () =>
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        }),
      )
      return link.url
    },

    async accountStatus(accountId) {
      const account = await call('account retrieval', () => stripe.accounts.retrieve(accountId))
      return { chargesEnabled: account.charges_enabled === true }
    },

    async dashboardLink(accountId) {
      try {
        return (await stripe.accounts.createLoginLink(accountId)).url
      } catch (error) {
        // Stripe refuses a link for an account it will not show yet (onboarding unfinished, or
        // the account rejected); anything else is Stripe unreachable, failing or refusing our key.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new Refusal(409, 'Stripe cannot show your payouts yet: finish connecting your Stripe account', { cause: error })
        }
        throw new Refusal(502, 'Stripe could not open your payouts dashboard just now: try again in a minute', { cause: error })
      }
    },

    verifyWebhook(rawBody, signatureHeader, parsedBody) {
      verifySignature(stripe, rawBody, signatureHeader, webhookSecrets)
      const event: unknown = parsedBody ?? JSON.parse(rawBody.toString('utf8'))
      // As the SDK's constructEvent refuses one: a thin event is not a webhook event. A signed body
      // that is not an object at all (null, a number) is no event either, ignored like a malformed one.
      if ((event as { object?: unknown } | null)?.object === 'v2.core.event') {
        throw new Error('You passed a thin event notification to a function that expects a webhook. Use the corresponding EventNotification method instead.')
      }
      return event
    },

    subscriptions: stripeSubscriptionCalls(stripe),
  }
}

/** Throws the last secret's failure when the signature matches none of `secrets`. */
function verifySignature(stripe: Stripe, rawBody: Buffer, signatureHeader: string, secrets: string[]): void {
  let failure: unknown
  for (const secret of secrets) {
    try {
      stripe.webhooks.signature!.verifyHeader(rawBody, signatureHeader, secret)
      return
    } catch (error) {
      failure = error
    }
  }
  throw failure
}

/**
 * Stripe's errors carry Stripe's HTTP status; ours would pass a 4xx and its message (account ids
 * included) straight to the browser. A provider failure is our 500, logged with its cause.
 */
async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw new Error(`Stripe ${what} failed: ${(error as Error).message}`, { cause: error })
  }
}

function compact(values: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== ''))
}

/** Cuts to at most `max` UTF-16 units without splitting a character; our own row keeps the full message. */
function truncateCodePoints(text: string, max: number): string {
  if (text.length <= max) return text
  let cut = ''
  for (const character of text) {
    if (cut.length + character.length > max) break
    cut += character
  }
  return cut
}
