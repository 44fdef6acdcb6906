// Celebrates boosts whose label is this browser's; the celebrator confirms them against the summary.
// Loaded by FanHost once this browser has a supporter; it brings the browser's query client with it,
// so a page without queries of its own still shares the cache with one that has them.
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { shortLabel } from '../../core/ranks.ts'
import { browserQueryClient } from '../api/queryClient.ts'
import { useLiveBoosts, useLiveStream } from '../counter/useLiveStats.ts'
import { summaryQuery } from './queries.ts'
import { useCelebrator } from './useCelebrator.ts'

type Props = { supporterId: string; anonId: string }

export default function OwnBoostWatcher(props: Props) {
  return (
    <QueryClientProvider client={browserQueryClient()}>
      <Watcher {...props} />
    </QueryClientProvider>
  )
}

function Watcher({ supporterId, anonId }: Props) {
  const client = useQueryClient()
  const celebrator = useCelebrator(supporterId)
  const label = shortLabel(anonId)
  const stream = useLiveStream()

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
