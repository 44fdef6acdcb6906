// One creator's dead webhook endpoints cost that creator only: while ten endpoints of one creator
// hold their requests open without answering, another creator's boost.created still arrives.
import { createServer as createHttpServer } from 'node:http'
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { boostInput } from '../support/fixtures.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

/** Accepts connections and reads requests, never answering; notes each request's path and each connection closed. */
async function startDeadReceiver() {
  const paths: string[] = []
  const sockets = new Set<Socket>()
  let closed = 0
  const server = createTcpServer((socket) => {
    sockets.add(socket)
    socket.once('data', (chunk: Buffer) => paths.push(chunk.toString('latin1').split(' ')[1] ?? ''))
    socket.on('close', () => closed++)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    closed: () => closed,
    close: () => new Promise<void>((resolve) => (sockets.forEach((socket) => socket.destroy()), server.close(() => resolve()))),
  }
}

/** Answers 200 and keeps each body. */
async function startHealthyReceiver() {
  const bodies: string[] = []
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => (bodies.push(Buffer.concat(chunks).toString('utf8')), response.writeHead(200).end()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, close: () => new Promise((resolve) => server.close(resolve)) }
}

describe.each(testDatabases)('webhook delivery on $name', (database) => {
  let dead!: Awaited<ReturnType<typeof startDeadReceiver>>
  let healthy!: Awaited<ReturnType<typeof startHealthyReceiver>>
  beforeAll(async () => {
    dead = await startDeadReceiver()
    healthy = await startHealthyReceiver()
  })
  afterAll(async () => {
    await dead.close()
    await healthy.close()
  })

  let server!: TestServer
  // Attempts wait 10 minutes for an answer: nothing of the dead endpoints' can time out during the test.
  useTestServer(database, (started) => (server = started), { WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOK_TIMEOUT_MS: '600000', RATE_LIMIT_PER_MINUTE: '1000' })

  it('delivers a creator’s boost.created while ten endpoints of another creator hang on their requests', async () => {
    const stalled = await connectDemoCreator(server, 'hook-stalled')
    for (let n = 0; n < 10; n++) {
      const added = await stalled.request('/api/creators/hook-stalled/webhooks', { method: 'POST', body: { url: `${dead.url}/dead/${n}`, events: ['boost.created'] } })
      expect(added.status).toBe(200)
    }
    const alive = await connectDemoCreator(server, 'hook-alive', 'Theo')
    const added = await alive.request('/api/creators/hook-alive/webhooks', { method: 'POST', body: { url: `${healthy.url}/alive`, events: ['boost.created'] } })
    expect(added.status).toBe(200)

    // Ninety deliveries to the dead endpoints, queued before the healthy one's.
    for (let boost = 0; boost < 9; boost++) await server.services.ledger.record(boostInput({ creatorId: 'hook-stalled' }))
    await expect.poll(() => new Set(dead.paths).size, { timeout: 15_000 }).toBe(10)
    const boost = boostInput({ creatorId: 'hook-alive' })
    await server.services.ledger.record(boost)

    await expect.poll(() => healthy.bodies.length, { timeout: 15_000 }).toBe(1)
    expect(JSON.parse(healthy.bodies[0]!)).toMatchObject({ type: 'boost.created', data: { ref: boost.ref, creatorId: 'hook-alive' } })
    expect(dead.closed()).toBe(0)
  })
})
