// The stream overlay (/porthole in overlay mode): one live counter for a creator's boosts (or
// their goal bar) on a transparent page, and an alert under it for each new boost: amount,
// supporter and message (in its public form), always as plain text, as the creator set them up.
// An address naming no creator of this server says so to whoever sets it up, instead of counting
// nothing; while the server is away the broadcast shows at most a discreet plate.
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useLiveStats } from '../../../ui/counter/useLiveStats.ts'
import { useCreator } from '../../../ui/creators/queries.ts'
import { parseOverlayParams } from '../overlayParams.ts'
import { OverlayAlerts } from './OverlayAlerts.tsx'
import { OverlayCounter } from './OverlayCounter.tsx'
import { OverlayGoal } from './OverlayGoal.tsx'
import { OverlayUrlHint, SetupNotice } from './SetupNotice.tsx'
import './overlay.css'

type Params = ReturnType<typeof parseOverlayParams>

export default function OverlayPage() {
  const { urlParsed } = usePageContext()
  const params = parseOverlayParams(urlParsed.search)
  const { accent, badCreator, creator } = params
  return (
    <div className="inline-flex w-max max-w-full flex-col items-stretch gap-3 p-4" data-overlay data-accent={accent}>
      {badCreator !== undefined ? (
        <SetupNotice title="This overlay URL names no creator" kind="bad-creator">
          <p>
            “<span className="font-mono break-all">{badCreator}</span>” cannot be a creator id.
          </p>
          <OverlayUrlHint />
        </SetupNotice>
      ) : creator ? (
        <CreatorOverlay params={params} creatorId={creator} />
      ) : (
        <Shows params={params} creatorId={undefined} />
      )}
    </div>
  )
}

/**
 * A creator's overlay. One that names an id with no account and no boost here is a setup mistake
 * (a typo, another server's address), said as such; the check is made only while the id has no
 * boost, so a demo creator's counter (demo boosts need no account) stays a counter.
 */
function CreatorOverlay({ params, creatorId }: { params: Params; creatorId: string }) {
  const { stats } = useLiveStats(creatorId)
  const noBoosts = stats !== null && stats.boostsCount === 0
  const creator = useCreator(creatorId, { enabled: noBoosts, retry: (failures, error) => !isNotFound(error) && failures < 3 })
  if (noBoosts && isNotFound(creator.error))
    return (
      <SetupNotice title={`No creator “${creatorId}” on this Boost server`} kind="unknown-creator">
        <p>The address of this overlay names a creator that does not exist here, so it would show nothing.</p>
        <OverlayUrlHint />
      </SetupNotice>
    )
  return <Shows params={params} creatorId={creatorId} />
}

function Shows({ params: { metric, mode, accent, alerts }, creatorId }: { params: Params; creatorId: string | undefined }): ReactNode {
  return (
    <>
      {metric === 'goal' ? <OverlayGoal creatorId={creatorId} accent={accent} showConnection={!alerts} /> : <OverlayCounter metric={metric} mode={mode} accent={accent} creatorId={creatorId} />}
      {alerts ? <OverlayAlerts creatorId={creatorId} accent={accent} /> : null}
    </>
  )
}

/** fetchJson's error for a 404 answer. */
function isNotFound(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404')
}
