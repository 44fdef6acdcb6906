// The boost events list, newest first with an id cursor, and its CSV export.
import type { BoostEvent } from '../../core/api/ledger.ts'
import type { Db } from '../db.ts'

export type BoostEventsFilter = { creatorId?: string | undefined; before?: number | undefined; limit: number }

/** Demo boosts are never listed; reversed ones are, marked. Uses the primary key, or (creator_id, id). */
export async function listBoostEvents(db: Db, { creatorId, before, limit }: BoostEventsFilter): Promise<BoostEvent[]> {
  const conditions = ['e.demo = false']
  const params: unknown[] = []
  if (creatorId !== undefined) {
    conditions.push('e.creator_id = ?')
    params.push(creatorId)
  }
  if (before !== undefined) {
    conditions.push('e.id < ?')
    params.push(before)
  }
  const rows = await db.query<Record<string, unknown>>(
    `select e.id, e.creator_id, e.channel, e.gross_cents, e.platform_fee_cents, e.processor_fee_cents, e.net_cents,
       e.currency, e.ref, e.ts, e.message, e.xp_awarded, e.reversed_at, right(s.anon_id, 6) as supporter_label
     from boost_event e left join supporter s on s.id = e.supporter_id
     where ${conditions.join(' and ')}
     order by e.id desc
     limit ?`,
    [...params, limit],
  )
  return rows.map(toBoostEvent)
}

function toBoostEvent(row: Record<string, unknown>): BoostEvent {
  // Postgres bigints arrive as strings or numbers depending on the driver; both print the same digits.
  const cents = (value: unknown) => String(BigInt(value as string | number))
  return {
    id: String(row.id),
    creatorId: String(row.creator_id),
    channel: row.channel === 'crypto' ? 'crypto' : 'fiat',
    gross: cents(row.gross_cents),
    platformFee: cents(row.platform_fee_cents),
    processorFee: cents(row.processor_fee_cents),
    netCreator: cents(row.net_cents),
    currency: String(row.currency),
    ref: String(row.ref),
    ts: new Date(row.ts as string).toISOString(),
    message: row.message == null ? null : String(row.message),
    xpAwarded: Number(row.xp_awarded),
    reversed: row.reversed_at != null,
    supporterLabel: row.supporter_label == null ? null : String(row.supporter_label),
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
