// Receipts for paid boosts: the receipt page's data, by the unguessable token of its link, and
// Boost's own receipt email (with SMTP configured) to the address the fan gave in the widget.
// The email goes once per boost, after the boost is recorded and never inside its transaction:
// the row is claimed first, and released again when the mail server would not take it.
import { CARD_FEE_LABEL, feeBreakdown, PLATFORM_FEE_LABEL } from '../../core/fees.ts'
import { formatCents } from '../../core/money.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { CheckoutSession } from '../../entities/CheckoutSession.ts'
import { Creator } from '../../entities/Creator.ts'
import { Subscription } from '../../entities/Subscription.ts'
import type { Db } from '../db.ts'
import { checkoutBoost } from './ledger/index.ts'
import { managePath } from './subscriptions/view.ts'
import type { Logger } from '../logger.ts'
import type { Mailer } from './mailer.ts'
import { Refusal } from './refusal.ts'

export type Receipt = {
  creatorId: string
  creatorName: string | null
  amount: number
  currency: string
  fees: ReturnType<typeof feeBreakdown>
  provider: CheckoutSession['provider']
  message: string | null
  paidAt: string
  sessionId: string
  refundedCents: number
  /** A monthly boost's manage link, which needs no sign-in; null for a one-off. */
  manageUrl: string | null
}

export type Receipts = ReturnType<typeof createReceipts>

export function createReceipts(db: Db, logger: Logger, mailer: Mailer | null, publicUrl: () => string) {
  async function byToken(token: string): Promise<Receipt> {
    const found = await db.em(async (em) => {
      const session = await em.findOne(CheckoutSession, { receiptToken: token }, { fields: ['id', 'creatorId', 'provider', 'message', 'subscriptionId'] })
      if (!session) return null
      const subscription = session.subscriptionId ? await em.findOne(Subscription, session.subscriptionId, { fields: ['manageToken'] }) : null
      const boost = await em.findOne(BoostEvent, checkoutBoost({ id: session.id, subscriptionId: session.subscriptionId ?? null }), { fields: ['grossCents', 'currency', 'ts', 'refundedCents'] })
      const creator = await em.findOne(Creator, session.creatorId, { fields: ['name'] })
      return boost ? { session, boost, creator, subscription } : null
    })
    if (!found) throw new Refusal(404, 'Unknown receipt')
    const { session, boost, creator, subscription } = found
    return {
      creatorId: session.creatorId,
      creatorName: creator?.name ?? null,
      amount: boost.grossCents,
      currency: boost.currency,
      fees: feeBreakdown(boost.grossCents),
      provider: session.provider,
      message: session.message ?? null,
      paidAt: boost.ts.toISOString(),
      sessionId: session.id,
      refundedCents: boost.refundedCents,
      manageUrl: subscription ? managePath(subscription.manageToken) : null,
    }
  }

  /** Claims the session's receipt email: true once, for a paid session with an email not yet sent. */
  async function claim(sessionId: string): Promise<{ email: string; token: string } | null> {
    const session = await db.em((em) => em.findOne(CheckoutSession, { id: sessionId, status: 'complete', email: { $ne: null }, receiptEmailedAt: null }, { fields: ['email', 'receiptToken'] }))
    if (!session?.email || !session.receiptToken) return null
    const claimed = await db.em((em) => em.nativeUpdate(CheckoutSession, { id: sessionId, receiptEmailedAt: null }, { receiptEmailedAt: new Date() }))
    return claimed > 0 ? { email: session.email, token: session.receiptToken } : null
  }

  return {
    /** Whether Boost sends receipts of its own. */
    emails: mailer !== null,
    byToken,

    /** After a boost is recorded: emails its receipt if the fan gave an address. Never throws; a failure is logged. */
    async sendFor(sessionId: string): Promise<void> {
      if (!mailer) return
      let claimed: { email: string; token: string } | null = null
      try {
        claimed = await claim(sessionId)
        if (!claimed) return
        const receipt = await byToken(claimed.token)
        await mailer.send({ to: claimed.email, ...receiptEmail(receipt, `${publicUrl()}/receipt/${claimed.token}`) })
      } catch (error) {
        logger.error({ err: error, sessionId }, 'could not email a boost receipt')
        // Released, so a later attempt may send it; the fan still has the receipt page.
        if (claimed) await db.em((em) => em.nativeUpdate(CheckoutSession, { id: sessionId }, { receiptEmailedAt: null })).catch(() => undefined)
      }
    },
  }
}

/** The receipt as an email: the same figures as the receipt page, and its link. */
export function receiptEmail(receipt: Receipt, link: string): { subject: string; text: string } {
  const money = (cents: number) => formatCents(cents, receipt.currency)
  const creator = receipt.creatorName ?? receipt.creatorId
  const lines = [
    `Thank you for boosting ${creator}!`,
    '',
    `Boost: ${money(receipt.fees.gross)} ${receipt.currency.toUpperCase()}`,
    `Card processing (${CARD_FEE_LABEL}): − ${money(receipt.fees.stripeFee)}`,
    `Boost platform fee (${PLATFORM_FEE_LABEL}): − ${money(receipt.fees.platformFee)}`,
    `${creator} receives: ${money(receipt.fees.creatorNet)}`,
    '',
    receipt.provider === 'stripe' ? 'Paid by card through Stripe.' : 'Demo payment: no money moved.',
    `Paid: ${receipt.paidAt}`,
    `Session ID: ${receipt.sessionId}`,
    '',
    `Your receipt, to view or print: ${link}`,
  ]
  return { subject: `Your ${money(receipt.fees.gross)} boost for ${creator}`, text: lines.join('\n') }
}
