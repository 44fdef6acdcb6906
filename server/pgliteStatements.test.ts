import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgliteStatements, type RunSql } from './pgliteStatements.ts'

describe('pgliteStatements', () => {
  let pglite!: PGlite
  let run!: RunSql
  beforeAll(async () => {
    pglite = await PGlite.create()
    run = pgliteStatements(pglite)
  })
  afterAll(() => pglite.close())

  it('parses a named statement once, and runs it with each call’s values', async () => {
    const pick = (n: number) => run<{ n: number }[]>('select ?::int * 2 as n', [n], 'pick_twice')
    expect(await pick(2)).toEqual([{ n: 4 }])
    expect(await pick(5)).toEqual([{ n: 10 }])
    const [statement] = await run<{ name: string; statement: string }[]>('select name, statement from pg_prepared_statements where name = ?', ['pick_twice'])
    expect(statement).toEqual({ name: 'pick_twice', statement: 'select $1::int * 2 as n' })
  })

  it('parses a named statement afresh after its first call was refused a value', async () => {
    const byId = (id: string) => run<{ id: string }[]>('select ?::uuid as id', [id], 'by_uuid')
    await expect(byId('not-a-uuid')).rejects.toMatchObject({ code: '22P02' })
    const id = '6f1c1f5e-8a4e-4c55-9d2b-1e0d1c3f5a77'
    expect(await byId(id)).toEqual([{ id }])
  })

  it('never sends a statement between the steps of PGlite’s own query()', async () => {
    // PGlite's query() parses, binds and executes in calls of their own; a Parse of ours among them
    // would replace the statement it is running.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? pglite.query<{ n: number }>('select $1::int as n', [i]).then((result) => result.rows[0]!.n)
          : run<{ n: number }[]>('select ?::int + 1000 as n', [i]).then((rows) => rows[0]!.n),
      ),
    )
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? i : i + 1000)))
  })
})
