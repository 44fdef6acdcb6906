// /c/<creatorId>: a creator's own page to share. Name, avatar and bio, how many support them
// monthly, the goal, the boost widget, the last boosts and this week's top supporters, all rendered
// on the server. It ships only its islands (./islands.ts): the share buttons, the widget, and the
// goal with the last boosts, which new boosts join live.
import { useData } from 'vike-react/useData'
import { initialsOf, PROFILE_COLORS } from '../../../core/creatorPage.ts'
import { formatCount } from '../../../core/format.ts'
import { supporterTitle } from '../../../core/supporterName.ts'
import { Island } from '../../../renderer/islands/Island.tsx'
import type { Data } from './+data.ts'
import { CreatorLive } from './CreatorLive.tsx'
import { CreatorShare } from './CreatorShare.tsx'
import { CreatorWidget } from './CreatorWidget.tsx'

export default function CreatorPage() {
  const { creatorId, creator, recent, pageUrl, top, own } = useData<Data>()
  const name = creator.name ?? creatorId
  return (
    <div className="container-boost grid gap-8 py-10 lg:py-14" data-creator-page={creatorId}>
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <span
          className="grid size-20 shrink-0 place-items-center rounded-3xl text-2xl font-bold text-white shadow-soft"
          style={{ background: PROFILE_COLORS[creator.color] }}
          aria-hidden="true"
        >
          {initialsOf(name)}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-[2rem] leading-tight font-semibold tracking-[-0.025em] text-fg [overflow-wrap:anywhere]">{name}</h1>
          {creator.bio ? <p className="mt-1 max-w-2xl text-[0.9375rem] text-fg-muted [overflow-wrap:anywhere]" data-creator-bio>{creator.bio}</p> : null}
          {creator.monthly.supporters > 0 ? (
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent-text" data-monthly-supporters>
              {`${formatCount(creator.monthly.supporters)} ${creator.monthly.supporters === 1 ? 'supports' : 'support'} monthly`}
            </p>
          ) : null}
        </div>
        <Island name="creator-share" component={CreatorShare} props={{ name, pageUrl, own }} />
      </header>

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,420px)]">
        <div className="grid gap-8">
          <Island name="creator-live" component={CreatorLive} props={{ creatorId, creator, recent }} />
          <section aria-labelledby="top-title">
            <h2 id="top-title" className="text-lg font-semibold text-fg">
              Top supporters this week
            </h2>
            {top.length === 0 ? (
              <p className="mt-3 text-sm text-fg-muted">Nobody yet this week.</p>
            ) : (
              <ol className="mt-3 grid gap-2 sm:grid-cols-2" data-top-supporters>
                {top.map((entry) => (
                  <li key={entry.supporterId} className="flex items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2 text-sm">
                    <span className="w-6 text-center font-semibold text-fg-subtle">{entry.rank}</span>
                    <span className="min-w-0 flex-1 font-medium text-fg [overflow-wrap:anywhere]" data-top-supporter>
                      {supporterTitle({ supporterName: entry.supporter.name, anonymous: entry.supporter.anonymous, supporterLabel: entry.supporter.anonId })}
                    </span>
                    <span className="text-fg-muted">{entry.xp} XP</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <aside aria-label={`Boost ${name}`} className="lg:sticky lg:top-24">
          <Island name="creator-widget" component={CreatorWidget} props={{ creatorId, connectedAccount: creator.connected ?? '', name }} />
        </aside>
      </div>
    </div>
  )
}
