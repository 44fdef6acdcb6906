// The alert overlays connected to this instance, by creator: what the live hub sends them, and
// how many there are, written to overlay_presence (refreshed with each heartbeat) so the console
// can say "1 overlay live" whichever instance serves it and whichever serves the overlay. An overlay
// browser names itself with a random id, so its reconnections and extra tabs count once; a stream
// without one counts on its own, and the per-address stream limit bounds how many there can be.
// Overlays that name themselves are also listed one by one, live or reconnecting (overlayConnections.ts).
import { randomUUID } from 'node:crypto'
import { raw } from '@mikro-orm/core'
import type { OverlayMetric } from '../../core/counter.ts'
import { OverlayPresence } from '../../entities/OverlayPresence.ts'
import type { DatabaseOutage } from '../databaseOutage.ts'
import type { Db } from '../db.ts'
import type { Logger } from '../logger.ts'
import { type RawRow, sumAs } from '../sqlColumns.ts'
import type { StreamClient } from './live.ts'
import { createOverlayConnections, type OverlayKey } from './overlayConnections.ts'

/** What an overlay says of itself: its browser's id (none from an older overlay) and the view it shows. */
type OverlayName = { overlayId: string | undefined; view: OverlayMetric }

/** Rows not refreshed for this long belong to an instance that is gone. */
const PRESENCE_FRESH_SECONDS = 45
/** Joins and leaves within this time are written together. */
const PRESENCE_WRITE_DELAY_MS = 200

export function createOverlayRoom(db: Db, logger: Logger, outage: Pick<DatabaseOutage, 'report'>) {
  const instanceId = randomUUID()
  /** Each creator's connected streams, with the overlay each named. */
  const byCreator = new Map<string, Map<StreamClient, OverlayName>>()
  const connections = createOverlayConnections(db, instanceId)
  const changed = new Set<string>()
  let writing: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined

  function countChanged(creatorId: string) {
    changed.add(creatorId)
    timer ??= setTimeout(() => {
      timer = undefined
      const creators = [...changed]
      changed.clear()
      void write(creators)
    }, PRESENCE_WRITE_DELAY_MS)
  }

  /** Writes each creator's count on this instance, one after another, in the order they changed. */
  function write(creators: string[]): Promise<void> {
    writing = writing.then(async () => {
      for (const creatorId of creators) {
        const room = byCreator.get(creatorId)
        const overlays = countOverlays(room)
        try {
          // seen_at is the database's clock, which live() compares with: every instance cuts at the same moment.
          if (overlays === 0) await db.em((em) => em.nativeDelete(OverlayPresence, { instanceId, creatorId }))
          else
            await db.em((em) =>
              em
                .createQueryBuilder(OverlayPresence)
                .insert({ instanceId, creatorId, overlays, seenAt: raw('now()') })
                .onConflict(['instanceId', 'creatorId'])
                .merge(['overlays', 'seenAt'])
                .execute(),
            )
          await connections.write(creatorId, namedOverlays(room))
        } catch (error) {
          outage.report(error, () => logger.warn({ err: error, creatorId }, 'alert overlays: presence could not be written'))
        }
      }
    })
    return writing
  }

  function leave(creatorId: string, client: StreamClient) {
    const room = byCreator.get(creatorId)
    if (!room?.delete(client)) return
    if (room.size === 0) byCreator.delete(creatorId)
    countChanged(creatorId)
  }

  return {
    /** Creators with an overlay here. */
    size: () => byCreator.size,
    join(creatorId: string, client: StreamClient, overlay: OverlayName): () => void {
      let room = byCreator.get(creatorId)
      if (!room) byCreator.set(creatorId, (room = new Map()))
      room.set(client, overlay)
      countChanged(creatorId)
      return () => leave(creatorId, client)
    },
    /** Sends to every overlay of the creator; `chunk` is built only when there is one. */
    send(creatorId: string, chunk: string | (() => string)) {
      const room = byCreator.get(creatorId)
      if (!room) return
      const bytes = Buffer.from(typeof chunk === 'string' ? chunk : chunk())
      for (const client of room.keys())
        if (!client.send(bytes)) {
          leave(creatorId, client)
          client.close()
        }
    },
    /** Keeps connections open through proxies, and the presence rows fresh. */
    heartbeat(chunk: Buffer) {
      for (const [creatorId, room] of byCreator) for (const client of room.keys()) if (!client.send(chunk)) leave(creatorId, client)
      if (byCreator.size > 0) void write([...byCreator.keys()])
    },
    async live(creatorId: string): Promise<number> {
      const row = await db.em((em) =>
        em
          .createQueryBuilder(OverlayPresence)
          .select(sumAs(em, OverlayPresence, 'overlays', 'overlays'))
          .where({ creatorId, seenAt: { $gt: raw(`now() - interval '${PRESENCE_FRESH_SECONDS} seconds'`) } })
          .execute<RawRow<OverlayPresence, 'overlays'> | undefined>('get'),
      )
      return Number(row?.overlays ?? 0)
    },
    /** The creator's overlays, one by one, live or reconnecting, on every instance. */
    list: (creatorId: string) => connections.list(creatorId),
    async close() {
      clearTimeout(timer)
      for (const room of byCreator.values()) for (const client of room.keys()) client.close()
      byCreator.clear()
      await writing
      await connections.closeAll().catch(() => {})
      await db.em((em) => em.nativeDelete(OverlayPresence, { instanceId })).catch(() => {})
    },
  }
}

/** Distinct overlay browsers among a creator's streams: one per overlay id, and each stream without one. */
function countOverlays(room: Map<StreamClient, OverlayName> | undefined): number {
  if (!room) return 0
  const overlays = new Set<unknown>()
  for (const [client, { overlayId }] of room) overlays.add(overlayId ?? client)
  return overlays.size
}

/** The overlays among a creator's streams that named themselves, once each. */
function namedOverlays(room: Map<StreamClient, OverlayName> | undefined): OverlayKey[] {
  const named = new Map<string, OverlayKey>()
  for (const { overlayId, view } of room?.values() ?? []) if (overlayId) named.set(`${overlayId} ${view}`, { overlayId, view })
  return [...named.values()]
}
