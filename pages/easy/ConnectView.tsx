// Easy Setup before the creator is connected: the hero with "Connect with Stripe", the three
// steps, what the creator keeps, and what their supporters get.
import { useId, useState, type FormEvent } from 'react'
import { ArrowRightIcon, CodeIcon, CoinsIcon, LinkIcon, SparklesIcon, TrophyIcon } from '../../assets/icons.tsx'
import { BADGES } from '../../core/badges.ts'
import { CARD_FEE_LABEL, feeBreakdown, PLATFORM_FEE_LABEL, PLATFORM_FEE_PERCENT } from '../../core/fees.ts'
import { formatCount } from '../../core/format.ts'
import { formatCents } from '../../core/money.ts'
import { XP_PER_DOLLAR } from '../../core/xp.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { placeholderEmail } from '../../ui/console/creatorId.ts'
import { Panel, Spinner } from '../../ui/console/Panel.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { useStartOnboarding } from '../../ui/creators/queries.ts'
import { showToast } from '../../ui/toast/toastStore.ts'

const EXAMPLES_CENTS = [500, 2000, 10000]

const STEPS = [
  { Icon: LinkIcon, title: 'Connect Stripe', text: 'A few minutes with Stripe: your details and a bank account. Payouts go straight to you.' },
  { Icon: CodeIcon, title: 'Paste one line', text: 'Copy your embed code into any site, blog, course page or stream overlay. React works too.' },
  { Icon: SparklesIcon, title: 'Watch boosts land', text: 'Fans boost $5, $10 or $20 and earn XP. Every boost shows up live in your analytics.' },
]

