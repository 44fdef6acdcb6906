// One server of WEB_CONCURRENCY processes on one port and one PostgreSQL database: connections are
// spread over the processes, a boost reaches the stream clients of each, a process that dies is
// replaced while the others keep serving, and a stop ends them all.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../server/db.ts'
import { createLedger } from '../../server/services/ledger/index.ts'
import { BOOST_CHANNEL } from '../../server/services/liveNotifications.ts'
import { postgresOnly } from '../support/databases.ts'
import { boostInput } from '../support/fixtures.ts'
import { createPostgresDatabase } from '../support/postgres.ts'
import { spawnServer, type ServerProcess } from '../support/serverProcess.ts'
import { connectSse, type SseConnection } from '../support/sse.ts'

const PROCESSES = 2

function processesOf(primary: number): number[] {
  return readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
}

describe.each(postgresOnly)('a server of several processes on one $name database', () => {
  let server: ServerProcess
  let db: Db
  let drop: () => Promise<void>
  const streams: SseConnection[] = []

  beforeAll(async () => {
    const database = await createPostgresDatabase()
    drop = database.drop
    server = await spawnServer({ DATABASE_URL: database.url, WEB_CONCURRENCY: String(PROCESSES), LOG_LEVEL: 'silent' })
    db = await openDatabase({ kind: 'postgres', url: database.url })
  })
  afterAll(async () => {
    for (const stream of streams) stream.close()
    await server?.stop()
    await db?.close()
    await drop?.()
  })

  /** Records a boost from outside the server, which learns of it as of another instance's: a NOTIFY. */
  async function recordElsewhere(grossCents: number): Promise<number> {
    const ledger = createLedger(db, () => void db.query('select pg_notify(?, ?)', [BOOST_CHANNEL, '']))
    const { event } = await ledger.record(boostInput({ grossCents }))
    return event.id
  }

  it('forks its processes and announces one address for all of them', async () => {
    expect(processesOf(server.process.pid!)).toHaveLength(PROCESSES)
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  })

  it('spreads stream clients over the processes, and a boost reaches each client once', async () => {
    for (let i = 0; i < 4; i++) streams.push(await connectSse(`${server.url}/api/stream/boosts`))
    const boostId = await recordElsewhere(700)
    for (const stream of streams) {
      const [message] = await stream.waitFor(1)
      expect(JSON.parse(message!.data)).toMatchObject({ boostId, amount: 700 })
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(streams.map((stream) => stream.events.filter((event) => event.event === 'message').length)).toEqual([1, 1, 1, 1])
  })

  it('replaces a process that dies; the clients of the others keep their stream, and the server keeps serving', async () => {
    const [victim, survivor] = processesOf(server.process.pid!)
    process.kill(victim!, 'SIGKILL')
    // The killed process's clients lose their stream; the other's keep it: the four were spread over both.
    const ended = new Set<SseConnection>()
    for (const stream of streams) void stream.closed.then(() => ended.add(stream), () => ended.add(stream))
    await expect.poll(() => ended.size, { timeout: 15_000 }).toBe(2)
    await expect.poll(() => processesOf(server.process.pid!).length, { timeout: 15_000 }).toBe(PROCESSES)
    const now = processesOf(server.process.pid!)
    expect(now).toContain(survivor)
    expect(now).not.toContain(victim)

    // Clients that connect now are served, by either process, and every open stream gets the next boost.
    const fresh = [await connectSse(`${server.url}/api/stream/boosts`), await connectSse(`${server.url}/api/stream/boosts`)]
    streams.push(...fresh)
    const boostId = await recordElsewhere(900)
    for (const stream of streams.filter((stream) => !ended.has(stream))) {
      const received = await stream.waitFor(fresh.includes(stream) ? 1 : 2)
      expect(JSON.parse(received.at(-1)!.data)).toMatchObject({ boostId })
    }
    for (let i = 0; i < 4; i++) expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  })

  it('stops every process on SIGTERM', async () => {
    const processes = processesOf(server.process.pid!)
    await server.stop()
    expect(server.process.exitCode).toBe(0)
    for (const pid of processes) expect(() => process.kill(pid, 0)).toThrow()
  })
})
