// The chart drawn as plain SVG from chartGeometry.ts: what every visitor sees first, on the server
// too, without recharts' code or its long first render. It copies recharts' look (the same axes,
// grid, bars, line and donut, in the same CSS colours) so that recharts, swapped in when the
// visitor reaches for the tooltip, lands on exactly the same pixels.
import { useEffect, useRef, useState } from 'react'
import type { ChartProps } from './Chart.tsx'
import { AXIS_FONT_SIZE, donutGeometry, roundedTopBarPath, SERIES_LAYOUT, seriesGeometry } from './chartGeometry.ts'

/** The width drawn before the box is measured (on the server); the SVG scales evenly to the real one. */
const ASSUMED_WIDTH = { series: 640, donut: 360 }
const AXIS_TEXT = { fontSize: AXIS_FONT_SIZE, fill: 'var(--fg-subtle)' }

export function StaticChart(props: ChartProps & { height: number }) {
  const box = useRef<HTMLDivElement>(null)
  const width = useWidth(box) ?? ASSUMED_WIDTH[props.kind]
  return (
    <div ref={box} style={{ height: props.height }} data-chart-static>
      <svg width="100%" height={props.height} viewBox={`0 0 ${width} ${props.height}`} className="block">
        {props.kind === 'donut' ? <Donut {...props} width={width} /> : <Series {...props} width={width} />}
      </svg>
    </div>
  )
}

/**
 * The box's width, as the browser lays it out and whenever it changes; null on the server. Only
 * the observer reads it: it runs once layout is done, where reading the width in the effect
 * forced the browser to lay out the whole page then and there, at every commit that drew a chart.
 */
function useWidth(box: React.RefObject<HTMLDivElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [box])
  return width
}

function Series(props: Extract<ChartProps, { kind: 'series' }> & { height: number; width: number }) {
  const series = props.series.map((entry) => ({
    key: entry.key,
    shape: entry.shape ?? 'bar',
    axis: entry.axis ?? 'left',
    values: props.data.map((datum) => Number(datum[entry.key] ?? 0)),
  }))
  const geometry = seriesGeometry({ width: props.width, height: props.height, labels: props.data.map((datum) => String(datum[props.x])), series, labelWidth })
  const { plot } = geometry
  const formatFor = (axis: 'left' | 'right') => props.series.find((entry) => (entry.axis ?? 'left') === axis)?.format ?? String
  const colorOf = (key: string) => props.series.find((entry) => entry.key === key)!.color
  const labelY = plot.bottom + SERIES_LAYOUT.tickOffset
  return (
    <>
      <g stroke="var(--line)" strokeDasharray="3 3">
        {geometry.axes.left.map((tick) => (
          <line key={tick.value} x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
        ))}
      </g>
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="var(--line)" />
      <g {...AXIS_TEXT} textAnchor="middle">
        {geometry.labels.map((label) => (
          <text key={label.text} x={label.x} y={labelY} dy="0.71em">
            {label.text}
          </text>
        ))}
      </g>
      <g {...AXIS_TEXT} textAnchor="end">
        {geometry.axes.left.map((tick) => (
          <text key={tick.value} x={plot.left - SERIES_LAYOUT.tickOffset} y={tick.labelY} dy="0.355em">
            {formatFor('left')(tick.value)}
          </text>
        ))}
      </g>
      {geometry.axes.right ? (
        <g {...AXIS_TEXT} textAnchor="start">
          {geometry.axes.right.map((tick) => (
            <text key={tick.value} x={plot.right + SERIES_LAYOUT.tickOffset} y={tick.labelY} dy="0.355em">
              {formatFor('right')(tick.value)}
            </text>
          ))}
        </g>
      ) : null}
      {geometry.bars.map(({ key, bars }) => (
        <g key={key} fill={colorOf(key)} data-series={key}>
          {bars.map((bar) => (
            <path key={bar.index} d={roundedTopBarPath(bar, SERIES_LAYOUT.barRadius)} data-index={bar.index} />
          ))}
        </g>
      ))}
      {geometry.lines.map(({ key, path, points }) => (
        <g key={key} data-series={key}>
          <path d={path} fill="none" stroke={colorOf(key)} strokeWidth={2.25} />
          <g fill={colorOf(key)}>
            {points.map((point, index) => (
              <circle key={index} cx={point.x} cy={point.y} r={3} />
            ))}
          </g>
        </g>
      ))}
    </>
  )
}

function Donut(props: Extract<ChartProps, { kind: 'donut' }> & { height: number; width: number }) {
  const total = props.data.reduce((sum, slice) => sum + slice.value, 0)
  const slices = total > 0 ? props.data : [{ label: 'None yet', value: 1, color: 'var(--line)' }]
  const geometry = donutGeometry({ width: props.width, height: props.height, values: slices.map((slice) => slice.value) })
  return (
    <g stroke="var(--surface)" strokeWidth={2}>
      {geometry.sectors.map((sector) => (
        <path key={sector.index} d={sector.path} fill={slices[sector.index]!.color} data-slice={slices[sector.index]!.label} />
      ))}
    </g>
  )
}

/**
 * An x label's width, estimated from its length (the same on the server and in the browser) at
 * 16 px: recharts measures the labels at the page's font size, not the axis' 12 px, to choose the
 * ones it shows, and the static chart shows the same ones.
 */
function labelWidth(text: string): number {
  return text.length * 16 * 0.55
}
