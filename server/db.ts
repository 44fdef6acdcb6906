// Opens the database: PGlite in a data folder (default), in memory, or PostgreSQL; applies the
// committed migrations (on PostgreSQL one instance at a time); and hands out transactions that
// respect PGlite's single connection.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { MikroORM, type Options } from '@mikro-orm/core'
import { Migrator } from '@mikro-orm/migrations'
import { type PgliteConnection, PgliteDriver } from '@mikro-orm/pglite'
import { PostgreSqlDriver, type PostgreSqlConnection } from '@mikro-orm/postgresql'
import type { SqlEntityManager } from '@mikro-orm/sql'
import pg from 'pg'
import { entities } from '../entities/index.ts'
import { migrations } from '../entities/migrations/index.ts'
import type { Database as DatabaseConfig } from './config.ts'
import { pgliteStatements, type RunSql } from './pgliteStatements.ts'
import { numbered, pgliteTransaction, pgTransaction, type Tx } from './sqlTransaction.ts'

export type { Tx }

export class DataDirLockedError extends Error {}

export type Db = {
  kind: DatabaseConfig['kind']
  orm: MikroORM
  /** Runs `work` in one transaction; in PGlite mode transactions never overlap. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>
  /** Raw rows, outside any transaction; `name` marks a hot statement to prepare. */
  query<Row>(sql: string, params?: unknown[], options?: { name?: string }): Promise<Row[]>
  /**
   * Runs `work` with an EntityManager of its own, outside any transaction unless `work` opens one;
   * in PGlite mode it never runs inside another's, so `work` must not call back into this Db.
   */
  em<T>(work: (em: SqlEntityManager) => Promise<T>): Promise<T>
  /** Calls `listener` whenever a new connection to PostgreSQL opens (an outage's end); never on PGlite. */
  onConnect(listener: () => void): void
  close(): Promise<void>
}

export async function openDatabase(config: DatabaseConfig, options: { poolSize?: number } = {}): Promise<Db> {
  const release = config.kind === 'pglite' ? lockDataDir(config.dataDir) : () => {}
  let orm: MikroORM
  try {
    orm = await MikroORM.init({
      ...driverOptions(config, options.poolSize ?? 20),
      entities,
      extensions: [Migrator],
      migrations: { migrationsList: migrations, snapshot: false, transactional: true, allOrNothing: true },
      allowGlobalContext: false,
      debug: false,
      logger: () => {},
    })
    await whileHoldingMigrationLock(config, () => orm.migrator.up())
    if (config.kind !== 'postgres') await trimPgliteParsers(orm)
  } catch (error) {
    release()
    throw error
  }

  const serialize = config.kind === 'postgres' ? <T>(work: () => Promise<T>) => work() : createMutex()
  const fork = () => orm.em.fork() as SqlEntityManager
  const pool = config.kind === 'postgres' ? await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient() : undefined
  // Raw SQL, named or not, with its values bound: on PostgreSQL through the ORM's own pool, where pg
  // parses a named statement once per connection; on PGlite as protocol messages (pgliteStatements.ts).
  const run: RunSql = pool
    ? async <Rows>(sql: string, params: unknown[], name?: string) => (await pool.query({ text: numbered(sql), values: params, ...(name ? { name } : {}) })).rows as Rows
    : pgliteStatements(await (orm.em.getConnection() as PgliteConnection).getNativeClient())

  return {
    kind: config.kind,
    orm,
    transaction: (work) => (pool ? pgTransaction(pool, orm.em as SqlEntityManager, work) : serialize(() => pgliteTransaction(orm.em as SqlEntityManager, run, work))),
    query: <Row>(sql: string, params: unknown[] = [], { name }: { name?: string } = {}) => serialize(() => run<Row[]>(sql, params, name)),
    em: (work) => serialize(() => work(fork())),
    onConnect: (listener) => void pool?.on('connect', listener),
    async close() {
      await orm.close(true)
      release()
    },
  }
}

