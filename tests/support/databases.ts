// The databases every persistence test runs on: embedded PGlite, and PostgreSQL through
// TEST_DATABASE_URL. Each test gets its own fresh PostgreSQL database, dropped afterwards.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Database } from '../../server/config.ts'

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
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

const pglite: TestDatabase = {
  name: 'pglite',
  create: async () => ({ config: { kind: 'pglite-memory' }, drop: async () => {} }),
}

const postgres: TestDatabase = {
  name: 'postgres',
  async create() {
    const name = `boost_test_${randomBytes(6).toString('hex')}`
    await adminQuery(`create database ${name}`)
    const url = new URL(POSTGRES_URL)
    url.pathname = `/${name}`
    return {
      config: { kind: 'postgres', url: url.toString() },
      drop: () => adminQuery(`drop database if exists ${name} with (force)`),
    }
  },
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** The drivers to run persistence tests on: both, or PGlite alone when PostgreSQL is absent. */
export const testDatabases: TestDatabase[] = postgresMissing ? [pglite] : [pglite, postgres]
export const postgresOnly: TestDatabase[] = postgresMissing ? [] : [postgres]
export { postgresMissing }
