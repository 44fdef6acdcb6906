// Guards the raw SQL path the ledger, checkout and live hub share (server/db.ts,
// server/sqlTransaction.ts, server/pgliteStatements.ts): PGlite gets its statements as protocol
// messages with their values bound, and PostgreSQL's transactions send BEGIN with their first statement, and COMMIT with their last when
// asked. Values must read back as the ORM's own statements read them, a value must never become
// SQL, statements sent together must run in order, and a failed transaction must leave nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, openDatabase } from '../../server/db.ts'
import { NEEDS_MORE_STATEMENTS } from '../../server/services/ledger.ts'
import { testDatabases } from '../support/databases.ts'

describe.each(testDatabases)('raw statements on $name', (database) => {
  let db!: Db
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const created = await database.create()
    drop = created.drop
    db = await openDatabase(created.config)
  })
  afterAll(async () => {
    await db?.close()
    await drop?.()
  })

  it('reads text arrays, dates, timestamps and JSON as the ORM does, named or not', async () => {
    const sql = `select array['a', ?]::text[] as words, ?::date as day, ?::timestamptz as at, ?::jsonb as data, ?::bigint as cents`
    const values = ["it's", '2026-11-23', new Date('2026-11-23T10:00:00Z'), JSON.stringify({ n: 1 }), 500]
    for (const rows of [await db.query<Record<string, unknown>>(sql, values), await db.query<Record<string, unknown>>(sql, values, { name: 'raw_read_test' })]) {
      expect(rows[0]!.words).toEqual(['a', "it's"])
      expect(rows[0]!.day).toBe('2026-11-23')
      expect(new Date(rows[0]!.at as string).toISOString()).toBe('2026-11-23T10:00:00.000Z')
      expect(rows[0]!.data).toEqual({ n: 1 })
      expect(Number(rows[0]!.cents)).toBe(500)
    }
  })

  it('binds each kind of value the same way on both drivers, named or not', async () => {
    const sql = 'select ?::boolean as yes, ?::boolean as no, ?::text as nothing, ?::text[] as words, ?::jsonb as data, ?::bigint as big'
    const values = [true, false, null, ['a', "it's", 'c,d'], { n: 1, s: 'x' }, 9007199254740993n]
    for (const name of [undefined, 'raw_kinds_test']) {
      const [row] = await db.query<Record<string, unknown>>(sql, values, { name })
      expect(row).toMatchObject({ yes: true, no: false, nothing: null, words: ['a', "it's", 'c,d'], data: { n: 1, s: 'x' } })
      expect(String(row!.big)).toBe('9007199254740993')
    }
  })

  it('keeps a value that looks like SQL a value', async () => {
    const sneaky = "x'); drop table supporter; --"
    const [row] = await db.query<{ value: unknown }>('select ?::text as value', [sneaky])
    expect(row?.value).toBe(sneaky)
    await expect(db.query('select 1 from supporter limit 1')).resolves.toBeDefined()
  })

  it('commits a transaction’s statements together, and a failed one leaves nothing', async () => {
    await db.transaction(async (tx) => {
      await tx.execute('create table raw_statement_test (n int)')
      await tx.execute('insert into raw_statement_test (n) values (?)', [1], { name: 'raw_insert_test' })
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.execute('insert into raw_statement_test (n) values (?)', [2], { name: 'raw_insert_test' })
        await tx.execute('select 1 / 0')
      }),
    ).rejects.toThrow(/division by zero/)
    const rows = await db.query<{ n: unknown }>('select n from raw_statement_test order by n')
    expect(rows.map((row) => Number(row.n))).toEqual([1])
  })

  it('ends a transaction with the statement sent with its COMMIT, or rolls all of it back when that statement fails', async () => {
    await db.transaction((tx) => tx.execute('create table raw_commit_test (n int)'))
    const insert = (tx: Parameters<Parameters<Db['transaction']>[0]>[0], n: number, commit = false) =>
      tx.execute('insert into raw_commit_test (n) values (?) returning n', [n], { name: 'raw_commit_insert', commit })
    await db.transaction(async (tx) => {
      await insert(tx, 1)
      await insert(tx, 2, true)
      // Nothing may follow the statement that commits.
      await expect(tx.execute('select 1')).rejects.toThrow(/after the one that commits/)
      expect(() => tx.em).toThrow(/after the one that commits/)
    })
    await expect(
      db.transaction(async (tx) => {
        await insert(tx, 3)
        await tx.execute('select boost_needs_more_statements()', [], { commit: true })
      }),
    ).rejects.toMatchObject({ code: NEEDS_MORE_STATEMENTS })
    const rows = await db.query<{ n: unknown }>('select n from raw_commit_test order by n')
    expect(rows.map((row) => Number(row.n))).toEqual([1, 2])
  })

  it('runs the statements of a transaction sent together in the order they were sent', async () => {
    await db.transaction((tx) => tx.execute('create table raw_order_test (n int)'))
    const seen = await db.transaction(async (tx) => {
      // Neither awaited before the next is sent; the first is prepared on its first use.
      const inserted = tx.execute('insert into raw_order_test (n) values (?)', [1], { name: 'raw_order_insert' })
      const counted = tx.execute<{ n: unknown }[]>('select count(*) as n from raw_order_test')
      await inserted
      return Number((await counted)[0]!.n)
    })
    expect(seen).toBe(1)
  })

  it('runs every statement of a transaction inside it, the first one too', async () => {
    const [row] = await db.transaction(async (tx) => {
      await tx.execute('select pg_sleep(0.01)')
      return tx.execute<{ inside: unknown }[]>('select now() < statement_timestamp() as inside')
    })
    // now() is when the transaction began: a later statement of it starts after that.
    expect(row?.inside).toBe(true)
  })
})