function driverOptions(config: DatabaseConfig, poolSize: number): Partial<Pick<Options, 'driver' | 'clientUrl' | 'dbName' | 'pool' | 'driverOptions'>> {
  switch (config.kind) {
    case 'postgres':
      // Pipelined connections (node-postgres's `pipeline`) send a statement without waiting for the
      // one before it to be answered; a transaction sends its BEGIN with its first statement (sqlTransaction.ts).
      return { driver: PostgreSqlDriver, clientUrl: config.url, pool: { min: 0, max: poolSize }, driverOptions: { pipeline: true } }
    case 'pglite-memory':
      return { driver: PgliteDriver, dbName: 'memory://' }
    case 'pglite':
      return { driver: PgliteDriver, dbName: resolve(config.dataDir, 'pg') }
  }
}

/** Element types whose arrays keep PGlite's parser though the element has none: the text-like ones. */
const TEXT_TYPES = ['text', 'varchar', 'bpchar', 'name', 'uuid']

/**
 * PGlite copies its map of result parsers into a new object for every query it answers, and it
 * keeps one for the array type of every type PostgreSQL has: 318 entries, whose copy took 130 µs of
 * a 330 µs query (15 µs with the 45 kept here), in the profile of `npm run bench http` 18% of the
 * server's time on PGlite. Arrays keep their parser when their element type has one or is text
 * (the only array Boost stores is text[]); any other array, which Boost never reads, would come
 * back as PostgreSQL's text form, as any type PGlite has no parser for does.
 */
async function trimPgliteParsers(orm: MikroORM) {
  const pglite = await (orm.em.getConnection() as PgliteConnection).getNativeClient()
  const { rows } = await pglite.query<{ array: number; element: number; name: string }>(
    'select typarray::int as array, oid::int as element, typname as name from pg_type where typarray <> 0',
  )
  const parsers = pglite.parsers
  const arrays = new Set(rows.map((row) => row.array))
  const kept = new Set(rows.filter((row) => Object.hasOwn(parsers, row.element) || TEXT_TYPES.includes(row.name)).map((row) => row.array))
  pglite.parsers = Object.fromEntries(Object.entries(parsers).filter(([key]) => !arrays.has(Number(key)) || kept.has(Number(key))))
}

/** Any bigint works if every instance uses the same one: this is "boostmig" in ASCII. */
const MIGRATION_LOCK_KEY = BigInt('0x626f6f73746d6967').toString()

/**
 * Instances started together against one empty PostgreSQL database would each create the
 * migrations table and the schema, and all but one would fail on duplicates. A session-level
 * advisory lock, held on a connection of its own while migrating, puts them in single file: the
 * first applies the migrations, the others then find nothing pending. A crashed holder's lock goes
 * with its connection. PGlite needs none: one process owns a data folder (see lockDataDir).
 */
async function whileHoldingMigrationLock(config: DatabaseConfig, migrate: () => Promise<unknown>): Promise<void> {
  if (config.kind !== 'postgres') {
    await migrate()
    return
  }
  const client = new pg.Client({ connectionString: config.url })
  // A connection lost while migrating takes the lock with it; the migration's own transaction still decides.
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrate()
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
  } finally {
    // After a failure, ending the session is what releases the lock.
    await client.end().catch(() => {})
  }
}

/**
 * PGlite does not lock its folder, and two processes on one folder silently lose writes, so the
 * server holds a lock file naming its pid. A lock left by a process that no longer runs is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = join(dataDir, 'boost.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10)
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `The data folder ${resolve(dataDir)} is in use by another Boost server (pid ${holder}); stop it first, or set DATA_DIR to another folder.`,
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${resolve(dataDir)}.`)
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A promise queue: each task starts after the previous one settles. */
function createMutex() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work)
    tail = run.catch(() => undefined)
    return run
  }
}
