// The static charts' geometry: pure numbers from the data and the box, no DOM and no React, so the
// server and the browser draw the same chart. It follows recharts' own layout (nice ticks, band
// scale, bar gaps, monotone curve, pie angles) so that swapping recharts in moves nothing.

/** Recharts' margins and axis sizes as RechartsChart sets them. */
export const SERIES_LAYOUT = { top: 8, leftAxis: 56, rightAxis: 40, rightMargin: 8, xAxis: 30, tickOffset: 8, topLabelNudge: 4, minTickGap: 12, maxBarSize: 36, barRadius: 6 }
export const DONUT_LAYOUT = { margin: 5, inner: 0.58, outer: 0.86, paddingAngle: 2 }
export const AXIS_FONT_SIZE = 12

/**
 * Recharts' "nice" ticks for a domain of [0, max] without decimals (recharts-scale's
 * getNiceTickValues): a step of 1, 2, 2.5, 5… times a power of ten, raised until `count` ticks hold max.
 */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return Array.from({ length: count }, (_, index) => index)
  for (let correction = 0; ; correction++) {
    const step = formatStep(max / (count - 1), correction)
    const up = Math.ceil(max / step)
    if (up + 1 <= count) return Array.from({ length: count }, (_, index) => clean(index * step))
  }
}

function formatStep(rough: number, correction: number): number {
  const digits = Math.floor(Math.log10(rough)) + 1
  const power = 10 ** digits
  const scale = digits === 1 ? 0.1 : 0.05
  return Math.ceil(clean((Math.ceil(clean(rough / power / scale)) + correction) * scale * power))
}

/** Floating-point dust off (0.30000000000000004 → 0.3), so ceilings land where decimal maths would. */
function clean(value: number): number {
  return Number(value.toPrecision(12))
}

export type SeriesInput = { key: string; shape: 'bar' | 'line'; axis: 'left' | 'right'; values: number[] }
export type Point = { x: number; y: number }
export type Bar = Point & { width: number; height: number; index: number }
/** A tick's value, its grid line's y, and its label's y (recharts nudges the top label into the plot). */
export type AxisTicks = { value: number; y: number; labelY: number }[]

export type SeriesGeometry = {
  plot: { left: number; right: number; top: number; bottom: number }
  axes: { left: AxisTicks; right: AxisTicks | null }
  /** The x labels left after skipping the ones that would overlap; each at its (possibly nudged) centre. */
  labels: { text: string; x: number }[]
  bars: { key: string; bars: Bar[] }[]
  lines: { key: string; path: string; points: Point[] }[]
}

/** `labelWidth` gives a label's width in px at the axis' font size (an estimate on the server). */
export function seriesGeometry({ width, height, labels, series, labelWidth }: { width: number; height: number; labels: string[]; series: SeriesInput[]; labelWidth: (text: string) => number }): SeriesGeometry {
  const hasRight = series.some((entry) => entry.axis === 'right')
  const plot = {
    left: SERIES_LAYOUT.leftAxis,
    right: width - (hasRight ? SERIES_LAYOUT.rightAxis : SERIES_LAYOUT.rightMargin),
    top: SERIES_LAYOUT.top,
    bottom: height - SERIES_LAYOUT.xAxis,
  }
  const ticksFor = (axis: 'left' | 'right') => niceTicks(Math.max(0, ...series.filter((entry) => entry.axis === axis).flatMap((entry) => entry.values)))
  const yOf = (ticks: number[]) => (value: number) => plot.bottom - (value / ticks.at(-1)!) * (plot.bottom - plot.top)
  const leftTicks = ticksFor('left')
  const rightTicks = hasRight ? ticksFor('right') : null
  const scales = { left: yOf(leftTicks), right: rightTicks ? yOf(rightTicks) : yOf(leftTicks) }

  // A band per category, the bar inside it less 10% each side, no wider than maxBarSize, centred.
  const band = (plot.right - plot.left) / Math.max(1, labels.length)
  const gap = band * 0.1
  const full = band - 2 * gap > 1 ? Math.round(band - 2 * gap) : band - 2 * gap
  const barWidth = Math.min(full, SERIES_LAYOUT.maxBarSize)
  const centre = (index: number) => plot.left + band * index + band / 2
  const tick = (value: number, y: number) => ({ value, y, labelY: Math.max(y, plot.top + SERIES_LAYOUT.topLabelNudge) })

  return {
    plot,
    axes: {
      left: leftTicks.map((value) => tick(value, scales.left(value))),
      right: rightTicks ? rightTicks.map((value) => tick(value, scales.right(value))) : null,
    },
    labels: visibleLabels(labels.map((text, index) => ({ text, x: centre(index) })), plot.left, plot.right, labelWidth),
    bars: series
      .filter((entry) => entry.shape === 'bar')
      .map((entry) => ({
        key: entry.key,
        bars: entry.values.flatMap((value, index) => {
          const y = scales[entry.axis](value)
          // Recharts draws nothing for a zero.
          return value > 0 ? [{ x: plot.left + band * index + gap + (full - barWidth) / 2, y, width: barWidth, height: plot.bottom - y, index }] : []
        }),
      })),
    lines: series
      .filter((entry) => entry.shape === 'line')
      .map((entry) => {
        const points = entry.values.map((value, index) => ({ x: centre(index), y: scales[entry.axis](value) }))
        return { key: entry.key, path: monotonePath(points), points }
      }),
  }
}

