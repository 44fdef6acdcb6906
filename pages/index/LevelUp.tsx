// How fans level up: XP per dollar, the badges, the weekly leaderboard and referrals.
import { SparklesIcon, TrophyIcon, UsersIcon } from '../../assets/icons.tsx'
import { BADGES, tierColor } from '../../core/badges.ts'
import { formatCount } from '../../core/format.ts'
import { REFERRAL_BONUS_XP, REFERRAL_RULE, XP_PER_DOLLAR } from '../../core/xp.ts'

const BADGE_STYLES = {
  gold: 'from-amber-300 to-amber-500 text-amber-950',
  silver: 'from-slate-200 to-slate-400 text-slate-900',
  bronze: 'from-orange-300 to-orange-600 text-orange-950',
} as const

export function LevelUp() {
  return (
    <section id="level-up" aria-labelledby="level-up-title" className="below-fold scroll-mt-28">
      <div className="container-boost">
        <div className="relative overflow-hidden rounded-[2rem] border border-white/10 bg-[#0c0a14] px-6 py-14 text-white shadow-lifted sm:px-12 sm:py-16">
          <div className="pointer-events-none absolute inset-0" aria-hidden="true">
            <div className="absolute -top-32 -right-20 size-[28rem] rounded-full bg-[radial-gradient(closest-side,rgb(168_85_247/0.35),transparent)]" />
            <div className="absolute -bottom-40 -left-20 size-[26rem] rounded-full bg-[radial-gradient(closest-side,rgb(245_158_11/0.18),transparent)]" />
          </div>
          <div className="relative grid grid-cols-1 gap-12 lg:grid-cols-[1fr_1.1fr] lg:items-center">
            <div>
              <p className="text-sm font-semibold text-violet-300">Level Up</p>
              <h2 id="level-up-title" className="mt-3 text-title font-semibold">
                Every boost levels you up
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-white/70">
                Earn {XP_PER_DOLLAR} XP for every dollar you boost, unlock badges, and climb a weekly leaderboard that resets every
                Monday. Bring a friend and get +{REFERRAL_BONUS_XP} XP {REFERRAL_RULE}.
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                <a
                  href="/easy"
                  className="inline-flex h-12 items-center gap-2 rounded-full bg-white px-6 text-[0.9375rem] font-semibold text-[#0c0a14] transition hover:bg-white/90"
                >
                  <SparklesIcon size={17} />
                  Start Earning XP
                </a>
                <a
                  href="/leaderboard"
                  className="inline-flex h-12 items-center gap-2 rounded-full border border-white/15 px-6 text-[0.9375rem] font-semibold text-white transition hover:bg-white/10"
                >
                  <TrophyIcon size={17} />
                  View the leaderboard
                </a>
              </div>
            </div>
            <ol className="grid grid-cols-3 gap-2 sm:gap-3">
              {BADGES.map((badge) => (
                <li key={badge.code} className="rounded-2xl border border-white/10 bg-white/[0.04] p-3.5 backdrop-blur sm:p-5">
                  <span className={`grid size-9 place-items-center rounded-full bg-gradient-to-br sm:size-11 ${BADGE_STYLES[tierColor(badge.tier)]}`} aria-hidden="true">
                    {badge.tier === 1 ? <SparklesIcon size={20} /> : badge.tier === 2 ? <TrophyIcon size={20} /> : <UsersIcon size={20} />}
                  </span>
                  <p className="mt-4 font-semibold">{badge.name}</p>
                  <p className="mt-1 text-xs text-white/60 sm:text-sm">{badge.threshold === 0 ? 'Your first boost' : `${formatCount(badge.threshold)} XP`}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  )
}
