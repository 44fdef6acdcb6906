// An open Server-Sent Events response: the live boost stream's and the alert overlays'. The body
// ends when the connection does, so each message's bytes go out as written, and a client too far
// behind is dropped (it reconnects and catches up) rather than buffered without bound.
import type { Context } from 'koa'
import type { StreamClient } from '../services/live.ts'

// 2,000 stalled clients then cost at most 512 MB, not unbounded memory.
const MAX_BUFFERED_BYTES = 256 * 1024

export function openEventStream(ctx: Context, creatorId?: string): { client: StreamClient; write(chunk: string): void } {
  const res = ctx.res
  ctx.req.socket.setTimeout(0)
  ctx.req.socket.setNoDelay(true)
  ctx.respond = false
  // Not chunked: a fan-out to 10,000 clients is 10,000 plain writes of the same bytes.
  res.removeHeader('Transfer-Encoding')
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'close',
    'X-Accel-Buffering': 'no',
    'Access-Control-Allow-Origin': '*',
    'X-Request-Id': ctx.state.requestId,
  })
  res.write('retry: 3000\n\n')
  // Messages go to the connection itself. A response's write corks its socket and uncorks it on
  // the next tick, one tick per client per message: at 10,000 clients that bookkeeping cost more
  // than the writes. The body is neither chunked nor compressed, so the bytes are the same. A
  // response queued behind a pipelined request has no socket yet and keeps writing through itself.
  const out = res.socket ?? res
  return {
    client: {
      ...(creatorId ? { creatorId } : {}),
      send: (chunk) => {
        if (out.writableLength > MAX_BUFFERED_BYTES) return false
        out.write(chunk)
        return true
      },
      close: () => res.end(),
    },
    write: (chunk) => void res.write(chunk),
  }
}
