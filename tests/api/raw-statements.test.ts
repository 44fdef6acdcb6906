// Guards the hand-written SQL path the ledger, checkout and live hub share (server/rawSql.ts,
// server/transaction.ts): values are bound, never written into the SQL, and read back as the ORM's
// own statements read them; a transaction's statements commit together or not at all; and work
// registered to run after the commit runs once it has, never after a rollback.
import { describe, expect, it } from 'vitest'
import type { Db } from '../../server/db.ts'
import { prepared } from '../../server/preparedStatements.ts'
import { testDatabases, useOpenDatabase } from '../support/databases.ts'

describe.each(testDatabases)('raw statements on $name', (database) => {
  let db!: Db
  useOpenDatabase(database, (opened) => (db = opened))

  it('reads text arrays, dates, timestamps and JSON as the ORM does', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      `select array['a', ?]::text[] as words, ?::date as day, ?::timestamptz as at, ?::jsonb as data, ?::bigint as cents`,
      ["it's", '2026-11-23', new Date('2026-11-23T10:00:00Z'), JSON.stringify({ n: 1 }), 500],
    )
    expect(row!.words).toEqual(['a', "it's"])
    expect(row!.day).toBe('2026-11-23')
    expect(new Date(row!.at as string).toISOString()).toBe('2026-11-23T10:00:00.000Z')
    expect(row!.data).toEqual({ n: 1 })
    expect(Number(row!.cents)).toBe(500)
  })

  it('binds each kind of value the same way on both drivers', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      'select ?::boolean as yes, ?::boolean as no, ?::text as nothing, ?::text[] as words, ?::jsonb as data, ?::bigint as big',
      [true, false, null, ['a', "it's", 'c,d'], { n: 1, s: 'x' }, 9007199254740993n],
    )
    expect(row).toMatchObject({ yes: true, no: false, nothing: null, words: ['a', "it's", 'c,d'], data: { n: 1, s: 'x' } })
    expect(String(row!.big)).toBe('9007199254740993')
  })

  it('keeps a value that looks like SQL a value, and a question mark in quotes, comments and dollar-quoted bodies text', async () => {
    const sneaky = "x'); drop table supporter; --"
    const [row] = await db.query<Record<string, unknown>>(
      `select ?::text as value, 'why?' as quoted, $$what?$$ as dollar, $tag$and ? this$tag$ as tagged /* ? */ -- ?
       , ?::int as after`,
      [sneaky, 7],
    )
    expect(row).toEqual({ value: sneaky, quoted: 'why?', dollar: 'what?', tagged: 'and ? this', after: 7 })
    await expect(db.query('select 1 from supporter limit 1')).resolves.toBeDefined()
  })

  it('commits a transaction’s statements together, and a failed one leaves nothing', async () => {
    await db.transaction(async (tx) => {
      await tx.execute('create table raw_statement_test (n int)')
      await tx.execute('insert into raw_statement_test (n) values (?)', [1])
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.execute('insert into raw_statement_test (n) values (?)', [2])
        await tx.execute('select 1 / 0')
      }),
    ).rejects.toThrow(/division by zero/)
    const rows = await db.query<{ n: unknown }>('select n from raw_statement_test order by n')
    expect(rows.map((row) => Number(row.n))).toEqual([1])
  })

  it('runs the ORM’s statements and hand-written ones in the same transaction', async () => {
    const [raw, orm] = await db.transaction(async (tx) => {
      const [byHand] = await tx.execute<{ id: unknown }>('select txid_current() as id')
      const [byOrm] = await tx.em.execute<{ id: unknown }[]>('select txid_current() as id')
      return [String(byHand!.id), String(byOrm!.id)]
    })
    expect(raw).toBe(orm)
  })

  it('runs work registered after commit once the transaction has committed, once each, and never after a rollback', async () => {
    const ran: string[] = []
    const told = () => ran.push('told')
    await db.transaction(async (tx) => {
      tx.afterCommit(told)
      tx.afterCommit(told)
      await tx.execute('select 1')
      // Still inside: nothing has run yet.
      expect(ran).toEqual([])
    })
    expect(ran).toEqual(['told'])
    await expect(
      db.transaction(async (tx) => {
        tx.afterCommit(() => ran.push('rolled back'))
        await tx.execute('select 1 / 0')
      }),
    ).rejects.toThrow(/division by zero/)
    expect(ran).toEqual(['told'])
  })

  it.runIf(database.name === 'postgres')('gives back to the pool every connection whose transaction died with it', async () => {
    // More deaths than the pool has connections (20): a connection kept by a dead transaction would leave none.
    for (let i = 0; i < 25; i++) {
      await expect(db.transaction((tx) => tx.execute('select pg_terminate_backend(pg_backend_pid())'))).rejects.toThrow(/terminat/)
    }
    await expect(db.transaction((tx) => tx.execute<{ one: number }>('select 1 as one'))).resolves.toEqual([{ one: 1 }])
  })

  it('runs every statement of a transaction inside it, the first one too', async () => {
    const [first, second] = await db.transaction(async (tx) => {
      const [began] = await tx.execute<{ id: unknown }>('select txid_current()::text as id')
      const [later] = await tx.execute<{ id: unknown }>('select txid_current()::text as id')
      return [began, later]
    })
    // One transaction id for both: the first statement did not run in a transaction of its own.
    expect(first?.id).toEqual(expect.any(String))
    expect(second?.id).toBe(first?.id)
  })

  it('sends a statement named with `prepared` as a prepared statement on PostgreSQL, and answers it like any other', async () => {
    const sql = prepared('raw_statements_test', 'select ?::int + 1 as next')
    const { values, preparedHere } = await db.transaction(async (tx) => {
      const first = await tx.execute<{ next: number }>(sql, [1])
      const second = await tx.execute<{ next: number }>(sql, [41])
      const named = await tx.execute('select 1 from pg_prepared_statements where name = ?', ['boost_raw_statements_test'])
      return { values: [first[0]!.next, second[0]!.next], preparedHere: named.length === 1 }
    })
    expect(values).toEqual([2, 42])
    // PGlite's one connection has no named statements in its API: there it runs as written.
    expect(preparedHere).toBe(db.kind === 'postgres')
  })

  it('lets the event loop take its turn while transactions wait for one another', async () => {
    let finished = 0
    let finishedWhenTheLoopTurned = -1
    const queued = Array.from({ length: 30 }, () => db.transaction((tx) => tx.execute('select 1')).then(() => finished++))
    setImmediate(() => (finishedWhenTheLoopTurned = finished))
    await Promise.all(queued)
    // Requests, sockets and timers are served between transactions, not only once the queue is empty.
    expect(finishedWhenTheLoopTurned).toBeGreaterThanOrEqual(0)
    expect(finishedWhenTheLoopTurned).toBeLessThan(30)
  })
})
