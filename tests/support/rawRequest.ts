// A request through node:http that shows the bytes as they travelled: fetch() would decompress
// the body and add request headers of its own (Cache-Control with If-None-Match, Accept-Encoding).
import { request } from 'node:http'
import { connect } from 'node:net'

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/**
 * The path is sent exactly as written (a backslash or `//` stays), where URL parsing would normalise
 * it. A live stream never ends, so its answer is the status and headers, with an empty body.
 */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const [, origin, path] = /^(https?:\/\/[^/\\]+)(.*)$/.exec(url) ?? [url, url, '/']
  const { hostname, port } = new URL(origin!)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: path || '/', method, headers }, (response) => {
      if (response.headers['content-type']?.startsWith('text/event-stream')) {
        response.destroy()
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.alloc(0) })
        return
      }
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** Writes `bytes` as they are on a fresh connection to `baseUrl` and resolves with what came back once the server closes it. */
export function rawExchange(baseUrl: string, bytes: string, giveUpMs = 20_000): Promise<{ answer: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(baseUrl)
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes))
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    socket.on('error', () => {})
    const giveUp = setTimeout(() => {
      socket.destroy()
      reject(new Error(`the connection was still open after ${giveUpMs} ms; it had answered ${JSON.stringify(answer.slice(0, 200))}`))
    }, giveUpMs)
    socket.on('close', () => {
      clearTimeout(giveUp)
      resolve({ answer, closedAfterMs: Date.now() - started })
    })
  })
}
