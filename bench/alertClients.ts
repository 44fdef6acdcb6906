// A worker thread holding a share of the alert benchmark's clients: bare HTTP/1.1 sockets on one
// creator's overlay alert stream (each its own overlay browser) or on the creator's boost stream,
// so the figure measures the server, not the benchmark's HTTP parsing (as streamClients.ts does).
// Each frame naming a boost ("boostId":N: an alert, or a boost on the boost stream) is timed on
// arrival, in absolute time (timeOrigin + now) so threads and the main thread can be compared.
import net from 'node:net'
import { parentPort, workerData } from 'node:worker_threads'

export type AlertClientsRequest = { type: 'collect'; boostId: number; deadline: number }
export type AlertClientsReply = { type: 'connected' } | { type: 'times'; boostId: number; times: number[] }

export type AlertClientsInput = { host: string; port: number; paths: string[] }

const { host, port, paths } = workerData as AlertClientsInput
const parent = parentPort!
const received = new Map<number, number[]>()
const BOOST_ID = Buffer.from('"boostId":')
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024)

function connect(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, onread: { buffer: READ_BUFFER, callback: (bytes) => read(READ_BUFFER.subarray(0, bytes)) } }, () => {
      socket.setNoDelay(true)
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\n\r\n`)
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
      // A frame split across two reads is not counted, which fails the run rather than counting a delivery wrongly.
      for (let at = data.indexOf(BOOST_ID); at >= 0; at = data.indexOf(BOOST_ID, at + BOOST_ID.length)) {
        let id = 0
        let i = at + BOOST_ID.length
        for (; i < data.length && data[i]! >= 48 && data[i]! <= 57; i++) id = id * 10 + data[i]! - 48
        if (i === at + BOOST_ID.length || id === 0) continue
        const list = received.get(id)
        if (list) list.push(now)
        else received.set(id, [now])
      }
      return true
    }
    socket.on('error', reject)
  })
}

for (let i = 0; i < paths.length; i += 100) await Promise.all(paths.slice(i, i + 100).map(connect))
parent.postMessage({ type: 'connected' } satisfies AlertClientsReply)

parent.on('message', async (request: AlertClientsRequest) => {
  while ((received.get(request.boostId)?.length ?? 0) < paths.length && Date.now() < request.deadline) await new Promise((resolve) => setTimeout(resolve, 2))
  parent.postMessage({ type: 'times', boostId: request.boostId, times: received.get(request.boostId) ?? [] } satisfies AlertClientsReply)
  received.delete(request.boostId)
})
