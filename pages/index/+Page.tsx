// The home page: what Boost is, live platform numbers, how creators start, and how fans level up.
import { useEffect, useState, type ReactNode } from 'react'
import {
  ActivityIcon,
  ArrowRightIcon,
  ArrowUpRightIcon,
  BoltIcon,
  CodeIcon,
  CloseIcon,
  MailIcon,
  QrIcon,
  ShieldIcon,
  SparklesIcon,
  TrophyIcon,
  UsersIcon,
  WalletIcon,
} from '../../assets/icons.tsx'
import { BADGES, tierColor } from '../../core/badges.ts'
import { feeBreakdown, PLATFORM_FEE_PERCENT } from '../../core/fees.ts'
import { formatCents, formatMajor } from '../../core/money.ts'
import { REFERRAL_BONUS_XP, XP_PER_DOLLAR, xpForCents } from '../../core/xp.ts'
import { trackEvent } from '../../ui/analytics.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { CodeBlock } from '../../ui/CodeBlock.tsx'
import { LiveCounter } from '../../ui/counter/LiveCounter.tsx'
import { QrCode } from '../../ui/QrCode.tsx'
import { usePublicOrigin } from '../../ui/usePublicOrigin.ts'

const VISITED_KEY = 'boost:visited'
const PRESETS_CENTS = [500, 1000, 2000]
const EXAMPLE = feeBreakdown(2000)

export default function HomePage() {
  const origin = usePublicOrigin()
  const welcome = useFirstVisit()
  return (
    <>
      {welcome.show ? <WelcomeBanner onClose={welcome.dismiss} /> : null}
      <Hero />
      <LiveStats />
      <ForCreators origin={origin} />
      <LevelUp />
      <ScanAndContact origin={origin} />
    </>
  )
}

/** The visited flag (spec §2): first visits, and any visit with ?force=home, get the welcome banner. */
function useFirstVisit() {
  const [show, setShow] = useState(false)
  useEffect(() => {
    const forced = new URLSearchParams(window.location.search).get('force') === 'home'
    let visited = false
    try {
      visited = localStorage.getItem(VISITED_KEY) === 'true'
      localStorage.setItem(VISITED_KEY, 'true')
    } catch {
      // Without storage every visit counts as the first.
    }
    setShow(forced || !visited)
  }, [])
  return { show, dismiss: () => setShow(false) }
}

function WelcomeBanner({ onClose }: { onClose: () => void }) {
  return (
    <div className="border-b border-accent/15 bg-accent-soft" data-welcome-banner>
      <div className="container-boost flex min-h-11 items-center justify-between gap-3 py-2 text-sm">
        <p className="text-fg-muted">
          <span className="font-semibold text-fg">New here?</span> Creators get a Boost button in about two minutes.{' '}
          <a href="/easy" onClick={() => trackEvent('banner_easy')} className="font-semibold whitespace-nowrap text-accent-text hover:underline">
            Try Easy Setup →
          </a>
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label="Dismiss"
          className="grid size-7 shrink-0 place-items-center rounded-full text-fg-subtle transition hover:bg-surface hover:text-fg"
        >
          <CloseIcon size={14} />
        </button>
      </div>
    </div>
  )
}

function Hero() {
  return (
    <section className="relative overflow-hidden" aria-labelledby="hero-title">
      <div className="pointer-events-none absolute inset-0 -z-10" aria-hidden="true">
        <div className="absolute inset-0 bg-grid" />
        <div className="absolute -top-40 left-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,#8b5cf6_28%,transparent),transparent)] blur-2xl" />
        <div className="absolute top-40 -right-40 h-[28rem] w-[28rem] rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,#f472b6_20%,transparent),transparent)] blur-2xl" />
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
            <ButtonLink href="/boost" size="lg" onClick={() => trackEvent('homepage_cta_boost')}>
              <BoltIcon size={17} />
              Boost Now
            </ButtonLink>
            <ButtonLink href="/leaderboard" size="lg" variant="secondary" onClick={() => trackEvent('homepage_cta_leaderboard')}>
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
        <WidgetPreview />
      </div>
    </section>
  )
}

