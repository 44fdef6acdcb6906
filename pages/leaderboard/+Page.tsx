// The weekly leaderboard: everyone who boosted this ISO week by XP, refreshed every 30 s,
// with rank tiers, short anonymous labels and "You" for this browser's supporter; the referral card
// for inviting friends, and what earns XP, badges and the Monday reset. An island page: only the
// buttons, the board, the referral card and the reset countdown run in the browser (./+client.ts);
// the board arrives rendered, as the server read it (./+data.ts).
import { useData } from 'vike-react/useData'
import { XP_PER_DOLLAR } from '../../core/xp.ts'
import { Island } from '../../renderer/islands/Island.tsx'
import { WeeklyBoard } from './Board.tsx'
import { InfoCards } from './InfoCards.tsx'
import { LeaderboardActions } from './LeaderboardActions.tsx'
import { LeaderboardReferral } from './LeaderboardReferral.tsx'
import { RankTiers } from './RankTiers.tsx'
import type { Data } from './+data.ts'

export default function LeaderboardPage() {
  const { rendered } = useData<Data>()
  return (
    <>
      <section className="relative overflow-hidden" aria-labelledby="leaderboard-title">
        <div className="pointer-events-none absolute inset-0 -z-10" aria-hidden="true">
          <div className="absolute inset-0 bg-grid" />
          <div className="absolute -top-48 left-1/2 h-[30rem] w-[52rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,#f59e0b_20%,transparent),transparent)]" />
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
            <Island name="leaderboard-actions" component={LeaderboardActions} />
          </div>
        </div>
      </section>

      <section className="container-boost grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-label="This week">
        <Island name="leaderboard" component={WeeklyBoard} props={{ rendered }} />

        <div className="grid grid-cols-1 gap-6">
          <Island name="referral-card" component={LeaderboardReferral} />
          <RankTiers />
        </div>
      </section>

      <InfoCards />
    </>
  )
}
