// The recharts half of ui/charts/Chart.tsx, loaded only in the browser once the visitor reaches for
// a chart: the same plot as StaticChart, with the tooltip. It takes StaticChart's place drawn as
// that was, without an entrance animation; later changes animate unless motion is reduced.
import { useState } from 'react'
import { Bar, CartesianGrid, Cell, ComposedChart, Line, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { ChartProps } from './Chart.tsx'

const AXIS = { fontSize: 12, fill: 'var(--fg-subtle)' }
const TOOLTIP_STYLE = {
  background: 'var(--surface)',
  border: '1px solid var(--line)',
  borderRadius: 12,
  boxShadow: '0 12px 32px -8px rgb(0 0 0 / 0.25)',
  color: 'var(--fg)',
  fontSize: 13,
}

type Drawn = {
  /** The box's width as StaticChart filled it, so recharts' first frame is not empty while it measures. */
  width: number
  height: number
  /** The datum whose tooltip a keyboard user reads; null shows the tooltip only on hover. */
  activeIndex: number | null
}

export default function RechartsChart(props: ChartProps & Drawn) {
  // No entrance animation (the static chart already drew these numbers): only new numbers animate.
  const [firstData] = useState(props.data)
  const [motion] = useState(animationAllowed)
  const animate = motion && props.data !== firstData
  const initialDimension = { width: props.width, height: props.height }
  const defaultIndex = props.activeIndex ?? undefined
  if (props.kind === 'donut') {
    const total = props.data.reduce((sum, slice) => sum + slice.value, 0)
    const data = total > 0 ? props.data : [{ label: 'None yet', value: 1, color: 'var(--line)' }]
    // A gap between slices only where there are two slices to part.
    const slices = data.filter((slice) => slice.value > 0).length
    return (
      <ResponsiveContainer width="100%" height={props.height} initialDimension={initialDimension}>
        <PieChart accessibilityLayer={false}>
          <Pie rootTabIndex={-1} data={data} dataKey="value" nameKey="label" innerRadius="58%" outerRadius="86%" paddingAngle={slices > 1 ? 2 : 0} stroke="var(--surface)" strokeWidth={2} isAnimationActive={animate}>
            {data.map((slice) => (
              <Cell key={slice.label} fill={slice.color} />
            ))}
          </Pie>
          {total > 0 ? (
            <Tooltip
              defaultIndex={defaultIndex}
              contentStyle={TOOLTIP_STYLE}
              itemStyle={{ color: 'var(--fg)' }}
              formatter={(value) => (props.format ? props.format(Number(value)) : String(value))}
            />
          ) : null}
        </PieChart>
      </ResponsiveContainer>
    )
  }
  const right = props.series.some((series) => series.axis === 'right')
  const formatFor = (axis: 'left' | 'right') => props.series.find((series) => (series.axis ?? 'left') === axis)?.format
  return (
    <ResponsiveContainer width="100%" height={props.height} initialDimension={initialDimension}>
      <ComposedChart accessibilityLayer={false} data={props.data} margin={{ top: 8, right: right ? 0 : 8, bottom: 0, left: 0 }}>
        <CartesianGrid yAxisId="left" vertical={false} stroke="var(--line)" strokeDasharray="3 3" />
        <XAxis dataKey={props.x} tick={AXIS} tickLine={false} axisLine={{ stroke: 'var(--line)' }} interval="preserveStartEnd" minTickGap={12} />
        <YAxis yAxisId="left" tick={AXIS} tickLine={false} axisLine={false} width={56} allowDecimals={false} tickFormatter={tickFormatter(formatFor('left'))} />
        {right ? (
          <YAxis yAxisId="right" orientation="right" tick={AXIS} tickLine={false} axisLine={false} width={40} allowDecimals={false} tickFormatter={tickFormatter(formatFor('right'))} />
        ) : null}
        <Tooltip
          defaultIndex={defaultIndex}
          contentStyle={TOOLTIP_STYLE}
          labelStyle={{ color: 'var(--fg)', fontWeight: 600, marginBottom: 4 }}
          cursor={{ fill: 'color-mix(in oklab, var(--accent) 8%, transparent)' }}
          formatter={(value, name) => {
            const series = props.series.find((entry) => entry.label === name)
            return series?.format ? series.format(Number(value)) : String(value)
          }}
        />
        {props.series.map((series) =>
          series.shape === 'line' ? (
            <Line
              key={series.key}
              yAxisId={series.axis ?? 'left'}
              dataKey={series.key}
              name={series.label}
              stroke={series.color}
              strokeWidth={2.25}
              dot={{ r: 3, fill: series.color, strokeWidth: 0 }}
              activeDot={{ r: 5 }}
              type="monotone"
              isAnimationActive={animate}
            />
          ) : (
            <Bar key={series.key} yAxisId={series.axis ?? 'left'} dataKey={series.key} name={series.label} fill={series.color} radius={[6, 6, 0, 0]} maxBarSize={36} isAnimationActive={animate} />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  )
}

function tickFormatter(format: ((value: number) => string) | undefined) {
  return format ? (value: number) => format(value) : undefined
}

/** Read once, as the chart first renders (only ever in the browser): a change would render the whole chart again. */
function animationAllowed(): boolean {
  return !window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
