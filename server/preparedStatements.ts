// Named statements on PGlite. Its query API parses and plans every statement afresh, and PGlite
// is one connection, so SQL's own PREPARE / EXECUTE give the hot statements what a named pg
// statement gives them on PostgreSQL: parsed and planned once. `npm run bench http` measured the
// ledger's statement at 2.5 ms sent as text and 0.9 ms executed prepared.
import { numbered } from './sqlTransaction.ts'

/** Runs SQL with `?` placeholders on the one connection, inside whatever transaction is open there. */
export type RunSql = <Rows>(sql: string, params: unknown[]) => Promise<Rows>

export type PreparedStatements = ReturnType<typeof createPreparedStatements>

export function createPreparedStatements() {
  // A prepared statement belongs to the session, not to a transaction: a rollback keeps it.
  const prepared = new Set<string>()
  return {
    async execute<Rows>(run: RunSql, name: string, sql: string, params: unknown[]): Promise<Rows> {
      if (!prepared.has(name)) {
        await run(`prepare ${name} as ${numbered(sql)}`, [])
        prepared.add(name)
      }
      return run<Rows>(params.length > 0 ? `execute ${name}(${params.map(() => '?').join(', ')})` : `execute ${name}`, params)
    },
  }
}
