import { useState } from 'react'
import { BoltIcon, SparklesIcon, TrophyIcon } from '../../assets/icons.tsx'
import { formatCount } from '../../core/format.ts'
import { formatMajor } from '../../core/money.ts'
import { xpForCents } from '../../core/xp.ts'
import { tracked } from '../../ui/productEvents.ts'

const PRESETS_CENTS = [500, 1000, 2000]

/** A picture of the widget as supporters see it; choosing an amount shows the XP it earns. */
export function WidgetPreview() {
  const [amount, setAmount] = useState(1000)
  return (
    <div className="relative mx-auto w-full max-w-md animate-fade-up [animation-delay:120ms] lg:mr-0">
      <div className="absolute -inset-12 -z-10 bg-[radial-gradient(closest-side_at_35%_35%,color-mix(in_oklab,#7c3aed_24%,transparent),transparent),radial-gradient(closest-side_at_65%_65%,color-mix(in_oklab,#f59e0b_16%,transparent),transparent)]" aria-hidden="true" />
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
          {...tracked('homepage_cta_boost')}
          className="mt-5 flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-[linear-gradient(135deg,#7c3aed,#c026d3)] font-semibold text-white shadow-[0_8px_24px_-8px_rgb(168_85_247/0.7)] transition hover:brightness-110"
        >
          <BoltIcon size={17} />
          Boost {formatMajor(amount)}
        </a>
        <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-fg-subtle">
          <SparklesIcon size={14} className="text-gold" />
          Earns <strong className="font-semibold text-fg">{formatCount(xpForCents(amount))} XP</strong> · secure checkout by Stripe
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
