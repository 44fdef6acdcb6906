// `npm run drill:crash`: the crash drill on PostgreSQL and on PGlite, with its findings.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPostgresDatabase } from '../support/postgres.ts'
import { runCrashDrill } from './crashDrill.ts'

let failed = false
const postgres = await createPostgresDatabase()
const dataDir = mkdtempSync(join(tmpdir(), 'boost-drill-'))
try {
  for (const [name, database] of [
    ['PostgreSQL', { kind: 'postgres' as const, url: postgres.url }],
    ['PGlite', { kind: 'pglite' as const, dataDir }],
  ] as const) {
    const report = await runCrashDrill({ database, deliveries: Number(process.env.DRILL_DELIVERIES ?? 2000) })
    console.log(`${name}: ${report.deliveries} deliveries (${report.adjustments} refunds and disputes), killed after ${report.acknowledgedBeforeKill} acknowledged (${report.killedAfterMs} ms), ${report.failedAtKill} unacknowledged at the kill, restarted in ${report.restartMs} ms, ${report.resent} resent, ${report.boosts} boosts recorded for ${report.payments} payments (one checkout in ten a monthly boost of three months)`)
    if (report.problems.length > 0) {
      failed = true
      for (const problem of report.problems.slice(0, 20)) console.log(`  problem: ${problem}`)
    } else {
      console.log('  every acknowledged boost exists exactly once; reconcile: every counter equals what its boosts kept, per creator and currency')
    }
  }
} finally {
  await postgres.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exitCode = failed ? 1 : 0
