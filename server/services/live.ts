// The live boost stream's hub: learns of committed boosts from its own instance and, on PostgreSQL,
// from every other instance through LISTEN/NOTIFY, reads them in a safe order, and fans them out to this
// process's stream clients.
//
// The NOTIFY is sent after the commit, not inside the recording transaction: PostgreSQL holds
// one global lock from a notifying transaction's commit until its WAL flush, which would put
// every boost in single file. After-commit notifications are coalesced (one in flight at a time),
// and a one-second poll covers a notification lost to a crash between commit and NOTIFY.
//
// Why rows are read in (tx_id, id) order below the oldest running transaction: ids are taken
// when a transaction inserts, not when it commits, so id 41 may commit after id 42. A reader that
// only moved an id cursor forward would skip 41 for ever. Every transaction that could still
// commit has tx_id >= pg_snapshot_xmin(pg_current_snapshot()), so rows below that mark are final
// and a (tx_id, id) cursor never has to look back. A committed boost held back behind a running
// transaction is looked for again soon, not at the next poll: that transaction may be any write
// (a checkout opening, a session) and end without a boost, so no notification would follow it.
import type { AlertWire } from '../../core/api/alerts.ts'
import type { StreamAdjustment } from '../../core/api/stream.ts'
import type { OverlayMetric } from '../../core/counter.ts'
import { streamAdjustmentToWire } from '../../core/streamBoost.ts'
import { AlertSignal } from '../../entities/AlertSignal.ts'
import { BoostAdjustment } from '../../entities/BoostAdjustment.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import type { Database } from '../config.ts'
import { type DatabaseOutage, watchDatabaseOutage } from '../databaseOutage.ts'
import type { Db } from '../db.ts'
import type { Logger } from '../logger.ts'
import type { RawRow } from '../sqlColumns.ts'
import { sqlNames } from '../sqlNames.ts'
import { type BoostRow, COLUMNS, COUNTED, FROM, initialPosition, jsonRows, type Position, READ_BATCH, READ_COMMITTED, toStreamBoost } from './liveReads.ts'
import { listen } from './liveNotifications.ts'
import { createOverlayRoom } from './overlayRoom.ts'
import { alertChunk, boostChunk } from './sseChunks.ts'

export type StreamClient = {
  creatorId?: string
  /** Writes a chunk; returns false when the client is too far behind and must be dropped. */
  send(chunk: string | Buffer): boolean
  close(): void
}

export type Subscription = {
  /**
   * Messages after `after` up to where live delivery takes over; 'too-many' past the bound,
   * 'too-old' when they reach back past REPLAY_WINDOW_MS, 'adjusted' when a refund or dispute
   * changed the numbers since, 'unknown' for an id never recorded.
   */
  replay(afterId: number): Promise<{ id: number; chunk: string }[] | 'too-many' | 'too-old' | 'adjusted' | 'unknown'>
  /** Starts live delivery (messages that arrived during replay included) and ends the subscription on unsubscribe. */
  start(): void
  unsubscribe(): void
  /** The id a client that takes a snapshot should remember. */
  positionId: number
}

export const REPLAY_LIMIT = 1000
/**
 * How far back a reconnecting client is replayed. The stream is public (counters and overlays)
 * and its messages carry supporters' words and labels: a client that dropped for a moment gets
 * what it missed, but nobody can read the history through it. Past the window the client gets a
 * snapshot of the stats, as past REPLAY_LIMIT, so a counter stays right either way. The window
 * is measured back from the database's now(), beside the boost_event.ts it is compared with, so
 * every instance cuts at the same moment whatever its own clock says.
 */
export const REPLAY_WINDOW_MS = 5 * 60_000
const WINDOW_START = `now() - interval '${REPLAY_WINDOW_MS} milliseconds'`

