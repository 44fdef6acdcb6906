// Hand-written SQL, for what PostgreSQL offers and the ORM does not (data-modifying CTEs, advisory
// locks, SKIP LOCKED…). It runs through the EntityManager's own Kysely, so inside the EntityManager's
// transaction when it has one, with its values bound as parameters: a value never becomes SQL.
import type { SqlEntityManager } from '@mikro-orm/sql'
import { CompiledQuery } from 'kysely'

/** Runs `sql`, whose `?` are its parameters in order, and returns its rows. */
export async function runSql<Row = Record<string, unknown>>(em: SqlEntityManager, sql: string, params: readonly unknown[] = []): Promise<Row[]> {
  const { rows } = await em.getKysely().executeQuery<Row>(CompiledQuery.raw(numbered(sql), [...params]))
  return rows
}

const numberedCache = new Map<string, string>()

/**
 * `?` placeholders as PostgreSQL's `$1, $2, …`. A `?` inside quoted text, a quoted identifier, a
 * dollar-quoted body or a comment is left alone. (jsonb's `?` operators would be read as
 * placeholders: write them as `jsonb_exists(…)` and its kin.)
 */
export function numbered(sql: string): string {
  const cached = numberedCache.get(sql)
  if (cached !== undefined) return cached
  let out = ''
  let index = 0
  let at = 0
  while (at < sql.length) {
    const end = endOfLiteral(sql, at)
    if (end > at) {
      out += sql.slice(at, end)
      at = end
    } else if (sql[at] === '?') {
      out += `$${++index}`
      at++
    } else {
      out += sql[at]
      at++
    }
  }
  // The statements are the code's own constants; the bound only guards against a caller building SQL.
  if (numberedCache.size > 1000) numberedCache.clear()
  numberedCache.set(sql, out)
  return out
}

/** Where the quoted text, identifier, dollar-quoted body or comment starting at `at` ends; `at` when none starts there. */
function endOfLiteral(sql: string, at: number): number {
  const char = sql[at]
  const next = sql[at + 1]
  const after = (closing: string, from: number) => {
    const found = sql.indexOf(closing, from)
    return found < 0 ? sql.length : found + closing.length
  }
  if (char === "'" || char === '"') {
    // A doubled quote inside is the quote itself, and reads as a close and a reopen.
    return after(char, at + 1)
  }
  if (char === '-' && next === '-') return after('\n', at + 2)
  if (char === '/' && next === '*') return after('*/', at + 2)
  if (char === '$') {
    const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(at))
    if (tag) return after(tag[0], at + tag[0].length)
  }
  return at
}
