import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { postgresOnly } from '../support/databases.ts'
import { runCrashDrill } from './crashDrill.ts'

// The full drill (2,000 deliveries on both databases) is `npm run drill:crash`; CI runs the full
// count on PostgreSQL and a shorter one on PGlite, whose single connection writes one at a time.
describe('crash drill: SIGKILL in the middle of webhook deliveries', () => {
  it.each(postgresOnly)('loses and doubles nothing on $name', async (database) => {
    const { config, drop } = await database.create()
    try {
      const report = await runCrashDrill({ database: config, deliveries: 2000 })
      expect(report.failedAtKill).toBeGreaterThan(0)
      expect(report.problems).toEqual([])
      // One checkout in ten is a monthly boost of three paid months: 1,800 + 200 × 3.
      expect(report.payments).toBe(2400)
      expect(report.boosts).toBe(report.payments)
    } finally {
      await drop()
    }
  }, 300_000)

  it('loses and doubles nothing on PGlite in a data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'boost-drill-'))
    try {
      const report = await runCrashDrill({ database: { kind: 'pglite', dataDir }, deliveries: 300, concurrency: 16 })
      expect(report.failedAtKill).toBeGreaterThan(0)
      expect(report.problems).toEqual([])
      expect(report.payments).toBe(360)
      expect(report.boosts).toBe(report.payments)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 300_000)
})
