// A request through node:http that shows the bytes as they travelled: fetch() would decompress
// the body and add request headers of its own (Cache-Control with If-None-Match, Accept-Encoding).
import { request } from 'node:http'

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

export function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}
