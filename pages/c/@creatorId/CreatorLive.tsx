// The live part of a creator's page, an island: the goal, the last boosts and this week's top
// supporters, as the server rendered them; each new boost joins the list, and the goal and the
// board are read again.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { BoostEvent } from '../../../core/api/ledger.ts'
import { initialsOf, PROFILE_COLORS } from '../../../core/creatorPage.ts'
import { formatUtcDayTime } from '../../../core/format.ts'
import { formatCents } from '../../../core/money.ts'
import { supporterShownAs, supporterTitle } from '../../../core/supporterName.ts'
import { useLiveBoosts } from '../../../ui/counter/useLiveStats.ts'
import { GoalBar } from '../../../ui/creators/GoalBar.tsx'
import { creatorKey, useCreator } from '../../../ui/creators/queries.ts'
import type { Data } from './+data.ts'
import { TopSupporters } from './TopSupporters.tsx'

type Recent = { id: string; title: string; initials: string; amountCents: number; currency: string; message: string | null; ts: string }

type Boost = { supporterName: string | null; anonymous: boolean; supporterLabel: string | null }

/** The supporter's name (or "Anonymous") and its initials; their label and its first letters without one. */
const who = (boost: Boost) => {
  const shownAs = supporterShownAs(boost)
  return { title: supporterTitle(boost), initials: shownAs ? initialsOf(shownAs) : (boost.supporterLabel ?? '??').slice(0, 2).toUpperCase() }
}

const fromEvent = (event: BoostEvent): Recent => ({
  id: event.id,
  ...who(event),
  amountCents: Number(event.gross),
  currency: event.currency,
  message: event.message,
  ts: event.ts,
})

type CreatorLiveProps = Pick<Data, 'creatorId' | 'creator' | 'recent' | 'top'>

export function CreatorLive(props: CreatorLiveProps) {
  const { creatorId } = props
  const queryClient = useQueryClient()
  const creator = useCreator(creatorId, { initialData: props.creator }).data ?? props.creator
  const [recent, setRecent] = useState<Recent[]>(() => props.recent.map(fromEvent))

  useLiveBoosts(creatorId, (boost) => {
    setRecent((shown) =>
      shown.some((item) => item.id === String(boost.boostId))
        ? shown
        : [{ id: String(boost.boostId), ...who(boost), amountCents: boost.amountCents, currency: boost.currency, message: boost.message, ts: boost.ts }, ...shown].slice(0, 20),
    )
    // The creator's key covers the goal and the weekly board (ui/creators/queries.ts).
    void queryClient.invalidateQueries({ queryKey: creatorKey(creatorId) })
  })

  return (
    <>
      {creator.goal ? <GoalBar goal={creator.goal} color={PROFILE_COLORS[creator.color]} /> : null}
      <section aria-labelledby="recent-title">
        <h2 id="recent-title" className="text-lg font-semibold text-fg">
          Recent supporters
        </h2>
        {recent.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-dashed border-line p-6 text-center text-sm text-fg-muted">No boosts yet. Be the first!</p>
        ) : (
          <ol className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface shadow-soft" data-recent-supporters>
            {recent.map((item) => (
              <li key={item.id} className="flex items-start gap-3 px-4 py-3" data-recent-boost={item.id}>
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft font-mono text-[0.6875rem] font-semibold text-accent-text" aria-hidden="true">
                  {item.initials}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-fg [overflow-wrap:anywhere]">
                    <span className="font-semibold" data-recent-supporter>
                      {item.title}
                    </span>{' '}
                    boosted{' '}
                    <span className="font-semibold">{formatCents(item.amountCents, item.currency)}</span>
                  </p>
                  {item.message ? <p className="mt-0.5 text-sm text-fg-muted [overflow-wrap:anywhere]">“{item.message}”</p> : null}
                </div>
                <time dateTime={item.ts} className="shrink-0 text-xs text-fg-subtle">
                  {formatUtcDayTime(new Date(item.ts))} UTC
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
      <TopSupporters creatorId={creatorId} top={props.top} />
    </>
  )
}
