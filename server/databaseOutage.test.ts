// The outage watcher's decisions on errors a real pg client raises: against an endpoint that
// drops or never answers, a client ended mid-query, and a PostgreSQL cluster of the test's own
// that is stopped and started again. Whether such an error is the database going away is decided
// by asking the database (select 1 through a real Db), not by its message.
import { createServer, type Server, type Socket } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../tests/support/postgres.ts'
import { type PrivatePostgres, postgresBinaries, startPrivatePostgres } from '../tests/support/privatePostgres.ts'
import { type DatabaseOutage, isDatabaseUnreachable, watchDatabaseOutage } from './databaseOutage.ts'
import { type Db, openDatabase } from './db.ts'
import { createLogger } from './logger.ts'

const bin = postgresBinaries()
if (!bin && process.env.REQUIRE_POSTGRES === '1') throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL binaries under /usr/lib/postgresql')

/** A TCP endpoint that accepts connections and then drops them (`drop`) or never says a word. */
async function deadEndpoint(behaviour: 'drop' | 'silent'): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    if (behaviour === 'drop') socket.once('data', () => socket.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as { port: number }).port,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** What `work` rejects with. */
async function rejection(work: () => Promise<unknown>): Promise<Error> {
  try {
    await work()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected a failure')
}

/** Errors without a code, as node-postgres raises them when a connection ends or never opens. */
async function codelessErrors(url: string): Promise<Error[]> {
  const dropping = await deadEndpoint('drop')
  const silent = await deadEndpoint('silent')
  try {
    const dropped = new pg.Client({ host: '127.0.0.1', port: dropping.port, user: 'postgres' })
    dropped.on('error', () => {})
    const pool = new pg.Pool({ host: '127.0.0.1', port: silent.port, user: 'postgres', connectionTimeoutMillis: 200 })
    pool.on('error', () => {})
    const closing = new pg.Client({ connectionString: url })
    closing.on('error', () => {})
    await closing.connect()
    const sleeping = rejection(() => closing.query('select pg_sleep(30)'))
    void closing.end()
    const errors = [await rejection(() => dropped.connect()), await rejection(() => pool.query('select 1')), await sleeping]
    await pool.end()
    return errors
  } finally {
    await dropping.close()
    await silent.close()
  }
}

describe.skipIf(!bin)('the database outage watcher against real connections', () => {
  let cluster: PrivatePostgres
  let db: Db
  let outage: DatabaseOutage
  const logged: { msg: string }[] = []

  beforeAll(async () => {
    cluster = await startPrivatePostgres(bin!)
    const database = await createPostgresDatabase(cluster.url)
    db = await openDatabase({ kind: 'postgres', url: database.url }, { poolSize: 4 })
    const logger = createLogger('info', { write: (line: string) => void logged.push(JSON.parse(line) as { msg: string }) })
    outage = watchDatabaseOutage(logger, () => db.query('select 1'))
  }, 60_000)

  afterAll(async () => {
    outage?.close()
    await db?.close().catch(() => {})
    cluster?.remove()
  })

  const outageLines = () => logged.map((line) => line.msg).filter((msg) => /^database (unreachable|reachable again)$/.test(msg))

  it('tells a failure while the database answers from the database going away, and logs the outage once', async () => {
    const errors = await codelessErrors(cluster.url)
    expect(errors.map((error) => error.message)).toEqual([
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'Connection terminated',
    ])
    // None carries a code that says what happened.
    expect(errors.filter(isDatabaseUnreachable)).toEqual([])
    // The database answers: these failures are the server's own (500).
    for (const error of [...errors, new Error('a bug')]) expect(await outage.isOutage(error)).toBe(false)
    expect(outage.isDown()).toBe(false)

    const connected = new pg.Client({ connectionString: cluster.url })
    connected.on('error', () => {})
    await connected.connect()
    const inFlight = connected.query('select pg_sleep(30)').catch((error: unknown) => error as Error)
    cluster.stop()
    const failures = [
      await inFlight,
      await rejection(() => db.query('select 1')),
      await rejection(() => new pg.Client({ connectionString: cluster.url }).connect()),
    ]
    await connected.end().catch(() => {})
    // The database does not answer: each failure, whatever it says, is the outage (503).
    for (const error of [...failures, ...errors, new Error('a bug')]) expect(await outage.isOutage(error)).toBe(true)
    expect(outage.isDown()).toBe(true)
    expect(outageLines()).toEqual(['database unreachable'])

    cluster.start()
    await expect.poll(() => outage.isDown(), { timeout: 20_000 }).toBe(false)
    expect(outageLines()).toEqual(['database unreachable', 'database reachable again'])
    for (const error of errors) expect(await outage.isOutage(error)).toBe(false)
    expect(outageLines()).toHaveLength(2)
  }, 60_000)
})
