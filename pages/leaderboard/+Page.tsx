// The weekly leaderboard (spec §2): everyone who boosted this ISO week by XP, refreshed every 30 s,
// with rank tiers, short anonymous labels and "You" for this browser's supporter; the referral card
// for inviting friends, and what earns XP, badges and the Monday reset.
import { useState } from 'react'
import { SparklesIcon, TrophyIcon } from '../../assets/icons.tsx'
import { XP_PER_DOLLAR } from '../../core/xp.ts'
import { Button } from '../../ui/Button.tsx'
import { usePageLeaderboard } from '../../ui/fans/queries.ts'
import { ReferralCard } from '../../ui/fans/ReferralCard.tsx'
import { supporterIdentity, useSupporterIdentity } from '../../ui/fans/supporterIdentity.ts'
import { ListSkeleton } from '../../ui/fans/XpDashboard.tsx'
import { Board, BoardStatus } from './Board.tsx'
import { InfoCards } from './InfoCards.tsx'
import { RankTiers } from './RankTiers.tsx'
import { StatsModal } from './StatsModal.tsx'

export default function LeaderboardPage() {
  const board = usePageLeaderboard()
  const { supporterId } = useSupporterIdentity()
  const [statsOpen, setStatsOpen] = useState(false)
  const refreshing = board.isFetching && !board.isPending

  return (
    <>
      <section className="relative overflow-hidden" aria-labelledby="leaderboard-title">
        <div className="pointer-events-none absolute inset-0 -z-10" aria-hidden="true">
          <div className="absolute inset-0 bg-grid" />
          <div className="absolute -top-48 left-1/2 h-[30rem] w-[52rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,#f59e0b_20%,transparent),transparent)] blur-2xl" />
        </div>
        <div className="container-boost flex flex-col gap-8 pt-14 pb-10 sm:pt-20 md:flex-row md:items-end md:justify-between">
          <div className="animate-fade-up">
            <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/70 px-3 py-1 text-xs font-semibold text-fg-muted shadow-soft backdrop-blur">
              <span className="size-1.5 animate-live-dot rounded-full bg-success text-success" aria-hidden="true" />
              Live Boost Counter
            </p>
            <h1 id="leaderboard-title" className="mt-5 text-title font-semibold text-fg">
              Weekly Leaderboard
            </h1>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-fg-muted">
              The supporters who boosted most this week. Every dollar is {XP_PER_DOLLAR} XP, and the board starts over every Monday.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void board.refetch()} disabled={board.isFetching} data-refresh-leaderboard>
              <RefreshIcon spinning={refreshing} />
              Refresh Leaderboard
            </Button>
            {supporterId ? (
              <Button onClick={() => setStatsOpen(true)} data-view-my-stats>
                <SparklesIcon size={16} />
                View My Stats
              </Button>
            ) : null}
          </div>
        </div>
      </section>

      <section className="container-boost grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-label="This week">
        <div className="min-w-0 rounded-3xl border border-line bg-surface shadow-soft" data-leaderboard>
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
            <h2 className="flex items-center gap-2 font-semibold text-fg">
              <TrophyIcon size={18} className="text-gold" />
              This week
            </h2>
            <BoardStatus updatedAt={board.dataUpdatedAt} count={board.data?.length} />
          </div>
          <div className="p-3 sm:p-4">
            {board.data ? (
              <Board entries={board.data} supporterId={supporterId} />
            ) : board.isError ? (
              <div role="alert" className="flex flex-col items-center gap-4 px-4 py-12 text-center" data-leaderboard-error>
                <p className="font-semibold text-fg">Failed to load leaderboard</p>
                <p className="max-w-sm text-sm text-fg-muted">We could not reach the leaderboard. Check your connection and try again.</p>
                <Button variant="secondary" onClick={() => void board.refetch()}>
                  Try Again
                </Button>
              </div>
            ) : (
              <ListSkeleton rows={6} />
            )}
          </div>
        </div>

        <div className="grid grid-cols-1 gap-6">
          <ReferralCard supporterId={supporterId} getSupporterId={() => supporterIdentity()?.ensureSupporterId() ?? Promise.resolve(null)} />
          <RankTiers />
        </div>
      </section>

      <InfoCards />

      {supporterId ? <StatsModal supporterId={supporterId} open={statsOpen} onClose={() => setStatsOpen(false)} /> : null}
    </>
  )
}

function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={spinning ? 'animate-spin' : ''}
    >
      <path d="M20 11.5A8 8 0 0 0 5.6 7M4 12.5A8 8 0 0 0 18.4 17" />
      <path d="M5 3.5V7h3.5M19 20.5V17h-3.5" />
    </svg>
  )
}
