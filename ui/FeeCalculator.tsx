// What a creator receives from a card boost of any amount: the card fee, the platform fee and
// the net, as numbers and as one stacked bar.
import { useId, useState } from 'react'
import { CARD_FEE_LABEL, feeBreakdown, PLATFORM_FEE_PERCENT } from '../core/fees.ts'
import { platformLimits } from '../core/limits.ts'
import { formatCents, formatMajor, toCents } from '../core/money.ts'

const LIMITS = platformLimits('usd')
const PRESETS_CENTS = [500, 1000, 2000, 5000, 10000]

export function FeeCalculator({ initialCents = 2000 }: { initialCents?: number }) {
  const id = useId()
  const [text, setText] = useState(String(initialCents / 100))
  const cents = toCents(text)
  const valid = cents !== null && cents >= LIMITS.min && cents <= LIMITS.max
  const breakdown = feeBreakdown(valid ? cents : initialCents)
  const share = (part: number) => `${((part / breakdown.gross) * 100).toFixed(1)}%`
  const rows = [
    { label: `Card processing (${CARD_FEE_LABEL})`, value: breakdown.stripeFee, tone: 'bg-fg-subtle/60' },
    { label: `Platform fee (${PLATFORM_FEE_PERCENT}%)`, value: breakdown.platformFee, tone: 'bg-pink' },
    { label: 'Creator receives', value: breakdown.creatorNet, tone: 'bg-accent' },
  ]
  return (
    <div className="rounded-3xl border border-line bg-surface p-6 shadow-lifted sm:p-8" data-fee-calculator>
      <label htmlFor={`${id}-amount`} className="text-sm font-semibold text-fg">
        Boost amount
      </label>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-lg font-semibold text-fg-subtle">$</span>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min={LIMITS.min / 100}
            max={LIMITS.max / 100}
            step={0.01}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={!valid}
            aria-describedby={valid ? undefined : `${id}-error`}
            className="h-14 w-40 rounded-2xl border border-line-strong bg-bg pr-4 pl-9 text-2xl font-semibold text-fg tabular-nums shadow-soft focus-visible:border-accent"
          />
        </div>
        <div role="group" aria-label="Example amounts" className="flex flex-wrap gap-2">
          {PRESETS_CENTS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={cents === preset}
              onClick={() => setText(String(preset / 100))}
              className="h-9 rounded-full border border-line px-3.5 text-sm font-medium text-fg-muted transition hover:text-fg aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-text"
            >
              {formatMajor(preset)}
            </button>
          ))}
        </div>
      </div>
      {valid ? null : (
        <p id={`${id}-error`} className="mt-2 text-sm text-danger" role="alert">
          Amount must be between {formatMajor(LIMITS.min)} and {formatMajor(LIMITS.max)}
        </p>
      )}
      <div className="mt-7 flex h-3 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        {[...rows].reverse().map((row) => (
          <span key={row.label} className={`${row.tone} h-full transition-[width] duration-300`} style={{ width: share(row.value) }} />
        ))}
      </div>
      <dl className="mt-6 grid grid-cols-1 gap-3">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-4 text-sm">
            <dt className="flex items-center gap-2.5 text-fg-muted">
              <span className={`size-2.5 rounded-full ${row.tone}`} aria-hidden="true" />
              {row.label}
            </dt>
            <dd className="font-semibold text-fg tabular-nums">
              {formatCents(row.value)} <span className="ml-1 font-normal text-fg-subtle">{share(row.value)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
