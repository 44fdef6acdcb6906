// A creator's monthly supporters on /analytics: how many support them monthly now, what that brings
// each month in every currency it is paid in (never added across currencies), and how many began and
// cancelled this calendar month. Refreshed as boosts land, since a first payment or a renewal can change it.
import { useQueryClient } from '@tanstack/react-query'
import { ClockIcon } from '../../assets/icons.tsx'
import { formatCount } from '../../core/format.ts'
import { formatCents } from '../../core/money.ts'
import type { CreatorResponse } from '../../core/api/payments.ts'
import { Panel } from '../../ui/console/Panel.tsx'
import { useLiveBoosts } from '../../ui/counter/useLiveStats.ts'
import { creatorKey, useCreator } from '../../ui/creators/queries.ts'

/** `initial`: what the page came with, shown until the creator's answer lands, so nothing moves. */
export function MonthlySupporters({ creatorId, initial }: { creatorId: string; initial: CreatorResponse['monthly'] | null }) {
  const creator = useCreator(creatorId)
  const queryClient = useQueryClient()
  useLiveBoosts(creatorId, () => void queryClient.invalidateQueries({ queryKey: creatorKey(creatorId) }))
  const monthly = creator.data?.monthly ?? initial
  // A creator nobody supports monthly yet is spared an empty panel; one whose last supporter left this month still sees it.
  if (!monthly || (monthly.supporters === 0 && monthly.cancelledThisMonth === 0)) return null
  const amounts = Object.entries(monthly.byCurrency).filter(([, cents]) => cents > 0)
  return (
    <Panel
      title="Monthly supporters"
      description="Fans whose monthly boost renews, and what those boosts bring each month. A cancelled one no longer counts. “This month” is the calendar month in UTC."
      data-monthly-supporters=""
    >
      <dl className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <div className="flex items-center gap-3 rounded-xl border border-line bg-bg-subtle p-4">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-text" aria-hidden="true">
            <ClockIcon size={20} />
          </span>
          <div>
            <dt className="text-xs text-fg-subtle">Active monthly supporters</dt>
            <dd className="text-2xl font-semibold text-fg tabular-nums" data-monthly-count>
              {formatCount(monthly.supporters)}
            </dd>
          </div>
        </div>
        <div className="rounded-xl border border-line bg-bg-subtle p-4">
          <dt className="text-xs text-fg-subtle">Each month</dt>
          <dd className="mt-1 flex flex-wrap gap-x-5 gap-y-1" data-monthly-amounts>
            {amounts.map(([currency, cents]) => (
              <span key={currency} className="text-2xl font-semibold text-fg tabular-nums" data-monthly-currency={currency}>
                {formatCents(cents, currency)} <span className="text-xs font-medium text-fg-muted uppercase">{currency}</span>
              </span>
            ))}
            {amounts.length === 0 && <span className="text-2xl font-semibold text-fg-muted tabular-nums">—</span>}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-8 gap-y-3 rounded-xl border border-line bg-bg-subtle p-4 sm:col-span-2">
          <div>
            <dt className="text-xs text-fg-subtle">New this month</dt>
            <dd className="text-xl font-semibold text-fg tabular-nums" data-monthly-new>
              {formatCount(monthly.newThisMonth)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-fg-subtle">Cancelled this month</dt>
            <dd className="text-xl font-semibold text-fg tabular-nums" data-monthly-cancelled>
              {formatCount(monthly.cancelledThisMonth)}
            </dd>
          </div>
        </div>
      </dl>
    </Panel>
  )
}
