// The XP dashboard (on /easy): a supporter's XP total, badges and progress to the next one,
// beside this week's top 10 (refreshed every 60 s). Self-contained: give it the supporter (and,
// in the creator console, the creator) and it loads what it needs. It lays itself out by the width
// it is given, not the window's.
import type { LeaderboardEntry } from '../../core/api/ledger.ts'
import { AlertIcon, BoltIcon, TrophyIcon } from '../../assets/icons.tsx'
import { formatCount } from '../../core/format.ts'
import { rankTier, shortLabel } from '../../core/ranks.ts'
import { Button, ButtonLink } from '../Button.tsx'
import { rankLook } from './badgeLook.ts'
import { FanIcon } from './FanIcon.tsx'
import { DASHBOARD_TOP, useDashboardLeaderboard, useSummary } from './queries.ts'
import { XpStats } from './XpStats.tsx'

const XP_LOAD_ERROR = 'Unable to load XP data'

export function XpDashboard({ supporterId, creatorId, className = '' }: { supporterId: string | null; creatorId?: string; className?: string }) {
  const summary = useSummary(supporterId, creatorId)
  const top = useDashboardLeaderboard()
  return (
    <section className={`@container rounded-3xl border border-line bg-surface shadow-soft ${className}`} aria-labelledby="xp-dashboard-title" data-xp-dashboard>
      <div className="grid grid-cols-1 @3xl:grid-cols-[1.25fr_1fr]">
        <div className="p-5 @md:p-7">
          <p className="text-sm font-semibold text-accent-text">Your progress</p>
          <h2 id="xp-dashboard-title" className="mt-1 text-xl font-semibold tracking-tight text-fg">
            XP and badges
          </h2>
          <div className="mt-5">
            {supporterId === null ? (
              <NoSupporterYet />
            ) : summary.isError ? (
              <LoadError onRetry={() => void summary.refetch()} />
            ) : summary.data ? (
              <XpStats summary={summary.data} showCreatorXp={creatorId !== undefined} />
            ) : (
              <StatsSkeleton />
            )}
          </div>
        </div>
        <div className="border-t border-line p-5 @md:p-7 @3xl:border-t-0 @3xl:border-l">
          <div className="flex items-center justify-between gap-3">
            <h3 className="flex items-center gap-2 font-semibold text-fg">
              <TrophyIcon size={18} className="text-gold" />
              Top {DASHBOARD_TOP} this week
            </h3>
            <a href="/leaderboard" className="text-sm font-medium text-accent-text hover:underline">
              Full board
            </a>
          </div>
          <div className="mt-4">
            {top.isError ? (
              <LoadError onRetry={() => void top.refetch()} />
            ) : top.data ? (
              <TopList entries={top.data.slice(0, DASHBOARD_TOP)} supporterId={supporterId} />
            ) : (
              <ListSkeleton rows={5} />
            )}
          </div>
        </div>
      </div>
    </section>
  )
}

function TopList({ entries, supporterId }: { entries: LeaderboardEntry[]; supporterId: string | null }) {
  if (entries.length === 0) {
    return <p className="rounded-2xl border border-dashed border-line p-5 text-center text-sm text-fg-muted">No boosts yet this week. The first one takes #1.</p>
  }
  const open = DASHBOARD_TOP - entries.length
  return (
    <>
      <ol className="grid grid-cols-1 gap-1" data-top-list>
        {entries.map((entry) => {
          const you = entry.supporterId === supporterId
          const medal = rankLook(rankTier(entry.rank))
          return (
            <li
              key={entry.supporterId}
              data-you={you}
              className={`flex items-center gap-3 rounded-xl px-2.5 py-2 text-sm ${you ? 'bg-accent-soft ring-1 ring-accent/30' : ''}`}
            >
              <span
                className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold tabular-nums ${medal ? medal.disc : 'bg-surface-2 text-fg-muted'}`}
                aria-label={`Rank ${entry.rank}`}
              >
                {entry.rank}
              </span>
              <span className={`min-w-0 flex-1 truncate ${you ? 'font-semibold text-accent-text' : 'font-mono text-fg-muted'}`}>
                {you ? 'You' : shortLabel(entry.supporter.anonId)}
              </span>
              <span className="font-semibold text-fg tabular-nums">{formatCount(entry.xp)} XP</span>
            </li>
          )
        })}
      </ol>
      {open > 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-line px-3 py-2.5 text-xs text-fg-subtle">
          {open} open {open === 1 ? 'spot' : 'spots'} in this week’s top {DASHBOARD_TOP}: every dollar boosted is 10 XP.
        </p>
      ) : null}
    </>
  )
}

function NoSupporterYet() {
  return (
    <div className="rounded-2xl border border-dashed border-line p-6 text-center">
      <span className="mx-auto grid size-11 place-items-center rounded-full bg-accent-soft text-accent-text" aria-hidden="true">
        <FanIcon name="bolt" size={20} />
      </span>
      <p className="mt-3 font-semibold text-fg">No XP yet</p>
      <p className="mt-1 text-sm text-fg-muted">Boost a creator to earn 10 XP per dollar and your first badge.</p>
      <ButtonLink href="/boost" size="sm" className="mt-4">
        <BoltIcon size={15} /> Boost a creator
      </ButtonLink>
    </div>
  )
}

function LoadError({ onRetry, message = XP_LOAD_ERROR }: { onRetry: () => void; message?: string }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-danger/25 bg-danger-soft p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-danger">
        <AlertIcon size={16} />
        {message}
      </p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  )
}

function StatsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6" role="status" aria-busy="true" aria-label="Loading XP">
      <div className="h-12 w-40 animate-pulse rounded-xl bg-surface-2" />
      <div className="grid grid-cols-3 gap-2">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-24 animate-pulse rounded-2xl bg-surface-2" />
        ))}
      </div>
      <div className="h-2.5 animate-pulse rounded-full bg-surface-2" />
    </div>
  )
}

export function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div className="grid grid-cols-1 gap-2" role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-10 animate-pulse rounded-xl bg-surface-2" />
      ))}
    </div>
  )
}
