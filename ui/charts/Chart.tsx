// The one chart component: recharts, wrapped once. Recharts renders only in the browser, so the
// server (and the first browser render) show a placeholder of the same size; the library itself
// is loaded on demand. The legend is plain HTML, drawn on the server too: recharts' own legend
// measured itself and rendered the chart again, a quarter of the chart's first render. Every
// chart also carries its numbers as a visually hidden table.
import { lazy, Suspense, useEffect, useState } from 'react'

type ChartDatum = Record<string, string | number>

type ChartSeries = {
  key: string
  label: string
  /** Any CSS colour, custom properties included: `var(--accent)`. */
  color: string
  /** Drawn as bars (default) or a line; a second axis on the right when `axis` is 'right'. */
  shape?: 'bar' | 'line'
  axis?: 'left' | 'right'
  format?: (value: number) => string
}

type SeriesChartProps = {
  kind: 'series'
  /** Says what the chart shows, for screen readers and the hidden table's caption. */
  label: string
  data: ChartDatum[]
  /** The key of each datum's category (the x axis). */
  x: string
  series: ChartSeries[]
  height?: number
}

type DonutSlice = { label: string; value: number; color: string }

type DonutChartProps = {
  kind: 'donut'
  label: string
  data: DonutSlice[]
  format?: (value: number) => string
  height?: number
}

export type ChartProps = SeriesChartProps | DonutChartProps

const RechartsChart = lazy(() => import('./RechartsChart.tsx'))

const DEFAULT_HEIGHT = 260
/** The legend's row, inside the chart's height. */
const LEGEND_HEIGHT = 28

export function Chart(props: ChartProps) {
  const height = props.height ?? DEFAULT_HEIGHT
  const plotHeight = height - LEGEND_HEIGHT
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const placeholder = <ChartPlaceholder height={plotHeight} kind={props.kind} />
  return (
    <figure className="relative m-0 min-w-0" style={{ height }} aria-label={props.label} data-chart={props.kind}>
      <div aria-hidden="true" className="h-full">
        {mounted ? (
          <Suspense fallback={placeholder}>
            <RechartsChart {...props} height={plotHeight} />
          </Suspense>
        ) : (
          placeholder
        )}
        <ChartLegend entries={props.kind === 'donut' ? props.data : props.series} />
      </div>
      <ChartTable {...props} />
    </figure>
  )
}

function ChartLegend({ entries }: { entries: { label: string; color: string }[] }) {
  return (
    <ul className="flex items-center justify-center gap-4 text-xs text-fg-muted" style={{ height: LEGEND_HEIGHT }} data-chart-legend>
      {entries.map((entry) => (
        <li key={entry.label} className="inline-flex items-center gap-1.5">
          <span className="size-2 rounded-full" style={{ background: entry.color }} />
          {entry.label}
        </li>
      ))}
    </ul>
  )
}

function ChartPlaceholder({ height, kind }: { height: number; kind: ChartProps['kind'] }) {
  return (
    <div className="grid h-full place-items-center rounded-xl bg-surface-2/60" style={{ height }} data-chart-placeholder>
      {kind === 'donut' ? (
        <span className="size-36 rounded-full border-[18px] border-line" />
      ) : (
        <span className="flex h-2/3 w-4/5 items-end gap-[6%]">
          {[38, 62, 45, 80, 56, 70, 48].map((bar, index) => (
            <span key={index} className="flex-1 rounded-t-md bg-line" style={{ height: `${bar}%` }} />
          ))}
        </span>
      )}
    </div>
  )
}

/** The chart's numbers for screen readers (and for anyone checking them). */
function ChartTable(props: ChartProps) {
  if (props.kind === 'donut') {
    return (
      <table className="sr-only" data-chart-table>
        <caption>{props.label}</caption>
        <tbody>
          {props.data.map((slice) => (
            <tr key={slice.label}>
              <th scope="row">{slice.label}</th>
              <td>{props.format ? props.format(slice.value) : slice.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )
  }
  return (
    <table className="sr-only" data-chart-table>
      <caption>{props.label}</caption>
      <thead>
        <tr>
          <th scope="col">{props.x}</th>
          {props.series.map((series) => (
            <th key={series.key} scope="col">
              {series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.data.map((datum) => (
          <tr key={String(datum[props.x])}>
            <th scope="row">{datum[props.x]}</th>
            {props.series.map((series) => {
              const value = Number(datum[series.key] ?? 0)
              return <td key={series.key}>{series.format ? series.format(value) : value}</td>
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
