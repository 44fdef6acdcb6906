// Mounted once in the page shell: starts this browser's supporter identity (recording a `?ref=`
// arrival), shows the achievement popups, and watches for this supporter's boosts: on the live
// stream, and from a Boost widget on the page when its checkout completes (`boost:success`).
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { shortLabel } from '../../core/ranks.ts'
import { useLiveBoosts, useLiveStats } from '../counter/useLiveStats.ts'
import { AchievementPopups } from './AchievementPopups.tsx'
import { summaryQuery } from './queries.ts'
import { startSupporterIdentity, supporterIdentity, useSupporterIdentity } from './supporterIdentity.ts'
import { celebratorFor, useCelebrator } from './useCelebrator.ts'

export function FanHost() {
  const { urlOriginal } = usePageContext()
  const { supporterId, anonId } = useSupporterIdentity()
  const client = useQueryClient()
  useEffect(() => {
    void startSupporterIdentity()
  }, [urlOriginal])

  // The widget identifies this browser by the same anonymous id, so its boost is this supporter's.
  useEffect(() => {
    const onWidgetBoost = (event: Event) => {
      const detail = (event as CustomEvent<{ boostId?: unknown; xpAwarded?: unknown } | null>).detail
      if (typeof detail?.boostId !== 'number') return
      const boost = { boostId: detail.boostId, xpAwarded: typeof detail.xpAwarded === 'number' ? detail.xpAwarded : 0, source: 'session' as const }
      void supporterIdentity()
        ?.ensureSupporterId()
        .then((supporterId) => {
          if (supporterId) void celebratorFor(client, supporterId).celebrate(boost)
        })
    }
    window.addEventListener('boost:success', onWidgetBoost)
    return () => window.removeEventListener('boost:success', onWidgetBoost)
  }, [client])

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
    client.fetchQuery(summaryQuery(supporterId)).then(
      (summary) => {
        if (current) celebrator?.remember(summary)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [client, supporterId, celebrator])

  useLiveBoosts(undefined, (boost) => {
    if (boost.supporterLabel !== label) return
    void celebrator?.celebrate({ boostId: boost.boostId, xpAwarded: boost.xpAwarded, source: 'stream' })
  })

  return <span hidden data-own-boost-watcher={stream} />
}
