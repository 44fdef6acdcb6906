// The currency the analytics figures are shown in, for a scope paid in more than one: money of
// two currencies is never added, so the page shows one at a time.
/** One button per currency; the figures below follow the one pressed. */
export function CurrencySwitch({ currency, currencies, onCurrency }: { currency: string; currencies: string[]; onCurrency: (currency: string) => void }) {
  return (
    <div role="group" aria-label="Currency" className="flex flex-wrap items-center gap-2" data-currency-switch>
      <span className="text-sm text-fg-muted">Figures in</span>
      {currencies.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={code === currency}
          onClick={() => onCurrency(code)}
          className="rounded-full border border-line px-3 py-1 text-sm font-semibold uppercase tabular-nums text-fg-muted transition hover:text-fg aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-text"
        >
          {code}
        </button>
      ))}
    </div>
  )
}
