// The payments endpoints: checkout and its limits, demo checkout, creator onboarding, the Stripe
// webhook. The server parses requests with these very schemas.
import { z } from './zod.ts'
import { profile } from './creators.ts'
import { defineEndpoints, PUBLIC, SESSION } from './endpoint.ts'
import { amount, creatorId, creatorName, creatorParams, currency, message, referralCode, supporterId, supporterName } from './fields.ts'
import { PROFILE_COLOR_NAMES } from '../creatorPage.ts'
import { isReturnUrl, RETURN_URL_MAX_LENGTH } from '../returnUrl.ts'

export const sessionId = z.string().regex(/^[A-Za-z0-9_-]{8,255}$/, 'Not a checkout session id')

export const checkoutBody = z.object({
  amount,
  currency: currency.default('usd'),
  creator_id: creatorId,
  supporter_id: supporterId.nullish().describe('from POST /api/supporters/identify; an unknown id is ignored'),
  ref: referralCode.nullish().describe('referral code the supporter arrived with'),
  message: message.nullish(),
  name: supporterName.nullish(),
  anonymous: z.boolean('must be true or false').optional().describe('boost anonymously: everyone, the creator too, sees “Anonymous”, and a name sent with it is not kept'),
  showOnLeaderboard: z
    .boolean('must be true or false')
    .optional()
    .describe('show this boost’s name on the weekly leaderboard (false: show none); left out, the supporter’s last choice stands'),
  demo: z
    .boolean()
    .optional()
    .describe('the widget’s demo mode: any creator id is taken, labelled as a demo; with Stripe configured, the boost is recorded as a demo and moves no public number'),
  email: z.email('must be an email address').max(254).nullish().describe('where Boost emails its own receipt, when the server sends email; never shown publicly'),
  return_url: z
    .string()
    .max(RETURN_URL_MAX_LENGTH, `must be at most ${RETURN_URL_MAX_LENGTH} characters`)
    .refine(isReturnUrl, 'must be an absolute http(s) URL')
    .nullish()
    .describe('the page the fan came from: the thank-you and cancel pages link back to it'),
  interval: z
    .literal('month', 'must be "month" for a monthly boost, or left out for a one-off')
    .optional()
    .describe('month: a monthly boost, paid now and then each month until the fan cancels it'),
})

const checkoutResponse = z.object({
  url: z.url().describe('the hosted checkout (Stripe, or our demo checkout page)'),
  clamped: z.boolean().describe('true when the amount was moved into the allowed range'),
  amount: z.number().describe('the amount charged, major units'),
  sessionId: z.string(),
})

const limitsQuery = z.object({
  currency: currency.default('usd'),
  creatorId: creatorId.optional(),
})

const limitsResponse = z.object({
  currency: z.string(),
  min: z.number(),
  max: z.number(),
  demo: z.boolean().describe('this server takes demo payments: no money moves, whatever the widget’s own mode'),
})

const sessionParams = z.object({ id: sessionId })

const cents = z.number().int()

const sessionStatusResponse = z.object({
  status: z.enum(['open', 'complete', 'expired', 'cancelled']).describe('cancelled: the fan left the checkout page without paying'),
  amount: z.number().describe('major units'),
  currency: z.string(),
  creatorId: z.string(),
  demo: z.boolean().describe('recorded as a demo boost: it moves no public number'),
  boostId: z.number().optional(),
  xpAwarded: z.number().optional().describe('XP the boost holds: 0 once it was refunded'),
  provider: z.enum(['demo', 'stripe']).describe('stripe: money moved through Stripe; demo: no money moved'),
  creator: z.object({
    name: z.string().nullable(),
    color: z.enum(PROFILE_COLOR_NAMES),
    hasPage: z.boolean().describe('whether /c/<creatorId> shows a page'),
  }),
  fees: z.object({ gross: cents, stripeFee: cents, platformFee: cents, creatorNet: cents }).describe('cents: the card fee and the platform fee, and what the creator receives'),
  returnUrl: z.string().nullable().describe('the page the checkout was opened from'),
  thankYouNote: z.string().nullable().describe('the creator’s thank-you note, once the boost is paid'),
  receiptUrl: z.string().nullable().describe('the receipt page (/receipt/<token>), once the boost is paid'),
  receiptEmail: z.enum(['stripe', 'boost']).nullable().describe('who emails a receipt: Stripe, to the address given at checkout; Boost, to the address given in the widget; null: nobody'),
  monthly: z
    .object({
      amountPerMonth: z.number().describe('major units, charged each month'),
      nextPaymentAt: z.iso.datetime().nullable().describe('the next payment, once the first is paid'),
      manageUrl: z.string().nullable().describe('where the fan cancels or changes it without signing in, once the first payment is paid'),
    })
    .nullable()
    .describe('a monthly boost: null for a one-off'),
})

const receiptParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Not a receipt') })

const receiptResponse = z.object({
  creatorId: z.string(),
  creatorName: z.string().nullable(),
  amount: cents,
  currency: z.string(),
  fees: z.object({ gross: cents, stripeFee: cents, platformFee: cents, creatorNet: cents }),
  provider: z.enum(['demo', 'stripe']),
  message: z.string().nullable().describe('the message the fan wrote, as they wrote it'),
  paidAt: z.iso.datetime(),
  sessionId: z.string(),
  refundedCents: cents,
  manageUrl: z.string().nullable().describe('a monthly boost: the page where the fan cancels or changes it without signing in'),
})

const cancelResponse = z.object({ status: z.literal('cancelled') })

export const demoCompleteResponse = z.object({ redirect: z.string().describe('/boost/success?sid=<session id>') })

export const onboardBody = z.object({
  email: z.email('must be an email address').max(254).nullish(),
  name: creatorName.nullish().describe('shown on checkouts: "Boost for <name>"'),
  returnTo: z.enum(['easy', 'onboard']).optional().describe('the page the provider sends the creator back to; default: the calling page'),
})

export const onboardResponse = z.object({ url: z.url() })

const demoConnectQuery = z.object({
  token: z.string().min(1).max(4096),
  returnTo: z.enum(['easy', 'onboard']).default('onboard'),
})

const creatorResponse = profile.extend({
  connected: z.string().nullable().describe('the payout account id once it can take charges'),
  chargesEnabled: z.boolean(),
  monthly: z
    .object({
      supporters: z.number().int().describe('monthly boosts that renew (active, not cancelled)'),
      byCurrency: z.record(z.string(), z.number().int()).describe('what they bring each month, in cents per currency'),
      newThisMonth: z.number().int().describe('monthly boosts begun this calendar month (UTC)'),
      cancelledThisMonth: z.number().int().describe('monthly boosts that stopped renewing this calendar month (UTC) and were not resumed'),
    })
    .describe('monthly boosts a creator can plan on'),
})

const webhookResponse = z.object({ received: z.literal(true), outcome: z.string() })

