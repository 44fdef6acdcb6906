// Raw SQL inside one transaction, the way the ledger, the webhook and identify write. On PostgreSQL
// it runs on a connection of the ORM's own pool with bound parameters, and a statement given a
// name is parsed and planned once per connection (the ORM would send every call as fresh text
// with its values inlined). PGlite runs it through the ORM.
import type { SqlEntityManager } from '@mikro-orm/sql'
import type pg from 'pg'

export type Tx = {
  /** Runs `sql` with `?` placeholders; `name` marks a hot statement to prepare (PostgreSQL). */
  execute<Rows = Record<string, unknown>[]>(sql: string, params?: unknown[], options?: { name?: string }): Promise<Rows>
}

export function ormTx(em: SqlEntityManager): Tx {
  return { execute: <Rows>(sql: string, params: unknown[] = []) => em.execute(sql, params, 'all') as Promise<Rows> }
}

export async function pgTransaction<T>(pool: pg.Pool, work: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken = false
  try {
    await client.query('begin')
    const result = await work({
      execute: async <Rows>(sql: string, params: unknown[] = [], options: { name?: string } = {}) => {
        const query = { text: numbered(sql), values: params, ...(options.name ? { name: options.name } : {}) }
        return (await client.query(query)).rows as Rows
      },
    })
    await client.query('commit')
    return result
  } catch (error) {
    // A connection that cannot even roll back is not given back to the pool.
    await client.query('rollback').catch(() => (broken = true))
    throw error
  } finally {
    client.release(broken)
  }
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
