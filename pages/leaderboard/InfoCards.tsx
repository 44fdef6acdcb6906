// How the leaderboard works: earning XP, the badges, and the Monday reset with the time left until it
// (the one card that runs in the browser, as an island of the page).
import { useEffect, useState, type ReactNode } from 'react'
import { BoltIcon, ClockIcon, SparklesIcon, UsersIcon } from '../../assets/icons.tsx'
import { BADGES } from '../../core/badges.ts'
import { formatCount } from '../../core/format.ts'
import { nextWeekStart } from '../../core/week.ts'
import { REFERRAL_BONUS_XP, REFERRAL_RULE, XP_PER_DOLLAR } from '../../core/xp.ts'
import { Island } from '../../renderer/islands/Island.tsx'
import { tierLook } from '../../ui/fans/badgeLook.ts'
import { FanIcon } from '../../ui/fans/FanIcon.tsx'

export function InfoCards() {
  return (
    <section className="container-boost mt-6 grid grid-cols-1 gap-4 md:grid-cols-3" aria-label="How the leaderboard works">
      <InfoCard Icon={BoltIcon} title="Earning XP">
        Every boost earns {XP_PER_DOLLAR} XP per dollar: a $5 boost is {5 * XP_PER_DOLLAR} XP, a $20 boost {20 * XP_PER_DOLLAR} XP. Invite friends with your
        link and get +{REFERRAL_BONUS_XP} XP {REFERRAL_RULE}.
      </InfoCard>
      <InfoCard Icon={SparklesIcon} title="Badges">
        <span className="mb-3 flex flex-wrap gap-2">
          {BADGES.map((badge) => {
            const look = tierLook(badge.tier)
            return (
              <span key={badge.code} className={`inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-semibold ${look.chip}`}>
                <FanIcon name={look.icon} size={13} />
                {badge.name} · {formatCount(badge.threshold)} XP
              </span>
            )
          })}
        </span>
        Badges unlock as your total XP grows, and they are yours for good.
      </InfoCard>
      <Island name="weekly-reset" component={WeeklyResetCard} />
    </section>
  )
}

export function WeeklyResetCard() {
  const reset = useNextReset()
  return (
    <InfoCard Icon={ClockIcon} title="Weekly reset">
      The board resets every Monday at 00:00 UTC{reset ? <> ({reset})</> : null}. Total XP and badges never reset.
    </InfoCard>
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
