import { createHmac } from 'node:crypto'
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http'
import { createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { afterEach, describe, expect, it } from 'vitest'
import { sendWebhook } from './webhookRequest.ts'

const SECRET = `whsec_${Buffer.from('a webhook secret of 32 bytes....').toString('base64')}`

/**
 * A receiver speaking HTTP/1.1 by hand, so a test can close a kept-alive connection at the moment
 * the next request arrives on it, as a receiver whose idle timeout runs out then does.
 * `resetNth(n)`: whether the n-th request on a connection is answered with a reset.
 */
async function receiver(resetNth: (n: number) => boolean) {
  const bodies: string[] = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    let requests = 0
    let buffered = ''
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8')
      const end = buffered.indexOf('\r\n\r\n')
      const length = Number(/content-length: (\d+)/i.exec(buffered)?.[1] ?? 0)
      if (end < 0 || buffered.length < end + 4 + length) return
      bodies.push(buffered.slice(end + 4, end + 4 + length))
      buffered = ''
      if (resetNth(++requests)) socket.resetAndDestroy()
      else socket.write('HTTP/1.1 204 No Content\r\nConnection: keep-alive\r\n\r\n')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    bodies,
    connections: () => sockets.size,
    close: () => new Promise<void>((resolve) => (sockets.forEach((socket) => socket.destroy()), server.close(() => resolve()))),
  }
}

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('sendWebhook', () => {
  it('signs per Standard Webhooks: v1, then the base64 HMAC-SHA256 of id.timestamp.body keyed with the secret’s bytes', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = []
    const server = createHttpServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => (received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') }), response.writeHead(200).end()))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())))
    const before = Math.floor(Date.now() / 1000)
    const body = '{"type":"boost.created","data":{"note":"é ✓"}}'
    const outcome = await sendWebhook(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, SECRET, 'msg_42', body, { allowPrivate: true, timeoutMs: 10_000 })
    const [{ headers, body: sent }] = received as [(typeof received)[number]]
    // The delivery keeps the headers exactly as the receiver got them, and the (empty) answer.
    const sentHeaders = Object.fromEntries(['content-type', 'user-agent', 'webhook-id', 'webhook-signature', 'webhook-timestamp'].map((name) => [name, headers[name]]))
    expect(outcome).toEqual({ status: 200, error: null, requestHeaders: sentHeaders, responseBody: '' })
    expect(sent).toBe(body)
    expect(headers['webhook-id']).toBe('msg_42')
    const timestamp = Number(headers['webhook-timestamp'])
    expect(timestamp).toBeGreaterThanOrEqual(before)
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
    const expected = createHmac('sha256', Buffer.from('a webhook secret of 32 bytes....')).update(`msg_42.${timestamp}.${body}`).digest('base64')
    expect(headers['webhook-signature']).toBe(`v1,${expected}`)
    expect(new Webhook(SECRET).verify(sent, headers as Record<string, string>)).toEqual(JSON.parse(body))
  })

  it('sends again at once on a new connection when a kept-alive one is reset before it answers', async () => {
    const hook = await receiver((n) => n === 2)
    close = hook.close
    expect(await sendWebhook(hook.url, SECRET, 'msg_1', '{"n":1}', { allowPrivate: true, timeoutMs: 10_000 })).toMatchObject({ status: 204, error: null })
    // The second event goes out on the connection the first left open, which the receiver resets.
    expect(await sendWebhook(hook.url, SECRET, 'msg_2', '{"n":2}', { allowPrivate: true, timeoutMs: 10_000 })).toMatchObject({ status: 204, error: null })
    expect(hook.bodies).toEqual(['{"n":1}', '{"n":2}', '{"n":2}'])
    expect(hook.connections()).toBe(2)
  })

  it('reports a reset on a new connection as a failed attempt, without sending again', async () => {
    const hook = await receiver(() => true)
    close = hook.close
    const outcome = await sendWebhook(hook.url, SECRET, 'msg_1', '{"n":1}', { allowPrivate: true, timeoutMs: 10_000 })
    expect(outcome.status).toBeNull()
    expect(outcome.error).toMatch(/ECONNRESET|socket hang up/)
    expect(hook.bodies).toEqual(['{"n":1}'])
  })
})
