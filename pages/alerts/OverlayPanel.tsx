// The creator's overlay: its address for OBS (a browser source), which overlays are live or
// reconnecting, a test alert that moves no number, and replays of recent boosts, each shown on
// every open overlay.
import { PlayIcon } from '../../assets/icons.tsx'
import { formatCents } from '../../core/money.ts'
import { useRecentBoosts, useReplayAlert, useSendTestAlert } from '../../ui/alerts/queries.ts'
import { Button } from '../../ui/Button.tsx'
import { Panel } from '../../ui/console/Panel.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { CopyButton } from '../../ui/CopyButton.tsx'
import { showToast } from '../../ui/toast/toastStore.ts'
import { usePublicOrigin } from '../../ui/usePublicOrigin.ts'
import { OverlayConnections } from './OverlayConnections.tsx'

const reached = (overlays: number) => (overlays === 0 ? 'No overlay is open right now.' : `Shown on ${overlays} overlay${overlays === 1 ? '' : 's'}.`)

export function OverlayPanel({ creatorId }: { creatorId: string }) {
  const origin = usePublicOrigin()
  const overlayUrl = `${origin}/porthole?overlay=1&creator=${encodeURIComponent(creatorId)}`
  const test = useSendTestAlert(creatorId)
  const replay = useReplayAlert(creatorId)
  const recent = useRecentBoosts(creatorId)
  const failed = (error: Error) => showToast({ title: 'Not sent', description: serverErrorText(error) ?? 'Try again.', variant: 'destructive' })

  return (
    <Panel
      id="overlay"
      title="Your overlay"
      description="Add it to OBS or Streamlabs Desktop as a browser source at your canvas size (1920 × 1080 or 1280 × 720; transparent, nothing to crop)."
      actions={
        <Button size="sm" onClick={() => test.mutate(undefined, { onSuccess: ({ overlays }) => showToast({ title: 'Test alert sent', description: reached(overlays) }), onError: failed })} disabled={test.isPending} data-send-test-alert>
          Send test alert
        </Button>
      }
      data-overlay-panel=""
    >
      <div className="grid min-w-0 grid-cols-1 gap-5">
        <div className="grid min-w-0 grid-cols-1 gap-2">
          <code className="rounded-lg bg-bg-subtle px-3 py-2 font-mono text-xs text-fg [overflow-wrap:anywhere]" data-overlay-url>
            {overlayUrl}
          </code>
          <div className="flex flex-wrap gap-2">
            <CopyButton text={overlayUrl} label="Copy overlay URL" tone="light" />
            <a href={overlayUrl} target="_blank" rel="noreferrer" className="inline-flex items-center text-sm font-medium text-accent-text hover:underline">
              Open it here
            </a>
          </div>
        </div>
        <OverlayConnections creatorId={creatorId} />
        <div className="grid min-w-0 grid-cols-1 gap-2 border-t border-line pt-4">
          <h3 className="text-sm font-semibold text-fg">Replay a recent boost</h3>
          {recent.data && recent.data.length > 0 ? (
            <ul className="divide-y divide-line rounded-xl border border-line" data-recent-boosts>
              {recent.data.map((boost) => (
                <li key={boost.id} className="flex items-center gap-3 px-3 py-2.5 text-sm">
                  <span className="font-semibold text-fg tabular-nums">{formatCents(Number(boost.gross), boost.currency)}</span>
                  <span className="min-w-0 flex-1 truncate text-fg-muted">{boost.message ?? 'No message'}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Replay the ${formatCents(Number(boost.gross), boost.currency)} boost`}
                    disabled={replay.isPending}
                    onClick={() => replay.mutate(Number(boost.id), { onSuccess: ({ overlays }) => showToast({ title: 'Replayed', description: reached(overlays) }), onError: failed })}
                  >
                    <PlayIcon size={14} /> Replay
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-fg-muted">Your boosts will be listed here to show again.</p>
          )}
        </div>
      </div>
    </Panel>
  )
}
