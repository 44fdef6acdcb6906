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
// and a (tx_id, id) cursor never has to look back.
import pg from 'pg'
import type { AlertWire } from '../../core/api/alerts.ts'
import type { StreamAdjustment, StreamBoost } from '../../core/api/stream.ts'
import { streamAdjustmentToWire, streamBoostToWire } from '../../core/streamBoost.ts'
import type { Database } from '../config.ts'
import type { Db } from '../db.ts'
import type { Logger } from '../logger.ts'
import { createOverlayRoom } from './overlayRoom.ts'

type Position = { tx: bigint; id: number }

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

/** The channel on which instances tell each other that boosts were committed. */
export const BOOST_CHANNEL = 'boost_events'

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
const BATCH = 1000
const SAFETY_POLL_MS = 1000
const HEARTBEAT_MS = 15_000
const HEARTBEAT = Buffer.from(': heartbeat\n\n')

// The message in its public form only: a held or rejected one is null, the original never leaves.
const COLUMNS = `e.id, e.tx_id::text as tx, e.creator_id, e.gross_cents, e.xp_awarded, e.currency,
    case when e.message_status = 'shown' then e.public_message end as message, e.message_status, e.ref, e.ts,
    right(s.anon_id, 6) as supporter_label`
const FROM = 'from boost_event e left join supporter s on s.id = e.supporter_id'
// What the stream announces: every boost that counted when it was recorded. A demo boost moves no
// public number, and a boost whose refund came before it was recorded never counted. A boost
// refunded or disputed after it was recorded is announced all the same, and so is each change to
// it (an adjustment), so a counter applying both ends where the stats are.
const COUNTED = 'e.demo = false and (e.reversed_at is null or exists (select 1 from boost_adjustment a where a.boost_id = e.id))'
const WINDOW_START = `now() - interval '${REPLAY_WINDOW_MS} milliseconds'`

/**
 * What committed past the two cursors (boosts, then adjustments), below one bound: every
 * transaction below it has ended, so the adjustments read never include one whose boost (same or
 * earlier transaction) the boosts read missed. One statement, rows as JSON arrays: the hub reads
 * after every commit, and on PGlite, where statements run one at a time, the three statements
 * this replaces cost more per boost than the checkout's own (`npm run bench http`).
 */
const READ_COMMITTED = `with bound as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin),
     boosts as (
       select ${COLUMNS}, e.tx_id ${FROM} cross join bound
       where (e.tx_id, e.id) > (?::xid8, ?) and e.tx_id < bound.xmin and ${COUNTED} order by e.tx_id, e.id limit ${BATCH}
     ), adjustments as (
       select a.id, a.tx_id::text as tx, a.boost_id, a.creator_id, a.currency, a.boosts, a.gross_cents, a.xp, a.ts, a.tx_id from boost_adjustment a cross join bound
       where (a.tx_id, a.id) > (?::xid8, ?) and a.tx_id < bound.xmin order by a.tx_id, a.id limit ${BATCH}
     )
     select bound.xmin::text as xmin,
       (select json_agg(boosts order by boosts.tx_id, boosts.id) from boosts) as boosts,
       (select json_agg(adjustments order by adjustments.tx_id, adjustments.id) from adjustments) as adjustments
     from bound`

export type LiveHub = Awaited<ReturnType<typeof createLiveHub>>

