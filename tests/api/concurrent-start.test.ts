// Several instances started at the same moment on an empty PostgreSQL database: each one migrates
// at start, and all of them must come up with the schema applied once.
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../entities/migrations/index.ts'
import { postgresOnly } from '../support/databases.ts'
import { createPostgresDatabase } from '../support/postgres.ts'
import { spawnServer, type ServerProcess } from '../support/serverProcess.ts'

const INSTANCES = 3
// The race is a matter of timing: a few rounds, each on a fresh empty database, make it show.
const ROUNDS = 3

describe.each(postgresOnly)('servers started together on an empty $name database', () => {
  it('all start, answer /healthz and apply each migration once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { url, drop } = await createPostgresDatabase()
      const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => spawnServer({ DATABASE_URL: url, LOG_LEVEL: 'silent' })))
      const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
      try {
        expect(started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([])
        for (const server of running) {
          const response = await fetch(`${server.url}/healthz`)
          expect(response.status).toBe(200)
        }
        expect(await appliedMigrations(url)).toEqual(migrations.map((migration) => ({ name: migration.name, count: 1 })))
      } finally {
        await Promise.all(running.map((server: ServerProcess) => server.stop()))
        await drop()
      }
    }
  }, 300_000)
})

async function appliedMigrations(url: string): Promise<{ name: string; count: number }[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string; count: number }>('select name, count(*)::int as count from mikro_orm_migrations group by name order by name')
    return rows
  } finally {
    await client.end()
  }
}
