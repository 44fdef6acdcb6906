// The new monthly amount, checked against the amounts a checkout for this creator takes before it is
// sent (the server checks again); it is charged from the next payment on.
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { LimitsResponse } from '../../core/api/payments.ts'
import { isSupportedCurrency } from '../../core/limits.ts'
import { formatCents, toCents } from '../../core/money.ts'
import { amountRange, currencySymbol, effectiveLimits, rangeMessage } from '../../widget/model.ts'
import { Button } from '../Button.tsx'
import { fetchJson } from '../api/fetchJson.ts'
import type { ShownMonthlyBoost } from './monthlyApi.ts'

type Props = { boost: ShownMonthlyBoost; pending: boolean; onSubmit: (amount: string) => void; onClose: () => void }

export function ChangeAmountForm({ boost, pending, onSubmit, onClose }: Props) {
  const id = useId()
  const currency = isSupportedCurrency(boost.currency) ? boost.currency : 'usd'
  const [text, setText] = useState(String(boost.amountCents / 100))
  const limitsQuery = useQuery({
    queryKey: ['checkout-limits', currency, boost.creatorId],
    queryFn: ({ signal }) => fetchJson<LimitsResponse>('/api/checkout/limits', { query: { currency, creatorId: boost.creatorId }, signal }),
  })
  const limits = effectiveLimits(limitsQuery.data ?? null, { minCents: null, maxCents: null })
  const cents = toCents(text.trim())
  const problem = !cents ? 'Enter an amount, like 5 or 7.50.' : cents < limits.min || cents > limits.max ? rangeMessage(limits, currency) : null
  const [tried, setTried] = useState(false)

  function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (!problem) onSubmit(text.trim())
  }

  return (
    <form onSubmit={submit} noValidate className="grid w-full gap-3 rounded-2xl border border-line bg-bg-subtle p-4" data-monthly-amount-form>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        New amount each month
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex h-10 min-w-0 flex-1 items-center gap-2 rounded-xl border border-line bg-surface px-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent sm:max-w-48">
          <span className="text-fg-muted" aria-hidden="true">
            {currencySymbol(currency)}
          </span>
          <input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={tried && !!problem}
            aria-describedby={`${id}-hint`}
            className="h-full min-w-0 flex-1 bg-transparent text-fg tabular-nums outline-none"
            autoFocus
          />
        </span>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving…' : 'Save amount'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose} disabled={pending}>
          Back
        </Button>
      </div>
      <p id={`${id}-hint`} className={`text-sm ${tried && problem ? 'text-danger' : 'text-fg-muted'}`} aria-live="polite">
        {tried && problem
          ? problem
          : `From the next payment on; this month stays ${formatCents(boost.amountCents, boost.currency)}. Between ${amountRange(limits, currency)}.`}
      </p>
    </form>
  )
}