/**
 * Recharts' interval="preserveStartEnd": the last label kept (nudged inside the plot), then from
 * the first, every label that fits `minTickGap` clear of the one before and of the last.
 */
export function visibleLabels(labels: { text: string; x: number }[], start: number, end: number, labelWidth: (text: string) => number): { text: string; x: number }[] {
  if (labels.length === 0) return []
  const fits = (x: number, size: number, from: number, to: number) => x - size / 2 >= from && x + size / 2 <= to
  const shown: { text: string; x: number }[] = []
  const last = labels.at(-1)!
  const lastSize = labelWidth(last.text)
  const lastX = Math.min(last.x, end - lastSize / 2)
  let limit = end
  if (fits(lastX, lastSize, start, end)) limit = lastX - (lastSize / 2 + SERIES_LAYOUT.minTickGap)
  let from = start
  labels.slice(0, -1).forEach((label, index) => {
    const size = labelWidth(label.text)
    const x = index === 0 ? Math.max(label.x, start + size / 2) : label.x
    if (!fits(x, size, from, limit)) return
    shown.push({ text: label.text, x })
    from = x + size / 2 + SERIES_LAYOUT.minTickGap
  })
  if (limit !== end) shown.push({ text: last.text, x: lastX })
  return shown
}

/** d3's curveMonotoneX (recharts' type="monotone"): a smooth line that never overshoots a point. */
export function monotonePath(points: Point[]): string {
  if (points.length === 0) return ''
  if (points.length === 1) return `M${fmt(points[0]!.x)},${fmt(points[0]!.y)}Z`
  if (points.length === 2) return `M${fmt(points[0]!.x)},${fmt(points[0]!.y)}L${fmt(points[1]!.x)},${fmt(points[1]!.y)}`
  const slopes = points.slice(1).map((point, index) => (point.y - points[index]!.y) / (point.x - points[index]!.x || 1))
  // Fritsch–Carlson tangents: zero at a turning point, the harmonic mean of the slopes elsewhere.
  const tangents = points.map((point, index) => {
    if (index === 0 || index === points.length - 1) return Number.NaN
    const before = slopes[index - 1]!
    const after = slopes[index]!
    const h0 = point.x - points[index - 1]!.x
    const h1 = points[index + 1]!.x - point.x
    const p = (before * h1 + after * h0) / (h0 + h1)
    return (Math.sign(before) + Math.sign(after)) * Math.min(Math.abs(before), Math.abs(after), 0.5 * Math.abs(p)) || 0
  })
  // The ends take d3's one-sided tangent.
  const h = (index: number) => points[index + 1]!.x - points[index]!.x
  tangents[0] = h(0) ? (3 * slopes[0]! - tangents[1]!) / 2 : tangents[1]!
  const lastIndex = points.length - 1
  tangents[lastIndex] = h(lastIndex - 1) ? (3 * slopes[lastIndex - 1]! - tangents[lastIndex - 1]!) / 2 : tangents[lastIndex - 1]!
  let path = `M${fmt(points[0]!.x)},${fmt(points[0]!.y)}`
  for (let index = 0; index < lastIndex; index++) {
    const a = points[index]!
    const b = points[index + 1]!
    const third = (b.x - a.x) / 3
    path += `C${fmt(a.x + third)},${fmt(a.y + third * tangents[index]!)},${fmt(b.x - third)},${fmt(b.y - third * tangents[index + 1]!)},${fmt(b.x)},${fmt(b.y)}`
  }
  return path
}

