// The static charts' numbers, checked against what recharts 3 draws for the same data and box
// (read off its SVG in Chromium): ticks, bar boxes, label choice, the curve and the donut's arcs.
import { describe, expect, it } from 'vitest'
import { donutGeometry, monotonePath, niceTicks, roundedTopBarPath, seriesGeometry, visibleLabels } from './chartGeometry.ts'

describe('niceTicks', () => {
  it('steps 0 to max in five ticks of 1, 2, 2.5, 5… times a power of ten, whole numbers only', () => {
    expect(niceTicks(0)).toEqual([0, 1, 2, 3, 4])
    expect(niceTicks(1)).toEqual([0, 1, 2, 3, 4])
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8])
    expect(niceTicks(34)).toEqual([0, 9, 18, 27, 36])
    expect(niceTicks(120)).toEqual([0, 30, 60, 90, 120])
    expect(niceTicks(230)).toEqual([0, 60, 120, 180, 240])
    expect(niceTicks(1234)).toEqual([0, 350, 700, 1050, 1400])
  })
})

describe('seriesGeometry', () => {
  const geometry = seriesGeometry({
    width: 400,
    height: 232,
    labels: ['Nov 1', 'Nov 2', 'Nov 3', 'Nov 4'],
    series: [
      { key: 'gross', shape: 'bar', axis: 'left', values: [0, 10, 20, 40] },
      { key: 'boosts', shape: 'line', axis: 'right', values: [0, 1, 2, 3] },
    ],
    labelWidth: (text) => text.length * 8.8,
  })

  it('leaves recharts’ axis room: 56 px left, 40 px right, 8 px above, 30 px for the x labels', () => {
    expect(geometry.plot).toEqual({ left: 56, right: 360, top: 8, bottom: 202 })
  })

  it('puts each axis’ ticks evenly from the bottom up, the top label nudged into the plot', () => {
    expect(geometry.axes.left).toEqual([
      { value: 0, y: 202, labelY: 202 },
      { value: 10, y: 153.5, labelY: 153.5 },
      { value: 20, y: 105, labelY: 105 },
      { value: 30, y: 56.5, labelY: 56.5 },
      { value: 40, y: 8, labelY: 12 },
    ])
    expect(geometry.axes.right?.map((tick) => tick.value)).toEqual([0, 1, 2, 3, 4])
  })

  it('draws one bar per non-zero day, centred in its 76 px band, 36 px at most, its height proportional to the value', () => {
    expect(geometry.bars).toEqual([
      {
        key: 'gross',
        bars: [
          { index: 1, x: 152.1, y: 153.5, width: 36, height: 48.5 },
          { index: 2, x: 228.1, y: 105, width: 36, height: 97 },
          { index: 3, x: 304.1, y: 8, width: 36, height: 194 },
        ],
      },
    ])
  })

  it('draws the line through each band’s centre on the right axis', () => {
    expect(geometry.lines[0]!.points).toEqual([
      { x: 94, y: 202 },
      { x: 170, y: 153.5 },
      { x: 246, y: 105 },
      { x: 322, y: 56.5 },
    ])
  })
})

describe('visibleLabels', () => {
  const labels = Array.from({ length: 14 }, (_, index) => ({ text: `Nov ${12 + index}`, x: 71.5 + 31 * index }))
  const width = (text: string) => text.length * 8.8

  it('keeps the first and the last, and every label 12 px clear of its neighbours (recharts at 1280 px)', () => {
    expect(visibleLabels(labels, 56, 490, width).map((label) => label.text)).toEqual(['Nov 12', 'Nov 15', 'Nov 18', 'Nov 21', 'Nov 25'])
  })

  it('nudges the end labels inside the plot', () => {
    expect(
      visibleLabels(
        [
          { text: 'Nov 12', x: 60 },
          { text: 'Nov 25', x: 480 },
        ],
        56,
        490,
        width,
      ),
    ).toEqual([
      { text: 'Nov 12', x: 82.4 },
      { text: 'Nov 25', x: 463.6 },
    ])
  })
})

describe('monotonePath', () => {
  it('runs straight through points on a line, and flat through a peak', () => {
    expect(monotonePath([{ x: 0, y: 0 }, { x: 30, y: 30 }, { x: 60, y: 60 }])).toBe('M0,0C10,10,20,20,30,30C40,40,50,50,60,60')
    expect(monotonePath([{ x: 0, y: 10 }, { x: 30, y: 0 }, { x: 60, y: 10 }])).toBe('M0,10C10,5,20,0,30,0C40,0,50,5,60,10')
  })
})

describe('roundedTopBarPath', () => {
  it('rounds the top corners by 6 px, less on a bar too low for it', () => {
    expect(roundedTopBarPath({ index: 0, x: 10, y: 20, width: 36, height: 100 }, 6)).toBe('M10,120V26A6,6,0,0,1,16,20H40A6,6,0,0,1,46,26V120Z')
    expect(roundedTopBarPath({ index: 0, x: 10, y: 20, width: 36, height: 4 }, 6)).toBe('M10,24V22A2,2,0,0,1,12,20H44A2,2,0,0,1,46,22V24Z')
  })
})

describe('donutGeometry', () => {
  it('centres a ring of radii 58% and 86% of the half height less 5 px, slices anticlockwise from 3 o’clock with 2° gaps', () => {
    const donut = donutGeometry({ width: 300, height: 172, values: [3, 1] })
    expect([donut.cx, donut.cy, donut.inner, donut.outer]).toEqual([150, 86, 46.98, 69.66])
    expect(donut.sectors.map(({ startAngle, endAngle }) => [startAngle, endAngle])).toEqual([
      [0, 267],
      [269, 358],
    ])
    expect(donut.sectors[0]!.path).toBe('M219.66,86A69.66,69.66,0,1,0,146.35,155.56L147.54,132.92A46.98,46.98,0,1,1,196.98,86Z')
  })

  it('draws a single slice as a whole ring, and a zero slice not at all', () => {
    const donut = donutGeometry({ width: 300, height: 172, values: [3, 0] })
    expect(donut.sectors).toHaveLength(1)
    expect(donut.sectors[0]!.path).toBe('M219.66,86A69.66,69.66,0,1,0,80.34,86A69.66,69.66,0,1,0,219.66,86ZM196.98,86A46.98,46.98,0,1,1,103.02,86A46.98,46.98,0,1,1,196.98,86Z')
  })
})
