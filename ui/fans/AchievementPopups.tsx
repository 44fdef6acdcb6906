// The achievement popups, stacked top right below the header: green for XP, the badge's metal for
// a badge, pink for a milestone. They fade in, stay 4 s, and fade out (achievementStore.ts).
import { useEffect, useState } from 'react'
import { CloseIcon } from '../../assets/icons.tsx'
import { formatCount } from '../../core/format.ts'
import { useAchievements, type Achievement, type AchievementColor } from './achievementStore.ts'
import { tierLook } from './badgeLook.ts'
import { FanIcon } from './FanIcon.tsx'

const DISCS: Record<AchievementColor, string> = {
  green: 'bg-gradient-to-br from-emerald-300 via-emerald-500 to-emerald-700 text-white',
  gold: tierLook(1).disc,
  silver: tierLook(2).disc,
  bronze: tierLook(3).disc,
  pink: 'bg-gradient-to-br from-pink-300 via-pink-500 to-fuchsia-600 text-white',
}

const BARS: Record<AchievementColor, string> = {
  green: 'bg-emerald-500',
  gold: 'bg-amber-400',
  silver: 'bg-slate-400',
  bronze: 'bg-orange-500',
  pink: 'bg-pink-500',
}

export function AchievementPopups() {
  const achievements = useAchievements((state) => state.achievements)
  return (
    <section
      aria-label="Achievements"
      aria-live="polite"
      data-achievements
      className="pointer-events-none fixed top-24 right-4 z-[90] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-3 sm:right-6"
    >
      {achievements.map((achievement) => (
        <Popup key={achievement.id} achievement={achievement} />
      ))}
    </section>
  )
}

function Popup({ achievement }: { achievement: Achievement }) {
  const dismiss = useAchievements((state) => state.dismiss)
  // Mounted hidden, then shown on the next frame, so it fades in.
  const [entered, setEntered] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  const visible = entered && !achievement.leaving
  return (
    <div
      role="status"
      data-achievement={achievement.type}
      data-color={achievement.color}
      data-leaving={achievement.leaving}
      className={`pointer-events-auto relative flex items-start gap-3 overflow-hidden rounded-2xl border border-line bg-surface/95 p-4 pr-10 pl-5 shadow-lifted backdrop-blur-xl transition-[opacity,transform] duration-300 ease-out ${
        visible ? 'translate-x-0 opacity-100' : 'translate-x-3 opacity-0'
      }`}
    >
      <span className={`absolute inset-y-0 left-0 w-1 ${BARS[achievement.color]}`} aria-hidden="true" />
      <span className={`grid size-10 shrink-0 place-items-center rounded-full shadow-soft ${DISCS[achievement.color]}`} aria-hidden="true">
        <FanIcon name={achievement.icon} size={20} />
      </span>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-fg">
          {achievement.title}
          {achievement.xpAmount ? (
            <span className="rounded-full bg-success-soft px-2 py-0.5 text-[0.6875rem] font-bold text-success tabular-nums">
              +{formatCount(achievement.xpAmount)} XP
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-sm text-fg-muted">{achievement.description}</p>
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => dismiss(achievement.id)}
        className="absolute top-3 right-3 grid size-7 place-items-center rounded-full text-fg-subtle transition hover:bg-surface-2 hover:text-fg"
      >
        <CloseIcon size={14} />
      </button>
    </div>
  )
}
