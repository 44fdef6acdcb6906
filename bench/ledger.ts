// recordBoost throughput on PostgreSQL with 32 concurrent writers, next to the same statements
// sent as raw SQL through `pg` in the same run: the ratio is the cost of the ledger's own code.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { openDatabase } from '../server/db.ts'
import { createLedger, RECORD_BOOST_SQL, recordBoostParams } from '../server/services/ledger.ts'
import { numbered } from '../server/sqlTransaction.ts'
import { createPostgresDatabase, report, round, runConcurrently } from './support.ts'

const WRITERS = 32
const BOOSTS = Number(process.env.BENCH_LEDGER_BOOSTS ?? 6000)

const database = await createPostgresDatabase()
const db = await openDatabase({ kind: 'postgres', url: database.url }, { poolSize: WRITERS })
try {
  const supporters = Array.from({ length: 500 }, () => randomUUID())
  for (const id of supporters) await db.query('insert into supporter (id, anon_id, xp_total, referral_activated, created_at) values (?, ?, 0, false, now())', [id, `anon_${id}`])
  const ledger = createLedger(db, () => {})
  const input = (i: number, prefix: string) => ({
    ref: `${prefix}_${i}`,
    creatorId: `creator-${i % 50}`,
    supporterId: supporters[i % supporters.length]!,
    channel: 'fiat' as const,
    grossCents: 500 + (i % 20) * 100,
    currency: 'usd',
    demo: false,
  })

  // Warm-up: connections, plans and the counter rows.
  await runConcurrently(500, WRITERS, async (i) => void (await ledger.record(input(i, 'warm'))))
  const ledgerMs = await runConcurrently(BOOSTS, WRITERS, async (i) => void (await ledger.record(input(i, 'cs_bench'))))

  const pool = new pg.Pool({ connectionString: database.url, max: WRITERS })
  // The same statement through a bare pg pool, prepared as the ledger prepares it: what the ledger
  // would cost with no code of ours around it.
  const rawSql = numbered(RECORD_BOOST_SQL)
  const rawMs = await runConcurrently(BOOSTS, WRITERS, async (i) => {
    const client = await pool.connect()
    try {
      await client.query('begin')
      await client.query({ name: 'record_boost_raw', text: rawSql, values: recordBoostParams(input(i, 'cs_raw'), new Date()) })
      await client.query('commit')
    } finally {
      client.release()
    }
  })
  await pool.end()

  const ledgerRate = round(BOOSTS / (ledgerMs / 1000), 0)
  const rawRate = round(BOOSTS / (rawMs / 1000), 0)
  report('ledger', [
    { name: 'recordBoost throughput (PostgreSQL, 32 writers)', value: ledgerRate, unit: 'boosts/s', target: '>= 1000 boosts/s' },
    { name: 'same statement as raw SQL through pg', value: rawRate, unit: 'boosts/s', comparison: 'baseline' },
    { name: 'ledger / raw SQL', value: round(ledgerRate / rawRate, 2), unit: 'ratio' },
  ], [`${BOOSTS} boosts after a 500-boost warm-up; each boost is one transaction; raw SQL sends the ledger's own statement, prepared, through a bare pg pool`])
} finally {
  await db.close()
  await database.drop()
}
