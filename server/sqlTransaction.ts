// One transaction, as the services write in it: through the ORM (`tx.em`), and through the raw
// SQL kept for the hot statements (`tx.execute`). On PostgreSQL it runs on a connection of the
// ORM's own pool with bound parameters, and a statement given a name is parsed and planned once
// per connection (the ORM would send every call as fresh text with its values inlined); the
// ORM's statements join it on that same connection. On PGlite, one connection, the transaction
// is opened and ended by hand too, and its statements go to PGlite as protocol messages (pgliteStatements.ts).
import { type EntityKey, type EntityName, raw } from '@mikro-orm/core'
import type { SqlEntityManager } from '@mikro-orm/sql'
import { Kysely, PostgresDialect } from 'kysely'
import type pg from 'pg'
import type { RunSql } from './pgliteStatements.ts'

export type Tx = {
  /** The ORM inside this transaction: find, insert, nativeUpdate, upsert, the QueryBuilder. */
  readonly em: SqlEntityManager
  /** Runs `sql` with `?` placeholders. */
  execute<Rows = Record<string, unknown>[]>(sql: string, params?: unknown[], options?: StatementOptions): Promise<Rows>
}

type StatementOptions = {
  /** Marks a hot statement, to prepare once per connection. */
  name?: string
  /**
   * The transaction's last statement: COMMIT is sent right behind it, in the same write, so the
   * transaction ends in the statement's round trip. It fails (an error raised in its SQL) where it
   * cannot finish the work alone, and the transaction is rolled back; nothing may be run after it.
   */
  commit?: boolean
}

const AFTER_COMMIT = 'a statement after the one that commits its transaction'

/**
 * A transaction on PGlite's one connection, which the caller holds for its whole length. BEGIN and
 * COMMIT are sent as they are: the ORM's `transactional` costs a fork, a flush and PGlite's own
 * transaction wrapper on top, on a database that shares the server's one thread (a demo boost's
 * server CPU went from 5.8 to 5.6 ms). Nothing here persists entities for a flush at commit.
 */
export async function pgliteTransaction<T>(orm: SqlEntityManager, run: RunSql, work: (tx: Tx) => Promise<T>): Promise<T> {
  const connection = orm.getConnection()
  let em: SqlEntityManager | undefined
  let inOrder: Promise<unknown> = Promise.resolve()
  let committing = false
  await run('begin', [])
  try {
    const result = await work({
      // Its statements run on the one connection, so inside this transaction; the ORM is told so,
      // as joinTransaction does, for what needs one (a row lock).
      get em() {
        if (committing) throw new Error(AFTER_COMMIT)
        if (!em) {
          em = orm.fork({ disableTransactions: true })
          em.setTransactionContext(connection.getClient())
        }
        return em
      },
      // Statements sent together run in the order they were sent, as on PostgreSQL.
      execute: <Rows>(sql: string, params: unknown[] = [], options: StatementOptions = {}) => {
        if (committing) return Promise.reject(new Error(AFTER_COMMIT))
        committing = options.commit === true
        const statement = inOrder.then(async () => {
          const rows = await run<Rows>(sql, params, options.name)
          if (options.commit) await run('commit', [])
          return rows
        })
        inOrder = statement.catch(() => {})
        return statement
      },
    })
    if (!committing) await run('commit', [])
    return result
  } catch (error) {
    await run('rollback', [])
    throw error
  }
}

export async function pgTransaction<T>(pool: pg.Pool, orm: SqlEntityManager, work: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken = false
  let em: SqlEntityManager | undefined
  let committed: Promise<unknown> | undefined
  // BEGIN goes out with the transaction's first statement, not a round trip ahead of it: the
  // pool's connections pipeline (db.ts), and the statement waits for BEGIN's answer with its own.
  // In the same write, too: the socket holds BEGIN until this turn's statements are queued behind
  // it, so PostgreSQL is woken once for them all.
  const socket = client.connection.stream
  socket.cork()
  process.nextTick(() => socket.uncork())
  let begun: Promise<unknown> | undefined = client.query('begin')
  begun.catch(() => {})
  const afterBegin = <Result>(statement: Promise<Result>): Promise<Result> => {
    const pending = begun
    begun = undefined
    return pending ? Promise.all([pending, statement]).then(([, result]) => result) : statement
  }
  try {
    const result = await work({
      // Made on first use: the ledger's hot path never needs it.
      get em() {
        if (committed) throw new Error(AFTER_COMMIT)
        return (em ??= joinTransaction(orm, client))
      },
      execute: async <Rows>(sql: string, params: unknown[] = [], options: StatementOptions = {}) => {
        if (committed) throw new Error(AFTER_COMMIT)
        const query = { text: numbered(sql), values: params, ...(options.name ? { name: options.name } : {}) }
        const statement = afterBegin(client.query(query))
        // Sent behind the statement, COMMIT ends the transaction as ROLLBACK if the statement failed.
        if (options.commit) {
          committed = client.query('commit')
          committed.catch(() => {})
        }
        return (await statement).rows as Rows
      },
    })
    await (committed ?? afterBegin(client.query('commit')))
    return result
  } catch (error) {
    // A connection that cannot even roll back is not given back to the pool.
    await client.query('rollback').catch(() => (broken = true))
    throw error
  } finally {
    client.release(broken)
  }
}

