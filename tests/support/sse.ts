// A Server-Sent Events client over real HTTP (fetch streaming), with the parts of the
// EventSource spec the tests need: ids, event names, Last-Event-ID on connect.
export type SseEvent = { id?: string; event: string; data: string }

export type SseConnection = {
  events: SseEvent[]
  /** Resolves once `count` events of type `event` have arrived. */
  waitFor(count: number, event?: string, timeoutMs?: number): Promise<SseEvent[]>
  lastEventId?: string
  close(): void
  closed: Promise<void>
}

/** `headers` are sent as well (an X-Forwarded-For, as a proxy would write it). */
export async function connectSse(url: string, lastEventId?: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const controller = new AbortController()
  const response = await fetch(url, {
    headers: { ...headers, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  })
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`)
  const events: SseEvent[] = []
  const waiters = new Set<() => void>()
  const connection: SseConnection = {
    events,
    ...(lastEventId ? { lastEventId } : {}),
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
    close: () => controller.abort(),
    closed: Promise.resolve(),
  }
  connection.closed = (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    let current: { id?: string; event?: string; data: string[] } = { data: [] }
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
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
      if ((error as Error).name !== 'AbortError') throw error
    }
  })()
  return connection
}
