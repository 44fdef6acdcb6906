// The boost ledger: recording a paid boost (record.ts, or checkout.ts for a provider's "paid"),
// refunds and chargebacks (refunds.ts), and the numbers they keep in step (counters.ts), each in
// ONE transaction. Every write goes through `createLedger(...).transaction`.
import { randomInt } from 'node:crypto'
import type { Db } from '../../db.ts'
import type { LedgerTx } from './ledgerTx.ts'
import { recordBoost, type RecordBoostInput, type RecordBoostResult } from './record.ts'
import { type Refunded, refundBoost, type RefundResult, reverseBoost } from './refunds.ts'

export type { BoostEventRow, Channel } from './boostEvent.ts'
export { recordCheckout } from './checkout.ts'
export { COUNTED_BOOSTS, countedSql, creatorScope } from './counters.ts'
export type { LedgerTx } from './ledgerTx.ts'
export { recordBoost, type RecordBoostInput, type RecordBoostResult } from './record.ts'
export { type DisputeStatus, disputeBoost, type Refunded, refundBoost, type RefundResult, notePaymentIntent, paidRef, refundPayment, reverseBoost } from './refunds.ts'
export { type ClaimedEvent, claimEvent, type PaymentLock } from './stripeEvents.ts'
export { checkoutBoost } from './subscriptions.ts'

export type Ledger = ReturnType<typeof createLedger>

/**
 * The ledger as the server writes to it. `transaction` runs `work` in one transaction, runs it
 * again from the start when PostgreSQL picks it as a deadlock or serialization victim, and after
 * the commit calls `onBoostCommitted` (the live hub tells every instance) when a boost that counts
 * was recorded or changed, and `onWebhooksQueued` when creator webhooks were queued.
 */
export function createLedger(db: Db, onBoostCommitted: () => void, onWebhooksQueued: () => void = () => {}) {
  const transaction = <T>(work: (tx: LedgerTx) => Promise<T>): Promise<T> =>
    retryOnConflict(() =>
      db.transaction((tx) =>
        work({ ...tx, boostsChanged: () => tx.afterCommit(onBoostCommitted), webhooksQueued: () => tx.afterCommit(onWebhooksQueued) }),
      ),
    )
  return {
    transaction,
    record: (input: RecordBoostInput): Promise<RecordBoostResult> => transaction((tx) => recordBoost(tx, input)),
    reverse: (ref: string): Promise<RefundResult> => transaction((tx) => reverseBoost(tx, ref)),
    refund: (ref: string, refunded: Refunded): Promise<RefundResult> => transaction((tx) => refundBoost(tx, ref, refunded)),
  }
}

/** PostgreSQL's deadlock and serialization failures: the transaction did nothing, and may run again. */
const RETRYABLE = new Set(['40P01', '40001'])

async function retryOnConflict<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      const code = (error as { code?: string }).code
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + randomInt(10)))
    }
  }
}