export function ConnectView({ creatorId, pending }: { creatorId: string; pending: boolean }) {
  const id = useId()
  const [name, setName] = useState('')
  const connect = useStartOnboarding()
  // Still "Connecting..." while the browser leaves for the provider.
  const connecting = connect.isPending || connect.isSuccess

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!creatorId || connecting) return
    connect.mutate(
      { creatorId, email: placeholderEmail(creatorId), returnTo: 'easy', ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) =>
          showToast({ title: 'Connection Failed', description: serverErrorText(error) ?? 'Failed to create onboarding link', variant: 'destructive' }),
      },
    )
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby="easy-title" className="relative overflow-hidden rounded-3xl border border-line bg-surface shadow-soft">
        <div className="bg-grid pointer-events-none absolute inset-0 opacity-70" aria-hidden="true" />
        <div className="relative grid gap-8 p-6 sm:p-10 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-center">
          <div>
            <p className="text-sm font-semibold text-accent-text">Easy Setup</p>
            <h1 id="easy-title" className="mt-2 text-[2.25rem] leading-[1.05] font-semibold tracking-[-0.03em] text-fg sm:text-[2.75rem]">
              Your Boost button, <span className="text-gradient">in two minutes.</span>
            </h1>
            <p className="mt-4 max-w-xl text-[1.0625rem] leading-relaxed text-fg-muted">
              Connect Stripe, paste one line into your site, and let fans send $5, $10 and $20 boosts that land live. No code beyond copy and paste.
            </p>
            {pending ? (
              <p role="status" className="mt-6 flex items-center gap-3 rounded-2xl border border-gold/25 bg-warning-soft px-4 py-3 text-sm text-fg">
                <Spinner size={18} />
                Finishing your connection: Stripe is still reviewing the account. This page updates by itself.
              </p>
            ) : null}
            <form onSubmit={submit} className="mt-7 grid max-w-xl gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
              <label htmlFor={`${id}-name`} className="sr-only">
                Your name, as supporters will see it (optional)
              </label>
              <input
                id={`${id}-name`}
                value={name}
                onChange={(event) => setName(event.target.value)}
                placeholder="Your name (optional)"
                maxLength={120}
                autoComplete="name"
                disabled={connecting}
                className="h-12 rounded-full border border-line-strong bg-surface px-5 text-[0.9375rem] text-fg shadow-soft outline-none placeholder:text-fg-subtle focus:border-accent focus:ring-4 focus:ring-accent/15 disabled:opacity-60"
              />
              <Button type="submit" size="lg" disabled={connecting} aria-busy={connecting}>
                {connecting ? <Spinner size={18} className="text-accent-fg [&_svg]:text-accent-fg" /> : null}
                {connecting ? 'Connecting...' : 'Connect with Stripe'}
                {connecting ? null : <ArrowRightIcon size={18} />}
              </Button>
            </form>
            <p className="mt-4 text-sm text-fg-subtle">
              Your creator ID: <span className="font-mono text-fg-muted" data-creator-id>{creatorId}</span>
            </p>
          </div>
          <KeepCard />
        </div>
      </section>

      <section aria-labelledby="easy-steps" className="grid gap-4">
        <h2 id="easy-steps" className="text-lg font-semibold text-fg">
          How it works
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map(({ Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl border border-line bg-surface p-5 shadow-soft">
              <div className="flex items-center gap-3">
                <span className="grid size-9 place-items-center rounded-xl bg-accent-soft text-accent-text">
                  <Icon size={18} />
                </span>
                <span className="text-xs font-semibold tracking-wider text-fg-subtle uppercase">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 font-semibold text-fg">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-fg-muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <Panel title="Your supporters level up" description="Every boost earns XP, so fans come back: badges, a weekly leaderboard, and referral bonuses." data-xp-promo="">
        <div className="grid gap-6 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
          <ul className="grid grid-cols-3 content-start items-start gap-2 sm:gap-3">
            {BADGES.map((badge) => (
              <li key={badge.code} className="rounded-xl border border-line bg-bg-subtle p-3 sm:p-4">
                <TrophyIcon size={20} className={badge.tier === 1 ? 'text-gold' : badge.tier === 2 ? 'text-fg-subtle' : 'text-[#b45309]'} />
                <p className="mt-2 font-semibold text-fg">{badge.name}</p>
                <p className="text-xs text-fg-muted">{badge.threshold === 0 ? 'First boost' : `${formatCount(badge.threshold)} XP`}</p>
              </li>
            ))}
          </ul>
          <div className="grid content-start gap-3 text-sm text-fg-muted">
            <p>
              <span className="font-semibold text-fg">{XP_PER_DOLLAR} XP for every $1</span> boosted, +50 XP for each friend a supporter brings who boosts. The weekly
              leaderboard resets on Monday; XP and badges stay.
            </p>
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone="warning">Coming soon</Badge>
              <span>
                Crypto boosts: 97.5% straight to your wallet, {PLATFORM_FEE_PERCENT}% to the treasury, split by a smart contract.
              </span>
            </p>
            <a href="/leaderboard" className="inline-flex items-center gap-1 font-medium text-accent-text hover:underline">
              See this week’s leaderboard <ArrowRightIcon size={16} />
            </a>
          </div>
        </div>
      </Panel>
    </div>
  )
}

function KeepCard() {
  return (
    <div className="rounded-2xl border border-line bg-bg-subtle/80 p-5 backdrop-blur-sm">
      <p className="flex items-center gap-2 text-sm font-semibold text-fg">
        <CoinsIcon size={18} className="text-accent-text" /> What you keep
      </p>
      <table className="mt-3 w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th>Boost</th>
            <th>You receive</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {EXAMPLES_CENTS.map((cents) => (
            <tr key={cents}>
              <th scope="row" className="py-2.5 text-left font-medium text-fg-muted">
                {formatCents(cents)} boost
              </th>
              <td className="py-2.5 text-right font-semibold text-fg tabular-nums">{formatCents(feeBreakdown(cents).creatorNet)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs leading-relaxed text-fg-subtle">
        After card processing ({CARD_FEE_LABEL}) and the {PLATFORM_FEE_LABEL} platform fee.{' '}
        <a href="/fees" className="font-medium text-accent-text hover:underline">
          How fees work
        </a>
      </p>
    </div>
  )
}
