// One transaction as the services write in it: MikroORM's own `em.transactional`, with a list of
// work to run once it has committed (telling the live stream, waking the webhook worker).
import type { SqlEntityManager } from '@mikro-orm/sql'
import { runSql } from './rawSql.ts'

export type Tx = {
  /** The ORM inside this transaction: find, insert, nativeUpdate, upsert, the QueryBuilder. */
  readonly em: SqlEntityManager
  /** Hand-written SQL inside this transaction (rawSql.ts), `?` for each parameter. */
  execute<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>
  /** Runs `task` once the transaction has committed; never if it rolls back. A task registered twice runs once. */
  afterCommit(task: () => void): void
}

export async function runTransaction<T>(orm: SqlEntityManager, work: (tx: Tx) => Promise<T>): Promise<T> {
  const tasks = new Set<() => void>()
  const result = await orm.fork().transactional((em) =>
    work({
      em,
      execute: (sql, params) => runSql(em, sql, params),
      afterCommit: (task) => void tasks.add(task),
    }),
  )
  for (const task of tasks) task()
  return result
}
