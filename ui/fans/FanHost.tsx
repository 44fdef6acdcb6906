// Mounted once in the page shell: starts this browser's supporter identity (recording a `?ref=`
// arrival), shows the achievement popups, and watches the live stream for this supporter's boosts.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { GamificationSummary } from '../../core/api/ledger.ts'
import { shortLabel } from '../../core/ranks.ts'
import { useLiveBoosts, useLiveStats } from '../counter/useLiveStats.ts'
import { AchievementPopups } from './AchievementPopups.tsx'
import { parseBoostDetails } from './boostMessage.ts'
import { summaryKey } from './queries.ts'
import { startSupporterIdentity, useSupporterIdentity } from './supporterIdentity.ts'
import { useCelebrator } from './useCelebrator.ts'

export function FanHost() {
  const { urlOriginal } = usePageContext()
  const { supporterId, anonId } = useSupporterIdentity()
  useEffect(() => {
    void startSupporterIdentity()
  }, [urlOriginal])
  return (
    <>
      <AchievementPopups />
      {supporterId && anonId ? <OwnBoostWatcher supporterId={supporterId} anonId={anonId} /> : null}
    </>
  )
}

/** Celebrates boosts whose label is this browser's; the celebrator confirms them against the summary. */
function OwnBoostWatcher({ supporterId, anonId }: { supporterId: string; anonId: string }) {
  const client = useQueryClient()
  const celebrator = useCelebrator(supporterId)
  const label = shortLabel(anonId)
  const { stream } = useLiveStats()

  useEffect(() => {
    let current = true
    client.fetchQuery<GamificationSummary>({ queryKey: summaryKey(supporterId) }).then(
      (summary) => {
        if (current) celebrator?.remember(summary)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [client, supporterId, celebrator])

  useLiveBoosts(undefined, (boost, data) => {
    if (parseBoostDetails(data)?.supporterLabel !== label) return
    void celebrator?.celebrate({ boostId: boost.boostId, xpAwarded: boost.xpAwarded, source: 'stream' })
  })

  return <span hidden data-own-boost-watcher={stream} />
}
