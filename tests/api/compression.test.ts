// Responses over 1 KB travel compressed when the client accepts it (brotli first, then gzip); small
// ones and the live stream travel as they are.
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { testDatabases } from '../support/databases.ts'
import { rawRequest } from '../support/rawRequest.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('compression on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  it('sends a large JSON answer as brotli or gzip, the same document either way', async () => {
    const plain = await rawRequest(`${server.url}/api/openapi.json`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.byteLength).toBeGreaterThan(1024)
    const document = JSON.parse(plain.body.toString()) as unknown

    const brotli = await rawRequest(`${server.url}/api/openapi.json`, { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toContain('Accept-Encoding')
    expect(brotli.body.byteLength).toBeLessThan(plain.body.byteLength / 3)
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(document)

    const gzip = await rawRequest(`${server.url}/api/openapi.json`, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(document)
  })

  it('sends a small answer as it is', async () => {
    const health = await rawRequest(`${server.url}/healthz`, { 'accept-encoding': 'br, gzip' })
    expect(health.status).toBe(200)
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' })
  })

  it('never compresses the live stream, which must reach the client event by event', async () => {
    const first = await new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
      const req = request(`${server.url}/api/stream/boosts`, { headers: { 'accept-encoding': 'br, gzip', accept: 'text/event-stream' } }, (response) => {
        response.once('data', (chunk: Buffer) => {
          resolve({ encoding: response.headers['content-encoding'], text: chunk.toString() })
          req.destroy()
        })
      })
      req.on('error', reject)
      req.end()
    })
    expect(first.encoding).toBeUndefined()
    expect(first.text).toContain('retry: 3000')
  })
})
