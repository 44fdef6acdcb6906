// Live platform (or per-creator) numbers for the counters (spec §4): load /api/boost-stats, poll
// every 5 s until the event stream connects, then apply each boost the stream sends. When the
// stream fails it is closed, marked disconnected and reopened 3 s later; polling covers the gap.
// Refunds and disputes arrive as `adjustment` events and are applied the same way, once each.
// Reopening passes the last event id, so the server replays the boosts we missed (or sends a
// fresh snapshot when too many were missed). One store per creator scope is shared by every
// counter on the page, so they open one stream.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { StreamBoost } from '../../core/api/stream.ts'
import {
  adjustmentCounted,
  alreadyCounted,
  applyAdjustment,
  applyBoost,
  normaliseStats,
  parseSnapshot,
  STATS_POLL_MS,
  STREAM_LOST_MESSAGE,
  STREAM_RECONNECT_MS,
  type CountedAdjustment,
  type LiveStats,
} from '../../core/counter.ts'
import { parseStreamAdjustment, parseStreamBoost } from '../../core/streamBoost.ts'
import { fetchJson } from '../api/fetchJson.ts'

export type LiveStatsState = {
  /** loading until the first answer; error only while no numbers have ever arrived. */
  status: 'loading' | 'ready' | 'error'
  stats: LiveStats | null
  /** Why loading failed, shown under "Connection Error". */
  error: string | null
  stream: 'connecting' | 'connected' | 'disconnected'
  /** "Stream connection lost" after the stream failed, until it reconnects. */
  streamError: string | null
}

/** The part of EventSource the store uses, so tests can hand it a fake. */
export type StreamLike = {
  addEventListener(type: 'open' | 'error', listener: (event: Event) => void): void
  addEventListener(type: 'message' | 'snapshot' | 'adjustment', listener: (event: MessageEvent<string>) => void): void
  close(): void
}

export type LiveStatsDeps = {
  fetchStats(url: string): Promise<unknown>
  openStream(url: string): StreamLike
}

/** Told of each new boost once, with every field of its stream message (overlay alerts show them). */
export type BoostListener = (boost: StreamBoost) => void

export type LiveStatsStore = StoreApi<LiveStatsState> & {
  /**
   * Starts streaming for the first caller; the returned function stops it after the last. The
   * numbers are read (and polled while the stream is down) only while a caller wants them:
   * `{ stats: false }` is for callers that only hear of boosts or show the stream's state.
   */
  retain(options?: { stats?: boolean }): () => void
  /** Listens for new boosts while the store is retained; returns the function that stops listening. */
  onBoost(listener: BoostListener): () => void
}

const browserDeps: LiveStatsDeps = {
  fetchStats: (url) => fetchJson(url),
  openStream: (url) => new EventSource(url),
}

// Boosts applied since the last snapshot, so a snapshot that missed them can replay them.
const RECENT_LIMIT = 100

