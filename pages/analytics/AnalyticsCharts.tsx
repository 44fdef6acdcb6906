// The analytics page's two charts: boosts and gross per day, and gross by payment channel.
// They are memoised on what they draw: recharts redraws a chart in one long task, and the page
// around them re-renders for every live change (the stream's status, a new boost's cards).
import { memo, useMemo } from 'react'
import type { BoostEvent } from '../../core/api/ledger.ts'
import { formatCents } from '../../core/money.ts'
import { Chart } from '../../ui/charts/Chart.tsx'
import { Spinner } from '../../ui/console/Panel.tsx'
import { dailySeries } from './analyticsModel.ts'

/** How many days the daily chart shows, today included. */
export const CHART_DAYS = 14

export const DailyChart = memo(function DailyChart({ events, currency }: { events: BoostEvent[] | undefined; currency: string }) {
  const data = useMemo(
    () => events && dailySeries(events, CHART_DAYS, new Date()).map((point) => ({ label: point.label, gross: point.grossCents / 100, boosts: point.boosts })),
    [events],
  )
  if (!data) {
    return (
      <div className="grid h-[260px] place-items-center">
        <Spinner label="Loading chart…" />
      </div>
    )
  }
  return (
    <Chart
      kind="series"
      label="Boosts and gross per day"
      x="label"
      data={data}
      series={[
        { key: 'gross', label: 'Gross', color: 'var(--accent)', format: (value) => formatCents(Math.round(value * 100), currency) },
        { key: 'boosts', label: 'Boosts', color: 'var(--pink)', shape: 'line', axis: 'right' },
      ]}
    />
  )
})

export const ChannelChart = memo(function ChannelChart({ fiatCents, cryptoCents, currency }: { fiatCents: number; cryptoCents: number; currency: string }) {
  return (
    <Chart
      kind="donut"
      label="Gross by payment channel"
      height={200}
      format={(cents) => formatCents(cents, currency)}
      data={[
        { label: 'Card', value: fiatCents, color: 'var(--accent)' },
        { label: 'Crypto', value: cryptoCents, color: 'var(--gold)' },
      ]}
    />
  )
})
