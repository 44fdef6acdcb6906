// The books balance after any mix of boosts, repeated deliveries, partial and full refunds (before
// or after their payment), and disputes opened, won and lost, in any order and concurrently:
// every counter equals the sum of its boosts per currency to the cent (reconcile), each
// supporter's XP and weekly XP equal what their boosts kept, no boost recorded already refunded
// is ever announced on the live stream, and a counter applying the stream equals the stats.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyAdjustment, applyBoost, normaliseStats } from '../../core/counter.ts'
import { keptParts } from '../../core/refunds.ts'
import { parseStreamAdjustment, parseStreamBoost } from '../../core/streamBoost.ts'
import { disputeBoost, type DisputeStatus, type Refunded } from '../../server/services/ledger/index.ts'
import { reconcile } from '../../server/services/reconcile.ts'
import { readStats } from '../../server/services/stats.ts'
import { testDatabases } from '../support/databases.ts'
import { boostInput, createSupporter } from '../support/fixtures.ts'
import { type TestServer, useTestServer } from '../support/server.ts'
import { connectSse } from '../support/sse.ts'

const RUNS = Number(process.env.RECONCILE_RUNS ?? 100)
const SUPPORTERS = 3

type Operation =
  | { kind: 'record'; boost: number }
  | { kind: 'refund'; boost: number; refunded: Refunded }
  | { kind: 'dispute'; boost: number; status: DisputeStatus }

const boostShape = fc.record({
  currency: fc.constantFrom('usd', 'eur', 'gbp'),
  grossCents: fc.integer({ min: 100, max: 50_000 }),
  supporter: fc.integer({ min: 0, max: SUPPORTERS - 1 }),
})

const scenario = fc.array(boostShape, { minLength: 1, maxLength: 6 }).chain((boosts) => {
  const boost = fc.integer({ min: 0, max: boosts.length - 1 })
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    { weight: 3, arbitrary: boost.map((index) => ({ kind: 'record' as const, boost: index })) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('refund' as const),
        boost,
        refunded: fc.oneof(fc.constant('all' as const), fc.integer({ min: 1, max: 50_000 })),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('dispute' as const), boost, status: fc.constantFrom<DisputeStatus>('open', 'won', 'lost') }) },
  )
  // Operations in waves: those of a wave run at the same time.
  return fc.record({ boosts: fc.constant(boosts), waves: fc.array(fc.array(operation, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }) })
})

describe.each(testDatabases)('reconciliation on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  it(`balances the books after ${RUNS} random mixes of boosts, repeats, refunds and disputes`, async () => {
    const stream = await connectSse(`${server.url}/api/stream/boosts`)
    const before = normaliseStats(await readStats(server.db))!
    const supporters = await Promise.all(Array.from({ length: SUPPORTERS }, () => createSupporter(server.db)))
    let run = 0
    await fc.assert(
      fc.asyncProperty(scenario, async ({ boosts, waves }) => {
        run += 1
        const inputs = boosts.map(({ currency, grossCents, supporter }) =>
          boostInput({ creatorId: `books-${run}-${currency}`, currency, grossCents, supporterId: supporters[supporter]!.id }),
        )
        const ledger = server.services.ledger
        const apply = async (operation: Operation) => {
          const input = inputs[operation.boost]!
          if (operation.kind === 'record') await ledger.record(input)
          else if (operation.kind === 'refund') await ledger.refund(input.ref, operation.refunded === 'all' ? 'all' : Math.min(operation.refunded, input.grossCents))
          else await ledger.transaction((tx) => disputeBoost(tx, input.ref, operation.status))
        }
        for (const wave of waves) await Promise.all(wave.map(apply))
        // Every payment is recorded in the end, as Stripe's retries would see to.
        await Promise.all(inputs.map((input) => ledger.record(input)))

        expect(await reconcile(server.db)).toEqual([])
        for (const supporter of supporters) {
          const kept = await keptXp(supporter.id)
          const [row] = await server.db.query<{ xp_total: unknown; weekly: unknown }>(
            'select xp_total, (select coalesce(sum(xp), 0) from weekly_xp where supporter_id = s.id) as weekly from supporter s where id = ?',
            [supporter.id],
          )
          expect({ total: Number(row!.xp_total), weekly: Number(row!.weekly) }).toEqual({ total: kept, weekly: kept })
        }
      }),
      { numRuns: RUNS },
    )

    // Recorded already reversed: reversed when it was recorded, and never changed after (no adjustment).
    const refundedFirst = await server.db.query<{ id: unknown }>(
      'select id from boost_event e where reversed_at = ts and not exists (select 1 from boost_adjustment a where a.boost_id = e.id)',
    )
    const announced = new Set(stream.events.map((event) => Number(event.id)))
    expect(refundedFirst.filter((row) => announced.has(Number(row.id)))).toEqual([])

    // A counter that started from the stats and applied every stream message shows what the stats say.
    const after = normaliseStats(await readStats(server.db))!
    const onScreen = () => {
      let shown = before
      for (const event of stream.events) {
        if (event.event === 'message') shown = applyBoost(shown, parseStreamBoost(event.data)!)
        if (event.event === 'adjustment') shown = applyAdjustment(shown, parseStreamAdjustment(event.data)!)
      }
      return { boosts: shown.boostsCount, xp: shown.xpTotal, revenueCents: shown.revenueCents }
    }
    await expect.poll(onScreen, { timeout: 10_000 }).toEqual({ boosts: after.boostsCount, xp: after.xpTotal, revenueCents: after.revenueCents })
    stream.close()
  }, 600_000)

  async function keptXp(supporterId: string): Promise<number> {
    const rows = await server.db.query<Record<string, unknown>>(
      `select gross_cents, xp_awarded, refunded_cents, reversed_at, dispute_status from boost_event where supporter_id = ? and demo = false`,
      [supporterId],
    )
    return rows
      .filter((row) => row.reversed_at === null && (row.dispute_status === null || row.dispute_status === 'won'))
      .reduce((sum, row) => sum + keptParts({ grossCents: Number(row.gross_cents), platformFeeCents: 0, processorFeeCents: 0, netCents: 0, xp: Number(row.xp_awarded) }, Number(row.refunded_cents)).xp, 0)
  }
})
