// Opens the database: PGlite in a data folder (default), in memory, or PostgreSQL; applies the
// committed migrations (on PostgreSQL one instance at a time); and hands out transactions that
// respect PGlite's single connection.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { MikroORM, type Options } from '@mikro-orm/core'
import { Migrator } from '@mikro-orm/migrations'
import { PgliteDriver } from '@mikro-orm/pglite'
import { PostgreSqlDriver, type PostgreSqlConnection } from '@mikro-orm/postgresql'
import type { SqlEntityManager } from '@mikro-orm/sql'
import pg from 'pg'
import { entities } from '../entities/index.ts'
import { migrations } from '../entities/migrations/index.ts'
import type { Database as DatabaseConfig } from './config.ts'
import { PreparingClient } from './preparedStatements.ts'
import { runSql } from './rawSql.ts'
import { runTransaction, type Tx } from './transaction.ts'

export type { Tx }

export class DataDirLockedError extends Error {}

export type Db = {
  kind: DatabaseConfig['kind']
  orm: MikroORM
  /** Runs `work` in one transaction; in PGlite mode transactions never overlap. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>
  /** Hand-written SQL's rows, outside any transaction (rawSql.ts). */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>
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
  } catch (error) {
    release()
    throw error
  }

  // PGlite is one connection: a transaction open on it takes in every statement sent meanwhile, so
  // its work runs one piece at a time. PostgreSQL's pool gives each its own connection.
  const serialize = config.kind === 'postgres' ? <T>(work: () => Promise<T>) => work() : createMutex()
  const em = orm.em as SqlEntityManager
  const pool = config.kind === 'postgres' ? await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient() : undefined

  return {
    kind: config.kind,
    orm,
    transaction: (work) => serialize(() => runTransaction(em, work)),
    query: <Row>(sql: string, params: readonly unknown[] = []) => serialize(() => runSql<Row>(em.fork(), sql, params)),
    em: (work) => serialize(() => work(em.fork())),
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
      return { driver: PostgreSqlDriver, clientUrl: config.url, pool: { min: 0, max: poolSize }, driverOptions: { Client: PreparingClient } }
    case 'pglite-memory':
      return { driver: PgliteDriver, dbName: 'memory://' }
    case 'pglite':
      return { driver: PgliteDriver, dbName: resolve(config.dataDir, 'pg') }
  }
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
    const run = tail.then(nextLoopTurn).then(work)
    tail = run.catch(() => undefined)
    return run
  }
}

/**
 * PGlite runs on this process's event loop and its work chains through promises, so queued
 * transactions would run back to back without the loop ever taking a request, a socket's data or
 * a timer (a webhook could not be sent until the queue ran dry). Each turn waits for setImmediate,
 * which runs once the loop has handled the I/O that is waiting.
 */
function nextLoopTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