/**
 * An EntityManager whose statements run on `client`, inside the transaction opened there. Its
 * transaction context is a Kysely bound to that one client (MikroORM runs every statement of an
 * EntityManager through its context); the client goes back to the pool when the transaction ends,
 * never after a statement. The transaction is already open, so a nested `transactional` runs inline.
 */
function joinTransaction(orm: SqlEntityManager, client: pg.PoolClient): SqlEntityManager {
  const connection = { query: client.query.bind(client), release: () => {} }
  const em = orm.fork({ disableTransactions: true })
  em.setTransactionContext(new Kysely({ dialect: new PostgresDialect({ pool: { connect: async () => connection, end: async () => {}, options: {} } }) }))
  return em
}

/**
 * A row of raw SQL as the driver returns it: an entity's columns by their snake_case names (the
 * ORM's naming), values not yet converted (a bigint may be a string).
 */
export type RawRow<Entity, Property extends keyof Entity & string = keyof Entity & string> = { [Key in Property as SnakeCase<Key>]: unknown }

type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name

// Values an update computes from the row as it stands when the statement runs. The column is
// named through its entity, like everything else the ORM writes.

/** `column + amount`. */
export function plus<Entity extends object>(em: SqlEntityManager, entity: EntityName<Entity>, property: EntityKey<Entity>, amount: number) {
  return raw('?? + ?', [columnOf(em, entity, property).qualified, amount])
}

/** In an upsert's `merge`: the stored value plus the one the insert brought. */
export function plusInserted<Entity extends object>(em: SqlEntityManager, entity: EntityName<Entity>, property: EntityKey<Entity>) {
  const { qualified, column } = columnOf(em, entity, property)
  return raw('?? + ??', [qualified, `excluded.${column}`])
}

/** The value the column holds, or `value` while it holds none. */
export function keepOr<Entity extends object>(em: SqlEntityManager, entity: EntityName<Entity>, property: EntityKey<Entity>, value: unknown) {
  return raw('coalesce(??, ?)', [columnOf(em, entity, property).qualified, value])
}

/** `coalesce(sum(column), 0) as alias`: the ORM maps property names everywhere but inside an aggregate. */
export function sumAs<Entity extends object>(em: SqlEntityManager, entity: EntityName<Entity>, property: EntityKey<Entity>, alias: string) {
  return raw('coalesce(sum(??), 0) as ??', [columnOf(em, entity, property).column, alias])
}

function columnOf<Entity extends object>(em: SqlEntityManager, entity: EntityName<Entity>, property: EntityKey<Entity>) {
  const meta = em.getMetadata(entity)
  const column = meta.properties[property].fieldNames[0]!
  return { column, qualified: `${meta.tableName}.${column}` }
}

const numberedCache = new Map<string, string>()

/** `?` placeholders as PostgreSQL's `$1, $2, …`, leaving quoted text, identifiers and comments alone. */
export function numbered(sql: string): string {
  const cached = numberedCache.get(sql)
  if (cached) return cached
  let out = ''
  let index = 0
  for (let at = 0; at < sql.length; at++) {
    const char = sql[at]!
    if (char === "'" || char === '"') {
      const end = sql.indexOf(char, at + 1)
      const stop = end < 0 ? sql.length : end + 1
      out += sql.slice(at, stop)
      at = stop - 1
    } else if (char === '-' && sql[at + 1] === '-') {
      const end = sql.indexOf('\n', at)
      const stop = end < 0 ? sql.length : end
      out += sql.slice(at, stop)
      at = stop - 1
    } else if (char === '?') {
      out += `$${++index}`
    } else {
      out += char
    }
  }
  // The statements are the code's own constants; the bound only guards against a caller building SQL.
  if (numberedCache.size > 1000) numberedCache.clear()
  numberedCache.set(sql, out)
  return out
}
