import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db.ts'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/server.ts'
import { spawnServer } from '../support/serverProcess.ts'

describe.each(testDatabases)('server on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  it('GET /healthz reports the database reachable', async () => {
    const response = await fetch(`${server.url}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', database: { reachable: true } })
  })

  it('answers an unknown API path with a 404 JSON error', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })

  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await fetch(`${server.url}/api/anything`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Invalid JSON body' })
  })

  it('refuses a body over the size limit with 413', async () => {
    const response = await fetch(`${server.url}/api/anything`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pad: 'x'.repeat(70_000) }) })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'Request body too large' })
  })

  it('sets security headers and a request id', async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'trace-123' } })
    expect(response.headers.get('x-request-id')).toBe('trace-123')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('PGlite data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'boost-data-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('keeps data across a restart', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir })
    await first.query(`insert into setting (key, value) values ('probe', 'kept')`)
    await first.close()
    const second = await openDatabase({ kind: 'pglite', dataDir })
    expect(await second.query(`select value from setting where key = 'probe'`)).toEqual([{ value: 'kept' }])
    await second.close()
  })

  it('refuses a second server on the same folder while another process holds it', async () => {
    const holder = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by another Boost server \(pid \d+\)/)
    } finally {
      await holder.stop()
    }
    const reopened = await openDatabase({ kind: 'pglite', dataDir })
    await reopened.close()
  })

  it('stops on SIGTERM: ends open streams, closes the database, releases the folder and exits 0', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    const url = server.url
    const stream = await fetch(`${url}/api/stream/boosts`)
    const reader = stream.body!.getReader()
    await reader.read()
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve))
    server.process.kill('SIGTERM')
    expect(await exited).toBe(0)
    await expect(reader.read()).resolves.toMatchObject({ done: true })
    expect(existsSync(join(dataDir, 'boost.lock'))).toBe(false)
  })
})
