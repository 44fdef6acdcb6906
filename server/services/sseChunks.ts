// The bytes of Server-Sent Events, as the live streams write them.
import type { AlertWire } from '../../core/api/alerts.ts'
import type { StreamBoost } from '../../core/api/stream.ts'
import { streamBoostToWire } from '../../core/streamBoost.ts'

/** One event with an id (a client resumes after it), named or not. */
export function sseChunk(id: number, data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}id: ${id}\ndata: ${JSON.stringify(data)}\n\n`
}

/** A boost as an unnamed event, in the stream's wire form. */
export function boostChunk(boost: StreamBoost): string {
  return sseChunk(boost.boostId, streamBoostToWire(boost))
}

/** An overlay alert: it carries no id, so a reconnecting overlay's Last-Event-ID never names one. */
export function alertChunk(alert: AlertWire): string {
  return `event: alert\ndata: ${JSON.stringify(alert)}\n\n`
}