// The hub's own statements, hand-written as liveReads.ts's are: the (tx_id, id) cursor below the
// oldest running transaction, and the replay window measured by the database's now().
const boost = sqlNames(BoostEvent)
const adjustment = sqlNames(BoostAdjustment)
const signal = sqlNames(AlertSignal)
/** Alert signals committed past the cursor, below the bound READ_COMMITTED read. */
const READ_SIGNALS = `select ${signal.id}, ${signal.txId}::text as tx, ${signal.creatorId}, ${signal.kind}, ${signal.payload} from ${signal.$table}
             where (${signal.txId}, ${signal.id}) > (?::xid8, ?) and ${signal.txId} < ?::xid8 order by ${signal.txId}, ${signal.id} limit ${READ_BATCH}`
/** Where a replay starts, and whether that is within the window. */
const REPLAY_FROM = `select ${boost.txId}::text as tx, ${boost.ts} >= ${WINDOW_START} as recent from ${boost.$table} where ${boost.id} = ?`
/** A refund or dispute (of the client's creator, when it has one) since a minute before the replay's start. */
const ADJUSTED_SINCE = `select a.${adjustment.id} from ${adjustment.$table} a where a.${adjustment.ts} >= (select ${boost.ts} from ${boost.$table} where ${boost.id} = ?) - interval '1 minute'
               and (?::text is null or a.${adjustment.creatorId} = ?) limit 1`
/** The boosts a replay sends, in commit-safe order, one past REPLAY_LIMIT. */
const REPLAY = `select ${COLUMNS}, e.${boost.ts} >= ${WINDOW_START} as recent ${FROM} where (e.${boost.txId}, e.${boost.id}) > (?::xid8, ?) and (e.${boost.txId}, e.${boost.id}) <= (?::xid8, ?) and ${COUNTED}
               and (?::text is null or e.${boost.creatorId} = ?) order by e.${boost.txId}, e.${boost.id} limit ${REPLAY_LIMIT + 1}`
/** The first look again for committed rows held back behind a running transaction; it doubles while they stay held, up to the safety poll. */
const HELD_RETRY_MS = 5
const HEARTBEAT_MS = 15_000
const HEARTBEAT = Buffer.from(': heartbeat\n\n')

type AdjustmentRow = RawRow<BoostAdjustment, 'id' | 'boostId' | 'creatorId' | 'currency' | 'boosts' | 'grossCents' | 'xp' | 'ts'> & { tx: unknown }

export type LiveHub = Awaited<ReturnType<typeof createLiveHub>>

