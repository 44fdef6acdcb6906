// /alerts: the alerts studio. What a creator's stream overlays show, play and read aloud (applied
// to every open overlay at once), a test alert and replays, how many overlays are live, and the
// moderation of supporters' messages with the review queue of held ones.
import { SignInFirst } from '../../ui/account/SignInFirst.tsx'
import { useMe } from '../../ui/account/useMe.ts'
import { useAlertSettings, useAlertStatus, useRefreshOnBoost } from '../../ui/alerts/queries.ts'
import { ConsoleShell } from '../../ui/console/ConsoleShell.tsx'
import { ConsolePageHeader, Spinner } from '../../ui/console/Panel.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { useLiveBoosts } from '../../ui/counter/useLiveStats.ts'
import { AlertSettingsPanel } from './AlertSettingsPanel.tsx'
import { ModerationPanel } from './ModerationPanel.tsx'
import { OverlayPanel } from './OverlayPanel.tsx'
import { ReviewQueuePanel } from './ReviewQueuePanel.tsx'

export default function AlertsPage() {
  const me = useMe()
  return <ConsoleShell>{me ? <AlertsStudio creatorId={me.creatorId} /> : <NotSignedIn />}</ConsoleShell>
}

function AlertsStudio({ creatorId }: { creatorId: string }) {
  const settings = useAlertSettings(creatorId)
  const status = useAlertStatus(creatorId)
  useLiveBoosts(creatorId, useRefreshOnBoost(creatorId))
  const overlays = status.data?.overlays
  const reconnecting = status.data?.list.filter((overlay) => overlay.state === 'reconnecting').length ?? 0
  return (
    <div className="grid gap-6" data-alerts-studio={creatorId}>
      <ConsolePageHeader
        id="alerts-title"
        eyebrow="Alerts"
        title="Stream alerts"
        description="What your overlays show, play and read aloud for each boost, and which messages your fans see. Changes reach open overlays at once."
        actions={
          <span
            role="status"
            className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${reconnecting ? 'border-gold/25 bg-warning-soft text-gold' : overlays ? 'border-success/20 bg-success-soft text-success' : 'border-line bg-surface text-fg-muted'}`}
            data-overlays-live={overlays ?? ''}
            data-overlays-reconnecting={reconnecting}
          >
            <span className={`size-2 rounded-full ${reconnecting ? 'animate-pulse bg-gold' : overlays ? 'bg-success' : 'bg-fg-subtle'}`} aria-hidden="true" />
            {overlays === undefined ? 'Checking overlays…' : overlays === 0 ? 'No overlay live' : `${overlays} overlay${overlays === 1 ? '' : 's'} live`}
            {reconnecting ? ` · ${reconnecting} reconnecting` : null}
          </span>
        }
      />
      {settings.isPending ? (
        <div className="grid min-h-[320px] place-items-center">
          <Spinner label="Loading your alerts…" size={28} />
        </div>
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-danger">
          {serverErrorText(settings.error) ?? 'Your alert settings could not be loaded.'}
        </p>
      ) : (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <AlertSettingsPanel creatorId={creatorId} settings={settings.data} />
          <OverlayPanel creatorId={creatorId} />
          <ModerationPanel creatorId={creatorId} settings={settings.data} />
          <ReviewQueuePanel creatorId={creatorId} holding={settings.data.holdForReview} />
        </div>
      )}
    </div>
  )
}

function NotSignedIn() {
  return (
    <SignInFirst id="alerts-title" eyebrow="Alerts" title="Sign in to set up your alerts" description="Your alerts and the messages waiting for your review are shown to you once you are signed in." />
  )
}
