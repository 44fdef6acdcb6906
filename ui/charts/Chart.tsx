// The one chart component. Every chart is first drawn as plain SVG of our own (StaticChart), on
// the server too; recharts, loaded on demand, takes its place only when the visitor reaches for
// the chart's details (pointer, touch or keyboard focus on the figure), since its first render is
// one long task the page need not pay for a look. The legend is plain HTML: recharts' own legend
// measured itself and rendered the chart again. Every chart also carries its numbers as a visually
// hidden table.
import { lazy, type KeyboardEvent, Suspense, useState } from 'react'
import { StaticChart } from './StaticChart.tsx'

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
  // The figure's width when recharts was asked for: its first frame draws at once at that size.
  const [detailedWidth, setDetailedWidth] = useState<number | null>(null)
  const reach = (event: { currentTarget: HTMLElement }) => setDetailedWidth((width) => width ?? event.currentTarget.clientWidth)
  // The datum a keyboard user reads, its tooltip shown; null while the figure lacks keyboard focus.
  // A series starts at its newest day, a donut at its first slice.
  const [keyboardIndex, setKeyboardIndex] = useState<number | null>(null)
  const count = props.data.length
  const firstKeyboardIndex = props.kind === 'donut' ? 0 : count - 1
  const staticChart = <StaticChart {...props} height={plotHeight} />
  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0
    if (step === 0 || keyboardIndex === null) return
    event.preventDefault()
    setKeyboardIndex(Math.min(count - 1, Math.max(0, keyboardIndex + step)))
  }
  return (
    <figure
      className="relative m-0 min-w-0 rounded-xl"
      style={{ height }}
      aria-label={props.label}
      data-chart={props.kind}
      // Focusable so keyboard users reach the tooltip too; the arrow keys move it.
      tabIndex={0}
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={(event) => {
        reach(event)
        if (event.currentTarget.matches(':focus-visible')) setKeyboardIndex(firstKeyboardIndex)
      }}
      onBlur={() => setKeyboardIndex(null)}
      onKeyDown={onKeyDown}
    >
      <div aria-hidden="true" className="h-full">
        {detailedWidth !== null ? (
          <Suspense fallback={staticChart}>
            <RechartsChart {...props} width={detailedWidth} height={plotHeight} activeIndex={keyboardIndex} />
          </Suspense>
        ) : (
          staticChart
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
