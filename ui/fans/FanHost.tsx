// Mounted once in the page shell: starts this browser's supporter identity (recording a `?ref=`
// arrival), shows the achievement popups, and watches for this supporter's boosts: on the live
// stream, and from a Boost widget on the page when its checkout completes (`boost:success`).
import { lazy, Suspense, useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AchievementPopups } from './AchievementPopups.tsx'
import { startSupporterIdentity, supporterIdentity, useSupporterIdentity } from './supporterIdentity.ts'

// A browser that has never boosted has nothing to watch: the watcher and the query client it needs
// load only for one that has.
const OwnBoostWatcher = lazy(() => import('./OwnBoostWatcher.tsx'))

export function FanHost() {
  const { urlOriginal } = usePageContext()
  const { supporterId, anonId } = useSupporterIdentity()
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
        .then(async (supporterId) => {
          if (!supporterId) return
          const [{ celebratorFor }, { browserQueryClient }] = await Promise.all([import('./useCelebrator.ts'), import('../api/queryClient.ts')])
          await celebratorFor(browserQueryClient(), supporterId).celebrate(boost)
        })
    }
    window.addEventListener('boost:success', onWidgetBoost)
    return () => window.removeEventListener('boost:success', onWidgetBoost)
  }, [])

  return (
    <>
      <AchievementPopups />
      {supporterId && anonId ? (
        <Suspense fallback={null}>
          <OwnBoostWatcher supporterId={supporterId} anonId={anonId} />
        </Suspense>
      ) : null}
    </>
  )
}
