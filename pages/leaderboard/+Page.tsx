// The weekly leaderboard (spec §2): everyone who boosted this ISO week by XP, refreshed every 30 s,
// with rank tiers, short anonymous labels and "You" for this browser's supporter; the referral card
// for inviting friends, and what earns XP, badges and the Monday reset.
import { useEffect, useState, type ReactNode } from 'react'
import { BoltIcon, ClockIcon, SparklesIcon, TrophyIcon, UsersIcon } from '../../assets/icons.tsx'
import type { LeaderboardEntry } from '../../core/api/ledger.ts'
import { BADGES } from '../../core/badges.ts'
import { rankTier, shortLabel, type RankTier } from '../../core/ranks.ts'
import { nextWeekStart } from '../../core/week.ts'
import { REFERRAL_BONUS_XP, XP_PER_DOLLAR } from '../../core/xp.ts'
import { Button, ButtonLink } from '../../ui/Button.tsx'
import { rankLook, tierLook } from '../../ui/fans/badgeLook.ts'
import { FanIcon } from '../../ui/fans/FanIcon.tsx'
import { LEADERBOARD_PAGE_REFRESH_MS, usePageLeaderboard } from '../../ui/fans/queries.ts'
import { ReferralCard } from '../../ui/fans/ReferralCard.tsx'
import { supporterIdentity, useSupporterIdentity } from '../../ui/fans/supporterIdentity.ts'
import { ListSkeleton } from '../../ui/fans/XpDashboard.tsx'
import { StatsModal } from './StatsModal.tsx'

/** Below this many supporters the board shows the open places up to it. */
const OPEN_SPOTS_UNTIL = 6

const TIERS: Array<{ tier: RankTier; ranks: string }> = [
  { tier: 'Champion', ranks: '#1' },
  { tier: 'Runner-up', ranks: '#2' },
  { tier: 'Third Place', ranks: '#3' },
  { tier: 'Top 10', ranks: '#4–10' },
  { tier: 'Booster', ranks: '#11 and up' },
]

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

function Board({ entries, supporterId }: { entries: LeaderboardEntry[]; supporterId: string | null }) {
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
                aria-label={`Rank ${entry.rank}`}
              >
                {entry.rank}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                <span className={`truncate ${you ? 'font-semibold text-accent-text' : 'font-mono font-medium text-fg'}`} data-entry-label>
                  {you ? 'You' : shortLabel(entry.supporter.anonId)}
                </span>
                <TierChip tier={tier} />
              </span>
              <span className="text-right">
                <span className="block font-semibold text-fg tabular-nums" data-entry-xp={entry.xp}>
                  {entry.xp.toLocaleString('en-US')} XP
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

function TierChip({ tier }: { tier: RankTier }) {
  const medal = rankLook(tier)
  const look = medal ? medal.chip : tier === 'Top 10' ? 'border-accent/25 bg-accent-soft text-accent-text' : 'border-line bg-surface-2 text-fg-muted'
  return (
    <span className={`inline-flex w-fit items-center rounded-full border px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide uppercase ${look}`} data-tier>
      {tier}
    </span>
  )
}

/** "12 supporters · updated 14:02:11"; the time only once in the browser, so the server's HTML matches. */
function BoardStatus({ updatedAt, count }: { updatedAt: number; count: number | undefined }) {
  const [time, setTime] = useState<string | null>(null)
  useEffect(() => {
    setTime(updatedAt ? new Date(updatedAt).toLocaleTimeString() : null)
  }, [updatedAt])
  return (
    <p className="text-xs text-fg-subtle" aria-live="polite">
      {count === undefined ? 'Loading…' : `${count.toLocaleString('en-US')} ${count === 1 ? 'supporter' : 'supporters'}`}
      {time ? ` · updated ${time}` : ''} · every {LEADERBOARD_PAGE_REFRESH_MS / 1000} s
    </p>
  )
}

function RankTiers() {
  return (
    <section className="rounded-3xl border border-line bg-surface p-5 shadow-soft sm:p-7" aria-labelledby="tiers-title">
      <h2 id="tiers-title" className="text-lg font-semibold tracking-tight text-fg">
        Rank tiers
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-2.5">
        {TIERS.map(({ tier, ranks }) => (
          <li key={tier} className="flex items-center justify-between gap-3 text-sm">
            <TierChip tier={tier} />
            <span className="text-fg-muted tabular-nums">{ranks}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function InfoCards() {
  const reset = useNextReset()
  return (
    <section className="container-boost mt-6 grid grid-cols-1 gap-4 md:grid-cols-3" aria-label="How the leaderboard works">
      <InfoCard Icon={BoltIcon} title="Earning XP">
        Every boost earns {XP_PER_DOLLAR} XP per dollar: a $5 boost is {5 * XP_PER_DOLLAR} XP, a $20 boost {20 * XP_PER_DOLLAR} XP. Invite friends with your
        link and get +{REFERRAL_BONUS_XP} XP when they boost.
      </InfoCard>
      <InfoCard Icon={SparklesIcon} title="Badges">
        <span className="mb-3 flex flex-wrap gap-2">
          {BADGES.map((badge) => {
            const look = tierLook(badge.tier)
            return (
              <span key={badge.code} className={`inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-semibold ${look.chip}`}>
                <FanIcon name={look.icon} size={13} />
                {badge.name} · {badge.threshold.toLocaleString('en-US')} XP
              </span>
            )
          })}
        </span>
        Badges unlock as your total XP grows, and they are yours for good.
      </InfoCard>
      <InfoCard Icon={ClockIcon} title="Weekly reset">
        The board resets every Monday at 00:00 UTC{reset ? <> ({reset})</> : null}. Total XP and badges never reset.
      </InfoCard>
    </section>
  )
}

function InfoCard({ Icon, title, children }: { Icon: typeof UsersIcon; title: string; children: ReactNode }) {
  return (
    <div className="rounded-3xl border border-line bg-surface p-6 shadow-soft">
      <span className="grid size-10 place-items-center rounded-xl bg-accent-soft text-accent-text" aria-hidden="true">
        <Icon size={19} />
      </span>
      <h2 className="mt-4 font-semibold text-fg">{title}</h2>
      <p className="mt-2 text-sm leading-relaxed text-fg-muted">{children}</p>
    </div>
  )
}

/** "in 3 days, 4 hours", computed in the browser once a minute. */
function useNextReset(): string | null {
  const [text, setText] = useState<string | null>(null)
  useEffect(() => {
    const update = () => {
      const now = new Date()
      const minutes = Math.max(0, Math.round((nextWeekStart(now).getTime() - now.getTime()) / 60_000))
      const days = Math.floor(minutes / 1440)
      const hours = Math.floor((minutes % 1440) / 60)
      const parts = days > 0 ? [plural(days, 'day'), plural(hours, 'hour')] : [plural(hours, 'hour'), plural(minutes % 60, 'minute')]
      setText(`next in ${parts.join(', ')}`)
    }
    update()
    const timer = setInterval(update, 60_000)
    return () => clearInterval(timer)
  }, [])
  return text
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
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
