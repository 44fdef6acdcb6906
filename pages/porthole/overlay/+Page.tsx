// The stream overlay (spec §2 /porthole, overlay mode): one live counter for a creator's boosts (or
// their goal bar) on a transparent page, and an alert under it for each new boost: amount,
// supporter and message (in its public form), always as plain text, as the creator set them up.
import { usePageContext } from 'vike-react/usePageContext'
import { LiveCounter } from '../../../ui/counter/LiveCounter.tsx'
import { OverlayAlerts } from './OverlayAlerts.tsx'
import { OverlayGoal } from './OverlayGoal.tsx'
import { parseOverlayParams } from '../overlayParams.ts'
import './overlay.css'

export default function OverlayPage() {
  const { urlParsed } = usePageContext()
  const { metric, mode, accent, creator, alerts } = parseOverlayParams(urlParsed.search)
  return (
    <div className="inline-flex w-max max-w-full flex-col items-stretch gap-3 p-4" data-overlay data-accent={accent}>
      {metric === 'goal' ? (
        <OverlayGoal creatorId={creator} accent={accent} />
      ) : (
        <LiveCounter metric={metric} mode={mode} accent={accent} size="lg" {...(creator ? { creatorId: creator } : {})} />
      )}
      {alerts ? <OverlayAlerts creatorId={creator} accent={accent} /> : null}
    </div>
  )
}
