// One server of WEB_CONCURRENCY processes on one port and one PostgreSQL database: connections are
// spread over the processes, a boost reaches the stream clients of each, a process that dies is
// replaced while the others keep serving, and a stop ends them all.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { get } from 'node:http'
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

/** The process holding the server's end of a client's connection to `port`, read from /proc. */
function processServing(port: number, clientPort: number, pids: number[]): number | undefined {
  const line = readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1).map((row) => row.trim().split(/\s+/))
    // local address, remote address, state (01: established), inode
    .find((fields) => fields.length > 9 && portOf(fields[1]!) === port && portOf(fields[2]!) === clientPort && fields[3] === '01')
  return line && pids.find((pid) => readdirSync(`/proc/${pid}/fd`).some((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${line[9]}]`
    } catch {
      return false
    }
  }))
}

function portOf(address: string): number {
  return Number.parseInt(address.split(':')[1]!, 16)
}

/** The streams each process serves. */
function streamsByProcess(port: number, pids: number[], streams: SseConnection[]): Map<number, SseConnection[]> {
  const served = new Map<number, SseConnection[]>()
  for (const stream of streams) {
    const pid = processServing(port, stream.localPort, pids)
    expect(pid, `the process serving the stream from port ${stream.localPort}`).toBeDefined()
    served.set(pid!, [...(served.get(pid!) ?? []), stream])
  }
  return served
}

/** GET /healthz on a connection of its own, closed after: no idle connection is left to count as a client's. */
function healthz(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${url}/healthz`, { agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode!))
    }).on('error', reject)
  })
}

describe.each(postgresOnly)('a server of several processes on one $name database', () => {
  let server: ServerProcess
  let db: Db
  let drop: () => Promise<void>

  beforeAll(async () => {
    const database = await createPostgresDatabase()
    drop = database.drop
    server = await spawnServer({ DATABASE_URL: database.url, WEB_CONCURRENCY: String(PROCESSES), LOG_LEVEL: 'silent' })
    db = await openDatabase({ kind: 'postgres', url: database.url })
  })
  afterAll(async () => {
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
    expect(await healthz(server.url)).toBe(200)
  })

  it('spreads stream clients over the processes, and a boost reaches each client once', async () => {
    const port = Number(new URL(server.url).port)
    const streams: SseConnection[] = []
    try {
      for (let i = 0; i < 4; i++) streams.push(await connectSse(`${server.url}/api/stream/boosts`))
      const served = streamsByProcess(port, processesOf(server.process.pid!), streams)
      expect(served.size, 'processes serving a stream').toBe(PROCESSES)

      const first = await recordElsewhere(700)
      const second = await recordElsewhere(800)
      // Each connection carries its boosts in order: a repeat of the first would come before the second.
      for (const stream of streams) {
        const messages = await stream.waitFor(2)
        expect(messages.map((message) => JSON.parse(message.data) as unknown)).toEqual([
          expect.objectContaining({ boostId: first, amount: 700 }),
          expect.objectContaining({ boostId: second, amount: 800 }),
        ])
      }
    } finally {
      for (const stream of streams) stream.close()
    }
  })

  it('replaces a process that dies; the clients of the others keep their stream, and the server keeps serving', async () => {
    const port = Number(new URL(server.url).port)
    const streams: SseConnection[] = []
    try {
      // Clients until each process serves some: connections go to the processes in turn.
      const pids = processesOf(server.process.pid!)
      let served = new Map<number, SseConnection[]>()
      while (streams.length < 4 || served.size < PROCESSES) {
        expect(streams.length, 'clients connected before each process served one').toBeLessThan(16)
        streams.push(await connectSse(`${server.url}/api/stream/boosts`))
        served = streamsByProcess(port, pids, streams)
      }
      // The victim is the process serving the most streams; the survivor serves at least one.
      const [victim, survivor] = pids.toSorted((a, b) => served.get(b)!.length - served.get(a)!.length)
      process.kill(victim!, 'SIGKILL')
      // Exactly the killed process's clients lose their stream; the other's keep it (each gets the next boost below).
      const ended = new Set<SseConnection>()
      for (const stream of streams) void stream.closed.then(() => ended.add(stream), () => ended.add(stream))
      await expect.poll(() => ended.size, { timeout: 15_000 }).toBe(served.get(victim!)!.length)
      await expect.poll(() => processesOf(server.process.pid!).length, { timeout: 15_000 }).toBe(PROCESSES)
      expect([...ended]).toEqual(expect.arrayContaining(served.get(victim!)!))
      const now = processesOf(server.process.pid!)
      expect(now).toContain(survivor)
      expect(now).not.toContain(victim)

      // Clients that connect now are served, by either process, and every open stream gets the next boost.
      const fresh = [await connectSse(`${server.url}/api/stream/boosts`), await connectSse(`${server.url}/api/stream/boosts`)]
      streams.push(...fresh)
      const boostId = await recordElsewhere(900)
      for (const stream of streams.filter((stream) => !ended.has(stream))) {
        const received = await stream.waitFor(1)
        expect(JSON.parse(received.at(-1)!.data)).toMatchObject({ boostId })
      }
      for (let i = 0; i < 4; i++) expect(await healthz(server.url)).toBe(200)
    } finally {
      for (const stream of streams) stream.close()
    }
  })

  it('stops every process on SIGTERM', async () => {
    const processes = processesOf(server.process.pid!)
    await server.stop()
    expect(server.process.exitCode).toBe(0)
    for (const pid of processes) expect(() => process.kill(pid, 0)).toThrow()
  })
})
