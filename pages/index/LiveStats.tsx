// The home page's live platform numbers: three counters fed by the stream.
import { ActivityIcon, ArrowUpRightIcon } from '../../assets/icons.tsx'
import { Island } from '../../renderer/islands/Island.tsx'
import { LiveCounter, type LiveCounterProps } from '../../ui/counter/LiveCounter.tsx'
import { SectionIntro } from './SectionIntro.tsx'

const COUNTERS: LiveCounterProps[] = [
  { metric: 'boosts', mode: 'led', accent: 'green' },
  { metric: 'xp', mode: 'digital', accent: 'gold' },
  { metric: 'revenue', mode: 'block', accent: 'magenta' },
]

export function LiveStats() {
  return (
    <section id="live-stats" aria-labelledby="live-stats-title" className="scroll-mt-28 border-y border-line bg-bg-subtle py-20 sm:py-24">
      <div className="container-boost">
        <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
          <SectionIntro eyebrow="Happening now" title="Live Platform Stats" id="live-stats-title">
            Every boost on Boost, the moment its payment clears. No refresh needed.
          </SectionIntro>
          <a href="/porthole" className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text hover:underline">
            Open the Porthole counter <ArrowUpRightIcon size={16} />
          </a>
        </div>
        <div className="mt-12 grid grid-cols-1 gap-4 lg:grid-cols-3">
          {COUNTERS.map((counter) => (
            <Island key={counter.metric} name="live-counter" component={LiveCounter} props={counter} />
          ))}
        </div>
        <noscript>
          <p className="mt-4 text-sm text-fg-muted">Live numbers need JavaScript; the counters above update by themselves when it is on.</p>
        </noscript>
        <p className="mt-6 flex items-start gap-2 text-sm text-fg-subtle">
          <ActivityIcon size={16} className="mt-0.5 shrink-0" />
          Streamers put these counters on screen with one browser source: see the overlay URL in the docs.
        </p>
      </div>
    </section>
  )
}
