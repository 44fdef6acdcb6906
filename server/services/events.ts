// The boost events list, newest first with an id cursor, and its CSV export.
import type { BoostEvent } from '../../core/api/ledger.ts'
import { decimalMajor } from '../../core/money.ts'
import { shortLabel } from '../../core/ranks.ts'
import { supporterShownAs } from '../../core/supporterName.ts'
import { BoostEvent as BoostEventRow } from '../../entities/BoostEvent.ts'
import { Supporter } from '../../entities/Supporter.ts'
import type { Db } from '../db.ts'
import { COUNTED_BOOSTS } from './ledger/counters.ts'

type BoostEventsFilter = {
  creatorId?: string | undefined
  before?: number | undefined
  limit: number
  /** Only boosts that still count: not reversed, no open or lost dispute (a creator's public page). */
  countedOnly?: boolean
  /** Messages as written (the creator's and the admin's reads), names in their public form held or not; otherwise both as fans see them. */
  originals?: boolean
}

export const LISTED = [
  'id', 'creatorId', 'supporterId', 'channel', 'grossCents', 'platformFeeCents', 'processorFeeCents', 'netCents',
  'currency', 'ref', 'ts', 'message', 'publicMessage', 'messageStatus', 'xpAwarded', 'refundedCents', 'reversedAt', 'disputeStatus',
  'supporterName', 'publicSupporterName', 'anonymous', 'months',
] as const

/** Demo boosts are never listed; reversed ones are, marked. Uses the primary key, or (creator_id, id). */
export async function listBoostEvents(db: Db, { creatorId, before, limit, countedOnly = false, originals = false }: BoostEventsFilter): Promise<BoostEvent[]> {
  return db.em(async (em) => {
    const rows = await em.find(
      BoostEventRow,
      {
        demo: false,
        ...(creatorId !== undefined && { creatorId }),
        ...(before !== undefined && { id: { $lt: before } }),
        ...(countedOnly && COUNTED_BOOSTS),
      },
      { fields: LISTED, orderBy: { id: 'desc' }, limit },
    )
    const supporterIds = [...new Set(rows.flatMap((row) => row.supporterId ?? []))]
    const supporters = supporterIds.length > 0 ? await em.find(Supporter, { id: { $in: supporterIds } }, { fields: ['anonId'] }) : []
    const anonIds = new Map(supporters.map((supporter) => [supporter.id, supporter.anonId]))
    return rows.map((row) => toBoostEvent(row, row.supporterId ? anonIds.get(row.supporterId) : undefined, originals))
  })
}

export function toBoostEvent(row: Pick<BoostEventRow, (typeof LISTED)[number]>, anonId: string | undefined, originals: boolean): BoostEvent {
  const status = row.messageStatus ?? null
  return {
    id: String(row.id),
    creatorId: row.creatorId,
    channel: row.channel,
    gross: String(row.grossCents),
    platformFee: String(row.platformFeeCents),
    processorFee: String(row.processorFeeCents),
    netCreator: String(row.netCents),
    currency: row.currency,
    ref: row.ref,
    ts: row.ts.toISOString(),
    message: originals ? (row.message ?? null) : status === 'shown' ? (row.publicMessage ?? null) : null,
    messageStatus: status,
    // The name in its public form: to the creator while it waits for review too (none once rejected), to anyone else once shown.
    supporterName: originals || status === 'shown' ? (row.publicSupporterName ?? null) : null,
    anonymous: row.anonymous,
    xpAwarded: row.xpAwarded,
    refunded: String(row.refundedCents),
    reversed: Boolean(row.reversedAt),
    dispute: row.disputeStatus ?? null,
    // The last six characters: enough for a label, useless as a credential. None for an anonymous boost, which it would tie to the supporter's others.
    supporterLabel: anonId === undefined || row.anonymous ? null : shortLabel(anonId),
    months: row.months ?? null,
    renewal: (row.months ?? 0) > 1,
  }
}

const CSV_COLUMNS: [header: string, cell: (event: BoostEvent) => string][] = [
  ['id', (e) => e.id],
  ['ts', (e) => e.ts],
  ['creator_id', (e) => e.creatorId],
  ['channel', (e) => e.channel],
  ['currency', (e) => e.currency],
  ['gross_cents', (e) => e.gross],
  ['platform_fee_cents', (e) => e.platformFee],
  ['processor_fee_cents', (e) => e.processorFee],
  ['net_creator_cents', (e) => e.netCreator],
  ['xp_awarded', (e) => String(e.xpAwarded)],
  ['reversed', (e) => String(e.reversed)],
  ['supporter_label', (e) => e.supporterLabel ?? ''],
  ['ref', (e) => e.ref],
  ['message', (e) => e.message ?? ''],
  // Last: columns are only ever added at the end, so a sheet that reads them by position keeps working.
  ['refunded_cents', (e) => e.refunded],
  ['dispute', (e) => e.dispute ?? ''],
  // The name (or "Anonymous") the supporter boosted under, then the amounts in major units after their currency.
  ['supporter', (e) => supporterShownAs(e) ?? ''],
  ['amount_currency', (e) => e.currency.toUpperCase()],
  ['gross', (e) => decimalMajor(e.gross)],
  ['platform_fee', (e) => decimalMajor(e.platformFee)],
  ['processor_fee', (e) => decimalMajor(e.processorFee)],
  ['net_creator', (e) => decimalMajor(e.netCreator)],
  ['refunded', (e) => decimalMajor(e.refunded)],
]

/**
 * RFC 4180 text with CRLF line ends, preceded by a byte-order mark so spreadsheets read it as
 * UTF-8. A cell a spreadsheet would evaluate (= + - @, tab, CR) gets a leading single quote.
 */
export function boostEventsCsv(events: readonly BoostEvent[]): string {
  const lines = [CSV_COLUMNS.map(([header]) => header), ...events.map((event) => CSV_COLUMNS.map(([, cell]) => cell(event)))]
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`
}

function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert
}