/** A picture of the widget as supporters see it; choosing an amount shows the XP it earns. */
function WidgetPreview() {
  const [amount, setAmount] = useState(1000)
  return (
    <div className="relative mx-auto w-full max-w-md animate-fade-up [animation-delay:120ms] lg:mr-0">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-[linear-gradient(135deg,color-mix(in_oklab,#7c3aed_22%,transparent),color-mix(in_oklab,#f59e0b_14%,transparent))] blur-2xl" aria-hidden="true" />
      <div className="rounded-3xl border border-line bg-surface/90 p-6 shadow-lifted backdrop-blur-xl sm:p-7">
        <div className="flex items-center gap-3">
          <div className="grid size-11 place-items-center rounded-full bg-[linear-gradient(135deg,#f472b6,#8b5cf6)] text-sm font-semibold text-white" aria-hidden="true">
            MC
          </div>
          <div className="min-w-0">
            <p className="font-semibold text-fg">Maya Chen</p>
            <p className="truncate text-sm text-fg-muted">Synthwave producer · live on Fridays</p>
          </div>
          <span className="ml-auto rounded-full bg-success-soft px-2 py-0.5 text-[0.6875rem] font-semibold text-success">Online</span>
        </div>
        <p className="mt-6 text-sm font-medium text-fg">Choose a boost</p>
        <div role="group" aria-label="Boost amount" className="mt-3 grid grid-cols-3 gap-2">
          {PRESETS_CENTS.map((cents) => (
            <button
              key={cents}
              type="button"
              aria-pressed={cents === amount}
              onClick={() => setAmount(cents)}
              className="h-12 rounded-xl border border-line bg-bg text-base font-semibold text-fg transition-all hover:border-accent/50 aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-text aria-pressed:shadow-[0_0_0_3px_color-mix(in_oklab,var(--accent)_18%,transparent)]"
            >
              {formatMajor(cents)}
            </button>
          ))}
        </div>
        <a
          href="/boost"
          onClick={() => trackEvent('homepage_cta_boost')}
          className="mt-5 flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-[linear-gradient(135deg,#7c3aed,#c026d3)] font-semibold text-white shadow-[0_8px_24px_-8px_rgb(168_85_247/0.7)] transition hover:brightness-110"
        >
          <BoltIcon size={17} />
          Boost {formatMajor(amount)}
        </a>
        <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-fg-subtle">
          <SparklesIcon size={14} className="text-gold" />
          Earns <strong className="font-semibold text-fg">{xpForCents(amount).toLocaleString('en-US')} XP</strong> · secure checkout by Stripe
        </p>
      </div>
      <div className="absolute -bottom-8 -left-6 hidden rotate-[-4deg] items-center gap-2 rounded-2xl border border-line bg-surface px-3.5 py-2.5 shadow-lifted sm:flex" aria-hidden="true">
        <span className="grid size-7 place-items-center rounded-full bg-[linear-gradient(135deg,#fcd34d,#f59e0b)] text-white">
          <TrophyIcon size={15} />
        </span>
        <span className="text-xs">
          <span className="block font-semibold text-fg">Superfan unlocked</span>
          <span className="text-fg-muted">500 XP reached</span>
        </span>
      </div>
      <div className="absolute -top-4 -right-3 hidden rotate-[5deg] rounded-full bg-fg px-3 py-1.5 text-xs font-semibold text-bg shadow-lifted sm:block" aria-hidden="true">
        +{xpForCents(amount)} XP
      </div>
    </div>
  )
}

function SectionIntro({ eyebrow, title, children, id }: { eyebrow: string; title: string; children?: ReactNode; id: string }) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold text-accent-text">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-title font-semibold text-fg">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-relaxed text-fg-muted">{children}</p> : null}
    </div>
  )
}

function LiveStats() {
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
          <LiveCounter metric="boosts" mode="led" accent="green" />
          <LiveCounter metric="xp" mode="digital" accent="gold" />
          <LiveCounter metric="revenue" mode="block" accent="magenta" />
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

const STEPS = [
  {
    Icon: ShieldIcon,
    title: 'Connect Stripe',
    text: 'Create or link a Stripe Express account in about two minutes. Payouts go straight to your bank.',
  },
  {
    Icon: CodeIcon,
    title: 'Paste one tag',
    text: 'Drop the script tag into any site, blog or course page, or use the React component.',
  },
  {
    Icon: ActivityIcon,
    title: 'Watch boosts land',
    text: 'Boosts appear live on your widget, your stream overlay and your analytics.',
  },
]

function ForCreators({ origin }: { origin: string }) {
  const snippet = `<div id="boost-widget"></div>
<script src="${origin}/boost.js"
  data-target="#boost-widget"
  data-creator-id="your-creator-id"
  data-connected-account="acct_…"
  data-name="Your Name" async></script>`
  return (
    <section aria-labelledby="creators-title" className="py-24 sm:py-28">
      <div className="container-boost grid grid-cols-1 items-center gap-14 lg:grid-cols-2">
        <div>
          <SectionIntro eyebrow="For creators" title="From zero to boosts in three steps" id="creators-title">
            No storefront to build and no monthly bill. You keep about {percentOf(EXAMPLE.creatorNet, EXAMPLE.gross)} of every{' '}
            {formatMajor(EXAMPLE.gross)} boost.
          </SectionIntro>
          <ol className="mt-10 grid grid-cols-1 gap-6">
            {STEPS.map(({ Icon, title, text }, index) => (
              <li key={title} className="flex gap-4">
                <span className="relative grid size-10 shrink-0 place-items-center rounded-xl border border-line bg-surface text-accent-text shadow-soft">
                  <Icon size={19} />
                  <span className="absolute -top-1.5 -right-1.5 grid size-4.5 place-items-center rounded-full bg-fg text-[0.625rem] font-bold text-bg">
                    {index + 1}
                  </span>
                </span>
                <div>
                  <h3 className="font-semibold text-fg">{title}</h3>
                  <p className="mt-1 text-fg-muted">{text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink href="/easy" onClick={() => trackEvent('banner_easy')}>
              Get your Boost button
            </ButtonLink>
            <ButtonLink href="/docs" variant="ghost">
              Read the docs <ArrowRightIcon size={16} />
            </ButtonLink>
          </div>
        </div>
        <div className="min-w-0">
          <CodeBlock code={snippet} language="html" title="index.html" className="my-0" />
          <div className="mt-4 grid grid-cols-3 gap-3 text-center">
            {[
              { label: 'Boost', value: formatCents(EXAMPLE.gross) },
              { label: 'Fees', value: formatCents(EXAMPLE.stripeFee + EXAMPLE.platformFee) },
              { label: 'You receive', value: formatCents(EXAMPLE.creatorNet) },
            ].map(({ label, value }) => (
              <div key={label} className="rounded-2xl border border-line bg-surface p-4 shadow-soft">
                <p className="text-xs text-fg-subtle">{label}</p>
                <p className="mt-1 font-semibold text-fg tabular-nums">{value}</p>
              </div>
            ))}
          </div>
          <p className="mt-3 text-center text-xs text-fg-subtle">
            Card fee 2.9% + 30¢ and {PLATFORM_FEE_PERCENT}% platform fee. <a href="/fees" className="underline hover:text-fg">See pricing</a>
          </p>
        </div>
      </div>
    </section>
  )
}

const BADGE_STYLES = {
  gold: 'from-amber-300 to-amber-500 text-amber-950',
  silver: 'from-slate-200 to-slate-400 text-slate-900',
  bronze: 'from-orange-300 to-orange-600 text-orange-950',
} as const

function LevelUp() {
  return (
    <section id="level-up" aria-labelledby="level-up-title" className="scroll-mt-28">
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
                Monday. Bring a friend and get +{REFERRAL_BONUS_XP} XP when they boost.
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
                  <p className="mt-1 text-xs text-white/60 sm:text-sm">{badge.threshold === 0 ? 'Your first boost' : `${badge.threshold.toLocaleString('en-US')} XP`}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  )
}

function ScanAndContact({ origin }: { origin: string }) {
  const easyUrl = `${origin}/easy`
  return (
    <section aria-label="Get started on your phone, or contact us" className="pt-24">
      <div className="container-boost grid grid-cols-1 gap-4 md:grid-cols-[1.3fr_1fr]">
        <a
          href="/easy"
          onClick={() => trackEvent('homepage_qr_scan')}
          className="group flex flex-col items-center gap-6 rounded-3xl border border-line bg-surface p-6 shadow-soft transition hover:border-accent/40 hover:shadow-lifted sm:flex-row sm:p-8"
          data-qr-link
        >
          <div className="shrink-0 rounded-2xl border border-line bg-white p-3 shadow-soft">
            <QrCode text={easyUrl} label="QR code that opens Easy Setup" className="size-36" />
          </div>
          <div>
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text">
              <QrIcon size={16} /> Scan to start
            </p>
            <h2 className="mt-2 text-2xl font-semibold tracking-tight text-fg">Set up from your phone</h2>
            <p className="mt-2 text-fg-muted">Point your camera here to open Easy Setup, connect Stripe and get your button before your coffee cools.</p>
            <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-fg">
              Open Easy Setup <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-0.5" />
            </span>
          </div>
        </a>
        <div className="flex flex-col justify-between gap-6 rounded-3xl border border-line bg-surface p-6 shadow-soft sm:p-8">
          <div>
            <span className="grid size-10 place-items-center rounded-xl bg-accent-soft text-accent-text">
              <MailIcon size={19} />
            </span>
            <h2 className="mt-4 text-2xl font-semibold tracking-tight text-fg">Talk to a human</h2>
            <p className="mt-2 text-fg-muted">Partnerships, big streams, or a question about payouts: we answer within a working day.</p>
          </div>
          <a href="mailto:hello@boost.example" className="inline-flex items-center gap-2 font-semibold text-accent-text hover:underline">
            hello@boost.example <ArrowUpRightIcon size={16} />
          </a>
        </div>
      </div>
    </section>
  )
}

function percentOf(part: number, whole: number): string {
  return `${((part / whole) * 100).toFixed(1)}%`
}
