import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { watchDatabaseOutage } from '../databaseOutage.ts'
import { createLogger } from '../logger.ts'
import { readBody } from './body.ts'
import { errorResponses } from './errors.ts'

const LIMIT = 1024

describe('readBody', () => {
  /** The status of every request the server finished, answered or not. */
  const statuses: number[] = []
  let server: http.Server
  let port: number

  beforeAll(async () => {
    const app = new Koa()
    app.silent = true
    app.use(async (ctx, next) => {
      await next()
      statuses.push(ctx.status)
    })
    app.use(errorResponses(watchDatabaseOutage(createLogger('silent'))))
    app.use(readBody({ limitBytes: LIMIT }))
    app.use((ctx) => {
      ctx.body = { parsed: ctx.request.body ?? null, raw: (ctx.state.rawBody as Buffer).toString('utf8') }
    })
    server = http.createServer(app.callback())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })

  /** A chunked POST whose body is written in `chunks`; then ended, left open (`hold`), or cut off once the server has it (`abort`). */
  function post(chunks: string[], { abort = false, hold = false } = {}): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const request = http.request({ port, method: 'POST', path: '/', headers: { 'content-type': 'application/json' } }, (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }))
      })
      request.on('error', reject)
      // Cut off once the server is reading the request, its body unfinished.
      if (abort) server.once('request', () => request.destroy())
      for (const chunk of chunks) request.write(chunk)
      if (!abort && !hold) request.end()
    })
  }

  it('keeps the raw bytes of a body sent in pieces and parses its JSON', async () => {
    const answer = await post(['{"amount":', '5,"note":"é', '"}'])
    expect(answer).toEqual({ status: 200, body: { parsed: { amount: 5, note: 'é' }, raw: '{"amount":5,"note":"é"}' } })
  })

  it('answers 413 to a body past the limit with no length declared, while it is still arriving', async () => {
    expect(await post(['x'.repeat(LIMIT + 1)], { hold: true })).toEqual({ status: 413, body: { error: 'Request body too large' } })
  })

  it('ends a body that never finished with 408', async () => {
    const before = statuses.length
    await expect(post(['{"a":'], { abort: true })).rejects.toThrow()
    await expect.poll(() => statuses.slice(before)).toEqual([408])
  })
})
