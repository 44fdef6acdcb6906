// A Server-Sent Events client over real HTTP, with the parts of the EventSource spec the tests
// need: ids, event names, Last-Event-ID on connect. Each stream has a connection of its own that
// closes with it (fetch's pool would open a spare connection in place of each aborted one, which
// a test counting a server's connections would take for a client).
import { get, type IncomingMessage } from 'node:http'

export type SseEvent = { id?: string; event: string; data: string }

export type SseConnection = {
  events: SseEvent[]
  /** Resolves once `count` events of type `event` have arrived. */
  waitFor(count: number, event?: string, timeoutMs?: number): Promise<SseEvent[]>
  lastEventId?: string
  /** The client's port of the stream's connection: the server sees it as the remote port. */
  localPort: number
  close(): void
  /** Resolves when the stream ends or is closed here; rejects when the connection breaks. */
  closed: Promise<void>
}

/** `headers` are sent as well (an X-Forwarded-For, as a proxy would write it). */
export async function connectSse(url: string, lastEventId?: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { agent: false, headers: { ...headers, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } }, resolve).on('error', reject)
  })
  if (response.statusCode !== 200) {
    response.destroy()
    throw new Error(`stream answered ${response.statusCode}`)
  }
  const events: SseEvent[] = []
  const waiters = new Set<() => void>()
  let closedHere = false
  const connection: SseConnection = {
    events,
    ...(lastEventId ? { lastEventId } : {}),
    localPort: response.socket.localPort!,
    waitFor(count, event = 'message', timeoutMs = 10_000) {
      const matching = () => events.filter((e) => e.event === event)
      return new Promise((resolve, reject) => {
        const check = () => {
          if (matching().length < count) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(matching())
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`waited for ${count} '${event}' events, got ${matching().length}`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    close: () => {
      closedHere = true
      response.destroy()
    },
    closed: Promise.resolve(),
  }
  connection.closed = (async () => {
    let buffer = ''
    let current: { id?: string; event?: string; data: string[] } = { data: [] }
    response.setEncoding('utf8')
    try {
      for await (const chunk of response as AsyncIterable<string>) {
        buffer += chunk
        let newline
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, '')
          buffer = buffer.slice(newline + 1)
          if (line === '') {
            if (current.data.length > 0) {
              const event: SseEvent = { event: current.event ?? 'message', data: current.data.join('\n'), ...(current.id ? { id: current.id } : {}) }
              if (event.id) connection.lastEventId = event.id
              events.push(event)
              for (const waiter of [...waiters]) waiter()
            }
            current = { data: [] }
            continue
          }
          if (line.startsWith(':')) continue
          const colon = line.indexOf(':')
          const field = colon < 0 ? line : line.slice(0, colon)
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
          if (field === 'data') current.data.push(value)
          else if (field === 'id') current.id = value
          else if (field === 'event') current.event = value
        }
      }
    } catch (error) {
      if (!closedHere) throw error
    }
  })()
  return connection
}
