// /c/<creatorId>: a creator's own page to share. Name, avatar and bio, how many support them
// monthly, the goal, the boost widget, the last boosts and this week's top supporters, all rendered
// on the server. It ships only its islands (./islands.ts): the share buttons, the widget, and the
// goal with the last boosts and the weekly board, which new boosts join live. On a phone a Boost
// button at the top leads to the widget, which comes last there.
import { useData } from 'vike-react/useData'
import { BoltIcon } from '../../../assets/icons.tsx'
import { formatCount } from '../../../core/format.ts'
import { Island } from '../../../renderer/islands/Island.tsx'
import { CreatorAvatar } from '../../../ui/CreatorAvatar.tsx'
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
        <CreatorAvatar name={name} color={creator.color} className="size-20 rounded-3xl text-2xl" />
        <div className="min-w-0 flex-1">
          <h1 className="text-[2rem] leading-tight font-semibold tracking-[-0.025em] text-fg [overflow-wrap:anywhere]">{name}</h1>
          {creator.bio ? <p className="mt-1 max-w-2xl text-[0.9375rem] text-fg-muted [overflow-wrap:anywhere]" data-creator-bio>{creator.bio}</p> : null}
          {creator.monthly.supporters > 0 ? (
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent-text" data-monthly-supporters>
              {`${formatCount(creator.monthly.supporters)} ${creator.monthly.supporters === 1 ? 'supports' : 'support'} monthly`}
            </p>
          ) : null}
        </div>
        {/* On a phone the widget comes after the goal and both lists: this takes the fan to it from the first screen. */}
        <a
          href="#boost"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-accent px-6 text-[0.9375rem] font-semibold text-accent-fg shadow-soft transition hover:bg-accent-hover lg:hidden"
          data-boost-jump
        >
          <BoltIcon size={18} /> Boost {name}
        </a>
        <Island name="creator-share" component={CreatorShare} props={{ name, pageUrl, own }} />
      </header>

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,420px)]">
        <div className="grid gap-8">
          <Island name="creator-live" component={CreatorLive} props={{ creatorId, creator, recent, top }} />
        </div>
        <aside id="boost" aria-label={`Boost ${name}`} className="scroll-mt-24 lg:sticky lg:top-24">
          <Island name="creator-widget" component={CreatorWidget} props={{ creatorId, connectedAccount: creator.connected ?? '', name }} />
        </aside>
      </div>
    </div>
  )
}
