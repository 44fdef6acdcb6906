// Which alert overlays of a creator are connected and which were lost a moment ago (and are, as an
// overlay does, reconnecting), by overlay browser and the view it shows. Each instance writes its
// own rows in overlay_connection: connected ones refreshed with every heartbeat, lost ones marked
// with the time they went; the console reads every instance's rows, by the database's clock.
import { raw } from '@mikro-orm/core'
import { OVERLAY_METRICS, type OverlayMetric } from '../../core/counter.ts'
import { OverlayConnection } from '../../entities/OverlayConnection.ts'
import type { Db } from '../db.ts'
import type { RawRow } from '../sqlColumns.ts'
import { sqlNames } from '../sqlNames.ts'

/** A connected row not refreshed for this long belongs to an instance that is gone: its overlays are reconnecting elsewhere. */
export const CONNECTION_FRESH_SECONDS = 45
/** How long a lost overlay is listed as reconnecting; after that it was closed, not lost. */
export const RECONNECTING_LISTED_MINUTES = 5

export type OverlayKey = { overlayId: string; view: OverlayMetric }
/** `lastSeen`: its last refresh while live; when it was lost while reconnecting. */
export type OverlayState = OverlayKey & { state: 'live' | 'reconnecting'; lastSeen: string }

const column = sqlNames(OverlayConnection)
const keyOf = ({ overlayId, view }: OverlayKey) => `${overlayId} ${view}`

export function createOverlayConnections(db: Db, instanceId: string) {
  /** The overlays this instance last wrote as connected, by creator. */
  const written = new Map<string, Map<string, OverlayKey>>()

  return {
    /** Writes the creator's overlays connected here now, and marks those gone since the last write as lost. */
    async write(creatorId: string, connected: OverlayKey[]) {
      const now = new Map(connected.map((key) => [keyOf(key), key]))
      const lost = [...(written.get(creatorId)?.entries() ?? [])].filter(([key]) => !now.has(key)).map(([, key]) => key)
      await db.em(async (em) => {
        if (now.size > 0)
          await em
            .createQueryBuilder(OverlayConnection)
            .insert([...now.values()].map((key) => ({ instanceId, creatorId, ...key, connected: true, seenAt: raw('now()') })))
            .onConflict(['instanceId', 'creatorId', 'overlayId', 'view'])
            .merge(['connected', 'seenAt'])
            .execute()
        for (const key of lost) await em.nativeUpdate(OverlayConnection, { instanceId, creatorId, ...key }, { connected: false, seenAt: raw('now()') })
      })
      if (now.size > 0) written.set(creatorId, now)
      else written.delete(creatorId)
    },

    /** Every overlay of this instance is lost as it closes: they reconnect to another. */
    async closeAll() {
      written.clear()
      await db.em((em) => em.nativeUpdate(OverlayConnection, { instanceId, connected: true }, { connected: false, seenAt: raw('now()') }))
    },

    /** The creator's overlays live on any instance, and those lost in the last minutes; live first, then the latest lost. */
    async list(creatorId: string): Promise<OverlayState[]> {
      const rows = await db.em((em) =>
        em
          .createQueryBuilder(OverlayConnection)
          .select([
            'overlayId',
            'view',
            raw(`bool_or(${column.connected} and ${column.seenAt} > now() - interval '${CONNECTION_FRESH_SECONDS} seconds') as live`),
            raw(`max(${column.seenAt}) as seen`),
          ])
          .where({ creatorId, seenAt: { $gt: raw(`now() - interval '${RECONNECTING_LISTED_MINUTES} minutes'`) } })
          .groupBy(['overlayId', 'view'])
          .execute<(RawRow<OverlayConnection, 'overlayId' | 'view'> & { live: unknown; seen: unknown })[]>('all', false),
      )
      return rows
        .flatMap((row): OverlayState[] => {
          const view = String(row.view)
          if (!(OVERLAY_METRICS as readonly string[]).includes(view)) return []
          return [{ overlayId: String(row.overlay_id), view: view as OverlayMetric, state: row.live === true ? 'live' : 'reconnecting', lastSeen: new Date(row.seen as string).toISOString() }]
        })
        .sort((a, b) => (a.state === b.state ? b.lastSeen.localeCompare(a.lastSeen) : a.state === 'live' ? -1 : 1))
    },
  }
}