export async function createLiveHub(
  db: Db,
  database: Database,
  logger: Logger,
  { safetyPollMs = 1000, outage = watchDatabaseOutage(logger) }: { safetyPollMs?: number; outage?: DatabaseOutage } = {},
) {
  // `spoke`: the client was sent a message since the last heartbeat, so it needs none.
  type Entry = { client: StreamClient; pending: (string | Buffer)[] | null; after: Position | null; spoke: boolean }
  const clients = new Set<Entry>()
  let cursor: Position = await initialPosition(db, BoostEvent)
  // Refunds and disputes (boost_adjustment) are read in the same commit-safe order, with their own cursor.
  let adjustmentCursor: Position = await initialPosition(db, BoostAdjustment)
  // Alert overlays, by creator, and the signals sent to them (alert_signal), read only while any is connected.
  const overlays = createOverlayRoom(db, logger, outage)
  let signalCursor: Position | null = null
  let reading: Promise<void> | undefined
  let again = false
  let closed = false
  let heldRetry: NodeJS.Timeout | undefined
  let heldRetryMs = HELD_RETRY_MS

  /** Reads everything committed past the cursor; one reader at a time, re-run if woken meanwhile. */
  function wake(): Promise<void> {
    if (closed) return Promise.resolve()
    if (reading) {
      again = true
      return reading
    }
    reading = (async () => {
      let held: boolean
      do {
        again = false
        const [read] = await db.query<{ xmin: string; boosts: unknown; adjustments: unknown; held: unknown }>(READ_COMMITTED, [
          cursor.tx.toString(), cursor.id, adjustmentCursor.tx.toString(), adjustmentCursor.id,
        ])
        held = read?.held === true
        const xmin = read?.xmin ?? '0'
        const rows = jsonRows<BoostRow>(read?.boosts)
        for (const row of rows) deliver(row)
        // A full batch may leave boosts below the bound unread: their adjustments wait for the next round.
        if (rows.length === READ_BATCH) {
          again = true
          continue
        }
        // After the boosts: an adjustment's boost committed no later than the adjustment did.
        const adjustments = jsonRows<AdjustmentRow>(read?.adjustments)
        for (const row of adjustments) deliverAdjustment(row)
        if (adjustments.length === READ_BATCH) again = true
        if (overlays.size() > 0) {
          signalCursor ??= await initialPosition(db, AlertSignal)
          const signals = await db.query<Record<string, unknown>>(READ_SIGNALS, [signalCursor.tx.toString(), signalCursor.id, xmin])
          for (const row of signals) {
            signalCursor = { tx: BigInt(String(row.tx)), id: Number(row.id) }
            const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload
            overlays.send(String(row.creator_id), `event: ${row.kind === 'settings' ? 'settings' : 'alert'}\ndata: ${JSON.stringify(payload)}\n\n`)
          }
          if (signals.length === READ_BATCH) again = true
        } else {
          // Nobody to tell: signals committed meanwhile are for overlays that are gone.
          signalCursor = null
        }
      } while (again && !closed)
      if (held) lookAgainSoon()
      else heldRetryMs = HELD_RETRY_MS
    })()
      // The safety poll tries again; an outage is logged once, by the watcher.
      .catch((error: unknown) => outage.report(error, () => logger.error({ err: error }, 'live stream: reading new boosts failed')))
      .finally(() => {
        reading = undefined
      })
    return reading
  }

  function lookAgainSoon() {
    if (heldRetry || closed) return
    heldRetry = setTimeout(() => {
      heldRetry = undefined
      void wake()
    }, heldRetryMs)
    heldRetry.unref()
    heldRetryMs = Math.min(heldRetryMs * 2, safetyPollMs)
  }

  function deliver(row: BoostRow) {
    const position = { tx: BigInt(String(row.tx)), id: Number(row.id) }
    cursor = position
    const boost = toStreamBoost(row)
    // Encoded once: every client is sent the same bytes.
    const chunk = Buffer.from(boostChunk(boost))
    // A held message's alert waits for the creator's decision (an alert_signal then).
    if (row.message_status !== 'held') overlays.send(boost.creatorId, () => alertChunk({ kind: 'boost', alertId: `boost-${boost.boostId}`, ...alertOf(row) }))
    for (const entry of clients) {
      if (entry.client.creatorId && entry.client.creatorId !== boost.creatorId) continue
      // A client that already saw this boost (through another instance that was ahead) skips it.
      if (entry.after && comparePositions(position, entry.after) <= 0) continue
      sendTo(entry, chunk)
    }
  }

  function deliverAdjustment(row: AdjustmentRow) {
    adjustmentCursor = { tx: BigInt(String(row.tx)), id: Number(row.id) }
    const adjustment: StreamAdjustment = {
      adjustmentId: Number(row.id),
      boostId: Number(row.boost_id),
      creatorId: String(row.creator_id),
      currency: String(row.currency),
      boosts: Number(row.boosts),
      amountCents: Number(row.gross_cents),
      xp: Number(row.xp),
      ts: new Date(row.ts as string).toISOString(),
    }
    // No `id:` line: Last-Event-ID stays the last boost's, and a replay that crosses an
    // adjustment answers with a snapshot instead (see replay).
    const chunk = Buffer.from(`event: adjustment\ndata: ${JSON.stringify(streamAdjustmentToWire(adjustment))}\n\n`)
    for (const entry of clients) {
      if (entry.client.creatorId && entry.client.creatorId !== adjustment.creatorId) continue
      sendTo(entry, chunk)
    }
  }

  function sendTo(entry: Entry, chunk: Buffer) {
    if (entry.pending) entry.pending.push(chunk)
    else if (entry.client.send(chunk)) entry.spoke = true
    else dropClient(entry)
  }

  function dropClient(entry: Entry) {
    clients.delete(entry)
    entry.client.close()
  }

  const listener = await listen(database, logger, () => void wake(), outage)
  const safetyPoll = setInterval(() => void wake(), safetyPollMs)
  // Only a quiet stream needs one, so a stream is never silent for two intervals. Under a steady
  // flow of boosts none goes out to hold up a boost's fan-out (10,000 writes take ~150 ms).
  const heartbeat = setInterval(() => {
    for (const entry of clients) {
      if (entry.pending) continue
      if (entry.spoke) entry.spoke = false
      else if (!entry.client.send(HEARTBEAT)) dropClient(entry)
    }
    overlays.heartbeat(HEARTBEAT)
  }, HEARTBEAT_MS)
  safetyPoll.unref()
  heartbeat.unref()

  return {
    /** Reads what was committed; called on notifications and by the safety poll. */
    wake,
    /** Called after this instance commits a boost: read it here, and tell every other instance. */
    announce() {
      void wake()
      listener.notify()
    },
    /** An alert overlay of `creatorId`: sent its alerts and settings until it closes; counted as live meanwhile, once per `overlayId`. */
    subscribeOverlay(creatorId: string, client: StreamClient, overlay: { overlayId: string | undefined; view: OverlayMetric }): () => void {
      if (overlays.size() === 0) void wake()
      return overlays.join(creatorId, client, overlay)
    },
    /** How many alert overlays of the creator are connected, on every instance. */
    overlaysLive: (creatorId: string) => overlays.live(creatorId),
    /** The creator's alert overlays one by one, live or reconnecting, on every instance. */
    overlayList: (creatorId: string) => overlays.list(creatorId),
    subscribe(client: StreamClient): Subscription {
      const entry: Entry = { client, pending: [], after: null, spoke: false }
      clients.add(entry)
      const upTo = cursor
      return {
        positionId: upTo.id,
        async replay(afterId) {
          const [found] = await db.query<{ tx: string; recent: boolean }>(REPLAY_FROM, [afterId])
          if (!found) return 'unknown'
          entry.after = { tx: BigInt(found.tx), id: afterId }
          if (!found.recent) return 'too-old'
          // A refund or dispute since then changed numbers a replay of boosts cannot: a snapshot can.
          const [adjusted] = await db.query<{ id: unknown }>(ADJUSTED_SINCE, [afterId, client.creatorId ?? null, client.creatorId ?? null])
          if (adjusted) return 'adjusted'
          const rows = await db.query<BoostRow & { recent: unknown }>(REPLAY, [
            found.tx, afterId, upTo.tx.toString(), upTo.id, client.creatorId ?? null, client.creatorId ?? null,
          ])
          if (rows.length > REPLAY_LIMIT) return 'too-many'
          // Rows come in commit-safe order, not by ts (a long transaction or an instance whose clock
          // lags can put an older ts after a recent one): the window holds for every row replayed.
          if (rows.some((row) => !row.recent)) return 'too-old'
          return rows.map((row) => {
            const boost = toStreamBoost(row)
            return { id: boost.boostId, chunk: boostChunk(boost) }
          })
        },
        start() {
          const pending = entry.pending ?? []
          entry.pending = null
          for (const chunk of pending) if (!client.send(chunk)) return dropClient(entry)
        },
        unsubscribe() {
          clients.delete(entry)
        },
      }
    },
    async close() {
      if (closed) return
      closed = true
      clearInterval(safetyPoll)
      clearInterval(heartbeat)
      clearTimeout(heldRetry)
      await listener.stop()
      await reading
      await overlays.close()
      for (const entry of clients) entry.client.close()
      clients.clear()
    },
  }
}

/** A boost as an overlay alerts it: the stream's fields, in the alert's shape, and which month a monthly boost paid. */
export function alertOf(row: BoostRow): Omit<AlertWire, 'kind' | 'alertId'> {
  const { boostId, currency, message, supporterLabel, supporterName, anonymous, xpAwarded, amountCents } = toStreamBoost(row)
  return { boostId, amount: amountCents, currency, message, supporterLabel, supporterName, anonymous, xpAwarded, months: row.months == null ? null : Number(row.months) }
}

function comparePositions(a: Position, b: Position): number {
  if (a.tx !== b.tx) return a.tx < b.tx ? -1 : 1
  return a.id - b.id
}

