// The home page's opening: the headline, the two calls to action, and the widget preview.
import { ArrowRightIcon, BoltIcon, CodeIcon, ShieldIcon, TrophyIcon, WalletIcon } from '../../assets/icons.tsx'
import { PLATFORM_FEE_PERCENT } from '../../core/fees.ts'
import { tracked } from '../../ui/productEvents.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { Island } from '../../renderer/islands/Island.tsx'
import { WidgetPreview } from './WidgetPreview.tsx'

export function Hero() {
  return (
    <section className="relative overflow-hidden" aria-labelledby="hero-title">
      {/* The glows are radial gradients that fade out on their own, never a blur filter: blurring
          layers this large held a phone's first paint back by about a second without GPU raster. */}
      <div className="pointer-events-none absolute inset-0 -z-10" aria-hidden="true">
        <div className="absolute inset-0 bg-grid" />
        <div className="absolute -top-40 left-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,#8b5cf6_28%,transparent),transparent)]" />
        <div className="absolute top-40 -right-40 h-[28rem] w-[28rem] rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,#f472b6_20%,transparent),transparent)]" />
      </div>
      <div className="container-boost grid grid-cols-1 items-center gap-14 pt-16 pb-20 sm:pt-24 lg:grid-cols-[1.1fr_0.9fr] lg:pt-28 lg:pb-28">
        <div className="animate-fade-up">
          <a
            href="#live-stats"
            className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/70 py-1 pr-3 pl-1.5 text-xs font-medium text-fg-muted shadow-soft backdrop-blur transition-colors hover:text-fg"
          >
            <span className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-2 py-0.5 text-success">
              <span className="size-1.5 animate-live-dot rounded-full bg-current" aria-hidden="true" />
              Live
            </span>
            Boosts land on stream in under a second
            <ArrowRightIcon size={13} />
          </a>
          <h1 id="hero-title" className="mt-6 text-display font-semibold text-fg">
            Boost the creators <span className="text-gradient">you love.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-fg-muted sm:text-xl">
            $5, $10, $20 boosts that show up instantly. Earn XP today. Tomorrow, XP becomes more.
          </p>
          <div className="mt-9 flex flex-wrap items-center gap-3">
            <ButtonLink href="/boost" size="lg" {...tracked('homepage_cta_boost')}>
              <BoltIcon size={17} />
              Boost Now
            </ButtonLink>
            <ButtonLink href="/leaderboard" size="lg" variant="secondary" {...tracked('homepage_cta_leaderboard')}>
              <TrophyIcon size={17} />
              See Leaderboard
            </ButtonLink>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-fg-subtle">
            <li className="inline-flex items-center gap-1.5">
              <ShieldIcon size={16} /> Checkout by Stripe
            </li>
            <li className="inline-flex items-center gap-1.5">
              <WalletIcon size={16} /> {PLATFORM_FEE_PERCENT}% platform fee
            </li>
            <li className="inline-flex items-center gap-1.5">
              <CodeIcon size={16} /> One script tag
            </li>
          </ul>
        </div>
        <Island name="widget-preview" component={WidgetPreview} />
      </div>
    </section>
  )
}
