// This week's board: the card that loads it (an island of the page), one row per supporter with
// rank, tier and XP ("You" for this browser), the open places of a quiet week, and the line saying
// how many and when it was last updated.
import { useEffect, useState } from 'react'
import { BoltIcon, TrophyIcon } from '../../assets/icons.tsx'
import type { LeaderboardEntry } from '../../core/api/ledger.ts'
import { formatCount, formatTimeOfDay } from '../../core/format.ts'
import { rankTier, shortLabel } from '../../core/ranks.ts'
import { XP_PER_DOLLAR } from '../../core/xp.ts'
import { Button, ButtonLink } from '../../ui/Button.tsx'
import { rankLook } from '../../ui/fans/badgeLook.ts'
import { LEADERBOARD_PAGE_REFRESH_MS, type RenderedBoard, usePageLeaderboard } from '../../ui/fans/queries.ts'
import { useSupporterIdentity } from '../../ui/fans/supporterIdentity.ts'
import { ListSkeleton } from '../../ui/fans/XpDashboard.tsx'
import { TierChip } from './RankTiers.tsx'

/** Below this many supporters the board shows the open places up to it. */
const OPEN_SPOTS_UNTIL = 6

/**
 * The board's card: the board (the page's server render read it, else it loads here), and when
 * loading it fails, the failure with Try Again, above the board last shown if there is one.
 */
export function WeeklyBoard({ rendered }: { rendered: RenderedBoard | null }) {
  const board = usePageLeaderboard(rendered)
  const { supporterId } = useSupporterIdentity()
  const failed = board.isError && !board.isFetching
  return (
    <div className="min-w-0 rounded-3xl border border-line bg-surface shadow-soft" data-leaderboard>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
        <h2 className="flex items-center gap-2 font-semibold text-fg">
          <TrophyIcon size={18} className="text-gold" />
          This week
        </h2>
        <BoardStatus updatedAt={board.dataUpdatedAt} count={board.data?.length} />
      </div>
      <div className="grid gap-3 p-3 sm:p-4">
        {failed ? (
          <div role="alert" className={`flex flex-col items-center gap-4 px-4 text-center ${board.data ? 'py-4' : 'py-12'}`} data-leaderboard-error>
            <p className="font-semibold text-fg">Failed to load leaderboard</p>
            <p className="max-w-sm text-sm text-fg-muted">
              We could not reach the leaderboard{board.data ? ', so this is the board as it last loaded' : ''}. Check your connection and try again.
            </p>
            <Button variant="secondary" onClick={() => void board.refetch()}>
              Try Again
            </Button>
          </div>
        ) : null}
        {board.data ? <Board entries={board.data} supporterId={supporterId} /> : failed ? null : <ListSkeleton rows={6} />}
      </div>
    </div>
  )
}

export function Board({ entries, supporterId }: { entries: LeaderboardEntry[]; supporterId: string | null }) {
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-14 text-center" data-leaderboard-empty>
        <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent-text" aria-hidden="true">
          <TrophyIcon size={22} />
        </span>
        <p className="font-semibold text-fg">No boosts yet this week</p>
        <p className="max-w-sm text-sm text-fg-muted">The first supporter to boost takes the Champion spot.</p>
        <ButtonLink href="/boost" size="sm" className="mt-1">
          <BoltIcon size={15} /> Boost a creator
        </ButtonLink>
      </div>
    )
  }
  return (
    <>
      <ol className="grid grid-cols-1 gap-1.5" aria-label="Supporters by XP this week">
        {entries.map((entry) => {
          const you = entry.supporterId === supporterId
          const tier = rankTier(entry.rank)
          const medal = rankLook(tier)
          return (
            <li
              key={entry.supporterId}
              data-leaderboard-entry
              data-rank={entry.rank}
              data-you={you}
              className={`flex items-center gap-3 rounded-2xl px-3 py-3 sm:gap-4 sm:px-4 ${
                you ? 'bg-accent-soft ring-1 ring-accent/35' : medal ? 'bg-bg-subtle' : 'hover:bg-bg-subtle'
              }`}
            >
              <span
                className={`grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold tabular-nums sm:size-10 ${
                  medal ? `${medal.disc} shadow-soft` : 'border border-line bg-surface text-fg-muted'
                }`}
              >
                <span className="sr-only">Rank </span>
                {entry.rank}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                <span className={`truncate ${you ? 'font-semibold text-accent-text' : entry.supporter.name ? 'font-medium text-fg' : 'font-mono font-medium text-fg'}`} data-entry-label>
                  {you ? 'You' : (entry.supporter.name ?? shortLabel(entry.supporter.anonId))}
                </span>
                <TierChip tier={tier} />
              </span>
              <span className="text-right">
                <span className="block font-semibold text-fg tabular-nums" data-entry-xp={entry.xp}>
                  {formatCount(entry.xp)} XP
                </span>
              </span>
            </li>
          )
        })}
      </ol>
      {entries.length < OPEN_SPOTS_UNTIL ? <OpenSpots from={entries.length + 1} /> : null}
    </>
  )
}

/** Ranks nobody holds yet, drawn as empty places, so a quiet week reads as an invitation. */
function OpenSpots({ from }: { from: number }) {
  return (
    <div className="mt-1.5 grid grid-cols-1 gap-1.5" data-open-spots>
      <div aria-hidden="true" className="grid grid-cols-1 gap-1.5">
        {Array.from({ length: OPEN_SPOTS_UNTIL - from }, (_, index) => from + index).map((rank) => (
          <div key={rank} className="flex items-center gap-3 rounded-2xl border border-dashed border-line px-3 py-3 text-fg-subtle sm:gap-4 sm:px-4">
            <span className="grid size-9 shrink-0 place-items-center rounded-full border border-dashed border-line-strong text-sm font-bold tabular-nums sm:size-10">
              {rank}
            </span>
            <span className="flex-1 text-sm">Open spot</span>
            <span className="text-[0.6875rem] font-semibold tracking-wide uppercase">{rankTier(rank)}</span>
          </div>
        ))}
      </div>
      <div className="mt-2 flex flex-col items-start justify-between gap-3 rounded-2xl bg-bg-subtle px-4 py-4 sm:flex-row sm:items-center">
        <p className="text-sm text-fg-muted">Every dollar you boost is {XP_PER_DOLLAR} XP. Claim a spot before Monday’s reset.</p>
        <ButtonLink href="/boost" size="sm">
          <BoltIcon size={15} /> Boost a creator
        </ButtonLink>
      </div>
    </div>
  )
}

/** "12 supporters · updated 2:02:11 PM"; the time only once in the browser, so the server's HTML matches. */
export function BoardStatus({ updatedAt, count }: { updatedAt: number; count: number | undefined }) {
  const [time, setTime] = useState<string | null>(null)
  useEffect(() => {
    setTime(updatedAt ? formatTimeOfDay(new Date(updatedAt)) : null)
  }, [updatedAt])
  return (
    // A line of its own on a phone, where the loaded status would no longer fit beside the heading and reflow the board.
    <p className="w-full text-xs text-fg-subtle sm:w-auto" aria-live="polite">
      {count === undefined ? 'Loading…' : `${formatCount(count)} ${count === 1 ? 'supporter' : 'supporters'}`}
      {time ? ` · updated ${time}` : ''} · every {LEADERBOARD_PAGE_REFRESH_MS / 1000} s
    </p>
  )
}
