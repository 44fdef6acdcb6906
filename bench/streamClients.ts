// A worker thread that holds a share of the stream benchmark's clients. Each client is a bare
// socket speaking HTTP/1.1 to /api/stream/boosts, so the figure measures the server, not the
// benchmark's own HTTP parsing: 10,000 real browsers read their streams on 10,000 machines, not
// on one event loop. Delivery times are absolute (timeOrigin + now) so threads can be compared.
import net from 'node:net'
import { parentPort, workerData } from 'node:worker_threads'

export type ClientsInput = { host: string; port: number; count: number }
export type ClientsRequest = { type: 'collect'; boostId: number; deadline: number }
export type ClientsReply = { type: 'connected' } | { type: 'times'; boostId: number; times: number[] }

const { host, port, count } = workerData as ClientsInput
const parent = parentPort!
const received = new Map<number, number[]>()
const ID = Buffer.from('id: ')
// Every socket of the thread reads into this one buffer (`onread`), each read handled before the
// next: no Buffer and no stream event per read. That machinery made the clients' CPU a match for
// the server's own, taken from the same two cores; on real clients it runs on their machines.
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024)

function connect(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, onread: { buffer: READ_BUFFER, callback: (bytes) => read(READ_BUFFER.subarray(0, bytes)) } }, () => {
      socket.setNoDelay(true)
      socket.write(`GET /api/stream/boosts HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\n\r\n`)
    })
    let first = true
    const read = (data: Buffer): boolean => {
      const now = performance.timeOrigin + performance.now()
      if (first) {
        first = false
        if (!data.subarray(0, 15).toString().startsWith('HTTP/1.1 200')) {
          reject(new Error(`stream answered ${data.subarray(0, 40).toString()}`))
          return false
        }
        resolve()
      }
      // Every boost frame has a line "id: <digits>". A frame split across two reads is not counted,
      // which fails the run rather than counting a delivery wrongly.
      for (let at = data.indexOf(ID); at >= 0; at = data.indexOf(ID, at + ID.length)) {
        if (at > 0 && data[at - 1] !== 10) continue
        let id = 0
        let i = at + ID.length
        for (; i < data.length && data[i]! >= 48 && data[i]! <= 57; i++) id = id * 10 + data[i]! - 48
        if (data[i] !== 10) continue
        const list = received.get(id)
        if (list) list.push(now)
        else received.set(id, [now])
      }
      return true
    }
    socket.on('error', reject)
  })
}

for (let i = 0; i < count; i += 250) await Promise.all(Array.from({ length: Math.min(250, count - i) }, connect))
parent.postMessage({ type: 'connected' } satisfies ClientsReply)

parent.on('message', async (request: ClientsRequest) => {
  while ((received.get(request.boostId)?.length ?? 0) < count && Date.now() < request.deadline) await new Promise((resolve) => setTimeout(resolve, 2))
  parent.postMessage({ type: 'times', boostId: request.boostId, times: received.get(request.boostId) ?? [] } satisfies ClientsReply)
  received.delete(request.boostId)
})
