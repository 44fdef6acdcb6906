// An overlay's line to its creator's alerts (GET /api/stream/alerts): their settings, at once and
// on every change, and each alert to show (new boosts, tests, replays, decided held messages).
// EventSource reconnects by itself after a dropped stream, but gives up for good on an answer that
// is not a stream (429 when the address holds too many, 503 while the database is away): the hook
// opens a new one after a pause, so an overlay left running in a broadcast comes back on its own.
// `connected` says whether it is connected right now. The stream names this browser's overlay id,
// so the console counts this browser once, and what the overlay shows (its address's metric), so
// the console can say which overlay is reconnecting.
import { useEffect, useRef, useState } from 'react'
import type { AlertDisplay } from '../../../core/alerts.ts'
import { parseAlert, parseAlertSettings } from '../../../core/alertStream.ts'
import type { AlertWire } from '../../../core/api/alerts.ts'
import { parseOverlayParams } from '../overlayParams.ts'
import { overlayBrowserId } from './overlayBrowserId.ts'

/** The pause before reopening a refused stream: past the server's Retry-After for either refusal. */
const REOPEN_AFTER_MS = 5000

export function useAlertStream(creatorId: string | undefined, onAlert: (alert: AlertWire) => void): { settings: AlertDisplay | null; connected: boolean } {
  const [settings, setSettings] = useState<AlertDisplay | null>(null)
  const [connected, setConnected] = useState(false)
  const [opening, setOpening] = useState(0)
  const latest = useRef(onAlert)
  latest.current = onAlert
  useEffect(() => {
    if (!creatorId) return
    const { metric } = parseOverlayParams(Object.fromEntries(new URLSearchParams(location.search)))
    const source = new EventSource(`/api/stream/alerts?creatorId=${encodeURIComponent(creatorId)}&overlayId=${overlayBrowserId()}&view=${metric}`)
    source.addEventListener('open', () => setConnected(true))
    let reopen: ReturnType<typeof setTimeout> | undefined
    source.addEventListener('error', () => {
      setConnected(false)
      if (source.readyState === EventSource.CLOSED) reopen = setTimeout(() => setOpening((count) => count + 1), REOPEN_AFTER_MS)
    })
    source.addEventListener('settings', (event) => {
      const parsed = parseAlertSettings(event.data as string)
      if (parsed) setSettings(parsed)
    })
    source.addEventListener('alert', (event) => {
      const parsed = parseAlert(event.data as string)
      if (parsed) latest.current(parsed)
    })
    return () => {
      source.close()
      clearTimeout(reopen)
    }
  }, [creatorId, opening])
  return { settings, connected }
}
