// The creator's overlays one by one, as the server last saw them: live, or reconnecting since they
// were lost (an overlay comes back on its own; one that stays listed here is worth a look in OBS).
import type { AlertStatusWire } from '../../core/api/alerts.ts'
import { useAlertStatus } from '../../ui/alerts/queries.ts'
import { Badge } from '../../ui/Badge.tsx'

const VIEW_NAMES: Record<AlertStatusWire['list'][number]['view'], string> = {
  boosts: 'Boosts counter',
  xp: 'XP counter',
  revenue: 'Revenue counter',
  goal: 'Goal bar',
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' })

export function OverlayConnections({ creatorId }: { creatorId: string }) {
  const list = useAlertStatus(creatorId).data?.list ?? []
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2 border-t border-line pt-4" data-overlay-connections={list.length}>
      <h3 className="text-sm font-semibold text-fg">Your overlays right now</h3>
      {list.length === 0 ? (
        <p className="text-sm text-fg-muted">None connected. Open your overlay URL in OBS (or here) to see it listed with its alerts.</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {list.map((overlay) => (
            <li key={`${overlay.overlay} ${overlay.view}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-sm" data-overlay-connection={overlay.state} data-overlay-view={overlay.view}>
              <span className="font-medium text-fg">{VIEW_NAMES[overlay.view]}</span>
              <span className="font-mono text-xs text-fg-subtle" title="The end of this overlay browser’s id: every browser source of one OBS shares it">
                …{overlay.overlay}
              </span>
              <span className="ml-auto flex items-center gap-2">
                {overlay.state === 'live' ? (
                  <Badge tone="success">Live</Badge>
                ) : (
                  <>
                    <span className="text-xs text-fg-muted">lost at {clock(overlay.lastSeen)}</span>
                    <Badge tone="warning">Reconnecting</Badge>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
