// Payments as the rest of the server uses them: checkout, creators' payout accounts, and the
// Stripe webhook, over the provider the configuration chose (ARCHITECTURE.md "Payments").
import type { Config } from '../../config.ts'
import type { Db } from '../../db.ts'
import type { Logger } from '../../logger.ts'
import type { Ledger } from '../ledger/index.ts'
import { Refusal } from '../refusal.ts'
import { createCheckout } from './checkout.ts'
import { createCreators } from './creators.ts'
import { createDemoProvider } from './demo.ts'
import { createDemoOnboardingLinks } from './demoOnboardingLinks.ts'
import { createStripeProvider } from './stripe.ts'
import { parseStripeEvent } from './stripeEvents.ts'
import { applyStripeEvent, DELIVER_AGAIN, deliverAgain } from './webhook.ts'

export type Payments = ReturnType<typeof createPayments>

export function createPayments(
  config: Pick<Config, 'payments' | 'publicUrl'>,
  db: Db,
  logger: Logger,
  deps: { ledger: Ledger; onPaid?: (sessionId: string) => void },
) {
  // publicUrl is read per call: a server started on port 0 learns its own URL after listening.
  const publicUrl = () => config.publicUrl
  const demoLinks = createDemoOnboardingLinks(db)
  const demo = createDemoProvider(publicUrl, demoLinks)
  const stripe = config.payments.kind === 'stripe' ? createStripeProvider(config.payments, publicUrl) : null
  const live = stripe ?? demo
  return {
    kind: live.kind,
    checkout: createCheckout(db, deps.ledger, { live, demo }, deps.onPaid),
    creators: createCreators(db, live, demoLinks, publicUrl, logger),
    /** Stripe's side of the fan's changes to a monthly boost; null with demo payments. */
    stripeSubscriptions: stripe?.subscriptions ?? null,
    /** A single-use link into the payout account's dashboard (Stripe Express); null where there is none (demo). */
    dashboardLink: (accountId: string) => live.dashboardLink(accountId),
    /**
     * Verifies a webhook delivery's signature and applies its event; throws a 400 for a bad
     * signature. Asks Stripe about an account only when an account.updated is in doubt.
     * `parsedBody` is the body the body reader parsed, if it did.
     */
    async handleStripeWebhook(rawBody: Buffer, signatureHeader: string | undefined, parsedBody?: unknown) {
      if (!stripe) throw new Refusal(404, 'Payments run in demo mode: there is no Stripe webhook here')
      if (!signatureHeader) throw new Refusal(400, 'Missing Stripe-Signature header')
      let event
      try {
        event = stripe.verifyWebhook(rawBody, signatureHeader, parsedBody)
      } catch (error) {
        throw new Refusal(400, `Webhook signature verification failed: ${(error as Error).message}`)
      }
      const parsed = parseStripeEvent(event)
      if ('ignored' in parsed) {
        if (parsed.malformed) logger.warn({ reason: parsed.ignored }, 'ignored a signed Stripe event whose fields are malformed')
        const { id, type } = (typeof event === 'object' && event !== null ? event : {}) as { id?: unknown; type?: unknown }
        return { eventId: id, type, outcome: 'ignored' as const, reason: parsed.ignored }
      }
      const { id: eventId, type } = parsed.event
      const applied = await applyStripeEvent(deps.ledger, parsed.event, { ...stripe.subscriptions, retrieveAccount: (accountId) => stripe.accountStatus(accountId) })
      if (applied.outcome === 'recorded' && applied.created && parsed.event.type.startsWith('checkout.session.')) deps.onPaid?.(String((parsed.event.data.object as { id: unknown }).id))
      // A handled event Boost would not apply (a session it did not open, a mismatched amount) is worth a look.
      if (applied.outcome === 'ignored') logger.warn({ eventId: parsed.event.id, type: parsed.event.type, reason: applied.reason }, 'ignored a signed Stripe event')
      if (deliverAgain(applied)) {
        logger.warn({ eventId: parsed.event.id, type: parsed.event.type, reason: applied.reason }, `${DELIVER_AGAIN[applied.outcome]}; Stripe will deliver the event again`)
      }
      return { eventId, type, ...applied }
    },
  }
}
