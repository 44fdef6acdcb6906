import { describe, expect, it } from 'vitest'
import { createPreparedStatements, type RunSql } from './preparedStatements.ts'

/** A connection that answers nothing and remembers what it was sent. */
function recordingConnection() {
  const sent: { sql: string; params: unknown[] }[] = []
  const run: RunSql = async <Rows>(sql: string, params: unknown[]) => {
    sent.push({ sql, params })
    return [] as Rows
  }
  return { sent, run }
}

describe('createPreparedStatements', () => {
  it('prepares a named statement once, then executes it with each call’s values', async () => {
    const prepared = createPreparedStatements()
    const { sent, run } = recordingConnection()
    await prepared.execute(run, 'pick', 'select * from t where a = ? and b = ?', [1, 'x'])
    await prepared.execute(run, 'pick', 'select * from t where a = ? and b = ?', [2, 'y'])
    expect(sent).toEqual([
      { sql: 'prepare pick as select * from t where a = $1 and b = $2', params: [] },
      { sql: 'execute pick(?, ?)', params: [1, 'x'] },
      { sql: 'execute pick(?, ?)', params: [2, 'y'] },
    ])
  })

  it('prepares again after a failed prepare, so a statement is never taken for prepared when it is not', async () => {
    const prepared = createPreparedStatements()
    const { sent, run } = recordingConnection()
    const failing: RunSql = async () => {
      throw new Error('connection lost')
    }
    await expect(prepared.execute(failing, 'now', 'select now()', [])).rejects.toThrow('connection lost')
    await prepared.execute(run, 'now', 'select now()', [])
    expect(sent.map((statement) => statement.sql)).toEqual(['prepare now as select now()', 'execute now'])
  })
})
