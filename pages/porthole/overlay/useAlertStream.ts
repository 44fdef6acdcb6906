// An overlay's line to its creator's alerts (GET /api/stream/alerts): their settings, at once and
// on every change, and each alert to show (new boosts, tests, replays, decided held messages).
// EventSource reconnects by itself; `connected` says whether it is connected right now. The stream
// names this browser's overlay id, so the console counts this browser once.
import { useEffect, useRef, useState } from 'react'
import type { AlertDisplay } from '../../../core/alerts.ts'
import { parseAlert, parseAlertSettings } from '../../../core/alertStream.ts'
import type { AlertWire } from '../../../core/api/alerts.ts'
import { overlayBrowserId } from './overlayBrowserId.ts'

export function useAlertStream(creatorId: string | undefined, onAlert: (alert: AlertWire) => void): { settings: AlertDisplay | null; connected: boolean } {
  const [settings, setSettings] = useState<AlertDisplay | null>(null)
  const [connected, setConnected] = useState(false)
  const latest = useRef(onAlert)
  latest.current = onAlert
  useEffect(() => {
    if (!creatorId) return
    const source = new EventSource(`/api/stream/alerts?creatorId=${encodeURIComponent(creatorId)}&overlayId=${overlayBrowserId()}`)
    source.addEventListener('open', () => setConnected(true))
    source.addEventListener('error', () => setConnected(false))
    source.addEventListener('settings', (event) => {
      const parsed = parseAlertSettings(event.data as string)
      if (parsed) setSettings(parsed)
    })
    source.addEventListener('alert', (event) => {
      const parsed = parseAlert(event.data as string)
      if (parsed) latest.current(parsed)
    })
    return () => source.close()
  }, [creatorId])
  return { settings, connected }
}
