// A supporter's XP, weekly standing, badges (gold, silver, bronze by tier) and progress to the next
// badge, or "Max level reached!": the heart of the XP dashboard and of the leaderboard's stats modal.
// Its styles, ./fans.css, are part of the global stylesheet (renderer/global.css).
import { SparklesIcon } from '../../assets/icons.tsx'
import type { GamificationSummary } from '../../core/api/ledger.ts'
import { BADGES, MAX_LEVEL_TEXT } from '../../core/badges.ts'
import { formatCount } from '../../core/format.ts'
import { XP_PER_DOLLAR } from '../../core/xp.ts'
import { tierLook } from './badgeLook.ts'
import { FanIcon } from './FanIcon.tsx'

const TIER_NAMES = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' } as const

export function XpStats({ summary, showCreatorXp = false }: { summary: GamificationSummary; showCreatorXp?: boolean }) {
  const earned = new Set(summary.badges.map((badge) => badge.code))
  return (
    <div className="grid grid-cols-1 gap-6" data-xp-stats>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <p className="flex items-baseline gap-2">
            <span className="text-5xl font-semibold tracking-tight text-fg tabular-nums" data-xp-total={summary.xpTotal}>
              {formatCount(summary.xpTotal)}
            </span>
            <span className="text-sm font-semibold text-fg-muted">XP total</span>
          </p>
        </div>
        <dl className="flex flex-wrap gap-2 text-xs">
          <Stat label="This week" value={`${formatCount(summary.weeklyXp)} XP`} />
          <Stat label="Weekly rank" value={summary.weeklyRank === null ? 'Unranked' : `#${summary.weeklyRank}`} />
          {showCreatorXp && summary.creatorXp !== undefined ? (
            <Stat label="This creator" value={`${formatCount(summary.creatorXp)} XP`} />
          ) : null}
        </dl>
      </div>

      <div>
        <h3 className="text-xs font-semibold tracking-[0.12em] text-fg-subtle uppercase">Badges</h3>
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label="Badges">
          {BADGES.map((badge) => {
            const has = earned.has(badge.code)
            const look = tierLook(badge.tier)
            return (
              <li
                key={badge.code}
                data-badge={badge.code}
                data-earned={has}
                data-tier-color={look.color}
                className={`flex min-w-0 flex-col items-center gap-2 rounded-2xl border p-3 text-center transition ${
                  has ? 'border-line bg-bg-subtle' : 'border-dashed border-line bg-transparent'
                }`}
              >
                <span
                  className={`grid size-10 place-items-center rounded-full shadow-soft ${has ? look.disc : 'bg-surface-2 text-fg-subtle'} ${
                    has && badge.animated ? 'badge-shine' : ''
                  }`}
                  aria-hidden="true"
                >
                  <FanIcon name={look.icon} size={19} />
                </span>
                <span className="min-w-0">
                  <span className={`block truncate text-sm font-semibold ${has ? 'text-fg' : 'text-fg-subtle'}`}>{badge.name}</span>
                  <span className="block text-[0.6875rem] text-fg-subtle">
                    {has ? `${TIER_NAMES[look.color]} · earned` : `${formatCount(badge.threshold)} XP`}
                  </span>
                </span>
              </li>
            )
          })}
        </ul>
      </div>

      <NextBadge summary={summary} />
    </div>
  )
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-bg-subtle px-3 py-1.5">
      <dt className="text-[0.6875rem] text-fg-subtle">{label}</dt>
      <dd className="font-semibold text-fg tabular-nums">{value}</dd>
    </div>
  )
}

function NextBadge({ summary }: { summary: GamificationSummary }) {
  const next = summary.nextBadge
  if (!next) {
    return (
      <p className="flex items-center gap-2 rounded-2xl border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm font-semibold text-amber-800 dark:text-amber-300" data-next-badge="max">
        <SparklesIcon size={16} />
        {MAX_LEVEL_TEXT}
      </p>
    )
  }
  const percent = Math.round(next.progress * 100)
  const remaining = Math.max(0, next.threshold - summary.xpTotal)
  return (
    <div data-next-badge={next.code}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-medium text-fg">
          Next badge: <span className="font-semibold">{next.name}</span>
        </p>
        <p className="text-fg-muted tabular-nums">
          {formatCount(summary.xpTotal)} / {formatCount(next.threshold)} XP
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={`Progress to ${next.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-[linear-gradient(90deg,#7c3aed,#c026d3,#f59e0b)] transition-[width] duration-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1.5 text-xs text-fg-subtle">
        {formatCount(remaining)} XP to go · about ${formatCount(Math.ceil(remaining / XP_PER_DOLLAR))} in boosts
      </p>
    </div>
  )
}
