// The CC Token teaser: what XP is meant to become. No tokenomics, and no promises beyond the plan.
import { ActivityIcon, ArrowRightIcon, BoltIcon, CoinsIcon, GlobeIcon, SparklesIcon } from '../../assets/icons.tsx'
import { XP_PER_DOLLAR } from '../../core/xp.ts'
import { ButtonLink } from '../../ui/Button.tsx'

const UTILITIES = [
  { Icon: CoinsIcon, title: 'Convert XP', text: 'Turn the XP you have earned boosting into CC Tokens. Every boost you send today counts.' },
  { Icon: BoltIcon, title: 'Premium boosts', text: 'Animated on-stream boosts, pinned messages and boost streaks for token holders.' },
  { Icon: ActivityIcon, title: 'Analytics and governance', text: 'Deeper creator analytics, and a vote on what Boost builds next.' },
  { Icon: GlobeIcon, title: 'External trading', text: 'Planned: hold the token in your own wallet and move it where you like.' },
]

const PHASES = [
  { when: 'Now', title: 'Earn XP', text: `${XP_PER_DOLLAR} XP for every dollar you boost, badges and a weekly leaderboard.`, live: true },
  { when: 'Next', title: 'CC Token', text: 'XP converts to tokens; premium boosts unlock.', live: false },
  { when: 'Later', title: 'Governance', text: 'Holders help decide features and fees.', live: false },
]

export default function TokenUtilityPage() {
  return (
    <>
      <section className="relative overflow-hidden" aria-labelledby="token-title">
        <div className="pointer-events-none absolute inset-0 -z-10" aria-hidden="true">
          <div className="absolute inset-0 bg-grid" />
          <div className="absolute top-10 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,#f59e0b_22%,transparent),transparent)]" />
        </div>
        <div className="container-boost flex flex-col items-center pt-20 pb-16 text-center sm:pt-28">
          <div className="relative grid size-24 animate-fade-up place-items-center rounded-full bg-[conic-gradient(from_180deg,#7c3aed,#c026d3,#f59e0b,#7c3aed)] p-1 shadow-lifted">
            <div className="grid size-full place-items-center rounded-full bg-[#0c0a14] text-xl font-bold tracking-tight text-white">CC</div>
          </div>
          <p className="mt-8 inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-xs font-semibold text-fg-muted shadow-soft">
            <SparklesIcon size={14} className="text-gold" /> Coming soon
          </p>
          <h1 id="token-title" className="mt-5 max-w-3xl text-display font-semibold text-fg">
            The Future of <span className="text-gradient">Boosting</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-fg-muted sm:text-xl">
            Earn XP today. Tomorrow, XP becomes more: the CC Token will reward the fans who showed up first.
          </p>
          <div className="mt-9 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/boost" size="lg">
              <BoltIcon size={17} /> Start earning XP
            </ButtonLink>
            <ButtonLink href="/leaderboard" size="lg" variant="secondary">
              See the leaderboard
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="utility-title" className="py-16">
        <div className="container-boost">
          <h2 id="utility-title" className="text-center text-title font-semibold text-fg">
            What the token is for
          </h2>
          <ul className="mt-12 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {UTILITIES.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-3xl border border-line bg-surface p-6 shadow-soft">
                <span className="grid size-11 place-items-center rounded-2xl bg-[linear-gradient(135deg,color-mix(in_oklab,#7c3aed_18%,transparent),color-mix(in_oklab,#f59e0b_18%,transparent))] text-accent-text">
                  <Icon size={20} />
                </span>
                <h3 className="mt-5 font-semibold text-fg">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-fg-muted">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="roadmap-title" className="py-8">
        <div className="container-boost">
          <div className="rounded-[2rem] border border-line bg-bg-subtle p-6 sm:p-10">
            <h2 id="roadmap-title" className="text-2xl font-semibold tracking-tight text-fg">
              The road there
            </h2>
            <ol className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-3">
              {PHASES.map((phase) => (
                <li key={phase.when} className="relative border-t-2 border-line pt-5 data-[live=true]:border-accent" data-live={phase.live}>
                  <p className="text-xs font-semibold tracking-[0.12em] text-fg-subtle uppercase">{phase.when}</p>
                  <p className="mt-2 font-semibold text-fg">{phase.title}</p>
                  <p className="mt-1 text-sm text-fg-muted">{phase.text}</p>
                </li>
              ))}
            </ol>
            <p className="mt-10 text-xs leading-relaxed text-fg-subtle">
              Tokenomics are not published yet. Nothing on this page is an offer to sell or a solicitation to buy a token or any other asset, and
              the plan may change. XP has no cash value.
            </p>
          </div>
          <p className="mt-10 text-center">
            <a href="/boost" className="inline-flex items-center gap-1.5 font-semibold text-accent-text hover:underline">
              Boost a creator and start earning <ArrowRightIcon size={16} />
            </a>
          </p>
        </div>
      </section>
    </>
  )
}
