// The databases every persistence test runs on: embedded PGlite, and PostgreSQL through
// TEST_DATABASE_URL. Each test gets its own fresh PostgreSQL database, dropped afterwards.
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '../../server/config.ts'
import { type Db, openDatabase } from '../../server/db.ts'
import { createPostgresDatabase, POSTGRES_URL } from './postgres.ts'

export { POSTGRES_URL }
const requirePostgres = process.env.REQUIRE_POSTGRES === '1'

async function probePostgres(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return undefined
  } catch (error) {
    return `PostgreSQL at ${POSTGRES_URL} is not reachable (${(error as Error).message})`
  } finally {
    await client.end().catch(() => {})
  }
}

const postgresMissing = await probePostgres()
if (postgresMissing && requirePostgres) throw new Error(`REQUIRE_POSTGRES=1 but ${postgresMissing}`)
if (postgresMissing) console.warn(`Skipping PostgreSQL tests: ${postgresMissing}`)

export type TestDatabase = {
  name: 'pglite' | 'postgres'
  /** Creates an empty database and returns its configuration and a function that drops it. */
  create(): Promise<{ config: Database; drop(): Promise<void> }>
}

/** Embedded PGlite alone, for suites whose subject does not depend on the driver. */
export const pglite: TestDatabase = {
  name: 'pglite',
  create: async () => ({ config: { kind: 'pglite-memory' }, drop: async () => {} }),
}

const postgres: TestDatabase = {
  name: 'postgres',
  async create() {
    const { url, drop } = await createPostgresDatabase()
    return { config: { kind: 'postgres', url }, drop }
  },
}

/** The drivers to run persistence tests on: both, or PGlite alone when PostgreSQL is absent. */
export const testDatabases: TestDatabase[] = postgresMissing ? [pglite] : [pglite, postgres]
export const postgresOnly: TestDatabase[] = postgresMissing ? [] : [postgres]
export { postgresMissing }

/** Opens a fresh `database` with the migrations applied before the suite's tests, and closes and drops it after them. */
export function useOpenDatabase(database: TestDatabase, onOpened: (db: Db) => void) {
  let db: Db | undefined
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const created = await database.create()
    drop = created.drop
    db = await openDatabase(created.config)
    onOpened(db)
  })
  afterAll(async () => {
    await db?.close()
    await drop?.()
  })
}