/** A bar with rounded top corners (recharts' radius [r, r, 0, 0]), the radius no more than half the bar. */
export function roundedTopBarPath({ x, y, width, height }: Bar, radius: number): string {
  const r = Math.min(radius, width / 2, height / 2)
  return `M${fmt(x)},${fmt(y + height)}V${fmt(y + r)}A${fmt(r)},${fmt(r)},0,0,1,${fmt(x + r)},${fmt(y)}H${fmt(x + width - r)}A${fmt(r)},${fmt(r)},0,0,1,${fmt(x + width)},${fmt(y + r)}V${fmt(y + height)}Z`
}

export type DonutSector = { index: number; path: string; startAngle: number; endAngle: number }
export type DonutGeometry = { cx: number; cy: number; inner: number; outer: number; sectors: DonutSector[] }

/**
 * Recharts' Pie with innerRadius 58%, outerRadius 86% and a 2° gap between slices (only when there
 * are two to part): angles anticlockwise from 3 o'clock, zero slices drawn as nothing.
 */
export function donutGeometry({ width, height, values }: { width: number; height: number; values: number[] }): DonutGeometry {
  const { margin, paddingAngle: gap } = DONUT_LAYOUT
  const maxRadius = Math.min(width - 2 * margin, height - 2 * margin) / 2
  const cx = width / 2
  const cy = height / 2
  const inner = maxRadius * DONUT_LAYOUT.inner
  const outer = maxRadius * DONUT_LAYOUT.outer
  const nonZero = values.filter((value) => value !== 0).length
  const padding = nonZero > 1 ? gap : 0
  const sum = values.reduce((total, value) => total + value, 0)
  const spread = 360 - nonZero * padding
  const sectors: DonutSector[] = []
  let end = 0
  values.forEach((value, index) => {
    const startAngle = index === 0 ? 0 : end + (value !== 0 ? padding : 0)
    end = startAngle + (sum > 0 ? (value / sum) * spread : 0)
    if (value === 0) return
    sectors.push({ index, startAngle, endAngle: end, path: sectorPath(cx, cy, inner, outer, startAngle, end) })
  })
  return { cx, cy, inner, outer, sectors }
}

function sectorPath(cx: number, cy: number, inner: number, outer: number, startAngle: number, endAngle: number): string {
  // A whole ring is two half rings each way round: an arc from a point to itself draws nothing.
  if (endAngle - startAngle >= 360) {
    const ring = (radius: number, sweep: number) => `M${fmt(cx + radius)},${fmt(cy)}A${fmt(radius)},${fmt(radius)},0,1,${sweep},${fmt(cx - radius)},${fmt(cy)}A${fmt(radius)},${fmt(radius)},0,1,${sweep},${fmt(cx + radius)},${fmt(cy)}Z`
    return ring(outer, 0) + ring(inner, 1)
  }
  const large = endAngle - startAngle > 180 ? 1 : 0
  const at = (radius: number, angle: number) => {
    const radians = (-angle * Math.PI) / 180
    return `${fmt(cx + Math.cos(radians) * radius)},${fmt(cy + Math.sin(radians) * radius)}`
  }
  return `M${at(outer, startAngle)}A${fmt(outer)},${fmt(outer)},0,${large},0,${at(outer, endAngle)}L${at(inner, endAngle)}A${fmt(inner)},${fmt(inner)},0,${large},1,${at(inner, startAngle)}Z`
}

/** Two decimals are plenty for pixels and keep the markup short. */
function fmt(value: number): string {
  return String(Math.round(value * 100) / 100)
}