export const paymentsEndpoints = defineEndpoints({
  limits: {
    method: 'GET',
    path: '/api/checkout/limits',
    summary: 'The amount range a checkout accepts for a currency, narrowed by the creator’s own range',
    access: 'public (any origin)',
    security: PUBLIC,
    query: limitsQuery,
    response: limitsResponse,
    errors: { 400: 'unsupported currency or bad creator id' },
  },
  checkout: {
    method: 'POST',
    path: '/api/checkout',
    summary: 'Opens a checkout for a boost; the amount is clamped to the limits',
    access: 'public (any origin), rate limited per client; an Idempotency-Key header makes retries safe',
    security: PUBLIC,
    body: checkoutBody,
    response: checkoutResponse,
    errors: {
      400: 'bad amount, currency, creator id, supporter id, referral code, message, name, email or return URL',
      404: 'unknown creator (unless the widget is in demo mode)',
      409: 'the creator has not connected payments yet',
      429: 'too many requests',
    },
  },
  session: {
    method: 'GET',
    path: '/api/checkout/sessions/:id',
    summary: 'Whether a checkout completed, and the boost it recorded',
    access: 'public (any origin)',
    security: PUBLIC,
    params: sessionParams,
    response: sessionStatusResponse,
    errors: { 404: 'unknown checkout session' },
  },
  cancel: {
    method: 'POST',
    path: '/api/checkout/sessions/:id/cancel',
    summary: 'The fan left the checkout without paying: the widget waiting on it returns to its form, and a Stripe checkout is expired so it cannot be paid afterwards',
    access: 'public (any origin); the session id is the key',
    security: PUBLIC,
    params: sessionParams,
    response: cancelResponse,
    errors: { 404: 'unknown checkout session', 409: 'the boost is already paid', 502: 'Stripe could not expire the checkout just now: nothing changed, try again' },
  },
  receipt: {
    method: 'GET',
    path: '/api/receipts/:token',
    summary: 'A paid boost’s receipt, by the unguessable token of its receipt link',
    access: 'public; the token is the key',
    security: PUBLIC,
    params: receiptParams,
    response: receiptResponse,
    errors: { 404: 'unknown receipt' },
  },
  demoComplete: {
    method: 'POST',
    path: '/api/checkout/demo/:id/complete',
    summary: 'Pays a demo checkout: records the boost once, however often it is called',
    access: 'public',
    security: PUBLIC,
    params: sessionParams,
    response: demoCompleteResponse,
    errors: { 404: 'unknown or expired (24 h) demo checkout' },
  },
  creator: {
    method: 'GET',
    path: '/api/creators/:id',
    summary: 'Whether a creator’s payout account is connected',
    access: 'public',
    security: PUBLIC,
    params: creatorParams,
    response: creatorResponse,
    errors: { 400: 'bad creator id', 404: 'unknown creator' },
  },
  onboard: {
    method: 'POST',
    path: '/api/creators/:id/stripe/onboard',
    summary: 'Starts payout onboarding (Stripe Connect Express, or a demo account) and returns where to send the creator',
    access: 'same-origin; once the creator has a payout account, only the browser holding its session cookie',
    security: ['creatorSession', 'anonymous'],
    params: creatorParams,
    body: onboardBody,
    response: onboardResponse,
    errors: { 400: 'bad creator id or email', 403: 'the creator belongs to another browser, or a cross-site request', 429: 'too many requests' },
  },
  demoConnect: {
    method: 'GET',
    path: '/api/creators/:id/demo-connect',
    summary: 'Opens a demo onboarding link: connects the demo account, redirects back with state=done',
    access: 'the single-use, short-lived link from onboarding, opened by the browser that started onboarding (demo payments only)',
    security: SESSION,
    params: creatorParams,
    query: demoConnectQuery,
    produces: 'a 302 redirect',
    errors: {
      403: 'invalid or used link, or opened by another browser (a browser’s navigation there is redirected to /onboard?state=elsewhere instead, which says so)',
      409: 'the creator’s payout account changed since the link was made',
    },
  },
  stripeWebhook: {
    method: 'POST',
    path: '/api/stripe/webhook',
    summary: 'Stripe events: checkout completed or async payment succeeded (record), charge refunded (reverse), account updated; for monthly boosts invoice created (exact fee), paid (record) or failed (past due), subscription updated or deleted',
    access: 'Stripe, verified by the Stripe-Signature header',
    security: ['stripeSignature'],
    response: webhookResponse,
    errors: {
      400: 'missing, wrong or stale signature',
      404: 'demo payments: no webhook',
      503: 'not applied, and Stripe delivers it again: an account.updated in doubt or a refund of an unknown payment that Stripe could not be asked about, or an update of a monthly boost whose first payment is not recorded yet',
    },
  },
})

export type CheckoutResponse = z.infer<typeof checkoutResponse>
export type LimitsResponse = z.infer<typeof limitsResponse>
export type SessionStatusResponse = z.infer<typeof sessionStatusResponse>
export type ReceiptResponse = z.infer<typeof receiptResponse>
export type CreatorResponse = z.infer<typeof creatorResponse>
