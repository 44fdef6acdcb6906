// The Stripe events Boost acts on, parsed strictly: a signed event whose fields are not what
// Stripe documents (a null object, a numeric id, `refunded: "false"`, an id over 255 characters)
// is acknowledged and ignored, never half-applied and never a 500, which Stripe would retry for
// three days. Unknown fields pass; only the ones Boost reads are checked.
import { z } from 'zod'
import { platformLimits, SUPPORTED_CURRENCIES } from '../../../core/limits.ts'

// Stripe's ids are short visible ASCII; anything else (a NUL, which PostgreSQL cannot store) is not one.
const id = z.string().regex(/^[\x21-\x7e]{1,255}$/)
/** An expandable reference: the id, or the object carrying it. */
const reference = z
  .union([id, z.object({ id })])
  .nullish()
  .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id))
/** Unix seconds within the range a Date can hold. */
const unixSeconds = z.number().int().min(0).max(100_000_000_000)
const cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)

const checkoutSession = z
  .object({
    id,
    payment_status: z.string().max(64),
    payment_intent: reference,
    // A monthly checkout (mode subscription) names the subscription and customer it made.
    subscription: reference,
    customer: reference,
    amount_total: cents.nullable(),
    // What Boost put on the session as it opened it: only a hint (the session's row is the trusted
    // copy), so metadata that is not a map of strings reads as none rather than refusing the event.
    metadata: z.record(z.string(), z.string()).nullish().catch(null),
    // Boost opens checkouts in its own currencies only, and never above the platform's range.
    currency: z
      .string()
      .transform((code) => code.toLowerCase())
      .pipe(z.enum(SUPPORTED_CURRENCIES))
      .nullable(),
  })
  .refine(
    (session) => session.amount_total === null || session.currency === null || session.amount_total <= platformLimits(session.currency).max,
    { message: 'above the platform’s largest boost', path: ['amount_total'] },
  )

const charge = z.object({
  id,
  payment_intent: reference,
  refunded: z.boolean(),
  amount_refunded: cents,
})

const account = z.object({ id, charges_enabled: z.boolean() })

const supportedCurrency = z.string().transform((code) => code.toLowerCase()).pipe(z.enum(SUPPORTED_CURRENCIES))
const period = z.object({ start: unixSeconds, end: unixSeconds })
/** What Boost put on the subscription as its checkout opened it (subscription_data.metadata). */
const boostMetadata = z.object({ boost_subscription_id: z.guid().optional() }).nullish().catch(null)

const invoice = z.object({
  id,
  status: z.string().max(64).nullish(),
  amount_paid: cents,
  amount_due: cents,
  currency: supportedCurrency,
  hosted_invoice_url: z.string().max(2048).nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: reference, metadata: boostMetadata }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: period.nullish() })) }).nullish(),
})

const subscription = z.object({
  id,
  status: z.string().max(64),
  cancel_at_period_end: z.boolean(),
  customer: reference,
  metadata: boostMetadata,
  items: z.object({
    data: z.array(z.object({ current_period_start: unixSeconds, current_period_end: unixSeconds, price: z.object({ unit_amount: cents.nullable(), currency: supportedCurrency }) })).min(1),
  }),
})

const dispute = z.object({ id, payment_intent: reference, status: z.string().max(64) })

const envelope = <Type extends string, Shape extends z.ZodType>(type: Type, object: Shape) =>
  z.object({ id, type: z.literal(type), created: unixSeconds, data: z.object({ object }) })

const stripeEvent = z.discriminatedUnion('type', [
  envelope('checkout.session.completed', checkoutSession),
  envelope('checkout.session.async_payment_succeeded', checkoutSession),
  envelope('checkout.session.async_payment_failed', z.object({ id })),
  envelope('checkout.session.expired', z.object({ id })),
  envelope('charge.refunded', charge),
  envelope('account.updated', account),
  envelope('charge.dispute.created', dispute),
  envelope('charge.dispute.closed', dispute),
  envelope('invoice.created', invoice),
  envelope('invoice.paid', invoice),
  envelope('invoice.payment_failed', invoice),
  envelope('customer.subscription.updated', subscription),
  envelope('customer.subscription.deleted', subscription),
])

export type StripeEvent = z.infer<typeof stripeEvent>
export type StripeCheckoutSession = z.infer<typeof checkoutSession>
export type StripeCharge = z.infer<typeof charge>
export type StripeDispute = z.infer<typeof dispute>
export type StripeInvoice = z.infer<typeof invoice>
export type StripeSubscription = z.infer<typeof subscription>

const HANDLED_EVENT_TYPES = new Set<string>(stripeEvent.options.map((option) => option.shape.type.value))

/**
 * A handled event as Boost reads it; `ignored` with the reason for an event of a type Boost does
 * not use, or one whose fields are malformed.
 */
export function parseStripeEvent(event: unknown): { event: StripeEvent } | { ignored: string; malformed: boolean } {
  const type = (event as { type?: unknown } | null)?.type
  if (typeof type !== 'string' || !HANDLED_EVENT_TYPES.has(type)) {
    return { ignored: `unhandled event type ${String(type).slice(0, 100)}`, malformed: false }
  }
  const parsed = stripeEvent.safeParse(event)
  if (parsed.success) return { event: parsed.data }
  const issue = parsed.error.issues[0]!
  return { ignored: `malformed ${type} event: ${issue.path.join('.')}: ${issue.message}`, malformed: true }
}