export async function createLiveHub(db: Db, database: Database, logger: Logger) {
  // `spoke`: the client was sent a message since the last heartbeat, so it needs none.
  type Entry = { client: StreamClient; pending: (string | Buffer)[] | null; after: Position | null; spoke: boolean }
  const clients = new Set<Entry>()
  let cursor: Position = await initialPosition(db, 'boost_event')
  // Refunds and disputes (boost_adjustment) are read in the same commit-safe order, with their own cursor.
  let adjustmentCursor: Position = await initialPosition(db, 'boost_adjustment')
  // Alert overlays, by creator, and the signals sent to them (alert_signal), read only while any is connected.
  const overlays = createOverlayRoom(db, logger)
  let signalCursor: Position | null = null
  let reading: Promise<void> | undefined
  let again = false
  let closed = false

  /** Reads everything committed past the cursor; one reader at a time, re-run if woken meanwhile. */
  function wake(): Promise<void> {
    if (closed) return Promise.resolve()
    if (reading) {
      again = true
      return reading
    }
    reading = (async () => {
      do {
        again = false
        const [read] = await db.query<{ xmin: string; boosts: unknown; adjustments: unknown }>(READ_COMMITTED, [
          cursor.tx.toString(), cursor.id, adjustmentCursor.tx.toString(), adjustmentCursor.id,
        ], { name: 'live_read' })
        const xmin = read?.xmin ?? '0'
        const rows = jsonRows(read?.boosts)
        for (const row of rows) deliver(row)
        // A full batch may leave boosts below the bound unread: their adjustments wait for the next round.
        if (rows.length === BATCH) {
          again = true
          continue
        }
        // After the boosts: an adjustment's boost committed no later than the adjustment did.
        const adjustments = jsonRows(read?.adjustments)
        for (const row of adjustments) deliverAdjustment(row)
        if (adjustments.length === BATCH) again = true
        if (overlays.size() > 0) {
          signalCursor ??= await initialPosition(db, 'alert_signal')
          const signals = await db.query<Record<string, unknown>>(
            `select id, tx_id::text as tx, creator_id, kind, payload from alert_signal
             where (tx_id, id) > (?::xid8, ?) and tx_id < ?::xid8 order by tx_id, id limit ${BATCH}`,
            [signalCursor.tx.toString(), signalCursor.id, xmin],
          )
          for (const row of signals) {
            signalCursor = { tx: BigInt(String(row.tx)), id: Number(row.id) }
            const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload
            overlays.send(String(row.creator_id), `event: ${row.kind === 'settings' ? 'settings' : 'alert'}\ndata: ${JSON.stringify(payload)}\n\n`)
          }
          if (signals.length === BATCH) again = true
        } else {
          // Nobody to tell: signals committed meanwhile are for overlays that are gone.
          signalCursor = null
        }
      } while (again && !closed)
    })()
      .catch((error: unknown) => logger.error({ err: error }, 'live stream: reading new boosts failed'))
      .finally(() => {
        reading = undefined
      })
    return reading
  }

  function deliver(row: Record<string, unknown>) {
    const position = { tx: BigInt(String(row.tx)), id: Number(row.id) }
    cursor = position
    const boost = toStreamBoost(row)
    // Encoded once: every client is sent the same bytes.
    const chunk = Buffer.from(boostChunk(boost))
    // A held message's alert waits for the creator's decision (an alert_signal then).
    if (row.message_status !== 'held') overlays.send(boost.creatorId, () => alertChunk({ kind: 'boost', alertId: `boost-${boost.boostId}`, ...alertOf(boost) }))
    for (const entry of clients) {
      if (entry.client.creatorId && entry.client.creatorId !== boost.creatorId) continue
      // A client that already saw this boost (through another instance that was ahead) skips it.
      if (entry.after && comparePositions(position, entry.after) <= 0) continue
      sendTo(entry, chunk)
    }
  }

  function deliverAdjustment(row: Record<string, unknown>) {
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

  const listener = await listen(database, logger, () => void wake())
  const safetyPoll = setInterval(() => void wake(), SAFETY_POLL_MS)
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
    /** An alert overlay of `creatorId`: sent its alerts and settings until it closes; counted as live meanwhile. */
    subscribeOverlay(creatorId: string, client: StreamClient): () => void {
      if (overlays.size() === 0) void wake()
      return overlays.join(creatorId, client)
    },
    /** How many alert overlays of the creator are connected, on every instance. */
    overlaysLive: (creatorId: string) => overlays.live(creatorId),
    subscribe(client: StreamClient): Subscription {
      const entry: Entry = { client, pending: [], after: null, spoke: false }
      clients.add(entry)
      const upTo = cursor
      return {
        positionId: upTo.id,
        async replay(afterId) {
          const [found] = await db.query<{ tx: string; recent: boolean }>(
            `select tx_id::text as tx, ts >= ${WINDOW_START} as recent from boost_event where id = ?`,
            [afterId],
          )
          if (!found) return 'unknown'
          entry.after = { tx: BigInt(found.tx), id: afterId }
          if (!found.recent) return 'too-old'
          // A refund or dispute since then changed numbers a replay of boosts cannot: a snapshot can.
          const [adjusted] = await db.query<{ id: unknown }>(
            `select a.id from boost_adjustment a where a.ts >= (select ts from boost_event where id = ?) - interval '1 minute'
               and (?::text is null or a.creator_id = ?) limit 1`,
            [afterId, client.creatorId ?? null, client.creatorId ?? null],
          )
          if (adjusted) return 'adjusted'
          const rows = await db.query<Record<string, unknown>>(
            `select ${COLUMNS}, e.ts >= ${WINDOW_START} as recent ${FROM} where (e.tx_id, e.id) > (?::xid8, ?) and (e.tx_id, e.id) <= (?::xid8, ?) and ${COUNTED}
               and (?::text is null or e.creator_id = ?) order by e.tx_id, e.id limit ${REPLAY_LIMIT + 1}`,
            [found.tx, afterId, upTo.tx.toString(), upTo.id, client.creatorId ?? null, client.creatorId ?? null],
          )
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
      await listener.stop()
      await reading
      await overlays.close()
      for (const entry of clients) entry.client.close()
      clients.clear()
    },
  }
}

export function sseChunk(id: number, data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}id: ${id}\ndata: ${JSON.stringify(data)}\n\n`
}

/** A boost as an unnamed event, in the stream's wire form. */
function boostChunk(boost: StreamBoost): string {
  return sseChunk(boost.boostId, streamBoostToWire(boost))
}

function alertChunk(alert: AlertWire): string {
  return `event: alert\ndata: ${JSON.stringify(alert)}\n\n`
}

/** A boost as an overlay alerts it: the stream's fields, in the alert's shape. */
export function alertOf(boost: StreamBoost): Omit<AlertWire, 'kind' | 'alertId'> {
  return { boostId: boost.boostId, amount: boost.amountCents, currency: boost.currency, message: boost.message, supporterLabel: boost.supporterLabel, xpAwarded: boost.xpAwarded }
}

function comparePositions(a: Position, b: Position): number {
  if (a.tx !== b.tx) return a.tx < b.tx ? -1 : 1
  return a.id - b.id
}

function toStreamBoost(row: Record<string, unknown>): StreamBoost {
  return {
    boostId: Number(row.id),
    creatorId: String(row.creator_id),
    amountCents: Number(row.gross_cents),
    xpAwarded: Number(row.xp_awarded),
    currency: String(row.currency),
    message: row.message == null ? null : String(row.message),
    supporterLabel: row.supporter_label == null ? null : String(row.supporter_label),
    ref: String(row.ref),
    ts: new Date(row.ts as string).toISOString(),
  }
}

/** A JSON array of rows as the driver hands it over: parsed already, as text, or null for none. */
function jsonRows(value: unknown): Record<string, unknown>[] {
  if (value == null) return []
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[]
}

async function initialPosition(db: Db, table: 'boost_event' | 'boost_adjustment' | 'alert_signal'): Promise<Position> {
  const [row] = await db.query<{ tx: string; id: unknown }>(
    `select tx_id::text as tx, id from ${table} where tx_id < pg_snapshot_xmin(pg_current_snapshot())
     order by tx_id desc, id desc limit 1`,
  )
  return row ? { tx: BigInt(row.tx), id: Number(row.id) } : { tx: 0n, id: 0 }
}

/** Subscribes to boost notifications; `notify` tells the other instances, coalesced. */
async function listen(database: Database, logger: Logger, onNotify: () => void): Promise<{ notify(): void; stop(): Promise<void> }> {
  // One process owns a PGlite database: its own commits wake it, and there is nobody else to tell.
  if (database.kind !== 'postgres') return { notify: () => {}, stop: async () => {} }
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let sending = false
  let pending = false
  const reconnect = () => {
    if (!stopped) retry = setTimeout(() => connect().catch(reconnect), 1000)
  }
  const connect = async () => {
    const next = new pg.Client({ connectionString: database.url })
    next.on('notification', onNotify)
    next.on('error', (error) => {
      logger.warn({ err: error }, 'live stream: notification connection lost; reconnecting')
      next.end().catch(() => {})
      reconnect()
    })
    await next.connect()
    await next.query(`listen ${BOOST_CHANNEL}`)
    client = next
    onNotify()
  }
  const notify = () => {
    if (sending) {
      pending = true
      return
    }
    if (!client || stopped) return
    sending = true
    client
      .query(`notify ${BOOST_CHANNEL}`)
      .catch((error: unknown) => logger.warn({ err: error }, 'live stream: notify failed; other instances poll'))
      .finally(() => {
        sending = false
        if (pending) {
          pending = false
          notify()
        }
      })
  }
  await connect()
  return {
    notify,
    async stop() {
      stopped = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}
