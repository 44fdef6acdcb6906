// The transaction the ledger writes in: the database's own, and what it tells once committed.
import type { Tx } from '../../db.ts'

export type LedgerTx = Tx & {
  /** A boost that counts was recorded, or what one counts changed: the live stream hears of it after commit. */
  readonly boostsChanged: () => void
  /** Creator webhooks were queued: the webhook worker is woken after commit. */
  readonly webhooksQueued: () => void
}