export function createLiveStatsStore(creatorId?: string, deps: LiveStatsDeps = browserDeps): LiveStatsStore {
  const scope = creatorId ? `?creatorId=${encodeURIComponent(creatorId)}` : ''
  const statsUrl = `/api/boost-stats${scope}`
  const store = createStore<LiveStatsState>(() => ({
    status: 'loading',
    stats: null,
    error: null,
    stream: 'connecting',
    streamError: null,
  }))

  let users = 0
  let statsUsers = 0
  let stream: StreamLike | null = null
  let pollTimer: ReturnType<typeof setInterval> | undefined
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let requestSeq = 0
  let appliedSeq = 0
  let recent: StreamBoost[] = []
  let recentAdjustments: CountedAdjustment[] = []
  let lastEventId: string | null = null
  const boostListeners = new Set<BoostListener>()

  function takeSnapshot(snapshot: LiveStats) {
    // Boosts that reached us after the snapshot was read are not in it yet: apply them again.
    let stats = snapshot
    for (const boost of recent) if (!alreadyCounted(stats, boost)) stats = applyBoost(stats, boost)
    for (const adjustment of recentAdjustments) if (!adjustmentCounted(stats, adjustment)) stats = applyAdjustment(stats, adjustment)
    recent = recent.filter((boost) => !alreadyCounted(snapshot, boost))
    recentAdjustments = recentAdjustments.filter((adjustment) => !adjustmentCounted(snapshot, adjustment))
    store.setState({ status: 'ready', stats, error: null })
  }

  async function load() {
    const seq = ++requestSeq
    try {
      const stats = normaliseStats(await deps.fetchStats(statsUrl))
      if (!stats) throw new Error('The stats answer had no numbers')
      if (users === 0 || seq < appliedSeq) return
      appliedSeq = seq
      takeSnapshot(stats)
    } catch (error) {
      if (users === 0 || store.getState().stats) return
      store.setState({ status: 'error', error: error instanceof Error ? error.message : String(error) })
    }
  }

  function startPolling() {
    if (statsUsers > 0) pollTimer ??= setInterval(load, STATS_POLL_MS)
  }

  function stopPolling() {
    clearInterval(pollTimer)
    pollTimer = undefined
  }

  function receive(event: MessageEvent<string>) {
    if (event.lastEventId) lastEventId = event.lastEventId
    if (event.type === 'snapshot') {
      const snapshot = parseSnapshot(event.data)
      if (snapshot) takeSnapshot(snapshot)
      return
    }
    if (event.type === 'adjustment') {
      const adjustment = parseStreamAdjustment(event.data)
      const { stats } = store.getState()
      if (!adjustment || (stats && adjustmentCounted(stats, adjustment))) return
      if (!stats) return loadIfWanted()
      recentAdjustments = [...recentAdjustments, adjustment].slice(-RECENT_LIMIT)
      store.setState({ stats: applyAdjustment(stats, adjustment) })
      return
    }
    const boost = parseStreamBoost(event.data)
    if (!boost) return
    const { stats } = store.getState()
    if (stats && alreadyCounted(stats, boost)) return
    for (const listener of boostListeners) listener(boost)
    if (!stats) return loadIfWanted()
    recent = [...recent, boost].slice(-RECENT_LIMIT)
    store.setState({ stats: applyBoost(stats, boost) })
  }

  function streamUrl(): string {
    const query = new URLSearchParams()
    if (creatorId) query.set('creatorId', creatorId)
    if (lastEventId) query.set('lastEventId', lastEventId)
    const text = query.toString()
    return `/api/stream/boosts${text ? `?${text}` : ''}`
  }

  function connect() {
    reconnectTimer = undefined
    const resuming = lastEventId !== null
    const source = deps.openStream(streamUrl())
    stream = source
    store.setState({ stream: 'connecting' })
    source.addEventListener('open', () => {
      if (stream !== source) return
      store.setState({ stream: 'connected', streamError: null })
      stopPolling()
      // A first connection has nothing to replay: a fresh snapshot covers boosts since the last poll.
      if (!resuming) loadIfWanted()
    })
    source.addEventListener('message', receive)
    source.addEventListener('snapshot', receive)
    source.addEventListener('adjustment', receive)
    source.addEventListener('error', () => {
      source.close()
      if (stream !== source) return
      stream = null
      store.setState({ stream: 'disconnected', streamError: STREAM_LOST_MESSAGE })
      startPolling()
      reconnectTimer = setTimeout(connect, STREAM_RECONNECT_MS)
    })
  }

  function loadIfWanted() {
    if (statsUsers > 0) void load()
  }

  function start() {
    store.setState({ status: 'loading', error: null, stream: 'connecting', streamError: null })
    loadIfWanted()
    startPolling()
    connect()
    globalThis.addEventListener?.('pagehide', pause)
    globalThis.addEventListener?.('pageshow', resume)
  }

  function stop() {
    disconnect()
    recent = []
    lastEventId = null
    globalThis.removeEventListener?.('pagehide', pause)
    globalThis.removeEventListener?.('pageshow', resume)
  }

  function disconnect() {
    stopPolling()
    clearTimeout(reconnectTimer)
    reconnectTimer = undefined
    stream?.close()
    stream = null
  }

  // An open stream keeps a page out of the back/forward cache: it closes while the page is kept
  // there, and reopens from the last event id when the page comes back, so nothing is missed.
  function pause(event: Event) {
    if ((event as PageTransitionEvent).persisted) disconnect()
  }

  function resume(event: Event) {
    if (!(event as PageTransitionEvent).persisted || stream) return
    startPolling()
    connect()
  }

  return {
    ...store,
    retain({ stats = true } = {}) {
      users += 1
      if (stats) statsUsers += 1
      if (users === 1) start()
      else if (stats && statsUsers === 1) {
        // The stream is already open for listeners; the first caller wanting numbers reads them.
        void load()
        if (!stream) startPolling()
      }
      let released = false
      return () => {
        if (released) return
        released = true
        users -= 1
        if (stats) statsUsers -= 1
        if (users === 0) stop()
        else if (statsUsers === 0) stopPolling()
      }
    },
    onBoost(listener) {
      // A wrapper per call, so the same function can listen twice and stop once each.
      const wrapped: BoostListener = (boost) => listener(boost)
      boostListeners.add(wrapped)
      return () => void boostListeners.delete(wrapped)
    },
  }
}
