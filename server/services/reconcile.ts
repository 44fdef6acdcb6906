// Reconciliation: recomputes what every counter row should hold from the boosts themselves, per
// scope (the platform, each creator) and currency, and lists every difference. The ledger keeps
// the counters in step in the same transaction as each boost, refund and dispute; this is the
// independent check that it did. `npm run reconcile` prints it; /admin/checklist shows it.
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { StatCounter } from '../../entities/StatCounter.ts'
import { keptParts } from '../../core/refunds.ts'
import type { Db } from '../db.ts'
import { type RawRow, sumAs } from '../sqlColumns.ts'
import { sqlNames } from '../sqlNames.ts'
import { creatorScope } from './ledger/index.ts'

const FIELDS = ['boosts', 'grossCents', 'platformFeeCents', 'processorFeeCents', 'netCents', 'xp', 'refundedCents'] as const
type Field = (typeof FIELDS)[number]
type Totals = Record<Field, number>

type CounterDifference = { scope: string; currency: string; field: Field; counters: number; events: number }

type EventRow = RawRow<
  BoostEvent,
  'id' | 'creatorId' | 'currency' | 'grossCents' | 'platformFeeCents' | 'processorFeeCents' | 'netCents' | 'xpAwarded' | 'refundedCents' | 'reversedAt' | 'disputeStatus'
>

const BATCH = 10_000

// Raw SQL, as plain rows: the ORM would build an entity for each of millions of boosts only for
// them to be summed.
const boost = sqlNames(BoostEvent)
const BOOSTS_AFTER = `select ${boost.id}, ${boost.creatorId}, ${boost.currency}, ${boost.grossCents}, ${boost.platformFeeCents}, ${boost.processorFeeCents}, ${boost.netCents}, ${boost.xpAwarded}, ${boost.refundedCents},
         ${boost.reversedAt}, ${boost.disputeStatus}
       from ${boost.$table} where ${boost.demo} = false and ${boost.id} > ? order by ${boost.id} limit ${BATCH}`

/** Every counter that differs from the sum of its boosts; an empty list when the books balance. */
export async function reconcile(db: Db): Promise<CounterDifference[]> {
  const expected = new Map<string, Totals>()
  const add = (scope: string, currency: string, amounts: Totals) => {
    const key = `${scope}\u0000${currency}`
    const totals = expected.get(key) ?? zero()
    for (const field of FIELDS) totals[field] += amounts[field]
    expected.set(key, totals)
  }
  // Read in batches by id, so memory stays flat at any number of boosts (BOOSTS_AFTER, raw SQL).
  for (let after = 0; ; ) {
    const rows = await db.query<EventRow>(BOOSTS_AFTER, [after])
    for (const row of rows) {
      const amounts = standing(row)
      add('all', String(row.currency), amounts)
      add(creatorScope(String(row.creator_id)), String(row.currency), amounts)
    }
    if (rows.length < BATCH) break
    after = Number(rows.at(-1)!.id)
  }

  // The shards summed per scope and currency, each sum named by its field.
  const counters = await db.em((em) =>
    em
      .createQueryBuilder(StatCounter)
      .select(['scope', 'currency', ...FIELDS.map((field) => sumAs(em, StatCounter, field, field))])
      .groupBy(['scope', 'currency'])
      .execute<(Pick<StatCounter, 'scope' | 'currency'> & Record<Field, unknown>)[]>('all', false),
  )
  const counted = new Map(counters.map((row) => [`${row.scope}\u0000${row.currency}`, row]))
  const differences: CounterDifference[] = []
  for (const key of new Set([...expected.keys(), ...counted.keys()])) {
    const [scope = '', currency = ''] = key.split('\u0000')
    const events = expected.get(key) ?? zero()
    const row = counted.get(key)
    for (const field of FIELDS) {
      const value = Number(row?.[field] ?? 0)
      if (value !== events[field]) differences.push({ scope, currency, field, counters: value, events: events[field] })
    }
  }
  return differences.sort((a, b) => a.scope.localeCompare(b.scope) || a.currency.localeCompare(b.currency))
}

/** What one boost should add, by the ledger's rules: what it kept, if it still counts. */
function standing(row: EventRow): Totals {
  const reversed = row.reversed_at !== null
  const counts = !reversed && (row.dispute_status === null || row.dispute_status === 'won')
  const gross = Number(row.gross_cents)
  const refunded = reversed ? gross : Number(row.refunded_cents)
  if (!counts) return { ...zero(), refundedCents: refunded }
  const kept = keptParts(
    { grossCents: gross, platformFeeCents: Number(row.platform_fee_cents), processorFeeCents: Number(row.processor_fee_cents), netCents: Number(row.net_cents), xp: Number(row.xp_awarded) },
    refunded,
  )
  return { boosts: 1, grossCents: kept.grossCents, platformFeeCents: kept.platformFeeCents, processorFeeCents: kept.processorFeeCents, netCents: kept.netCents, xp: kept.xp, refundedCents: refunded }
}

function zero(): Totals {
  return { boosts: 0, grossCents: 0, platformFeeCents: 0, processorFeeCents: 0, netCents: 0, xp: 0, refundedCents: 0 }
}
